import type { SlotRules } from '@prime/contract';
import { TEXTS } from '../texts';
import { el } from './dom';
import type { FaceOf } from './reels-view';

const byCount = (record: Record<string, number>): [string, number][] =>
  Object.entries(record).sort(([a], [b]) => Number(a) - Number(b));

/** The symbol as the reels draw it; nothing when that is its name, which the row shows anyway. */
const glyph = (faceOf: FaceOf, id: string): HTMLElement[] => {
  const face = faceOf(id);
  if (face.glyph === face.label && face.glyph.length > 3) return [];
  return [
    el('span', {
      className: `paytable__glyph${face.isText ? ' cell--text' : ''}`,
      text: face.glyph,
      attrs: { 'aria-hidden': 'true' },
    }),
  ];
};

/** The paytable of a slot, drawn from the rules the server sent: nothing here is hard-coded. */
export const createPaytable = (rules: SlotRules, faceOf: FaceOf, id: string): HTMLElement => {
  const nameOf = (symbolId: string) => faceOf(symbolId).label;

  const rows = rules.symbols.map((symbol) => {
    const pays = byCount(symbol.pays).filter(([, multiplier]) => multiplier > 0);
    return el('tr', {}, [
      el('th', { attrs: { scope: 'row' } }, [
        el('div', { className: 'paytable__symbol' }, [
          ...glyph(faceOf, symbol.id),
          el('span', { className: 'paytable__name', text: nameOf(symbol.id) }),
        ]),
      ]),
      el(
        'td',
        {},
        pays.length > 0
          ? [
              el(
                'ul',
                { className: 'paytable__pays' },
                pays.map(([count, multiplier]) =>
                  el('li', { text: TEXTS.paytablePay(count, multiplier) }),
                ),
              ),
            ]
          : ['—'],
      ),
    ]);
  });

  const table = el('table', { className: 'paytable__table' }, [
    el('thead', {}, [
      el('tr', {}, [
        el('th', { text: TEXTS.paytableSymbol, attrs: { scope: 'col' } }),
        el('th', { text: TEXTS.paytablePays, attrs: { scope: 'col' } }),
      ]),
    ]),
    el('tbody', {}, rows),
  ]);

  const wilds = rules.symbols.filter((symbol) => symbol.kind === 'wild');
  const scatters = rules.symbols.filter((symbol) => symbol.kind === 'scatter');
  const scatterName = scatters[0] ? nameOf(scatters[0].id) : nameOf('scatter');
  const ruleNotes = [
    ...wilds.map((symbol) => TEXTS.paytableWild(nameOf(symbol.id))),
    ...scatters.map((symbol) => TEXTS.paytableScatter(nameOf(symbol.id))),
    TEXTS.paytableLines(rules.paylines.length, rules.reels, rules.rows),
    TEXTS.paytableRtp(rules.rtp.toFixed(2)),
  ];
  const freeSpins = byCount(rules.free_spins).map(([count, spins]) =>
    TEXTS.paytableFreeSpins(count, spins, scatterName),
  );
  if (freeSpins.length > 0 && rules.free_spins_multiplier > 1) {
    freeSpins.push(TEXTS.paytableFreeSpinsMultiplier(rules.free_spins_multiplier));
  }

  const headingId = `${id}-title`;
  return el('section', { className: 'paytable', attrs: { id, 'aria-labelledby': headingId } }, [
    el('h2', { text: TEXTS.paytableTitle, attrs: { id: headingId, tabindex: '-1' } }),
    table,
    ...(freeSpins.length > 0
      ? [
          el('h3', { text: TEXTS.paytableFree }),
          el(
            'ul',
            { className: 'paytable__notes' },
            freeSpins.map((text) => el('li', { text })),
          ),
        ]
      : []),
    el('h3', { text: TEXTS.paytableRules }),
    el(
      'ul',
      { className: 'paytable__notes' },
      ruleNotes.map((text) => el('li', { text })),
    ),
  ]);
};
