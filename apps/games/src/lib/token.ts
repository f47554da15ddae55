/**
 * The launch token of the game URL (`?token=`). Its length limits mirror `studioTokenQuery` of the
 * contract; the page checks them itself so that it does not load the schema library for one check.
 */
export const TOKEN_MIN = 20;
export const TOKEN_MAX = 128;

/** The token of a query string, or null when it is missing or cannot be one. */
export const findLaunchToken = (search: string): string | null => {
  const token = new URLSearchParams(search).get('token');
  if (!token || token.length < TOKEN_MIN || token.length > TOKEN_MAX) return null;
  return token;
};
