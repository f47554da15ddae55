import type { Language } from '@prime/contract';

type CodeTexts = {
  subject: string;
  intro: string;
  validity: (minutes: number) => string;
  continueLink: string;
  sms: (code: string, minutes: number) => string;
};

/** Texts of the code messages; a language without its own texts gets the English ones. */
const TEXTS: Partial<Record<Language, CodeTexts>> & { en: CodeTexts } = {
  en: {
    subject: 'Your Prime verification code',
    intro: 'Your verification code is:',
    validity: (minutes) => `The code works once, for ${minutes} minutes.`,
    continueLink: 'To continue your registration later, open this link:',
    sms: (code, minutes) => `Prime: your verification code is ${code} (valid ${minutes} min).`,
  },
  cs: {
    subject: 'Váš ověřovací kód Prime',
    intro: 'Váš ověřovací kód je:',
    validity: (minutes) => `Kód platí jednou, ${minutes} minut.`,
    continueLink: 'Pro pozdější dokončení registrace otevřete tento odkaz:',
    sms: (code, minutes) => `Prime: váš ověřovací kód je ${code} (platí ${minutes} min).`,
  },
  de: {
    subject: 'Ihr Prime-Bestätigungscode',
    intro: 'Ihr Bestätigungscode lautet:',
    validity: (minutes) => `Der Code gilt einmal, ${minutes} Minuten lang.`,
    continueLink: 'Um Ihre Registrierung später fortzusetzen, öffnen Sie diesen Link:',
    sms: (code, minutes) => `Prime: Ihr Bestätigungscode ist ${code} (gültig ${minutes} Min.).`,
  },
};

export const codeTexts = (language: string): CodeTexts => TEXTS[language as Language] ?? TEXTS.en;
