/** Length of the grams the index is built from. */
const GRAM = 3;
/** Few enough candidates to confirm one by one rather than intersect further. */
const VERIFY_BELOW = 32;

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

/** First index in `list` at or after `from` whose value is >= `value` (galloping search). */
const seek = (list: Int32Array, value: number, from: number): number => {
  let step = 1;
  let high = from;
  while (high < list.length && list[high]! < value) {
    from = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (from < high) {
    const middle = (from + high) >>> 1;
    if (list[middle]! < value) from = middle + 1;
    else high = middle;
  }
  return from;
};

/** Keeps the entries of the sorted `list` that the (usually longer) sorted `other` also holds. */
const intersect = (list: ArrayLike<number>, other: Int32Array): number[] => {
  const result: number[] = [];
  let j = 0;
  // Galloping pays off when `other` is much longer; for lists of similar size a merge is cheaper.
  const isLopsided = other.length > list.length * 8;
  for (let i = 0; i < list.length && j < other.length; i += 1) {
    const value = list[i]!;
    if (isLopsided) j = seek(other, value, j);
    else while (j < other.length && other[j]! < value) j += 1;
    if (other[j] === value) result.push(value);
  }
  return result;
};

/**
 * A 3-gram index over texts addressed by their position. A search intersects the posting lists
 * of the needle's grams, rarest first (galloping through the longer lists), and confirms each
 * survivor with `includes`, since grams match in any order and the needle only in one. Needles
 * shorter than a gram fall back to a scan; the API never sends them (at least 3 characters),
 * but the index stays correct for any input.
 */
export const createTrigramIndex = (texts: readonly string[]): TrigramIndex => {
  const building = new Map<string, number[]>();
  texts.forEach((text, position) => {
    for (const gram of gramsOf(text)) {
      const list = building.get(gram);
      if (list) list.push(position);
      else building.set(gram, [position]);
    }
  });
  const postings = new Map<string, Int32Array>();
  for (const [gram, list] of building) postings.set(gram, Int32Array.from(list));

  return {
    search: (needle) => {
      if (needle.length < GRAM) {
        const found: number[] = [];
        texts.forEach((text, position) => {
          if (text.includes(needle)) found.push(position);
        });
        return found;
      }
      const lists: Int32Array[] = [];
      for (const gram of gramsOf(needle)) {
        const list = postings.get(gram);
        if (!list) return [];
        lists.push(list);
      }
      // A needle of exactly one gram is its own posting list: nothing to confirm.
      if (needle.length === GRAM) return Array.from(lists[0]!);
      lists.sort((a, b) => a.length - b.length);
      let candidates: ArrayLike<number> = lists[0]!;
      for (const list of lists.slice(1)) {
        if (candidates.length < VERIFY_BELOW) break;
        candidates = intersect(candidates, list);
      }
      const found: number[] = [];
      for (let i = 0; i < candidates.length; i += 1) {
        const position = candidates[i]!;
        if (texts[position]!.includes(needle)) found.push(position);
      }
      return found;
    },
  };
};
