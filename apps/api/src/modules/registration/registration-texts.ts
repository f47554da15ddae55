import type { Language } from '@prime/contract';

type FirstLoginTexts = { subject: string; body: (firstName: string) => string };

/** The firstLogin message a new player finds after the first login (spec 02 §3, §4). */
const FIRST_LOGIN: Record<Language, FirstLoginTexts> = {
  en: {
    subject: 'Welcome to Prime',
    body: (name) =>
      `Welcome, ${name}! Your account is ready. Before you play, take a moment to set your deposit and betting limits.`,
  },
  cs: {
    subject: 'Vítejte v Prime',
    body: (name) =>
      `Vítejte, ${name}! Váš účet je připraven. Než začnete hrát, nastavte si prosím limity vkladů a sázek.`,
  },
  de: {
    subject: 'Willkommen bei Prime',
    body: (name) =>
      `Willkommen, ${name}! Ihr Konto ist bereit. Bevor Sie spielen, legen Sie bitte Ihre Einzahlungs- und Einsatzlimits fest.`,
  },
  sk: {
    subject: 'Vitajte v Prime',
    body: (name) =>
      `Vitajte, ${name}! Váš účet je pripravený. Skôr než začnete hrať, nastavte si limity vkladov a stávok.`,
  },
  hu: {
    subject: 'Üdvözöljük a Prime-ban',
    body: (name) =>
      `Üdvözöljük, ${name}! A fiókja elkészült. Mielőtt játszani kezd, kérjük, állítsa be a befizetési és tétlimitjeit.`,
  },
  pl: {
    subject: 'Witamy w Prime',
    body: (name) =>
      `Witaj, ${name}! Twoje konto jest gotowe. Zanim zaczniesz grać, ustaw limity wpłat i zakładów.`,
  },
  es: {
    subject: 'Bienvenido a Prime',
    body: (name) =>
      `¡Bienvenido, ${name}! Tu cuenta está lista. Antes de jugar, dedica un momento a fijar tus límites de depósito y de apuesta.`,
  },
};

export const firstLoginTexts = (language: string): FirstLoginTexts =>
  FIRST_LOGIN[language as Language] ?? FIRST_LOGIN.en;

/** The compliance note written for a PEP or UBO player. */
export const manualScoreNote = (flags: { isPep: boolean; isUbo: boolean }, score: number) =>
  `Declared ${[flags.isPep ? 'PEP' : null, flags.isUbo ? 'UBO' : null].filter(Boolean).join(' and ')} at registration: AML score set to ${score}, daily deposit limit applied; basic KYC required before real play.`;
