import type { BannerTag, Language } from '@prime/contract';
import type { BannerTheme } from '../../../modules/cms/banner-art';

/** Title, subtitle and button text of a banner in one language. */
export type BannerCopy = readonly [title: string, subtitle: string, button: string];

/** A lobby banner of the demo site: art, category comment, texts and where its button leads. */
export type BannerSeed = {
  tags: readonly BannerTag[];
  audience: 'all' | 'visitors' | 'players';
  theme: BannerTheme;
  /** Media comment; its prefix is the category (spec 01 §3). */
  comment: string;
  copy: { en: BannerCopy } & Partial<Record<Exclude<Language, 'en'>, BannerCopy>>;
  /** A site path, or the name of a seeded promotion whose detail page it opens. */
  link: { path: string } | { promotion: string };
};

export const BANNER_SEED: readonly BannerSeed[] = [
  {
    tags: ['casino', 'promotion'],
    audience: 'visitors',
    theme: 'promo-welcome',
    comment: 'casino-welcome',
    link: { promotion: 'welcome-bonus' },
    copy: {
      en: [
        '100% welcome bonus up to €200',
        '18+. New players. 10x wagering. Terms apply.',
        'See the offer',
      ],
      cs: [
        'Uvítací bonus 100 % až 200 €',
        '18+. Noví hráči. Protočení 10x. Platí podmínky.',
        'Zobrazit nabídku',
      ],
      de: [
        '100 % Willkommensbonus bis 200 €',
        '18+. Neue Spieler. 10x Umsatz. Es gelten AGB.',
        'Zum Angebot',
      ],
      sk: [
        'Uvítací bonus 100 % až do 200 €',
        '18+. Noví hráči. Stávkovanie 10x. Platia podmienky.',
        'Zobraziť ponuku',
      ],
      hu: [
        '100% üdvözlő bónusz 200 €-ig',
        '18+. Új játékosok. 10x forgalom. Feltételek érvényesek.',
        'Az ajánlat',
      ],
      pl: [
        'Bonus powitalny 100% do 200 €',
        '18+. Nowi gracze. Obrót 10x. Obowiązuje regulamin.',
        'Zobacz ofertę',
      ],
      es: [
        'Bono de bienvenida del 100 % hasta 200 €',
        '18+. Nuevos jugadores. Apuesta 10x. Aplican términos.',
        'Ver la oferta',
      ],
    },
  },
  {
    tags: ['casino'],
    audience: 'all',
    theme: 'casino-ruby',
    comment: 'casino-classics',
    link: { path: '/casino' },
    copy: {
      en: ['Classic slots and table games', 'Hundreds of games, one account', 'Play now'],
      cs: ['Klasické automaty a stolní hry', 'Stovky her, jeden účet', 'Hrát'],
      de: ['Klassische Slots und Tischspiele', 'Hunderte Spiele, ein Konto', 'Jetzt spielen'],
      sk: ['Klasické automaty a stolové hry', 'Stovky hier, jeden účet', 'Hrať'],
      hu: ['Klasszikus nyerőgépek és asztali játékok', 'Több száz játék, egy fiók', 'Játék'],
      pl: ['Klasyczne automaty i gry stołowe', 'Setki gier, jedno konto', 'Graj teraz'],
      es: [
        'Tragaperras clásicas y juegos de mesa',
        'Cientos de juegos, una sola cuenta',
        'Jugar ahora',
      ],
    },
  },
  {
    tags: ['casino', 'prime'],
    audience: 'players',
    theme: 'casino-emerald',
    comment: 'casino-limits',
    link: { path: '/limits' },
    copy: {
      en: [
        'Play on your terms',
        'Set deposit, loss and time limits in your account',
        'Set my limits',
      ],
      cs: [
        'Hrajte podle svých pravidel',
        'Nastavte si limity vkladů, proher a času v účtu',
        'Nastavit limity',
      ],
      de: [
        'Spielen Sie nach Ihren Regeln',
        'Einzahlungs-, Verlust- und Zeitlimits im Konto festlegen',
        'Limits festlegen',
      ],
      sk: [
        'Hrajte podľa svojich pravidiel',
        'Nastavte si limity vkladov, prehier a času v účte',
        'Nastaviť limity',
      ],
      hu: [
        'Játsszon a saját feltételei szerint',
        'Állítson be befizetési, veszteség- és időkorlátot',
        'Korlátok beállítása',
      ],
      pl: [
        'Graj na własnych zasadach',
        'Ustaw limity wpłat, strat i czasu na koncie',
        'Ustaw limity',
      ],
      es: [
        'Juega a tu manera',
        'Fija límites de depósito, pérdida y tiempo en tu cuenta',
        'Fijar mis límites',
      ],
    },
  },
  {
    tags: ['prime'],
    audience: 'all',
    theme: 'prime-gold',
    comment: 'casino-prime-reels',
    link: { path: '/prime' },
    copy: {
      en: ['Prime slots', 'Three, four or five reels: pick your rhythm', 'Open Prime'],
      cs: ['Prime automaty', 'Tři, čtyři nebo pět válců: vyberte si rytmus', 'Otevřít Prime'],
      de: ['Prime-Slots', 'Drei, vier oder fünf Walzen: Ihr Rhythmus', 'Prime öffnen'],
      sk: ['Prime automaty', 'Tri, štyri alebo päť valcov: vyberte si rytmus', 'Otvoriť Prime'],
      hu: [
        'Prime nyerőgépek',
        'Három, négy vagy öt tárcsa: válassza ki a ritmust',
        'Prime megnyitása',
      ],
      pl: ['Automaty Prime', 'Trzy, cztery lub pięć bębnów: wybierz swój rytm', 'Otwórz Prime'],
      es: ['Tragaperras Prime', 'Tres, cuatro o cinco rodillos: elige tu ritmo', 'Abrir Prime'],
    },
  },
  {
    tags: ['prime'],
    audience: 'all',
    theme: 'prime-night',
    comment: 'casino-prime-spins',
    link: { promotion: 'friday-free-spins' },
    copy: {
      en: [
        'Friday free spins',
        '20 spins on Prime slots with a €20 deposit. 18+. Terms apply.',
        'Details',
      ],
      cs: [
        'Páteční free spiny',
        '20 otočení na Prime automatech za vklad 20 €. 18+. Platí podmínky.',
        'Podrobnosti',
      ],
      de: [
        'Freispiele am Freitag',
        '20 Freispiele auf Prime-Slots ab 20 € Einzahlung. 18+. AGB.',
        'Details',
      ],
      sk: [
        'Piatkové free spiny',
        '20 otočení na Prime automatoch za vklad 20 €. 18+. Platia podmienky.',
        'Podrobnosti',
      ],
      hu: [
        'Pénteki ingyenes pörgetések',
        '20 pörgetés Prime gépeken 20 € befizetéssel. 18+. Feltételek.',
        'Részletek',
      ],
      pl: [
        'Piątkowe darmowe spiny',
        '20 spinów na automatach Prime za wpłatę 20 €. 18+. Regulamin.',
        'Szczegóły',
      ],
      es: [
        'Giros gratis los viernes',
        '20 giros en Prime con un depósito de 20 €. 18+. Aplican términos.',
        'Detalles',
      ],
    },
  },
  {
    tags: ['liveCasino'],
    audience: 'all',
    theme: 'live-roulette',
    comment: 'liveCasino-roulette',
    link: { path: '/live-casino' },
    copy: {
      en: ['Live roulette', 'Real dealers, streamed around the clock', 'Take a seat'],
      cs: ['Živá ruleta', 'Skuteční krupiéři, vysílání nonstop', 'Přisednout'],
      de: ['Live-Roulette', 'Echte Croupiers, rund um die Uhr übertragen', 'Platz nehmen'],
      sk: ['Živá ruleta', 'Skutoční krupiéri, vysielanie nonstop', 'Prisadnúť si'],
      hu: ['Élő rulett', 'Valódi krupiék, éjjel-nappal közvetítve', 'Foglaljon helyet'],
      pl: ['Ruletka na żywo', 'Prawdziwi krupierzy, transmisja całą dobę', 'Zajmij miejsce'],
      es: ['Ruleta en vivo', 'Crupieres reales, en directo a todas horas', 'Siéntate'],
    },
  },
  {
    tags: ['liveCasino', 'casino'],
    audience: 'all',
    theme: 'live-tables',
    comment: 'liveCasino-blackjack',
    link: { promotion: 'live-casino-leaderboard' },
    copy: {
      en: [
        'Live casino leaderboard',
        'Play live tables, climb the board. 18+. Terms apply.',
        'How it works',
      ],
      cs: [
        'Žebříček živého kasina',
        'Hrajte živé stoly a stoupejte. 18+. Platí podmínky.',
        'Jak to funguje',
      ],
      de: [
        'Live-Casino-Rangliste',
        'Live-Tische spielen, aufsteigen. 18+. Es gelten AGB.',
        "So geht's",
      ],
      sk: [
        'Rebríček živého kasína',
        'Hrajte živé stoly a stúpajte. 18+. Platia podmienky.',
        'Ako to funguje',
      ],
      hu: [
        'Élő kaszinó ranglista',
        'Játsszon élő asztaloknál. 18+. Feltételek érvényesek.',
        'Hogyan működik',
      ],
      pl: [
        'Ranking kasyna na żywo',
        'Graj przy stołach na żywo. 18+. Obowiązuje regulamin.',
        'Jak to działa',
      ],
      es: [
        'Clasificación del casino en vivo',
        'Juega en mesas en vivo y sube. 18+. Aplican términos.',
        'Cómo funciona',
      ],
    },
  },
  {
    tags: ['crashGames'],
    audience: 'all',
    theme: 'crash-rocket',
    comment: 'crashGames-rocket',
    link: { path: '/crash-games' },
    copy: {
      en: ['Crash games', 'Cash out before the curve breaks', 'Play crash'],
      cs: ['Crash hry', 'Vyberte výhru, než křivka spadne', 'Hrát crash'],
      de: ['Crash-Spiele', 'Auszahlen, bevor die Kurve bricht', 'Crash spielen'],
      sk: ['Crash hry', 'Vyberte výhru skôr, než krivka spadne', 'Hrať crash'],
      hu: ['Crash játékok', 'Vegye ki a nyereményt, mielőtt a görbe megtörik', 'Crash játék'],
      pl: ['Gry crash', 'Wypłać, zanim krzywa się załamie', 'Graj w crash'],
      es: ['Juegos crash', 'Retira antes de que la curva caiga', 'Jugar crash'],
    },
  },
  {
    tags: ['crashGames'],
    audience: 'all',
    theme: 'crash-orbit',
    comment: 'crashGames-orbit',
    link: { path: '/crash-games' },
    copy: {
      en: ['Into orbit', 'Fast rounds, provably fair results', 'Launch'],
      cs: ['Na oběžnou dráhu', 'Rychlá kola, ověřitelně férové výsledky', 'Start'],
      de: ['Ab in den Orbit', 'Schnelle Runden, nachweisbar faire Ergebnisse', 'Starten'],
      sk: ['Na obežnú dráhu', 'Rýchle kolá, overiteľne férové výsledky', 'Štart'],
      hu: ['Irány a világűr', 'Gyors körök, igazolhatóan tisztességes eredmények', 'Indítás'],
      pl: ['Na orbitę', 'Szybkie rundy, weryfikowalnie uczciwe wyniki', 'Start'],
      es: ['Rumbo a la órbita', 'Rondas rápidas, resultados verificables', 'Despegar'],
    },
  },
  {
    tags: ['others'],
    audience: 'all',
    theme: 'others-scratch',
    comment: 'scratchCards-gold',
    link: { path: '/others' },
    copy: {
      en: ['Scratch cards', 'Scratch, reveal, done in seconds', 'Scratch now'],
      cs: ['Stírací losy', 'Setřete, odhalte, hotovo za pár vteřin', 'Stírat'],
      de: ['Rubbellose', 'Rubbeln, aufdecken, in Sekunden fertig', 'Jetzt rubbeln'],
      sk: ['Stieracie žreby', 'Zotrite, odhaľte, hotovo za pár sekúnd', 'Stierať'],
      hu: ['Kaparós sorsjegyek', 'Kaparjon, fedje fel, másodpercek alatt', 'Kaparás'],
      pl: ['Zdrapki', 'Zdrap, odkryj, gotowe w kilka sekund', 'Zdrapuj'],
      es: ['Rascas', 'Rasca, descubre y listo en segundos', 'Rascar'],
    },
  },
  {
    tags: ['others'],
    audience: 'all',
    theme: 'fallback',
    comment: 'fallbackIMG',
    link: { path: '/others' },
    copy: {
      en: ['More to discover', 'Bingo, keno, dice and more', 'Explore'],
      cs: ['Objevte další hry', 'Bingo, keno, kostky a další', 'Prozkoumat'],
      de: ['Mehr entdecken', 'Bingo, Keno, Würfel und mehr', 'Entdecken'],
      sk: ['Objavte ďalšie hry', 'Bingo, keno, kocky a ďalšie', 'Preskúmať'],
      hu: ['Fedezzen fel többet', 'Bingó, kenó, kocka és más', 'Felfedezés'],
      pl: ['Odkryj więcej', 'Bingo, keno, kości i więcej', 'Odkrywaj'],
      es: ['Descubre más', 'Bingo, keno, dados y más', 'Explorar'],
    },
  },
  {
    tags: ['promotion'],
    audience: 'all',
    theme: 'promo-cashback',
    comment: 'promotion-cashback',
    link: { promotion: 'weekly-cashback' },
    copy: {
      en: [
        '10% weekly cashback',
        'Up to €100 back on net losses, no wagering. 18+. Terms apply.',
        'Details',
      ],
      cs: [
        '10% týdenní cashback',
        'Až 100 € z čisté prohry, bez protočení. 18+. Platí podmínky.',
        'Podrobnosti',
      ],
      de: [
        '10 % wöchentliches Cashback',
        'Bis 100 € auf Nettoverluste, ohne Umsatz. 18+. AGB.',
        'Details',
      ],
      sk: [
        '10 % týždenný cashback',
        'Až 100 € z čistej prehry, bez stávkovania. 18+. Podmienky.',
        'Podrobnosti',
      ],
      hu: [
        '10% heti visszatérítés',
        'Akár 100 € a nettó veszteségből, forgalom nélkül. 18+.',
        'Részletek',
      ],
      pl: [
        '10% tygodniowego cashbacku',
        'Do 100 € z strat netto, bez obrotu. 18+. Regulamin.',
        'Szczegóły',
      ],
      es: [
        '10 % de reembolso semanal',
        'Hasta 100 € de pérdidas netas, sin apuesta. 18+. Términos.',
        'Detalles',
      ],
    },
  },
  {
    tags: ['promotion'],
    audience: 'all',
    theme: 'promo-tournament',
    comment: 'promotion-all',
    link: { path: '/promotion' },
    copy: {
      en: ['All promotions', 'Clear terms, no surprises. 18+. Play responsibly.', 'See all'],
      cs: [
        'Všechny akce',
        'Jasné podmínky, žádná překvapení. 18+. Hrajte zodpovědně.',
        'Zobrazit vše',
      ],
      de: [
        'Alle Aktionen',
        'Klare Bedingungen, keine Überraschungen. 18+. Verantwortungsvoll spielen.',
        'Alle ansehen',
      ],
      sk: [
        'Všetky akcie',
        'Jasné podmienky, žiadne prekvapenia. 18+. Hrajte zodpovedne.',
        'Zobraziť všetko',
      ],
      hu: [
        'Minden promóció',
        'Világos feltételek, meglepetések nélkül. 18+. Játsszon felelősen.',
        'Összes',
      ],
      pl: [
        'Wszystkie promocje',
        'Jasne zasady, bez niespodzianek. 18+. Graj odpowiedzialnie.',
        'Zobacz wszystkie',
      ],
      es: [
        'Todas las promociones',
        'Términos claros, sin sorpresas. 18+. Juega con responsabilidad.',
        'Ver todas',
      ],
    },
  },
];
