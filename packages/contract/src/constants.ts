/**
 * Business constants of spec 01 §9 and 02 §9, one named constant each. The web app, the API
 * and the tests read them from here so a number is never written twice.
 */

/** Interface languages accepted as the first path segment. */
export const LANGUAGES = ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Some texts label Czech `cz`; the route accepts it as an alias of `cs`. */
export const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = { cz: 'cs' };

/** A session idles out after this long without a request. */
export const SESSION_IDLE_MINUTES = 30;
/** Balance and message polling when the socket is down. */
export const BALANCE_POLL_MS = 5_000;
export const MESSAGE_POLL_MS = 5_000;
/**
 * Events the server emits to a player's socket room (`player:{id}`). `balance` carries the
 * four balances of GET me/balance; while the socket is on, the site stops polling them.
 * `bonus` carries the active bonus after every change of it (`bonusEventSchema`).
 */
export const SOCKET_EVENTS = {
  balance: 'balance',
  message: 'message',
  campaign: 'campaign',
  /** The player's active bonus changed (`bonusEventSchema`): after each counted bet, award, end. */
  bonus: 'bonus',
} as const;
/** The loading splash shows 'connection slow' after this long. */
export const SLOW_LOAD_MS = 12_000;
/** The referral code from `?btag=` is kept this many days. */
export const BTAG_COOKIE_DAYS = 30;
/** Cookie consent lifetime in seconds (one year). */
export const CONSENT_COOKIE_SECONDS = 31_536_000;
/** The language cookie lives as long as the consent cookie. */
export const LANGUAGE_COOKIE_SECONDS = CONSENT_COOKIE_SECONDS;

/** Desktop layout from this width up; below it the mobile header and menus. */
export const DESKTOP_MIN_WIDTH = 1200;
export const MOBILE_BANNER_MAX_WIDTH = 700;
export const HEADER_COMPACT_SCROLL_PX = 300;
export const FILTER_STICKY_SCROLL_PX = 550;
export const SCROLL_TOP_BUTTON_PX = 800;
/**
 * Phone-sized screens, at this width or less, get the page background drawn for a narrow
 * portrait screen (spec 01 §9 "mobile backgrounds 567", 02 §9 "background breakpoint").
 */
export const MOBILE_BACKGROUND_MAX_WIDTH = 567;
/**
 * Below the desktop layout the dashboard's section sits under the balance cards and the menu;
 * choosing a menu entry scrolls the page down to it (spec 02 §9 "mobile scroll offsets 500 and
 * 800 px"): the cards and the menu stack higher on a phone (up to MOBILE_BACKGROUND_MAX_WIDTH)
 * than on a tablet.
 */
export const DASHBOARD_SECTION_SCROLL_PX = { phone: 800, tablet: 500 } as const;
/**
 * An outside script (the support chat, analytics) still not loaded after this long is given up:
 * its tag is removed so a later page may try again (spec 01 §9 "Script load timeout 120 s").
 */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/**
 * Lobbies of the site and the section-name prefix of each (spec 01 §3).
 * Plain values live here, apart from the zod schemas, so the site can read them without zod.
 */
export const SECTION_PREFIXES = {
  casino: 'casino-',
  liveCasino: 'liveCasino-',
  crashGames: 'crashGames-',
  others: 'others-',
  prime: 'kajotPrime-',
  bingo: 'bingo-',
} as const;
export type LobbyKey = keyof typeof SECTION_PREFIXES;

/** Game grid paging. */
export const GAMES_PER_PAGE = 48;
/** Games added to the grid by each 'load more'. */
export const GAMES_LOAD_MORE = 50;
/** Largest page of the catalog API. */
export const CATALOG_MAX_PER_PAGE = 100;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
/** Reel counts of prime slots, filtered in the prime lobby. */
export const REEL_COUNTS = [3, 4, 5] as const;

/** Mobile banners advance on their own every this many ms, pausing on hover. */
export const BANNER_AUTOPLAY_MS = 5_000;
/** Banner text switches to its narrow layout at this width or less. */
export const BANNER_TEXT_MAX_WIDTH = 600;
/** The page reloads this long after a language switch (spec 01 §4). */
export const LANGUAGE_RELOAD_MS = 400;

/** Longest static page name in a path segment. */
export const PAGE_NAME_MAX_LENGTH = 64;
/** Newsletter opt-out: reason length and token size. */
export const OPT_OUT_REASON_MAX_LENGTH = 255;
export const OPT_OUT_TOKEN_MAX_LENGTH = 128;
/** An opt-out link works this many days after the mail that carries it was sent. */
export const OPT_OUT_TOKEN_DAYS = 90;
/** Opt-out calls need no session, so each address may make only this many per minute. */
export const OPT_OUT_RATE_LIMIT_PER_MINUTE = 20;
/** Cookie consent codes: essential, plus functional, plus statistics. */
export const CONSENT_CODES = ['e', 'ef', 'efs'] as const;
export type ConsentCode = (typeof CONSENT_CODES)[number];

/** Currency of demo play, and the base of every rate. */
export const BASE_CURRENCY = 'EUR';
export const DEMO_CURRENCY = 'EUR';
/** Czech koruna keeps the id the spec gives it. */
export const CZK_CURRENCY_ID = 42;

/** Largest JSON body the API accepts (uploads use multipart with their own limit). */
export const JSON_BODY_LIMIT_BYTES = 1_048_576;

/** The six lobby links of the header, in their default order (spec 01 §2). */
export const LOBBY_LINKS: readonly { key: string; path: string }[] = [
  { key: 'casino', path: 'casino' },
  { key: 'prime', path: 'prime' },
  { key: 'live_casino', path: 'live-casino' },
  { key: 'crash_games', path: 'crash-games' },
  { key: 'others', path: 'others' },
  { key: 'promotions', path: 'promotion' },
];

/** Registration and profile codes (spec 02 §4, §9). */
export const RESEND_COUNTDOWN_SECONDS = 60;
/** A mailed or texted verification code works this long, once. */
export const VERIFICATION_CODE_TTL_MINUTES = 15;
/** Wrong tries before a code stops working and a new one is needed. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** Digits of a verification code. */
export const VERIFICATION_CODE_DIGITS = 6;
/** The registration (activation) token, also e-mailed as a link to finish later, lasts this long. */
export const ACTIVATION_TOKEN_HOURS = 24;
/** A password recovery link works for this long, once. */
export const RECOVERY_LINK_HOURS = 1;

/** Login lockout (spec 02 §4, §9): failures are counted for 10 minutes, blocked at the 5th. */
export const LOGIN_ATTEMPTS_WINDOW_SECONDS = 600;
export const LOGIN_BLOCK_AT_ATTEMPT = 5;
export const LOGIN_LOCKOUT_MINUTES = 10;
/** Failed logins one address may make in the window, whatever the accounts. */
export const LOGIN_IP_MAX_FAILURES = 20;
/** The header that carries a staff (admin preview) session token. */
export const ADMIN_TOKEN_HEADER = 'admin-token';
/** Longest one-time link token (password reset, activation) the API looks at. */
export const LINK_TOKEN_MAX_LENGTH = 128;
/** Recovery and many-attempts mails one account receives at most per RECOVERY_LINK_HOURS. */
export const RECOVERY_MAILS_PER_WINDOW = 3;

/** The browser's recovery status (sendRecovery, pendingBan) lives this long. */
export const RECOVERY_STATUS_COOKIE_SECONDS = 3_600;

/** The browser logs a player out after this long without mouse or key activity. */
export const INACTIVITY_LOGOUT_MINUTES = 30;

/** PEP or UBO players start with this daily deposit limit (major units) and AML score. */
export const PEP_UBO_MAX_DAILY_DEPOSIT = 100;
export const PEP_UBO_AML_SCORE = 36;

/** KYC levels of the verification provider (spec 02 §2, §3): `createLevel` is the basic one. */
export const KYC_LEVELS = { basic: 'BasicAmlLevel', selfie: 'ID_SELFIE_2NDID_POA' } as const;
export const KYC_LEVEL_NAMES = [KYC_LEVELS.basic, KYC_LEVELS.selfie] as const;
export type KycLevelName = (typeof KYC_LEVEL_NAMES)[number];
/** A level's status for the player: asked for, sent to review, then accepted or rejected. */
export const KYC_LEVEL_STATUSES = ['initialized', 'pending', 'accepted', 'rejected'] as const;
export type KycLevelStatus = (typeof KYC_LEVEL_STATUSES)[number];
/** Cumulative deposits (EUR, major units) from which the basic KYC level is required (FIAU due diligence). */
export const AML_KYC_THRESHOLD_EUR = 2_000;
export const AML_LEVELS = ['low', 'medium', 'high'] as const;
export type AmlLevel = (typeof AML_LEVELS)[number];

/** How long notices show (spec 02 §5, §9). */
export const SPECIAL_CHARACTER_NOTICE_MS = 3_500;
export const EMPTY_FIELD_FLASH_MS = 2_000;
export const TOAST_MS = 3_000;
export const ERROR_TOAST_MS = 4_000;
export const PROFILE_PHONE_ERROR_MS = 5_000;

/**
 * Wallet transaction types (spec 02 §9) and the operator's own adjustment type. The ids are the
 * ones the site filters by.
 */
export const TRANSACTION_TYPES = {
  deposit: 1,
  withdraw: 2,
  casino_bet: 4,
  casino_win: 5,
  refund: 6,
  bonus_bet: 7,
  bonus_win: 8,
  bonus_assigned: 10,
  /** A credit or debit by the operator (demos, support), always with a reason. */
  adjustment: 11,
  /** A wagered bonus paid out: the whole bonus pocket to `available` (decision 32). */
  bonus_converted: 12,
  /** A bonus that ended unwagered (forfeit, expiry, minimum balance): the bonus pocket back to the house. */
  bonus_removed: 13,
} as const;
export type TransactionType = keyof typeof TRANSACTION_TYPES;
/** Transaction statuses (spec 02 §4). */
export const TRANSACTION_STATUSES = [
  'success',
  'authorized',
  'pending',
  'declined',
  'initialized',
  'reverted',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** The three pockets of a player's money (ARCHITECTURE.md §4). */
export const WALLET_POCKETS = ['available', 'deposited', 'bonus'] as const;
export type WalletPocket = (typeof WALLET_POCKETS)[number];

/**
 * Countries whose players need the selfie KYC level (idApproved) before real play: the EU's
 * high-risk third countries and the FATF's call-for-action list, as the operator applies them.
 */
export const RISKY_COUNTRIES: readonly string[] = [
  'AF',
  'BF',
  'CD',
  'CM',
  'HT',
  'IR',
  'KP',
  'ML',
  'MM',
  'MZ',
  'NG',
  'SN',
  'SS',
  'SY',
  'TZ',
  'VN',
  'YE',
];
export const isRiskyCountry = (code: string | null | undefined): boolean =>
  code !== null && code !== undefined && RISKY_COUNTRIES.includes(code.toUpperCase());
/** Play money a demo game starts with, in minor units of EUR. */
export const DEMO_BALANCE_MINOR = 100_000n;

/**
 * Reality check (spec 02 §4, §9). While a real game is open a timer counts down from the
 * player's `reality_minutes` × 60 s, or from GAME_TIMER_DEFAULT_SECONDS when no interval is
 * chosen. The check fires at REALITY_CHECK_TRIGGER_SECONDS or less, so the message's own
 * countdown (REALITY_CHECK_COUNTDOWN_SECONDS) ends as the interval ends.
 */
export const GAME_TIMER_DEFAULT_SECONDS = 3_600;
export const REALITY_CHECK_TRIGGER_SECONDS = 61;
export const REALITY_CHECK_COUNTDOWN_SECONDS = 60;

/** `source` of every message a game page in the iframe posts to the game screen. */
export const GAME_FRAME_MESSAGE_SOURCE = 'prime-game';

/** The themes a slot of the catalog can wear; the studio's game page has a look for each. */
export const SLOT_THEMES = [
  'fruits',
  'egypt',
  'gems',
  'space',
  'ocean',
  'dragons',
  'irish',
  'royal',
  'aztec',
  'classic',
  'wildwest',
  'vikings',
  'candy',
] as const;
export type SlotTheme = (typeof SLOT_THEMES)[number];

/**
 * The crash game's rules that the page and the server share (docs/decisions/0013): the lowest
 * and highest automatic cash-out a bet may carry, and the socket.io namespace and events of the
 * studio's shared rounds.
 */
export const CRASH_AUTO_CASHOUT_MIN = 1.01;
export const CRASH_AUTO_CASHOUT_MAX = 1_000;
export const STUDIO_SOCKET_NAMESPACE = '/studio';
export const CRASH_EVENTS = {
  /** The whole picture on joining: the round, its bets, the last results and the own bet. */
  state: 'crash:state',
  /** The round changed phase: betting (hash, countdown), running (start time), crashed (seed). */
  round: 'crash:round',
  /** A bet was placed in the betting window. */
  bet: 'crash:bet',
  /** A bet was cashed out, by hand or automatically. */
  cashout: 'crash:cashout',
  /** The own bet was settled: its win and the balance after it (to this game session only). */
  settled: 'crash:settled',
} as const;

/* The cashier (spec 02 §5, §9). */

/** Payment method ids the site treats specially (spec 02 §9). */
export const PAYMENT_METHOD_IDS = {
  /** Offline bank transfer: a pending deposit with the operator's bank details. */
  bank_transfer: 14,
  /** Offline crypto transfer: a pending deposit with the sender's name and a reference. */
  crypto_transfer: 161,
  /** Bank transfer (14) as it is named for withdrawals: a SEPA payout to the player's IBAN. */
  bank_transfer_withdrawal: 999,
} as const;

/** Offline transfers are credited within this many working days (spec 02 §9). */
export const OFFLINE_TRANSFER_WORKING_DAYS = 5;
/** A player may ask for a withdrawal once in this many seconds (spec 02 §9 Withdraw lock). */
export const WITHDRAW_LOCK_SECONDS = 600;
/** The deposit button stays disabled this long after a click (spec 02 §9). */
export const DEPOSIT_CLICK_GUARD_MS = 3_000;
/** How long the deposit screen shows a bank or crypto success message, and an error. */
export const DEPOSIT_SUCCESS_MESSAGE_MS = 8_000;
export const DEPOSIT_ERROR_MESSAGE_MS = 4_000;
/** The smallest deposit and withdrawal, in major units (spec 02 §5). */
export const CASHIER_MINIMUM = 1;
/** SEPA IBAN length once spaces are removed (spec 02 §5). */
export const IBAN_LENGTH = { min: 5, max: 34 } as const;

/**
 * The code of the NeteraPay e-wallet's deposit method (spec 02 §5, §7): the player connects the
 * wallet once by registering a PIN, identifies with it, and only then may deposit with it.
 */
export const NETERAPAY_METHOD_CODE = 'neterapay';
/** While a NeteraPay connect or identify prompt shows, the site asks the wallet's status this often. */
export const NETERAPAY_STATUS_POLL_MS = 3_000;

/** How a method moves money: through the provider's hosted page, or offline. */
export const PAYMENT_METHOD_KINDS = [
  'card',
  'ewallet',
  'bank_transfer',
  'crypto_transfer',
] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** An IBAN as people type it, without its spaces and in capitals. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const IBAN_SHAPE_MESSAGE =
  'IBAN must contain between 5 and 34 characters and special characters are not allowed';

/**
 * Whether a typed IBAN has the shape spec 02 §5 asks for: spaces ignored, 5 to 34 letters and
 * digits. The server checks its checksum too.
 */
export const isIbanShape = (value: string): boolean =>
  new RegExp(`^[A-Z0-9]{${IBAN_LENGTH.min},${IBAN_LENGTH.max}}$`).test(compactIban(value));

/** Game categories whose stakes count toward a bonus's wagering. */
export const WAGERING_CATEGORIES = ['slots', 'tables', 'live', 'crash'] as const;

export type WageringCategory = (typeof WAGERING_CATEGORIES)[number];

/**
 * The wagering category of a catalog game type (`GAME_TYPES`), one mapping for the server's
 * counter and the site's marks: table games count as tables, live casino as live, crash games as
 * crash, and slots with the instant games (scratch cards, instant wins, bingo) as slots.
 */
export const wageringCategoryOf = (gameType: string): WageringCategory => {
  switch (gameType) {
    case 'table-game':
      return 'tables';
    case 'live-casino':
      return 'live';
    case 'crash-game':
      return 'crash';
    default:
      return 'slots';
  }
};
