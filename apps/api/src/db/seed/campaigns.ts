import {
  CZK_CURRENCY_ID,
  DEFAULT_GAME_CONTRIBUTION,
  type CampaignDefinition,
} from '@prime/contract';
import { and, isNull, sql } from 'drizzle-orm';
import { toValues } from '../../modules/campaigns/campaigns.service';
import type { Db } from '../client';
import { campaigns, skins } from '../schema';
import { DEMO_SKIN } from './demo';

const EUR = '1';
const CZK = String(CZK_CURRENCY_ID);

/** The common part of every demo campaign's terms, by language. */
const TERMS_TAIL = {
  en: 'Stakes on slots count 100%, on table and live games 10%, on crash games 0%. One bonus per player, household and payment method. The operator may end a campaign; a bonus already awarded keeps its terms.',
  cs: 'Sázky na automatech se počítají ze 100 %, na stolních a živých hrách z 10 %, na crash hrách z 0 %. Jeden bonus na hráče, domácnost a platební metodu. Provozovatel může kampaň ukončit; již připsaný bonus si své podmínky ponechá.',
  de: 'Einsätze an Slots zählen zu 100 %, an Tisch- und Live-Spielen zu 10 %, an Crash-Spielen zu 0 %. Ein Bonus pro Spieler, Haushalt und Zahlungsmethode. Der Betreiber kann eine Aktion beenden; ein bereits gutgeschriebener Bonus behält seine Bedingungen.',
  sk: 'Stávky na automatoch sa počítajú zo 100 %, na stolových a živých hrách z 10 %, na crash hrách z 0 %. Jeden bonus na hráča, domácnosť a platobnú metódu. Prevádzkovateľ môže kampaň ukončiť; už pripísaný bonus si svoje podmienky ponechá.',
  hu: 'A nyerőgépes tétek 100%-ban, az asztali és élő játékok tétjei 10%-ban, a crash játékoké 0%-ban számítanak. Játékosonként, háztartásonként és fizetési módonként egy bónusz. Az üzemeltető befejezheti a kampányt; a már jóváírt bónusz megtartja feltételeit.',
  pl: 'Zakłady na automatach liczą się w 100%, na grach stołowych i na żywo w 10%, na grach crash w 0%. Jeden bonus na gracza, gospodarstwo domowe i metodę płatności. Operator może zakończyć kampanię; przyznany już bonus zachowuje swoje warunki.',
  es: 'Las apuestas en tragaperras cuentan al 100 %, en juegos de mesa y en vivo al 10 %, en juegos crash al 0 %. Un bono por jugador, hogar y método de pago. El operador puede terminar una campaña; un bono ya concedido conserva sus condiciones.',
} as const;

type Texts = Record<keyof typeof TERMS_TAIL, string>;
const withTail = (head: Texts): Texts =>
  Object.fromEntries(
    Object.entries(head).map(([language, text]) => [
      language,
      `${text} ${TERMS_TAIL[language as keyof Texts]}`,
    ]),
  ) as Texts;

const common: Pick<
  CampaignDefinition,
  'sms_verified' | 'country_codes' | 'game_contribution' | 'valid_from' | 'valid_to'
> = {
  sms_verified: false,
  country_codes: [],
  game_contribution: DEFAULT_GAME_CONTRIBUTION,
  valid_from: '2024-01-01T00:00:00Z',
  valid_to: null,
};

/** Bonus campaigns of the demo skin: three in the registration list, one by code only. */
export const DEMO_CAMPAIGNS: CampaignDefinition[] = [
  {
    ...common,
    code: 'WELCOME100',
    names: {
      en: 'Welcome bonus 100% up to 200',
      cs: 'Uvítací bonus 100 % až do 200',
      de: 'Willkommensbonus 100 % bis 200',
      sk: 'Uvítací bonus 100 % až do 200',
      hu: '100%-os üdvözlő bónusz 200-ig',
      pl: 'Bonus powitalny 100% do 200',
      es: 'Bono de bienvenida del 100 % hasta 200',
    },
    descriptions: {
      en: 'Double your first deposit.',
      cs: 'Zdvojnásobte svůj první vklad.',
      de: 'Verdoppeln Sie Ihre erste Einzahlung.',
      sk: 'Zdvojnásobte svoj prvý vklad.',
      hu: 'Duplázza meg első befizetését.',
      pl: 'Podwój swój pierwszy depozyt.',
      es: 'Duplica tu primer depósito.',
    },
    terms: withTail({
      en: 'A 100% match of your first deposit, up to EUR 200 or CZK 5,000, for deposits of at least EUR 10 or CZK 250. Wager the bonus 10 times within 30 days of activation; the largest stake while wagering is EUR 5 or CZK 125.',
      cs: '100% navýšení prvního vkladu až do 200 EUR nebo 5 000 Kč při vkladu alespoň 10 EUR nebo 250 Kč. Bonus protočte 10krát do 30 dnů od aktivace; nejvyšší sázka během protáčení je 5 EUR nebo 125 Kč.',
      de: '100 % auf Ihre erste Einzahlung, bis zu 200 EUR oder 5.000 CZK, bei Einzahlungen ab 10 EUR oder 250 CZK. Setzen Sie den Bonus innerhalb von 30 Tagen nach der Aktivierung 10-mal um; der höchste Einsatz dabei ist 5 EUR oder 125 CZK.',
      sk: '100 % navýšenie prvého vkladu až do 200 EUR alebo 5 000 CZK pri vklade aspoň 10 EUR alebo 250 CZK. Bonus pretočte 10-krát do 30 dní od aktivácie; najvyššia stávka počas pretáčania je 5 EUR alebo 125 CZK.',
      hu: 'Az első befizetés 100%-a, legfeljebb 200 EUR vagy 5 000 CZK, legalább 10 EUR vagy 250 CZK befizetésnél. A bónuszt az aktiválástól számított 30 napon belül 10-szer kell megforgatni; a legnagyobb tét közben 5 EUR vagy 125 CZK.',
      pl: '100% pierwszego depozytu, do 200 EUR lub 5 000 CZK, przy depozycie co najmniej 10 EUR lub 250 CZK. Obróć bonus 10 razy w ciągu 30 dni od aktywacji; największa stawka w tym czasie to 5 EUR lub 125 CZK.',
      es: 'Un 100 % de tu primer depósito, hasta 200 EUR o 5.000 CZK, con depósitos de al menos 10 EUR o 250 CZK. Apuesta el bono 10 veces en 30 días desde la activación; la apuesta máxima mientras tanto es de 5 EUR o 125 CZK.',
    }),
    reward: {
      type: 'deposit_match',
      percentage: 100,
      max_amounts: { [EUR]: 20_000, [CZK]: 500_000 },
    },
    is_public: true,
    currency_ids: [1, CZK_CURRENCY_ID],
    min_deposits: { [EUR]: 1_000, [CZK]: 25_000 },
    wagering_multiplier: 10,
    max_bets: { [EUR]: 500, [CZK]: 12_500 },
    expiry_days: 30,
  },
  {
    ...common,
    code: 'SPINS50',
    names: {
      en: '50 free spins',
      cs: '50 volných otočení',
      de: '50 Freispiele',
      sk: '50 voľných otočení',
      hu: '50 ingyenes pörgetés',
      pl: '50 darmowych spinów',
      es: '50 giros gratis',
    },
    descriptions: {
      en: 'Fifty free spins on Prime slots, taken when you activate them in My bonus.',
      cs: 'Padesát volných otočení na automatech Prime, připsaných při aktivaci v sekci Můj bonus.',
      de: 'Fünfzig Freispiele an Prime-Slots, gutgeschrieben bei der Aktivierung unter Mein Bonus.',
      sk: 'Päťdesiat voľných otočení na automatoch Prime, pripísaných pri aktivácii v sekcii Môj bonus.',
      hu: 'Ötven ingyenes pörgetés a Prime nyerőgépeken, a Bónuszom oldalon történő aktiváláskor.',
      pl: 'Pięćdziesiąt darmowych spinów na automatach Prime, przyznanych przy aktywacji w Moim bonusie.',
      es: 'Cincuenta giros gratis en tragaperras Prime, al activarlos en Mi bono.',
    },
    terms: withTail({
      en: '50 spins worth EUR 0.20 or CZK 5 each on Zlatá koruna, Señor Fortuna and Prime Diamond Deluxe, taken when you activate them in My bonus, for players with a verified phone. A spin is free only at exactly that stake; the game starts at it while spins remain. Winnings are wagered 5 times within 7 days; the largest stake while wagering is EUR 5 or CZK 125.',
      cs: '50 otočení v hodnotě 0,20 EUR nebo 5 Kč na automatech Zlatá koruna, Señor Fortuna a Prime Diamond Deluxe, připsaných při aktivaci v sekci Můj bonus, pro hráče s ověřeným telefonem. Otočení je volné jen při přesně této sázce; hra na ní začíná, dokud otočení zbývají. Výhry se protáčejí 5krát do 7 dnů; nejvyšší sázka během protáčení je 5 EUR nebo 125 Kč.',
      de: '50 Drehungen zu je 0,20 EUR oder 5 CZK an Zlatá koruna, Señor Fortuna und Prime Diamond Deluxe, gutgeschrieben bei der Aktivierung unter Mein Bonus, für Spieler mit bestätigter Telefonnummer. Eine Drehung ist nur bei genau diesem Einsatz frei; das Spiel beginnt damit, solange Drehungen übrig sind. Gewinne werden innerhalb von 7 Tagen 5-mal umgesetzt; der höchste Einsatz dabei ist 5 EUR oder 125 CZK.',
      sk: '50 otočení v hodnote 0,20 EUR alebo 5 CZK na automatoch Zlatá koruna, Señor Fortuna a Prime Diamond Deluxe, pripísaných pri aktivácii v sekcii Môj bonus, pre hráčov s overeným telefónom. Otočenie je voľné len pri presne tejto stávke; hra na nej začína, kým otočenia zostávajú. Výhry sa pretáčajú 5-krát do 7 dní; najvyššia stávka počas pretáčania je 5 EUR alebo 125 CZK.',
      hu: '50 pörgetés 0,20 EUR vagy 5 CZK értékben a Zlatá koruna, Señor Fortuna és Prime Diamond Deluxe nyerőgépeken, a Bónuszom oldalon történő aktiváláskor, igazolt telefonszámú játékosoknak. A pörgetés csak pontosan ekkora téttel ingyenes; a játék ezzel a téttel indul, amíg van pörgetés. A nyereményt 7 napon belül 5-ször kell megforgatni; a legnagyobb tét közben 5 EUR vagy 125 CZK.',
      pl: '50 spinów po 0,20 EUR lub 5 CZK na automatach Zlatá koruna, Señor Fortuna i Prime Diamond Deluxe, przyznanych przy aktywacji w Moim bonusie, dla graczy z potwierdzonym telefonem. Spin jest darmowy tylko przy dokładnie tej stawce; gra zaczyna od niej, dopóki zostały spiny. Wygrane obraca się 5 razy w ciągu 7 dni; największa stawka w tym czasie to 5 EUR lub 125 CZK.',
      es: '50 giros de 0,20 EUR o 5 CZK cada uno en Zlatá koruna, Señor Fortuna y Prime Diamond Deluxe, al activarlos en Mi bono, para jugadores con teléfono verificado. Un giro es gratis solo con esa apuesta exacta; el juego empieza con ella mientras queden giros. Las ganancias se apuestan 5 veces en 7 días; la apuesta máxima mientras tanto es de 5 EUR o 125 CZK.',
    }),
    reward: {
      type: 'free_spins',
      games: ['zlata-koruna-10001', 'senor-fortuna-10002', 'prime-diamond-deluxe-10003'],
      spins: 50,
      spin_values: { [EUR]: 20, [CZK]: 500 },
    },
    is_public: true,
    sms_verified: true,
    currency_ids: [],
    min_deposits: { [EUR]: 1_000, [CZK]: 25_000 },
    wagering_multiplier: 5,
    max_bets: { [EUR]: 500, [CZK]: 12_500 },
    expiry_days: 7,
  },
  {
    ...common,
    code: 'CASHBACK10',
    names: {
      en: '10% weekly cashback',
      cs: '10% týdenní cashback',
      de: '10 % Cashback pro Woche',
      sk: '10 % týždenný cashback',
      hu: '10% heti visszatérítés',
      pl: '10% cotygodniowego cashbacku',
      es: '10 % de reembolso semanal',
    },
    descriptions: {
      en: 'Ten per cent of your weekly net losses back.',
      cs: 'Deset procent vašich týdenních čistých ztrát zpět.',
      de: 'Zehn Prozent Ihrer wöchentlichen Nettoverluste zurück.',
      sk: 'Desať percent vašich týždenných čistých strát späť.',
      hu: 'Heti nettó veszteségének tíz százaléka vissza.',
      pl: 'Dziesięć procent tygodniowych strat netto z powrotem.',
      es: 'El diez por ciento de tus pérdidas netas semanales de vuelta.',
    },
    terms: withTail({
      en: '10% of the net losses of a week (Monday to Sunday, UTC) in EUR, up to EUR 100, credited the following Monday. The cashback is wagered once within 7 days; the largest stake while wagering is EUR 5.',
      cs: '10 % čistých ztrát týdne (pondělí až neděle, UTC) v EUR, nejvýše 100 EUR, připsáno následující pondělí. Cashback se protočí jednou do 7 dnů; nejvyšší sázka během protáčení je 5 EUR.',
      de: '10 % der Nettoverluste einer Woche (Montag bis Sonntag, UTC) in EUR, bis zu 100 EUR, gutgeschrieben am folgenden Montag. Das Cashback wird innerhalb von 7 Tagen einmal umgesetzt; der höchste Einsatz dabei ist 5 EUR.',
      sk: '10 % čistých strát týždňa (pondelok až nedeľa, UTC) v EUR, najviac 100 EUR, pripísané nasledujúci pondelok. Cashback sa pretočí raz do 7 dní; najvyššia stávka počas pretáčania je 5 EUR.',
      hu: 'Egy hét (hétfőtől vasárnapig, UTC) nettó veszteségének 10%-a EUR-ban, legfeljebb 100 EUR, a következő hétfőn jóváírva. A visszatérítést 7 napon belül egyszer kell megforgatni; a legnagyobb tét közben 5 EUR.',
      pl: '10% strat netto tygodnia (od poniedziałku do niedzieli, UTC) w EUR, do 100 EUR, przyznawane w następny poniedziałek. Cashback obraca się raz w ciągu 7 dni; największa stawka w tym czasie to 5 EUR.',
      es: 'El 10 % de las pérdidas netas de una semana (de lunes a domingo, UTC) en EUR, hasta 100 EUR, abonado el lunes siguiente. El reembolso se apuesta una vez en 7 días; la apuesta máxima mientras tanto es de 5 EUR.',
    }),
    reward: { type: 'cashback', percentage: 10, max_amounts: { [EUR]: 10_000 } },
    is_public: true,
    currency_ids: [1],
    min_deposits: {},
    wagering_multiplier: 1,
    max_bets: { [EUR]: 500 },
    expiry_days: 7,
  },
  {
    ...common,
    code: 'PRIME50',
    names: {
      en: 'Prime 50 bonus',
      cs: 'Prime bonus 50',
      de: 'Prime-Bonus 50',
      sk: 'Prime bonus 50',
      hu: 'Prime 50 bónusz',
      pl: 'Bonus Prime 50',
      es: 'Bono Prime 50',
    },
    descriptions: {
      en: 'A 50% deposit bonus for players with the code.',
      cs: '50% bonus k vkladu pro hráče s kódem.',
      de: 'Ein 50-%-Einzahlungsbonus für Spieler mit dem Code.',
      sk: '50 % bonus k vkladu pre hráčov s kódom.',
      hu: '50%-os befizetési bónusz a kóddal rendelkező játékosoknak.',
      pl: 'Bonus 50% od depozytu dla graczy z kodem.',
      es: 'Un bono del 50 % sobre el depósito para jugadores con el código.',
    },
    terms: withTail({
      en: 'A 50% match of your first deposit, up to EUR 100 or CZK 2,500, for deposits of at least EUR 20 or CZK 500. Wager the bonus 8 times within 14 days of activation; the largest stake while wagering is EUR 5 or CZK 125.',
      cs: '50% navýšení prvního vkladu až do 100 EUR nebo 2 500 Kč při vkladu alespoň 20 EUR nebo 500 Kč. Bonus protočte 8krát do 14 dnů od aktivace; nejvyšší sázka během protáčení je 5 EUR nebo 125 Kč.',
      de: '50 % auf Ihre erste Einzahlung, bis zu 100 EUR oder 2.500 CZK, bei Einzahlungen ab 20 EUR oder 500 CZK. Setzen Sie den Bonus innerhalb von 14 Tagen nach der Aktivierung 8-mal um; der höchste Einsatz dabei ist 5 EUR oder 125 CZK.',
      sk: '50 % navýšenie prvého vkladu až do 100 EUR alebo 2 500 CZK pri vklade aspoň 20 EUR alebo 500 CZK. Bonus pretočte 8-krát do 14 dní od aktivácie; najvyššia stávka počas pretáčania je 5 EUR alebo 125 CZK.',
      hu: 'Az első befizetés 50%-a, legfeljebb 100 EUR vagy 2 500 CZK, legalább 20 EUR vagy 500 CZK befizetésnél. A bónuszt az aktiválástól számított 14 napon belül 8-szor kell megforgatni; a legnagyobb tét közben 5 EUR vagy 125 CZK.',
      pl: '50% pierwszego depozytu, do 100 EUR lub 2 500 CZK, przy depozycie co najmniej 20 EUR lub 500 CZK. Obróć bonus 8 razy w ciągu 14 dni od aktywacji; największa stawka w tym czasie to 5 EUR lub 125 CZK.',
      es: 'Un 50 % de tu primer depósito, hasta 100 EUR o 2.500 CZK, con depósitos de al menos 20 EUR o 500 CZK. Apuesta el bono 8 veces en 14 días desde la activación; la apuesta máxima mientras tanto es de 5 EUR o 125 CZK.',
    }),
    reward: {
      type: 'deposit_match',
      percentage: 50,
      max_amounts: { [EUR]: 10_000, [CZK]: 250_000 },
    },
    is_public: false,
    currency_ids: [],
    min_deposits: { [EUR]: 2_000, [CZK]: 50_000 },
    wagering_multiplier: 8,
    max_bets: { [EUR]: 500, [CZK]: 12_500 },
    expiry_days: 14,
  },
];

/**
 * Inserts the demo campaigns that are missing (the code is unique per skin), so a second run
 * changes nothing and an operator's edits survive; a demo campaign stored before campaigns had
 * definitions gets its definition once.
 */
export const seedCampaigns = async (db: Db): Promise<number> => {
  const [skin] = await db
    .select({ id: skins.id })
    .from(skins)
    .where(sql`${skins.id} = ${DEMO_SKIN.id}`);
  if (!skin) return 0;
  const inserted = await db
    .insert(campaigns)
    .values(DEMO_CAMPAIGNS.map((campaign) => toValues(DEMO_SKIN.id, campaign)))
    .onConflictDoNothing()
    .returning({ id: campaigns.id });
  for (const campaign of DEMO_CAMPAIGNS)
    await db
      .update(campaigns)
      .set(toValues(DEMO_SKIN.id, campaign))
      .where(
        and(
          sql`${campaigns.skinId} = ${DEMO_SKIN.id}`,
          sql`lower(${campaigns.code}) = ${campaign.code.toLowerCase()}`,
          isNull(campaigns.reward),
        ),
      );
  return inserted.length;
};
