import { LANGUAGES, type Language } from '@prime/contract';

/** The period of a bet or loss limit, as its error code names it. */
export type LimitPeriod = 'daily' | 'weekly' | 'monthly';

/** The facts a reality check tells, the money already formatted in the player's currency. */
export type RealityCheckFacts = { played: number; every: number; wagered: string; net: string };

/**
 * The in-product messages the platform tells a player (spec 01 §4, spec 02 §3 message types),
 * in each of the site's languages. A reason written by an operator or the verification provider
 * is quoted as it was written.
 */
export type MessageTexts = {
  betLimit: { subject: string; body: (period: LimitPeriod) => string };
  lossLimit: { subject: string; body: (period: LimitPeriod) => string };
  documentApproved: { subject: string; body: string };
  documentRejected: { subject: string; body: (reason: string) => string };
  kycAccepted: { subject: string; body: string };
  kycRejected: { subject: string; body: (reason: string | null) => string };
  realityCheck: { subject: string; body: (facts: RealityCheckFacts) => string };
};

const withReason = (reason: string | null) => (reason ? `: ${reason}` : '');

const MESSAGE_TEXTS: Record<Language, MessageTexts> = {
  en: {
    betLimit: {
      subject: 'Bet limit reached',
      body: (period) =>
        `You have reached your ${period} bet limit. Your bets are refused until it renews; you can review your limits in your account.`,
    },
    lossLimit: {
      subject: 'Loss limit reached',
      body: (period) =>
        `You have reached your ${period} loss limit. Your bets are refused until it renews; you can review your limits in your account.`,
    },
    documentApproved: {
      subject: 'Your document was approved',
      body: 'Thank you: your document was reviewed and approved.',
    },
    documentRejected: {
      subject: 'Your document was not accepted',
      body: (reason) =>
        `Your document was reviewed and not accepted: ${reason}. Please upload it again in your account's documents.`,
    },
    kycAccepted: {
      subject: 'Your identity is verified',
      body: 'Thank you: your verification was approved.',
    },
    kycRejected: {
      subject: 'Your verification was not accepted',
      body: (reason) =>
        `Your verification was not accepted${withReason(reason)}. You can try again in your account's KYC section.`,
    },
    realityCheck: {
      subject: 'Reality check',
      body: ({ played, every, wagered, net }) =>
        `You have been playing for ${played} minutes (your reminder every ${every} minutes). ` +
        `In this session you wagered ${wagered} and your net result is ${net}.`,
    },
  },
  cs: {
    betLimit: {
      subject: 'Dosažen limit sázek',
      body: (period) =>
        `Dosáhli jste svého ${{ daily: 'denního', weekly: 'týdenního', monthly: 'měsíčního' }[period]} limitu sázek. Až do jeho obnovení nebudou vaše sázky přijímány; své limity si můžete zkontrolovat ve svém účtu.`,
    },
    lossLimit: {
      subject: 'Dosažen limit ztrát',
      body: (period) =>
        `Dosáhli jste svého ${{ daily: 'denního', weekly: 'týdenního', monthly: 'měsíčního' }[period]} limitu ztrát. Až do jeho obnovení nebudou vaše sázky přijímány; své limity si můžete zkontrolovat ve svém účtu.`,
    },
    documentApproved: {
      subject: 'Váš doklad byl schválen',
      body: 'Děkujeme: váš doklad jsme zkontrolovali a schválili.',
    },
    documentRejected: {
      subject: 'Váš doklad nebyl přijat',
      body: (reason) =>
        `Váš doklad jsme zkontrolovali, ale nepřijali: ${reason}. Nahrajte jej prosím znovu v sekci Dokumenty ve svém účtu.`,
    },
    kycAccepted: {
      subject: 'Vaše totožnost je ověřena',
      body: 'Děkujeme: vaše ověření bylo schváleno.',
    },
    kycRejected: {
      subject: 'Vaše ověření nebylo přijato',
      body: (reason) =>
        `Vaše ověření nebylo přijato${withReason(reason)}. Můžete to zkusit znovu v sekci KYC ve svém účtu.`,
    },
    realityCheck: {
      subject: 'Kontrola reality',
      body: ({ played, every, wagered, net }) =>
        `Hrajete již ${played} min (připomenutí máte nastavené každých ${every} min). ` +
        `V této relaci jste vsadili ${wagered} a váš čistý výsledek je ${net}.`,
    },
  },
  de: {
    betLimit: {
      subject: 'Einsatzlimit erreicht',
      body: (period) =>
        `Sie haben Ihr ${{ daily: 'tägliches', weekly: 'wöchentliches', monthly: 'monatliches' }[period]} Einsatzlimit erreicht. Bis es sich erneuert, werden Ihre Einsätze abgelehnt; Ihre Limits können Sie in Ihrem Konto prüfen.`,
    },
    lossLimit: {
      subject: 'Verlustlimit erreicht',
      body: (period) =>
        `Sie haben Ihr ${{ daily: 'tägliches', weekly: 'wöchentliches', monthly: 'monatliches' }[period]} Verlustlimit erreicht. Bis es sich erneuert, werden Ihre Einsätze abgelehnt; Ihre Limits können Sie in Ihrem Konto prüfen.`,
    },
    documentApproved: {
      subject: 'Ihr Dokument wurde genehmigt',
      body: 'Vielen Dank: Ihr Dokument wurde geprüft und genehmigt.',
    },
    documentRejected: {
      subject: 'Ihr Dokument wurde nicht akzeptiert',
      body: (reason) =>
        `Ihr Dokument wurde geprüft und nicht akzeptiert: ${reason}. Bitte laden Sie es im Bereich Dokumente Ihres Kontos erneut hoch.`,
    },
    kycAccepted: {
      subject: 'Ihre Identität ist bestätigt',
      body: 'Vielen Dank: Ihre Verifizierung wurde genehmigt.',
    },
    kycRejected: {
      subject: 'Ihre Verifizierung wurde nicht akzeptiert',
      body: (reason) =>
        `Ihre Verifizierung wurde nicht akzeptiert${withReason(reason)}. Sie können es im KYC-Bereich Ihres Kontos erneut versuchen.`,
    },
    realityCheck: {
      subject: 'Realitätscheck',
      body: ({ played, every, wagered, net }) =>
        `Sie spielen seit ${played} Min. (Ihre Erinnerung kommt alle ${every} Min.). ` +
        `In dieser Sitzung haben Sie ${wagered} eingesetzt, Ihr Nettoergebnis beträgt ${net}.`,
    },
  },
  sk: {
    betLimit: {
      subject: 'Dosiahnutý limit stávok',
      body: (period) =>
        `Dosiahli ste svoj ${{ daily: 'denný', weekly: 'týždenný', monthly: 'mesačný' }[period]} limit stávok. Kým sa neobnoví, vaše stávky nebudú prijaté; svoje limity si môžete skontrolovať vo svojom účte.`,
    },
    lossLimit: {
      subject: 'Dosiahnutý limit strát',
      body: (period) =>
        `Dosiahli ste svoj ${{ daily: 'denný', weekly: 'týždenný', monthly: 'mesačný' }[period]} limit strát. Kým sa neobnoví, vaše stávky nebudú prijaté; svoje limity si môžete skontrolovať vo svojom účte.`,
    },
    documentApproved: {
      subject: 'Váš doklad bol schválený',
      body: 'Ďakujeme: váš doklad sme skontrolovali a schválili.',
    },
    documentRejected: {
      subject: 'Váš doklad nebol prijatý',
      body: (reason) =>
        `Váš doklad sme skontrolovali, ale neprijali: ${reason}. Nahrajte ho, prosím, znova v sekcii Dokumenty vo svojom účte.`,
    },
    kycAccepted: {
      subject: 'Vaša totožnosť je overená',
      body: 'Ďakujeme: vaše overenie bolo schválené.',
    },
    kycRejected: {
      subject: 'Vaše overenie nebolo prijaté',
      body: (reason) =>
        `Vaše overenie nebolo prijaté${withReason(reason)}. Môžete to skúsiť znova v sekcii KYC vo svojom účte.`,
    },
    realityCheck: {
      subject: 'Kontrola reality',
      body: ({ played, every, wagered, net }) =>
        `Hráte už ${played} min (pripomienku máte nastavenú každých ${every} min). ` +
        `V tejto relácii ste stavili ${wagered} a váš čistý výsledok je ${net}.`,
    },
  },
  hu: {
    betLimit: {
      subject: 'Elérte a tétlimitet',
      body: (period) =>
        `Elérte a ${{ daily: 'napi', weekly: 'heti', monthly: 'havi' }[period]} tétlimitjét. Amíg meg nem újul, a tétjeit nem fogadjuk el; a limitjeit a fiókjában tekintheti át.`,
    },
    lossLimit: {
      subject: 'Elérte a veszteséglimitet',
      body: (period) =>
        `Elérte a ${{ daily: 'napi', weekly: 'heti', monthly: 'havi' }[period]} veszteséglimitjét. Amíg meg nem újul, a tétjeit nem fogadjuk el; a limitjeit a fiókjában tekintheti át.`,
    },
    documentApproved: {
      subject: 'Dokumentumát jóváhagytuk',
      body: 'Köszönjük: dokumentumát ellenőriztük és jóváhagytuk.',
    },
    documentRejected: {
      subject: 'Dokumentumát nem fogadtuk el',
      body: (reason) =>
        `Dokumentumát ellenőriztük, de nem fogadtuk el: ${reason}. Kérjük, töltse fel újra a fiókja Dokumentumok részében.`,
    },
    kycAccepted: {
      subject: 'Személyazonosságát ellenőriztük',
      body: 'Köszönjük: az ellenőrzését jóváhagytuk.',
    },
    kycRejected: {
      subject: 'Az ellenőrzését nem fogadtuk el',
      body: (reason) =>
        `Az ellenőrzését nem fogadtuk el${withReason(reason)}. A fiókja KYC részében újra megpróbálhatja.`,
    },
    realityCheck: {
      subject: 'Valóságellenőrzés',
      body: ({ played, every, wagered, net }) =>
        `Már ${played} perce játszik (emlékeztetője ${every} percenként jelenik meg). ` +
        `Ebben a munkamenetben ${wagered} összeget tett fel, a nettó eredménye ${net}.`,
    },
  },
  pl: {
    betLimit: {
      subject: 'Osiągnięto limit zakładów',
      body: (period) =>
        `Osiągnąłeś swój ${{ daily: 'dzienny', weekly: 'tygodniowy', monthly: 'miesięczny' }[period]} limit zakładów. Do czasu jego odnowienia Twoje zakłady będą odrzucane; swoje limity możesz sprawdzić na swoim koncie.`,
    },
    lossLimit: {
      subject: 'Osiągnięto limit strat',
      body: (period) =>
        `Osiągnąłeś swój ${{ daily: 'dzienny', weekly: 'tygodniowy', monthly: 'miesięczny' }[period]} limit strat. Do czasu jego odnowienia Twoje zakłady będą odrzucane; swoje limity możesz sprawdzić na swoim koncie.`,
    },
    documentApproved: {
      subject: 'Twój dokument został zatwierdzony',
      body: 'Dziękujemy: Twój dokument został sprawdzony i zatwierdzony.',
    },
    documentRejected: {
      subject: 'Twój dokument nie został zaakceptowany',
      body: (reason) =>
        `Twój dokument został sprawdzony i nie został zaakceptowany: ${reason}. Prześlij go ponownie w sekcji Dokumenty na swoim koncie.`,
    },
    kycAccepted: {
      subject: 'Twoja tożsamość została zweryfikowana',
      body: 'Dziękujemy: Twoja weryfikacja została zatwierdzona.',
    },
    kycRejected: {
      subject: 'Twoja weryfikacja nie została zaakceptowana',
      body: (reason) =>
        `Twoja weryfikacja nie została zaakceptowana${withReason(reason)}. Możesz spróbować ponownie w sekcji KYC na swoim koncie.`,
    },
    realityCheck: {
      subject: 'Kontrola rzeczywistości',
      body: ({ played, every, wagered, net }) =>
        `Grasz od ${played} min (przypomnienie co ${every} min). ` +
        `W tej sesji postawiłeś ${wagered}, a Twój wynik netto wynosi ${net}.`,
    },
  },
  es: {
    betLimit: {
      subject: 'Límite de apuestas alcanzado',
      body: (period) =>
        `Has alcanzado tu límite ${{ daily: 'diario', weekly: 'semanal', monthly: 'mensual' }[period]} de apuestas. Tus apuestas se rechazarán hasta que se renueve; puedes revisar tus límites en tu cuenta.`,
    },
    lossLimit: {
      subject: 'Límite de pérdidas alcanzado',
      body: (period) =>
        `Has alcanzado tu límite ${{ daily: 'diario', weekly: 'semanal', monthly: 'mensual' }[period]} de pérdidas. Tus apuestas se rechazarán hasta que se renueve; puedes revisar tus límites en tu cuenta.`,
    },
    documentApproved: {
      subject: 'Tu documento ha sido aprobado',
      body: 'Gracias: hemos revisado y aprobado tu documento.',
    },
    documentRejected: {
      subject: 'Tu documento no ha sido aceptado',
      body: (reason) =>
        `Hemos revisado tu documento y no lo hemos aceptado: ${reason}. Vuelve a subirlo en la sección Documentos de tu cuenta.`,
    },
    kycAccepted: {
      subject: 'Tu identidad está verificada',
      body: 'Gracias: tu verificación ha sido aprobada.',
    },
    kycRejected: {
      subject: 'Tu verificación no ha sido aceptada',
      body: (reason) =>
        `Tu verificación no ha sido aceptada${withReason(reason)}. Puedes volver a intentarlo en la sección KYC de tu cuenta.`,
    },
    realityCheck: {
      subject: 'Control de realidad',
      body: ({ played, every, wagered, net }) =>
        `Llevas ${played} min jugando (tu recordatorio es cada ${every} min). ` +
        `En esta sesión has apostado ${wagered} y tu resultado neto es ${net}.`,
    },
  },
};

const isLanguage = (language: string): language is Language =>
  (LANGUAGES as readonly string[]).includes(language);

/** The messages in the player's language; English for a language the site does not offer. */
export const messageTexts = (language: string | undefined): MessageTexts =>
  MESSAGE_TEXTS[language && isLanguage(language) ? language : 'en'];
