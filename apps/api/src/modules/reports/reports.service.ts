import {
  dayStart,
  nextDay,
  toMajor,
  type MoneyType,
  type Report,
  type ReportRow,
} from '@prime/contract';
import type { CasinoService } from '../casino/casino.service';
import type { PlayersService } from '../players/players.service';
import type { GameTotals, WalletService } from '../wallet/wallet.service';

export type CasinoReportQuery = {
  from: string;
  to: string;
  money_type: MoneyType;
  provider_id?: number | undefined;
};

type Split = { real: bigint; bonus: bigint };

/** The part of a real/bonus split that the money type counts. */
const pick = (split: Split, type: MoneyType): Split => ({
  real: type === 'bonus' ? 0n : split.real,
  bonus: type === 'real' ? 0n : split.bonus,
});

const sum = (split: Split) => split.real + split.bonus;

/**
 * The casino report of spec 02 §2 (docs/decisions/0012-reports-and-data-table.md): the ledger
 * gives each game's bets and wins split into real and bonus money, the catalog names the game
 * and its provider. Net is the player's result, wins minus bets.
 */
export const createReportsService = (deps: {
  wallet: Pick<WalletService, 'gameTotals'>;
  casino: Pick<CasinoService, 'describeGames'>;
  players: Pick<PlayersService, 'getPlayer'>;
}) => ({
  casinoReport: async (
    actor: { skinId: number; playerId: number },
    query: CasinoReportQuery,
  ): Promise<Report> => {
    const player = await deps.players.getPlayer(actor.skinId, actor.playerId);
    const currency = player.currency.code;
    const totals: GameTotals[] = await deps.wallet.gameTotals(
      actor.playerId,
      dayStart(query.from),
      dayStart(nextDay(query.to)),
    );
    const games = new Map(
      (await deps.casino.describeGames(totals.map((row) => row.gameId))).map((game) => [
        game.id,
        game,
      ]),
    );

    const all = { bets: { real: 0n, bonus: 0n }, wins: { real: 0n, bonus: 0n } };
    const rows: ReportRow[] = [];
    for (const row of totals) {
      const game = games.get(row.gameId);
      if (!game) continue;
      if (query.provider_id !== undefined && game.providerId !== query.provider_id) continue;
      const bets = pick(row.bets, query.money_type);
      const wins = pick(row.wins, query.money_type);
      const betsCount = row.betsCount[query.money_type];
      if (betsCount === 0 && sum(wins) === 0n) continue;
      all.bets.real += bets.real;
      all.bets.bonus += bets.bonus;
      all.wins.real += wins.real;
      all.wins.bonus += wins.bonus;
      rows.push({
        id: game.id,
        created_at: row.lastAt,
        currency,
        game: game.name,
        provider: game.providerName,
        provider_id: game.providerId,
        bets_count: betsCount,
        bets: toMajor(sum(bets)),
        wins: toMajor(sum(wins)),
        net: toMajor(sum(wins) - sum(bets)),
      });
    }
    rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id);
    return {
      rows,
      totals: {
        bets: toMajor(all.bets.real),
        bonus_bets: toMajor(all.bets.bonus),
        wins: toMajor(all.wins.real),
        bonus_wins: toMajor(all.wins.bonus),
        net: toMajor(sum(all.wins) - sum(all.bets)),
        currency,
      },
    };
  },
});

export type ReportsService = ReturnType<typeof createReportsService>;
