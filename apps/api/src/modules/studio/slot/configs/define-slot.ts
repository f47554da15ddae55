import type { SlotConfig, SlotSymbol } from '../slot.types';

/** How many of each symbol a reel strip holds. */
export type ReelMix = Readonly<Record<string, number>>;

export type SlotDefinition = Omit<SlotConfig, 'strips' | 'reels' | 'rows' | 'maxFreeSpins'> & {
  /** One mix per reel; the strip spreads each symbol evenly along the reel. */
  reelMixes: readonly ReelMix[];
};

const ROWS = 3;
/** Free spins one round may award, retriggers included. */
const MAX_FREE_SPINS = 100;
const GOLDEN = 0.618_033_988_75;

/**
 * Lays a mix out as a strip: each symbol's copies at even spacing, each symbol shifted by its
 * own phase so that equal counts do not stack. Deterministic, so the strip (and its RTP) is
 * fixed by the mix.
 */
export const layOutStrip = (mix: ReelMix): string[] => {
  const length = Object.values(mix).reduce((sum, count) => sum + count, 0);
  const slots: { at: number; id: string }[] = [];
  Object.entries(mix).forEach(([id, count], index) => {
    const phase = (index * GOLDEN) % 1;
    for (let copy = 0; copy < count; copy += 1)
      slots.push({ at: ((copy + phase) * length) / count, id });
  });
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.id);
};

/** Scatters at least `rows` apart (around the wrap too), so a reel shows one at most. */
const assertScatterSpacing = (strip: readonly string[], scatter: string, engine: string) => {
  const at = strip.flatMap((id, index) => (id === scatter ? [index] : []));
  at.forEach((index, i) => {
    const next = i + 1 < at.length ? at[i + 1]! : at[0]! + strip.length;
    if (at.length > 1 && next - index < ROWS) throw new Error(`${engine}: scatters too close`);
  });
};

export const defineSlot = ({ reelMixes, ...definition }: SlotDefinition): SlotConfig => {
  const scatter = definition.symbols.find((symbol: SlotSymbol) => symbol.kind === 'scatter')!;
  const strips = reelMixes.map(layOutStrip);
  for (const strip of strips) assertScatterSpacing(strip, scatter.id, definition.engine);
  return {
    ...definition,
    reels: reelMixes.length,
    rows: ROWS,
    strips,
    maxFreeSpins: MAX_FREE_SPINS,
  };
};

/** Pays by symbol id: count -> multiple (line bet for line symbols, total bet for the scatter). */
export type PayTable = Readonly<Record<string, Readonly<Record<number, number>>>>;

/** The volatility-specific part of a configuration. */
export type SlotVariant = {
  volatility: SlotConfig['volatility'];
  pays: PayTable;
  /** One mix for every reel, or one per reel. */
  mix: ReelMix | readonly ReelMix[];
  freeSpinsMultiplier: number;
  rtpBasisPoints: number;
};

/** What the three volatilities of one engine share: lines, symbols and the free-spins award. */
export const slotFamily =
  (family: {
    engine: SlotConfig['engine'];
    reels: number;
    paylines: readonly (readonly number[])[];
    regular: readonly string[];
    freeSpins: SlotConfig['freeSpins'];
  }) =>
  (variant: SlotVariant): SlotConfig => {
    const { pays, mix } = variant;
    return defineSlot({
      engine: family.engine,
      volatility: variant.volatility,
      paylines: family.paylines,
      symbols: [
        ...family.regular.map((id) => ({ id, kind: 'regular' as const, pays: pays[id] ?? {} })),
        { id: 'wild', kind: 'wild', pays: pays['wild'] ?? {} },
        { id: 'scatter', kind: 'scatter', pays: pays['scatter'] ?? {} },
      ],
      reelMixes: Array.isArray(mix)
        ? (mix as readonly ReelMix[])
        : Array.from({ length: family.reels }, () => mix as ReelMix),
      freeSpins: family.freeSpins,
      freeSpinsMultiplier: variant.freeSpinsMultiplier,
      rtpBasisPoints: variant.rtpBasisPoints,
    });
  };
