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
import {
  isSlotEngine,
  type SlotEngine as SlotEngineName,
  type SlotVolatility as Volatility,
} from './slot';
import type { OpenRound, StudioRepository, StudioSessionRow } from './studio.repository';

/** The slot engine as the studio uses it: rules to show, and a round drawn on the server. */
export type SlotMachine = {
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
  slots: SlotMachine;
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
    if (!game || !isSlotEngine(game.engine)) throw new AppError('game_not_available');
    const engine = game.engine as SlotEngineName;
    const volatility = game.volatility ?? 'medium';
    return { session, game, engine, volatility, rules: slots.rules(engine, volatility) };
  };

  /**
   * Stakes between the game's limits that divide by its number of lines: a line then pays an
   * exact multiple, and the declared RTP holds without rounding.
   */
  const betsOf = (game: GameDetail, rules: SlotRules) => {
    const min = toMinor(game.min_bet);
    const max = toMinor(game.max_bet);
    const lines = BigInt(rules.paylines.length);
    return BET_LADDER.filter((bet) => bet >= min && bet <= max && bet % lines === 0n);
  };

  const seamlessBase = (session: StudioSessionRow, token: string) => ({
    session_token: token,
    player_id: session.playerId!,
    currency: session.currencyCode,
  });

  /** Sends a round's win (zero closes a lost round), with the round's own transaction ids. */
  const sendWin = (round: OpenRound, token?: string) =>
    wallet.call(round.providerSlug, 'win', {
      ...(token ? { session_token: token } : {}),
      player_id: round.playerId,
      currency: round.currencyCode,
      transaction_id: `${round.id}:win`,
      bet_transaction_id: `${round.id}:bet`,
      round_id: round.id,
      game_id: round.gameId,
      amount: toMajor(round.win),
    });

  const settleWin = async (round: OpenRound, token: string) => {
    let lastError: unknown;
    for (let attempt = 1; attempt <= WIN_ATTEMPTS; attempt += 1) {
      try {
        const answer = await sendWin(round, token);
        await repository.closeRound(round.id, 'settled');
        return answer;
      } catch (error) {
        lastError = error;
        if (error instanceof AppError) break;
      }
    }
    // The round stays open: settleOpenRounds sends its win again later, with the same ids.
    await repository.noteRoundError(round.id, String(lastError));
    throw lastError;
  };

  return {
    session: async (token: string): Promise<StudioSession> => {
      const { session, game, rules } = await open(token);
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
        rules,
        currency: { code: session.currencyCode, symbol: session.currencySymbol },
        balance,
        bets: betsOf(game, rules).map(toMajor),
        lobby_url: session.lobbyUrl,
      };
    },

    spin: async (token: string, betMajor: number): Promise<StudioSpinResult> => {
      const { session, game, engine, volatility, rules } = await open(token);
      const bet = toMinor(betMajor);
      if (!betsOf(game, rules).includes(bet))
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

      // Real play: the outcome is drawn and recorded as an open round before any money moves,
      // so a round interrupted at any point can be settled from what is stored. The wallet then
      // takes the stake (checking every rule), and the win is paid with the round's own ids.
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
      try {
        await wallet.call(session.providerSlug, 'bet', {
          ...seamlessBase(session, token),
          transaction_id: `${roundId}:bet`,
          round_id: roundId,
          game_id: game.id,
          amount: toMajor(bet),
        });
      } catch (error) {
        // A refusal moved nothing; any other failure leaves the round open for settlement.
        if (error instanceof AppError) await repository.closeRound(roundId, 'refused', error.code);
        throw error;
      }
      const answer = await settleWin(
        {
          id: roundId,
          win: round.totalWin,
          gameId: game.id,
          playerId: session.playerId!,
          providerSlug: session.providerSlug,
          currencyCode: session.currencyCode,
        },
        token,
      );
      return {
        round_id: roundId,
        bet: toMajor(bet),
        spins: round.spins,
        win: toMajor(round.totalWin),
        balance: answer.balance,
      };
    },

    /**
     * Settles real rounds left open (the process stopped, or the wallet did not answer): the win
     * is sent again with the round's ids, so a win already taken is not paid twice; a round whose
     * bet never arrived is void. Answers how many rounds were settled and voided.
     */
    settleOpenRounds: async (): Promise<{ settled: number; voided: number; failed: number }> => {
      const counts = { settled: 0, voided: 0, failed: 0 };
      for (const round of await repository.openRounds(OPEN_ROUND_GRACE_SECONDS)) {
        try {
          await sendWin(round);
          await repository.closeRound(round.id, 'settled');
          counts.settled += 1;
        } catch (error) {
          if (error instanceof AppError && error.code === 'bet_not_found') {
            await repository.closeRound(round.id, 'void', error.code);
            counts.voided += 1;
          } else {
            await repository.noteRoundError(round.id, String(error));
            counts.failed += 1;
          }
        }
      }
      return counts;
    },
  };
};

export type StudioService = ReturnType<typeof createStudioService>;

/** How long a real round may stay open before settleOpenRounds takes it over. */
export const OPEN_ROUND_GRACE_SECONDS = 60;
