import { LANGUAGES, type Language } from '@prime/contract';

type AmountTexts = {
  belowMinimum: (minimum: string) => string;
  aboveMaximum: (maximum: string) => string;
};

/** Why an amount outside a payment method's range is refused, naming the limit it missed. */
const AMOUNT_TEXTS: Record<Language, AmountTexts> = {
  en: {
    belowMinimum: (minimum) => `The amount is below this method's minimum of ${minimum}.`,
    aboveMaximum: (maximum) => `The amount is above this method's maximum of ${maximum}.`,
  },
  cs: {
    belowMinimum: (minimum) => `Částka je nižší než minimum této platební metody (${minimum}).`,
    aboveMaximum: (maximum) => `Částka je vyšší než maximum této platební metody (${maximum}).`,
  },
  de: {
    belowMinimum: (minimum) =>
      `Der Betrag liegt unter dem Mindestbetrag dieser Zahlungsmethode (${minimum}).`,
    aboveMaximum: (maximum) =>
      `Der Betrag liegt über dem Höchstbetrag dieser Zahlungsmethode (${maximum}).`,
  },
  sk: {
    belowMinimum: (minimum) => `Suma je nižšia ako minimum tejto platobnej metódy (${minimum}).`,
    aboveMaximum: (maximum) => `Suma je vyššia ako maximum tejto platobnej metódy (${maximum}).`,
  },
  hu: {
    belowMinimum: (minimum) =>
      `Az összeg kevesebb, mint ennek a fizetési módnak a minimuma (${minimum}).`,
    aboveMaximum: (maximum) =>
      `Az összeg több, mint ennek a fizetési módnak a maximuma (${maximum}).`,
  },
  pl: {
    belowMinimum: (minimum) => `Kwota jest niższa niż minimum tej metody płatności (${minimum}).`,
    aboveMaximum: (maximum) => `Kwota jest wyższa niż maksimum tej metody płatności (${maximum}).`,
  },
  es: {
    belowMinimum: (minimum) =>
      `El importe es inferior al mínimo de este método de pago (${minimum}).`,
    aboveMaximum: (maximum) =>
      `El importe es superior al máximo de este método de pago (${maximum}).`,
  },
};

export const amountTexts = (language: string): AmountTexts =>
  AMOUNT_TEXTS[(LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en'];
