const DAY_SECONDS = 86_400;

export type CookieOptions = { maxAgeSeconds: number };

/** Builds one `document.cookie` assignment: site-wide, first-party, secure on https. */
export const serializeCookie = (
  name: string,
  value: string,
  { maxAgeSeconds }: CookieOptions,
  secure = typeof location !== 'undefined' && location.protocol === 'https:',
): string =>
  `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax${secure ? '; secure' : ''}`;

export const setCookie = (name: string, value: string, options: CookieOptions): void => {
  document.cookie = serializeCookie(name, value, options);
};

/**
 * Expires a cookie on this host and, for cookies a script set for the whole site, on its
 * parent domain too (analytics sets `domain=.example.com`).
 */
export const removeCookie = (name: string): void => {
  const expired = `${encodeURIComponent(name)}=; max-age=0; path=/`;
  document.cookie = expired;
  const host = typeof location === 'undefined' ? '' : location.hostname;
  const parts = host.split('.');
  for (let index = 0; index < parts.length - 1; index += 1) {
    document.cookie = `${expired}; domain=.${parts.slice(index).join('.')}`;
  }
};

export const readCookie = (name: string, cookies = document.cookie): string | null => {
  for (const part of cookies.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName && decodeURIComponent(rawName) === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

export const daysToSeconds = (days: number): number => days * DAY_SECONDS;
