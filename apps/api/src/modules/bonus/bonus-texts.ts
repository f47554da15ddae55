import type { Language } from '@prime/contract';

type BonusTexts = {
  reached: { subject: string; body: (amount: string) => string };
  betLimit: { subject: string; body: (maxBet: string) => string };
  minBalance: { subject: string; body: string };
};

/** The bonus messages a player is told (spec 02 §3 message types), in the player's language. */
const BONUS_TEXTS: Record<Language, BonusTexts> = {
  en: {
    reached: {
      subject: 'Wagering complete',
      body: (amount) =>
        `Congratulations! You reached the wagering target of your bonus: ${amount} is now withdrawable money.`,
    },
    betLimit: {
      subject: 'Bet above the bonus maximum',
      body: (maxBet) =>
        `While your bonus is being wagered the largest bet is ${maxBet}. Your bet was not placed.`,
    },
    minBalance: {
      subject: 'Your bonus has ended',
      body: 'Your bonus balance fell below the smallest bet, so the bonus has ended. Your own money is untouched.',
    },
  },
  cs: {
    reached: {
      subject: 'Protočení dokončeno',
      body: (amount) =>
        `Gratulujeme! Splnili jste podmínky protočení bonusu: ${amount} je nyní možné vybrat.`,
    },
    betLimit: {
      subject: 'Sázka nad maximem bonusu',
      body: (maxBet) =>
        `Během protáčení bonusu je nejvyšší sázka ${maxBet}. Vaše sázka nebyla přijata.`,
    },
    minBalance: {
      subject: 'Váš bonus skončil',
      body: 'Zůstatek bonusu klesl pod nejnižší sázku, bonus proto skončil. Vaše vlastní peníze zůstaly nedotčeny.',
    },
  },
  de: {
    reached: {
      subject: 'Umsatz erreicht',
      body: (amount) =>
        `Glückwunsch! Sie haben die Umsatzbedingung Ihres Bonus erfüllt: ${amount} ist jetzt auszahlbar.`,
    },
    betLimit: {
      subject: 'Einsatz über dem Bonus-Höchsteinsatz',
      body: (maxBet) =>
        `Solange Ihr Bonus umgesetzt wird, beträgt der höchste Einsatz ${maxBet}. Ihr Einsatz wurde nicht angenommen.`,
    },
    minBalance: {
      subject: 'Ihr Bonus ist beendet',
      body: 'Ihr Bonusguthaben ist unter den kleinsten Einsatz gefallen, daher ist der Bonus beendet. Ihr eigenes Geld bleibt unberührt.',
    },
  },
  sk: {
    reached: {
      subject: 'Pretočenie dokončené',
      body: (amount) =>
        `Gratulujeme! Splnili ste podmienky pretočenia bonusu: ${amount} je teraz možné vybrať.`,
    },
    betLimit: {
      subject: 'Stávka nad maximom bonusu',
      body: (maxBet) =>
        `Počas pretáčania bonusu je najvyššia stávka ${maxBet}. Vaša stávka nebola prijatá.`,
    },
    minBalance: {
      subject: 'Váš bonus skončil',
      body: 'Zostatok bonusu klesol pod najnižšiu stávku, bonus preto skončil. Vaše vlastné peniaze zostali nedotknuté.',
    },
  },
  hu: {
    reached: {
      subject: 'Megforgatás teljesítve',
      body: (amount) =>
        `Gratulálunk! Teljesítette bónusza megforgatási feltételét: ${amount} most már kifizethető.`,
    },
    betLimit: {
      subject: 'A tét meghaladja a bónusz maximumát',
      body: (maxBet) =>
        `Amíg a bónuszt forgatja, a legnagyobb tét ${maxBet}. A tétjét nem fogadtuk el.`,
    },
    minBalance: {
      subject: 'A bónusza véget ért',
      body: 'A bónuszegyenlege a legkisebb tét alá csökkent, ezért a bónusz véget ért. A saját pénzét ez nem érinti.',
    },
  },
  pl: {
    reached: {
      subject: 'Obrót zakończony',
      body: (amount) =>
        `Gratulacje! Spełniłeś warunek obrotu bonusem: ${amount} możesz teraz wypłacić.`,
    },
    betLimit: {
      subject: 'Zakład powyżej maksimum bonusu',
      body: (maxBet) =>
        `Podczas obrotu bonusem najwyższy zakład to ${maxBet}. Twój zakład nie został przyjęty.`,
    },
    minBalance: {
      subject: 'Twój bonus się zakończył',
      body: 'Saldo bonusu spadło poniżej najmniejszego zakładu, więc bonus się zakończył. Twoje własne pieniądze pozostały nienaruszone.',
    },
  },
  es: {
    reached: {
      subject: 'Apuesta completada',
      body: (amount) =>
        `¡Enhorabuena! Has cumplido el requisito de apuesta de tu bono: ${amount} ya es dinero retirable.`,
    },
    betLimit: {
      subject: 'Apuesta por encima del máximo del bono',
      body: (maxBet) =>
        `Mientras liberas tu bono, la apuesta máxima es ${maxBet}. Tu apuesta no se ha realizado.`,
    },
    minBalance: {
      subject: 'Tu bono ha terminado',
      body: 'El saldo de tu bono ha bajado del importe de la apuesta mínima, así que el bono ha terminado. Tu propio dinero no se ha tocado.',
    },
  },
};

export const bonusTexts = (language: string): BonusTexts =>
  BONUS_TEXTS[language as Language] ?? BONUS_TEXTS.en;
