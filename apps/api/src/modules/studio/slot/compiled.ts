import type { SlotConfig } from './slot.types';

/**
 * A configuration turned into index arrays once, so a spin does no string or map look-ups:
 * symbols are numbered, and every pay table is an array indexed by count.
 */
export type CompiledSlot = {
  config: SlotConfig;
  ids: string[];
  wild: number;
  scatter: number;
  /** Symbol numbers per reel. */
  strips: Int32Array[];
  /** linePays[symbol][count]: line-bet multiple (0 for the scatter). */
  linePays: number[][];
  /** By scatter count on the grid. */
  scatterPays: number[];
  freeSpins: number[];
};

const tableOf = (record: Readonly<Partial<Record<number, number>>>, size: number): number[] =>
  Array.from({ length: size + 1 }, (_, count) => record[count] ?? 0);

const build = (config: SlotConfig): CompiledSlot => {
  const ids = config.symbols.map((symbol) => symbol.id);
  const find = (kind: 'wild' | 'scatter') => {
    const found = config.symbols.filter((symbol) => symbol.kind === kind);
    if (found.length !== 1) throw new Error(`${config.engine}: needs exactly one ${kind}`);
    return ids.indexOf(found[0]!.id);
  };
  const cells = config.reels * config.rows;
  const scatter = find('scatter');
  return {
    config,
    ids,
    wild: find('wild'),
    scatter,
    strips: config.strips.map((strip) =>
      Int32Array.from(strip, (id) => {
        const index = ids.indexOf(id);
        if (index < 0) throw new Error(`${config.engine}: unknown symbol ${id}`);
        return index;
      }),
    ),
    // The scatter's pays are by count on the whole grid, never along a line.
    linePays: config.symbols.map((symbol, index) =>
      tableOf(index === scatter ? {} : symbol.pays, config.reels),
    ),
    scatterPays: tableOf(config.symbols[scatter]!.pays, cells),
    freeSpins: tableOf(config.freeSpins, cells),
  };
};

const cache = new WeakMap<SlotConfig, CompiledSlot>();

export const compileSlot = (config: SlotConfig): CompiledSlot => {
  let compiled = cache.get(config);
  if (!compiled) {
    compiled = build(config);
    cache.set(config, compiled);
  }
  return compiled;
};
