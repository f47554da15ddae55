import { randomUUID } from 'node:crypto';
import { TRANSACTION_TYPES, utcDay, type Report, type Transaction } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatFields, signedCall } from '../../test/calls/seamless';
import { seatAtGame, type Seat } from '../../test/factories/seats';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger } from '../../test/queries/wallet';
import { createHouseTotals } from '../wallet/house-totals';

let h: Harness;
let slot: TestGame;
const today = utcDay();

const bet = async (seat: Seat, amount: number) => {
  const id = randomUUID();
  const response = await signedCall(h, slot.slug, 'bet', {
    ...seatFields(seat),
    game_id: slot.id,
    round_id: `round-${id}`,
    transaction_id: id,
    amount,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id, ledgerId: Number(response.json().casino_transaction_id) };
};

const win = async (seat: Seat, betId: string, amount: number) => {
  const response = await signedCall(h, slot.slug, 'win', {
    ...seatFields(seat),
    game_id: slot.id,
    round_id: `round-${betId}`,
    transaction_id: randomUUID(),
    bet_transaction_id: betId,
    amount,
  });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.json().casino_transaction_id);
};

/** The ledger's view of a transaction: its type and what each of the player's pockets moved. */
const booked = async (transactionId: number) =>
  (
    await rowsOf<{ type_id: number; real: string; bonus: string }>(
      h,
      sql`select t.type_id,
          coalesce(sum(e.amount) filter (where a.kind in ('available', 'deposited')), 0)::text as real,
          coalesce(sum(e.amount) filter (where a.kind = 'bonus'), 0)::text as bonus
        from wallet_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.player_id = t.player_id
        where t.id = ${transactionId} group by t.type_id`,
    )
  )[0];

const transactions = async (seat: Seat, typeId?: number): Promise<Transaction[]> => {
  const response = await h.call({
    method: 'GET',
    url: '/v1/me/transactions',
    query: typeId === undefined ? {} : { type_id: String(typeId) },
    headers: { 'user-token': seat.token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

let mostlyBonus: Seat;
let mostlyReal: Seat;
const ids: Record<string, number> = {};

/**
 * `mostlyBonus` holds 1 real and 10 bonus: a stake of 5 takes 1 real and 4 bonus, a stake of 1
 * then is bonus money only, and the first stake's win of 10 goes 2 real and 8 bonus. `mostlyReal` holds 3 real and
 * 10 bonus: a stake of 5 takes 3 real and 2 bonus, and its win of 5 goes 3 real and 2 bonus.
 */
beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
  mostlyBonus = await seatAtGame(h, slot, { money: { available: 100n, bonus: 1_000n } });
  mostlyReal = await seatAtGame(h, slot, { money: { available: 300n, bonus: 1_000n } });
  const first = await bet(mostlyBonus, 5);
  ids['bonusBet'] = first.ledgerId;
  ids['bonusOnly'] = (await bet(mostlyBonus, 1)).ledgerId;
  ids['bonusWin'] = await win(mostlyBonus, first.id, 10);
  const other = await bet(mostlyReal, 5);
  ids['realBet'] = other.ledgerId;
  ids['realWin'] = await win(mostlyReal, other.id, 5);
});
afterAll(() => h.close());

describe('stakes and wins of bonus money', () => {
  it('books a stake or win mostly of bonus money as a bonus bet or win, each pocket exact', async () => {
    expect(await booked(ids['bonusBet']!)).toEqual({
      type_id: TRANSACTION_TYPES.bonus_bet,
      real: '-100',
      bonus: '-400',
    });
    expect(await booked(ids['bonusWin']!)).toEqual({
      type_id: TRANSACTION_TYPES.bonus_win,
      real: '200',
      bonus: '800',
    });
    expect(await booked(ids['bonusOnly']!)).toEqual({
      type_id: TRANSACTION_TYPES.bonus_bet,
      real: '0',
      bonus: '-100',
    });
    expect(await booked(ids['realBet']!)).toEqual({
      type_id: TRANSACTION_TYPES.casino_bet,
      real: '-300',
      bonus: '-200',
    });
    expect(await booked(ids['realWin']!)).toEqual({
      type_id: TRANSACTION_TYPES.casino_win,
      real: '300',
      bonus: '200',
    });
    await expectConsistentLedger(h);
  });

  it('lists them under the bonus bet and bonus win filters of the transactions list', async () => {
    const bonusBets = await transactions(mostlyBonus, TRANSACTION_TYPES.bonus_bet);
    expect(bonusBets.map((row) => [row.id, row.type.name, row.amount])).toEqual([
      [ids['bonusOnly'], 'Bonus bet', 1],
      [ids['bonusBet'], 'Bonus bet', 5],
    ]);
    const bonusWins = await transactions(mostlyBonus, TRANSACTION_TYPES.bonus_win);
    expect(bonusWins.map((row) => [row.id, row.amount])).toEqual([[ids['bonusWin'], 10]]);
    expect(await transactions(mostlyBonus, TRANSACTION_TYPES.casino_bet)).toEqual([]);
    expect(await transactions(mostlyReal, TRANSACTION_TYPES.bonus_bet)).toEqual([]);
    expect(
      (await transactions(mostlyReal, TRANSACTION_TYPES.casino_bet)).map((row) => row.id),
    ).toEqual([ids['realBet']]);
  });

  it('counts them as bets and wins in the player’s casino report', async () => {
    const response = await h.call({
      method: 'GET',
      url: '/v1/casino/analytics',
      query: { from: today, to: today },
      headers: { 'user-token': mostlyBonus.token },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: Report }>().data;
    expect(report.rows.map((row) => [row.id, row.bets_count, row.bets, row.wins])).toEqual([
      [slot.id, 2, 6, 10],
    ]);
    expect(report.totals).toMatchObject({ bets: 1, bonus_bets: 5, wins: 2, bonus_wins: 8 });
  });

  it('counts them as bets and wins in the house’s daily figures', async () => {
    const days = await createHouseTotals(h.database.db).gameDays(
      new Date(`${today}T00:00:00Z`),
      new Date(Date.now() + 60_000),
    );
    const day = days.find((row) => row.gameId === slot.id)!;
    expect(day.betsCount).toBe(3);
    expect(day.bets).toEqual({ real: 400n, bonus: 700n });
    expect(day.wins).toEqual({ real: 500n, bonus: 1_000n });
  });
});
