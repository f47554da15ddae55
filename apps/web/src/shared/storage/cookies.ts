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

export const readCookie = (name: string, cookies = document.cookie): string | null => {
  for (const part of cookies.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName && decodeURIComponent(rawName) === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

export const daysToSeconds = (days: number): number => days * DAY_SECONDS;
