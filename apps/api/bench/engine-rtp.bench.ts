/**
 * Plays every engine variant of the studio (RTP_CHECKS: each slot configuration, each bet of a
 * table, each choice of an instant game, a crash cash-out target, ...) for many rounds and
 * prints its declared RTP beside the measured one, the difference in percent and in standard
 * errors, one round's spread and the hit frequency. Rounds and seed come from
 * BENCH_RTP_ROUNDS and BENCH_RTP_SEED; the seed is printed so a run can be repeated. Nothing
 * here asserts.
 */
import { RTP_CHECKS } from '../src/modules/studio/rtp-checks';
import { createSeededRng } from '../src/modules/studio/slot';

const ROUNDS = Number(process.env['BENCH_RTP_ROUNDS'] ?? 1_000_000);
const SEED = Number(process.env['BENCH_RTP_SEED'] ?? Math.floor(Math.random() * 2 ** 31));

const percent = (value: number, digits = 3) => `${(value * 100).toFixed(digits)}%`;

console.log(
  `Engine RTP: ${RTP_CHECKS.length} variants, ${ROUNDS.toLocaleString('en')} rounds each, seed ${SEED}`,
);
const rows = [];
const started = Date.now();
let widest = 0;
for (const [index, check] of RTP_CHECKS.entries()) {
  const rng = createSeededRng(SEED + index);
  let sum = 0;
  let squares = 0;
  let hits = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const ratio = check.playOnce(rng);
    sum += ratio;
    squares += ratio * ratio;
    if (ratio > 0) hits += 1;
  }
  const measured = sum / ROUNDS;
  const declared = check.declaredBasisPoints / 10_000;
  const spread = Math.sqrt(Math.max(0, squares / ROUNDS - measured * measured));
  const standardError = spread / Math.sqrt(ROUNDS - 1);
  const inErrors = standardError > 0 ? (measured - declared) / standardError : 0;
  widest = Math.max(widest, Math.abs(inErrors));
  rows.push({
    variant: check.name,
    declared: percent(declared, 2),
    measured: percent(measured),
    difference: percent(measured - declared),
    'std error': percent(standardError),
    'diff / se': inErrors.toFixed(2),
    'sd / round': spread.toFixed(2),
    'hit freq': percent(hits / ROUNDS, 2),
  });
}
console.table(rows);
console.log(
  `Largest difference: ${widest.toFixed(2)} standard errors. ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
