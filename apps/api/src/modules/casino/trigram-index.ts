/** Length of the grams the index is built from. */
const GRAM = 3;

export type TrigramIndex = {
  /**
   * Positions (ascending) of every text that contains `needle`. The needle must already be
   * normalised the way the indexed texts were.
   */
  search: (needle: string) => number[];
};

const gramsOf = (text: string): Set<string> => {
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= text.length; i += 1) grams.add(text.slice(i, i + GRAM));
  return grams;
};

/** Keeps the entries of the sorted `list` that the sorted `other` also holds. */
const intersect = (list: readonly number[], other: readonly number[]): number[] => {
  const result: number[] = [];
  let j = 0;
  for (const value of list) {
    while (j < other.length && other[j]! < value) j += 1;
    if (j === other.length) break;
    if (other[j] === value) result.push(value);
  }
  return result;
};

/**
 * A 3-gram index over texts addressed by their position. A search intersects the posting lists
 * of the needle's grams, rarest first, and confirms each survivor with `includes` (grams match
 * in any order, the needle only in one). Needles shorter than a gram fall back to a scan; the
 * API never sends them (at least 3 characters), but the index stays correct for any input.
 */
export const createTrigramIndex = (texts: readonly string[]): TrigramIndex => {
  const postings = new Map<string, number[]>();
  texts.forEach((text, position) => {
    for (const gram of gramsOf(text)) {
      const list = postings.get(gram);
      if (list) list.push(position);
      else postings.set(gram, [position]);
    }
  });

  return {
    search: (needle) => {
      if (needle.length < GRAM) {
        const found: number[] = [];
        texts.forEach((text, position) => {
          if (text.includes(needle)) found.push(position);
        });
        return found;
      }
      const lists: number[][] = [];
      for (const gram of gramsOf(needle)) {
        const list = postings.get(gram);
        if (!list) return [];
        lists.push(list);
      }
      lists.sort((a, b) => a.length - b.length);
      let candidates = lists[0] ?? [];
      for (const list of lists.slice(1)) {
        if (candidates.length === 0) break;
        candidates = intersect(candidates, list);
      }
      return candidates.filter((position) => texts[position]!.includes(needle));
    },
  };
};
