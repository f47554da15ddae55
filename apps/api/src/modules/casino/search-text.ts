/**
 * The one normalisation of game names and search terms: decomposed (NFD), combining marks
 * stripped, lower case. "Café" and "cafe", "Zlatá" and "ZLATA" meet on the same text, and the
 * stored `search_name`, the trigram index and the query all agree because they share it.
 */
export const normalizeSearchText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
