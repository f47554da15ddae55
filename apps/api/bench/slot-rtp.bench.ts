/**
 * Plays every slot configuration for many rounds and prints its declared RTP beside the
 * measured one, with the standard error of the measurement, one round's spread (what tells the
 * volatilities apart), the share of rounds that win anything and the share that reach free
 * spins. Rounds and seed come from BENCH_SLOT_ROUNDS and BENCH_SLOT_SEED; the seed is printed
 * so a run can be repeated. Nothing here asserts.
 */
import { SLOT_CONFIGS, createSeededRng, playSlotRound } from '../src/modules/studio/slot';

const ROUNDS = Number(process.env['BENCH_SLOT_ROUNDS'] ?? 1_000_000);
const SEED = Number(process.env['BENCH_SLOT_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
/** A bet every line count divides, so the figures carry no rounding of line wins. */
const BET = 100n;

const percent = (value: number, digits = 3) => `${(value * 100).toFixed(digits)}%`;

console.log(`Slot RTP: ${ROUNDS.toLocaleString('en')} rounds per configuration, seed ${SEED}`);
const rows = [];
const started = Date.now();
for (const [index, config] of SLOT_CONFIGS.entries()) {
  const rng = createSeededRng(SEED + index);
  let sum = 0;
  let squares = 0;
  let hits = 0;
  let freeSpinRounds = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    const round = playSlotRound(config, BET, rng);
    const ratio = Number(round.totalWin) / Number(BET);
    sum += ratio;
    squares += ratio * ratio;
    if (round.totalWin > 0n) hits += 1;
    if (round.spins.length > 1) freeSpinRounds += 1;
  }
  const measured = sum / ROUNDS;
  const declared = config.rtpBasisPoints / 10_000;
  const standardError = Math.sqrt((squares / ROUNDS - measured * measured) / (ROUNDS - 1));
  rows.push({
    config: `${config.engine} ${config.volatility}`,
    rounds: ROUNDS,
    declared: percent(declared, 2),
    measured: percent(measured),
    difference: percent(measured - declared),
    'std error': percent(standardError),
    'sd / round': (standardError * Math.sqrt(ROUNDS)).toFixed(2),
    'diff / se': ((measured - declared) / standardError).toFixed(2),
    'hit freq': percent(hits / ROUNDS, 2),
    'free spins': `${percent(freeSpinRounds / ROUNDS, 3)} (1 in ${Math.round(ROUNDS / Math.max(1, freeSpinRounds))})`,
  });
}
console.table(rows);
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
