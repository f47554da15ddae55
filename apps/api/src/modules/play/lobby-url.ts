/** Longest lobby link kept; a longer one is no lobby of ours. */
const MAX_LOBBY_URL_LENGTH = 512;

/**
 * The game's lobby link as the casino keeps it: the path, query and fragment of `value` when it
 * resolves to the site's own origin, else `/`. The browser's own URL parser decides, so tabs,
 * newlines, backslashes and scheme-relative tricks are read as a browser reads them; the stored
 * text is the parser's normalized form, never the raw input.
 */
export const toLobbyUrl = (value: string | undefined, publicUrl: string): string => {
  if (!value) return '/';
  const site = new URL(publicUrl);
  const url = URL.parse(value, publicUrl);
  if (!url || url.origin !== site.origin) return '/';
  const local = `${url.pathname}${url.search}${url.hash}`;
  // A path such as `/.//host` normalizes to `//host`, which a link would read as another host.
  return local.startsWith('//') || local.length > MAX_LOBBY_URL_LENGTH ? '/' : local;
};
