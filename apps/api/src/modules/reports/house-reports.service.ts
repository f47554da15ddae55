import {
  dayStart,
  nextDay,
  toMajor,
  type StaffCashierDay,
  type StaffCashierReport,
  type StaffGgrReport,
  type StaffGgrRow,
  type StaffReportQuery,
} from '@prime/contract';
import type { CasinoService } from '../casino/casino.service';
import type { HouseTotals } from '../wallet/house-totals';

type Totals = {
  betsCount: number;
  bets: bigint;
  wins: bigint;
  bonusBets: bigint;
  bonusWins: bigint;
};
type Group = { key: string; id: number | null; provider: string | null; currency: string };

const emptyTotals = (): Totals => ({
  betsCount: 0,
  bets: 0n,
  wins: 0n,
  bonusBets: 0n,
  bonusWins: 0n,
});

const rowOf = (group: Group, totals: Totals): StaffGgrRow => ({
  ...group,
  bets_count: totals.betsCount,
  bets: toMajor(totals.bets),
  wins: toMajor(totals.wins),
  bonus_bets: toMajor(totals.bonusBets),
  bonus_wins: toMajor(totals.bonusWins),
  ggr: toMajor(totals.bets - totals.wins),
});

/** Sums rows into groups (kept in first-seen order), one per key and currency. */
const summer = () => {
  const groups = new Map<string, { group: Group; totals: Totals }>();
  return {
    add: (group: Group, day: Totals) => {
      const name = `${group.key}\u0000${group.id ?? ''}\u0000${group.currency}`;
      const entry = groups.get(name) ?? { group, totals: emptyTotals() };
      entry.totals.betsCount += day.betsCount;
      entry.totals.bets += day.bets;
      entry.totals.wins += day.wins;
      entry.totals.bonusBets += day.bonusBets;
      entry.totals.bonusWins += day.bonusWins;
      groups.set(name, entry);
    },
    rows: () => [...groups.values()].map((entry) => rowOf(entry.group, entry.totals)),
  };
};

/**
 * The operator's reports over every player: gross gaming revenue per day, provider and game
 * (from the ledger's bets and wins, through the wallet module), and the cashier per day.
 */
export const createHouseReportsService = (deps: {
  house: HouseTotals;
  casino: Pick<CasinoService, 'describeGames'>;
  currencyCodeOf: (currencyId: number) => Promise<string>;
}) => ({
  ggr: async (query: StaffReportQuery): Promise<StaffGgrReport> => {
    const days = await deps.house.gameDays(dayStart(query.from), dayStart(nextDay(query.to)));
    const games = new Map(
      (await deps.casino.describeGames(days.map((day) => day.gameId))).map((game) => [
        game.id,
        game,
      ]),
    );
    const byDay = summer();
    const byProvider = summer();
    const byGame = summer();
    for (const day of days) {
      const currency = await deps.currencyCodeOf(day.currencyId);
      const game = games.get(day.gameId);
      const totals: Totals = {
        betsCount: day.betsCount,
        bets: day.bets.real,
        wins: day.wins.real,
        bonusBets: day.bets.bonus,
        bonusWins: day.wins.bonus,
      };
      byDay.add({ key: day.day, id: null, provider: null, currency }, totals);
      byProvider.add(
        {
          key: game?.providerName ?? 'Unknown provider',
          id: game?.providerId ?? null,
          provider: null,
          currency,
        },
        totals,
      );
      byGame.add(
        {
          key: game?.name ?? `Game ${day.gameId}`,
          id: day.gameId,
          provider: game?.providerName ?? null,
          currency,
        },
        totals,
      );
    }
    const byGgr = (a: StaffGgrRow, b: StaffGgrRow) => b.ggr - a.ggr || a.key.localeCompare(b.key);
    return {
      from: query.from,
      to: query.to,
      by_day: byDay.rows(),
      by_provider: byProvider.rows().sort(byGgr),
      by_game: byGame.rows().sort(byGgr),
    };
  },

  cashier: async (query: StaffReportQuery): Promise<StaffCashierReport> => {
    const rows = await deps.house.cashierDays(dayStart(query.from), dayStart(nextDay(query.to)));
    const days = new Map<string, StaffCashierDay & { minor: { in: bigint; out: bigint } }>();
    for (const row of rows) {
      const currency = await deps.currencyCodeOf(row.currencyId);
      const name = `${row.day} ${currency}`;
      const day = days.get(name) ?? {
        day: row.day,
        currency,
        deposits_count: 0,
        deposits: 0,
        withdrawals_count: 0,
        withdrawals: 0,
        net: 0,
        minor: { in: 0n, out: 0n },
      };
      if (row.kind === 'deposit') {
        day.deposits_count += row.count;
        day.minor.in += row.amount;
      } else {
        day.withdrawals_count += row.count;
        day.minor.out += row.amount;
      }
      days.set(name, day);
    }
    return {
      from: query.from,
      to: query.to,
      days: [...days.values()].map(({ minor, ...day }) => ({
        ...day,
        deposits: toMajor(minor.in),
        withdrawals: toMajor(minor.out),
        net: toMajor(minor.in - minor.out),
      })),
    };
  },
});

export type HouseReportsService = ReturnType<typeof createHouseReportsService>;
