/** Every browser storage key the site uses (spec 01 §3), written once. */
export const STORAGE_KEYS = {
  /** localStorage: the interface language chosen last. */
  language: 'language',
  /** localStorage: whether the header shows the balance (eye toggle). */
  showBalance: 'showBalance',
  /** localStorage: the player session token. */
  accessToken: 'accessToken',
  /** sessionStorage: where a logged-out visitor wanted to go before the login page. */
  intendedPath: 'intendedPath',
  /** sessionStorage: a temporary route a flow wants to return to after login. */
  temporaryRoute: 'temporaryRoute',
  /** sessionStorage: set by a login so the next page tells the player their previous login. */
  lastLoginNotice: 'lastLoginNotice',
  /** sessionStorage: admin preview session. */
  adminNickname: 'adminNickname',
  adminToken: 'adminToken',
  /** sessionStorage: the registration in progress (activation token, code send times). */
  registration: 'registration',
} as const;

/** sessionStorage key of the cached server texts of one language. */
export const translationsKey = (language: string): string => `translations_${language}`;

export const COOKIE_NAMES = {
  language: 'language',
  btag: 'btag',
  /** Cookie consent code (`e`, `ef`, `efs`), spec 01 §3. */
  consent: 'cookieConfirmed',
  /** Seconds left until the next reality check (spec 02 §4); login removes it. */
  mgaCounter: 'mgaCounter',
} as const;
