import type { Language } from '@prime/contract';
import type { BannerTheme } from '../../../modules/cms/banner-art';

/** A promotion of the demo site. Its terms are written for a Malta-licensed operator. */
export type PromotionSeed = {
  name: string;
  theme: BannerTheme;
  /** `live`: running now; `upcoming`: starts 30 days after seeding; `hidden`: not listed. */
  state: 'live' | 'upcoming' | 'hidden';
  titles: Record<Language, string>;
  /** Card teaser; languages left out fall back to English. */
  comments: { en: string } & Partial<Record<Exclude<Language, 'en'>, string>>;
  /** English terms as HTML. */
  content: string;
};

const COMMON_TERMS =
  '<h3>General terms</h3><ul>' +
  '<li>Only for players aged 18 or over who hold a verified Prime account.</li>' +
  '<li>One offer per person, household, device and payment method.</li>' +
  '<li>Self-excluded players and players with an active cool-off cannot take part.</li>' +
  '<li>Prime Entertainment Ltd. may withhold an offer where it finds abuse, and tells the player why.</li>' +
  '<li>The <a href="/terms-and-conditions">general terms and conditions</a> apply in full.</li></ul>' +
  '<p class="cms-note">Gambling can be addictive. Set your <a href="/limits">limits</a> and read our ' +
  '<a href="/responsible-gaming">responsible gaming</a> page. Help is available at ' +
  '<a href="https://www.gamcare.org.uk">GamCare</a>.</p>';

export const PROMOTION_SEED: readonly PromotionSeed[] = [
  {
    name: 'welcome-bonus',
    theme: 'promo-welcome',
    state: 'live',
    titles: {
      en: 'Welcome bonus: 100% up to €200',
      cs: 'Uvítací bonus: 100 % až 200 €',
      de: 'Willkommensbonus: 100 % bis 200 €',
      sk: 'Uvítací bonus: 100 % až do 200 €',
      hu: 'Üdvözlő bónusz: 100% 200 €-ig',
      pl: 'Bonus powitalny: 100% do 200 €',
      es: 'Bono de bienvenida: 100 % hasta 200 €',
    },
    comments: {
      en: 'Your first deposit matched 100% up to €200. 10x wagering within 30 days.',
      cs: 'První vklad navýšíme o 100 % až do 200 €. Protočení 10x do 30 dnů.',
      de: 'Ihre erste Einzahlung verdoppelt bis 200 €. 10x Umsatz in 30 Tagen.',
    },
    content:
      '<h2 id="offer">The offer</h2><p>We match your first deposit of at least €10 with a bonus ' +
      'of 100%, up to €200. The bonus is credited to your bonus balance as soon as the deposit ' +
      'is confirmed.</p><h2 id="wagering">Wagering</h2><table class="cms-terms"><tbody>' +
      '<tr><th scope="row">Minimum deposit</th><td>€10</td></tr>' +
      '<tr><th scope="row">Bonus</th><td>100% of the deposit, at most €200</td></tr>' +
      '<tr><th scope="row">Wagering</th><td>10 times the bonus amount</td></tr>' +
      '<tr><th scope="row">Time to wager</th><td>30 days from crediting</td></tr>' +
      '<tr><th scope="row">Largest stake while wagering</th><td>€5 per spin or round</td></tr>' +
      '</tbody></table><p>Slots count 100% towards wagering, table and live games 10%. Your ' +
      'real money is always played first and can be withdrawn at any time; withdrawing before ' +
      'the wagering is complete forfeits the bonus and its winnings only.</p>' +
      COMMON_TERMS,
  },
  {
    name: 'friday-free-spins',
    theme: 'promo-spins',
    state: 'live',
    titles: {
      en: 'Friday free spins',
      cs: 'Páteční free spiny',
      de: 'Freispiele am Freitag',
      sk: 'Piatkové free spiny',
      hu: 'Pénteki ingyenes pörgetések',
      pl: 'Piątkowe darmowe spiny',
      es: 'Giros gratis de los viernes',
    },
    comments: {
      en: '20 free spins on Prime slots every Friday with a deposit of €20 or more.',
      cs: '20 free spinů na Prime automatech každý pátek za vklad alespoň 20 €.',
      de: 'Jeden Freitag 20 Freispiele auf Prime-Slots ab 20 € Einzahlung.',
    },
    content:
      '<h2 id="offer">The offer</h2><p>Deposit at least €20 on a Friday (00:00 to 23:59 UTC) ' +
      'and receive 20 free spins worth €0.20 each on the Prime slot of the week.</p>' +
      '<h2 id="winnings">Winnings</h2><ul><li>Winnings from the spins are credited as bonus ' +
      'money with 10x wagering within 7 days.</li><li>At most €100 of bonus winnings can ' +
      'be converted to real money.</li><li>Unused spins expire at 23:59 UTC on the Sunday ' +
      'after they were credited.</li></ul>' +
      COMMON_TERMS,
  },
  {
    name: 'weekly-cashback',
    theme: 'promo-cashback',
    state: 'live',
    titles: {
      en: '10% weekly cashback',
      cs: '10% týdenní cashback',
      de: '10 % wöchentliches Cashback',
      sk: '10 % týždenný cashback',
      hu: '10% heti visszatérítés',
      pl: '10% tygodniowego cashbacku',
      es: '10 % de reembolso semanal',
    },
    comments: {
      en: '10% of your net losses back every Monday, up to €100, paid as real money.',
      cs: 'Každé pondělí 10 % z čisté prohry zpět, až 100 €, jako skutečné peníze.',
      de: 'Jeden Montag 10 % Ihrer Nettoverluste zurück, bis 100 €, als Echtgeld.',
    },
    content:
      '<h2 id="offer">The offer</h2><p>Every Monday we pay back 10% of your net losses of the ' +
      'previous week (Monday 00:00 to Sunday 23:59 UTC), up to €100. Net losses are real-money ' +
      'stakes minus real-money winnings; bonus money does not count.</p><h2 id="payment">' +
      'Payment</h2><p>Cashback of €1 or more is paid as real money with no wagering ' +
      'requirement, by Monday 12:00 UTC. You may withdraw it at once.</p>' +
      COMMON_TERMS,
  },
  {
    name: 'live-casino-leaderboard',
    theme: 'promo-live',
    state: 'live',
    titles: {
      en: 'Live casino leaderboard',
      cs: 'Žebříček živého kasina',
      de: 'Live-Casino-Rangliste',
      sk: 'Rebríček živého kasína',
      hu: 'Élő kaszinó ranglista',
      pl: 'Ranking kasyna na żywo',
      es: 'Clasificación del casino en vivo',
    },
    comments: {
      en: 'One point per €10 staked at live tables. The top 50 share €5,000 in bonus money.',
      cs: 'Bod za každých 10 € vsazených u živých stolů. Top 50 si rozdělí 5 000 €.',
      de: 'Ein Punkt pro 10 € Einsatz an Live-Tischen. Die Top 50 teilen 5.000 €.',
    },
    content:
      '<h2 id="how">How it works</h2><p>Each real-money stake of €10 at a live table earns one ' +
      'point. The leaderboard runs from the 1st to the last day of each month and is updated ' +
      'every hour.</p><h2 id="prizes">Prizes</h2><table class="cms-terms"><thead><tr>' +
      '<th scope="col">Place</th><th scope="col">Prize</th></tr></thead><tbody>' +
      '<tr><td>1</td><td>€1,000</td></tr><tr><td>2</td><td>€600</td></tr>' +
      '<tr><td>3</td><td>€400</td></tr><tr><td>4 to 10</td><td>€200</td></tr>' +
      '<tr><td>11 to 50</td><td>€40</td></tr></tbody></table><p>Prizes are bonus money with ' +
      '10x wagering within 14 days. Ties are decided by who reached the score first.</p>' +
      COMMON_TERMS,
  },
  {
    name: 'crash-challenge',
    theme: 'promo-crash',
    state: 'upcoming',
    titles: {
      en: 'Crash games challenge',
      cs: 'Výzva crash her',
      de: 'Crash-Spiele-Challenge',
      sk: 'Výzva crash hier',
      hu: 'Crash játék kihívás',
      pl: 'Wyzwanie gier crash',
      es: 'Desafío de juegos crash',
    },
    comments: {
      en: 'Reach a 10x cash-out in any crash game and get 10 free rounds. Starting soon.',
      cs: 'Vyberte výhru při násobku 10x v libovolné crash hře a získejte 10 kol zdarma.',
      de: 'Erreichen Sie 10x in einem Crash-Spiel und erhalten Sie 10 Freirunden.',
    },
    content:
      '<h2 id="offer">The offer</h2><p>Cash out at a multiplier of 10x or more with a stake of ' +
      'at least €0.50 in any crash game, and receive 10 free rounds of €0.50 the next day. ' +
      'Once per player per week.</p><p>Winnings from the free rounds are bonus money with 10x ' +
      'wagering within 7 days.</p>' +
      COMMON_TERMS,
  },
  {
    name: 'weekend-reload',
    theme: 'promo-weekend',
    state: 'hidden',
    titles: {
      en: 'Weekend reload: 50% up to €100',
      cs: 'Víkendový reload: 50 % až 100 €',
      de: 'Wochenend-Reload: 50 % bis 100 €',
      sk: 'Víkendový reload: 50 % až do 100 €',
      hu: 'Hétvégi reload: 50% 100 €-ig',
      pl: 'Weekendowy reload: 50% do 100 €',
      es: 'Recarga de fin de semana: 50 % hasta 100 €',
    },
    comments: {
      en: 'A 50% bonus up to €100 on one deposit each weekend. Invited players only.',
    },
    content:
      '<h2 id="offer">The offer</h2><p>Invited players receive a 50% bonus on one deposit of ' +
      'at least €20 made on a Saturday or Sunday, up to €100, with 10x wagering within 14 ' +
      'days and a largest stake of €5 while wagering.</p>' +
      COMMON_TERMS,
  },
];
