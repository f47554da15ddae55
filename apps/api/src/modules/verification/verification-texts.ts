import type { Language } from '@prime/contract';

type CodeTexts = {
  subject: string;
  intro: string;
  validity: (minutes: number) => string;
  continueLink: string;
  sms: (code: string, minutes: number) => string;
};

/** Texts of the code messages in every interface language; anything else gets English. */
const TEXTS: Record<Language, CodeTexts> = {
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
  sk: {
    subject: 'Váš overovací kód Prime',
    intro: 'Váš overovací kód je:',
    validity: (minutes) => `Kód platí raz, ${minutes} minút.`,
    continueLink: 'Ak chcete registráciu dokončiť neskôr, otvorte tento odkaz:',
    sms: (code, minutes) => `Prime: váš overovací kód je ${code} (platí ${minutes} min).`,
  },
  hu: {
    subject: 'Az Ön Prime ellenőrző kódja',
    intro: 'Az Ön ellenőrző kódja:',
    validity: (minutes) => `A kód egyszer használható, ${minutes} percig érvényes.`,
    continueLink: 'Ha később szeretné befejezni a regisztrációt, nyissa meg ezt a hivatkozást:',
    sms: (code, minutes) => `Prime: az ellenőrző kódja ${code} (${minutes} percig érvényes).`,
  },
  pl: {
    subject: 'Twój kod weryfikacyjny Prime',
    intro: 'Twój kod weryfikacyjny to:',
    validity: (minutes) => `Kod działa jeden raz, przez ${minutes} minut.`,
    continueLink: 'Aby dokończyć rejestrację później, otwórz ten link:',
    sms: (code, minutes) => `Prime: Twój kod weryfikacyjny to ${code} (ważny ${minutes} min).`,
  },
  es: {
    subject: 'Tu código de verificación de Prime',
    intro: 'Tu código de verificación es:',
    validity: (minutes) => `El código sirve una vez, durante ${minutes} minutos.`,
    continueLink: 'Para terminar el registro más tarde, abre este enlace:',
    sms: (code, minutes) => `Prime: tu código de verificación es ${code} (válido ${minutes} min).`,
  },
};

export const codeTexts = (language: string): CodeTexts => TEXTS[language as Language] ?? TEXTS.en;
