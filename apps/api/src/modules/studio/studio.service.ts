import { randomUUID } from 'node:crypto';
import {
  toMajor,
  toMinor,
  type GameDetail,
  type SlotRules,
  type SlotSpin,
  type StudioSession,
  type StudioSpinResult,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';
import type { CasinoService } from '../casino/casino.service';
import type { SeamlessClient } from './seamless-client';
import type { StudioRepository, StudioSessionRow } from './studio.repository';

export type SlotEngineName = 'slot-3' | 'slot-4' | 'slot-5';
export type Volatility = 'low' | 'medium' | 'high';

/** The slot engine as the studio uses it: rules to show, and a round drawn on the server. */
export type SlotEngine = {
  rules: (engine: SlotEngineName, volatility: Volatility) => SlotRules;
  play: (
    engine: SlotEngineName,
    volatility: Volatility,
    betMinor: bigint,
  ) => { spins: SlotSpin[]; totalWin: bigint; outcome: Record<string, unknown> };
};

/** Stakes a slot offers, in minor units; a game offers those between its min and max bet. */
const BET_LADDER = [10n, 20n, 50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];

/** Tries of a win the wallet did not answer; the round stays open for a later settlement. */
const WIN_ATTEMPTS = 3;

const isSlot = (engine: string): engine is SlotEngineName =>
  engine === 'slot-3' || engine === 'slot-4' || engine === 'slot-5';

/**
 * The in-house studio (ARCHITECTURE.md §6) as a game provider: its game pages ask it for a
 * session and for spins; outcomes are drawn on the server, and real money moves only through
 * the casino's seamless wallet, signed like any provider's call. Demo play keeps play money on
 * the game session and never touches the wallet.
 */
export const createStudioService = (deps: {
  repository: StudioRepository;
  casino: CasinoService;
  wallet: SeamlessClient;
  slots: SlotEngine;
}) => {
  const { repository, casino, wallet, slots } = deps;

  const open = async (token: string) => {
    const session = await repository.sessionOfToken(token);
    if (!session)
      throw new AppError(
        'unauthenticated',
        'This game session is not valid. Please open the game again.',
      );
    const game = await casino.getGame(session.gameId).catch(() => undefined);
    if (!game || !isSlot(game.engine)) throw new AppError('game_not_available');
    return {
      session,
      game,
      engine: game.engine as SlotEngineName,
      volatility: game.volatility ?? 'medium',
    };
  };

  const betsOf = (game: GameDetail) => {
    const min = toMinor(game.min_bet);
    const max = toMinor(game.max_bet);
    return BET_LADDER.filter((bet) => bet >= min && bet <= max);
  };

  const seamlessBase = (session: StudioSessionRow, token: string) => ({
    session_token: token,
    player_id: session.playerId!,
    currency: session.currencyCode,
  });

  const settleWin = async (
    session: StudioSessionRow,
    token: string,
    round: { id: string; win: bigint; gameId: number },
  ) => {
    let lastError: unknown;
    for (let attempt = 1; attempt <= WIN_ATTEMPTS; attempt += 1) {
      try {
        const answer = await wallet.call(session.providerSlug, 'win', {
          ...seamlessBase(session, token),
          transaction_id: `${round.id}:win`,
          bet_transaction_id: `${round.id}:bet`,
          round_id: round.id,
          game_id: round.gameId,
          amount: toMajor(round.win),
        });
        await repository.settleRound(round.id);
        return answer;
      } catch (error) {
        lastError = error;
        if (error instanceof AppError) break;
      }
    }
    await repository.settleRound(round.id, String(lastError));
    throw lastError;
  };

  return {
    session: async (token: string): Promise<StudioSession> => {
      const { session, game, engine, volatility } = await open(token);
      let balance: number;
      if (session.mode === 'demo') balance = toMajor(session.demoBalance ?? 0n);
      else {
        const answer = await wallet.call(
          session.providerSlug,
          'balance',
          seamlessBase(session, token),
        );
        balance = answer.balance;
      }
      return {
        mode: session.mode,
        game: { id: game.id, name: game.name, theme: game.theme, provider: game.provider.name },
        rules: slots.rules(engine, volatility),
        currency: { code: session.currencyCode, symbol: session.currencySymbol },
        balance,
        bets: betsOf(game).map(toMajor),
        lobby_url: session.lobbyUrl,
      };
    },

    spin: async (token: string, betMajor: number): Promise<StudioSpinResult> => {
      const { session, game, engine, volatility } = await open(token);
      const bet = toMinor(betMajor);
      if (!betsOf(game).includes(bet))
        throw new AppError('validation_failed', undefined, { bet: ['This stake is not offered.'] });
      const roundId = randomUUID();

      if (session.mode === 'demo') {
        if (session.expired) throw new AppError('game_session_expired');
        return repository.transaction(async (tx) => {
          const left = await repository.debitDemo(tx, session.id, bet);
          if (left === undefined)
            throw new AppError('insufficient_funds', undefined, undefined, {
              balance: toMajor(session.demoBalance ?? 0n),
            });
          const round = slots.play(engine, volatility, bet);
          const balance =
            round.totalWin > 0n
              ? await repository.creditDemo(tx, session.id, round.totalWin)
              : left;
          await repository.insertRound(
            {
              id: roundId,
              gameSessionId: session.id,
              gameId: game.id,
              mode: 'demo',
              bet,
              win: round.totalWin,
              outcome: round.outcome,
              status: 'settled',
              settledAt: new Date(),
            },
            tx,
          );
          return {
            round_id: roundId,
            bet: toMajor(bet),
            spins: round.spins,
            win: toMajor(round.totalWin),
            balance: toMajor(balance),
          };
        });
      }

      // Real play: the wallet takes the stake first (and checks every rule); only then is the
      // outcome drawn, recorded, and its win paid with the round's own transaction ids.
      await wallet.call(session.providerSlug, 'bet', {
        ...seamlessBase(session, token),
        transaction_id: `${roundId}:bet`,
        round_id: roundId,
        game_id: game.id,
        amount: toMajor(bet),
      });
      const round = slots.play(engine, volatility, bet);
      await repository.insertRound({
        id: roundId,
        gameSessionId: session.id,
        gameId: game.id,
        mode: 'real',
        bet,
        win: round.totalWin,
        outcome: round.outcome,
        status: 'open',
      });
      const answer = await settleWin(session, token, {
        id: roundId,
        win: round.totalWin,
        gameId: game.id,
      });
      return {
        round_id: roundId,
        bet: toMajor(bet),
        spins: round.spins,
        win: toMajor(round.totalWin),
        balance: answer.balance,
      };
    },
  };
};

export type StudioService = ReturnType<typeof createStudioService>;
