import type { Db } from '../../db/client';
import {
  DEMO_BALANCE_MINOR,
  SESSION_IDLE_MINUTES,
  toMajor,
  type GameDetail,
  type PlayBody,
  type PlayerMessage,
  type PlaySessionSummary,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/hash';
import type { CasinoService } from '../casino/casino.service';
import type { GeoService } from '../geo/geo.service';
import type { MessagesService } from '../messages/messages.service';
import { messageTexts } from '../messages/message-texts';
import { realPlayRefusal } from '../protection/stake-rules';
import { studioRunsEngine } from '../studio/engines';
import { toLobbyUrl } from './lobby-url';
import type { PlayRepository } from './play.repository';

/** The game page of the studio, for the iframe. */
const gameUrl = (token: string) => `/games/?token=${encodeURIComponent(token)}`;

const formatMoney = (minor: bigint, symbol: string) => {
  const major = toMajor(minor < 0n ? -minor : minor).toFixed(2);
  return `${minor < 0n ? '-' : ''}${symbol}${major}`;
};

/**
 * Game launch (spec 02 §7 Game): real play for a logged-in player who passes the launch rules,
 * demo play (play money, no wallet) otherwise. Either way a game session with a random token
 * is opened for the provider, and the answer is the game's address for the iframe.
 */
export const createPlayService = (deps: {
  repository: PlayRepository;
  casino: CasinoService;
  geo: GeoService;
  /** The site's address (PUBLIC_URL): a game's lobby link must lead back to it. */
  publicUrl: string;
  /** Stores the reality check's message and pushes it to the player (the messages module). */
  tell: MessagesService['tell'];
  /** The player's accepted KYC levels (the kyc module); none accepted without it. */
  kycAccepted?: (playerId: number) => Promise<{ basic: boolean; idApproved: boolean }>;
}) => {
  const { repository, casino, geo, publicUrl } = deps;

  const playableGame = async (providerSlug: string, body: PlayBody): Promise<GameDetail> => {
    const game = await casino
      .getGame(Number(body.game_id), Number(body.provider_id))
      .catch(() => undefined);
    if (
      !game ||
      game.provider_slug !== providerSlug ||
      !game.is_provider_enabled ||
      !studioRunsEngine(game)
    )
      throw new AppError('game_not_available');
    return game;
  };

  return {
    /** Closes the player's open real-money game sessions (an exclusion applies at once); in `tx`. */
    closeGameSessions: (tx: Db, playerId: number): Promise<void> =>
      repository.closeGameSessions(tx, playerId),

    launch: async (
      providerSlug: string,
      body: PlayBody,
      session: { id: string; playerId: number; skinId: number } | null,
    ): Promise<{ play_for_real?: string; play_for_fun?: string }> => {
      const game = await playableGame(providerSlug, body);
      const token = randomToken();
      const lobbyUrl = toLobbyUrl(body.lobby_url, publicUrl);
      const demo = !session || body.is_demo === true;

      if (demo) {
        if (!game.has_demo) throw new AppError('game_not_available');
        const eur = (await geo.listCurrencies()).find((currency) => currency.code === 'EUR');
        await repository.createGameSession({
          token,
          mode: 'demo',
          playerId: null,
          playerSessionId: null,
          gameId: game.id,
          providerId: game.provider_id,
          currencyId: eur!.id,
          demoBalance: DEMO_BALANCE_MINOR,
          lobbyUrl,
          idleMinutes: 120,
        });
        return { play_for_fun: gameUrl(token) };
      }

      const player = await repository.launchPlayer(session.playerId);
      if (!player || player.skinId !== session.skinId) throw new AppError('unauthenticated');
      const kyc = deps.kycAccepted
        ? await deps.kycAccepted(player.id)
        : { basic: false, idApproved: false };
      const refused = realPlayRefusal(player, kyc, new Date());
      if (refused) throw refused;
      await repository.clearRealityCheck(player.id);
      await repository.createGameSession({
        token,
        mode: 'real',
        playerId: player.id,
        playerSessionId: session.id,
        gameId: game.id,
        providerId: game.provider_id,
        currencyId: player.currencyId,
        demoBalance: null,
        lobbyUrl,
        idleMinutes: SESSION_IDLE_MINUTES,
      });
      return { play_for_real: gameUrl(token) };
    },

    /**
     * The reality check of spec 02 §4: the player is shown what this login session cost and
     * must answer before the next bet (bets are refused until a game is opened again).
     */
    realityCheck: async (
      session: { id: string; playerId: number },
      minutes: number,
    ): Promise<{ message: PlayerMessage; session: PlaySessionSummary }> => {
      const player = await repository.launchPlayer(session.playerId);
      const summary = await repository.loginSummary(session.id);
      if (!player || !summary) throw new AppError('unauthenticated');
      const currency = (await geo.listCurrencies()).find(
        (entry) => entry.id === player.currencyId,
      )!;
      const played = Math.max(0, Math.floor((Date.now() - summary.startedAt.getTime()) / 60_000));
      const net = summary.won - summary.wagered;
      await repository.startRealityCheck(player.id);
      const texts = messageTexts(player.language).realityCheck;
      const message = await deps.tell(player.id, {
        type: 'realityCheck',
        subject: texts.subject,
        body: texts.body({
          played,
          every: minutes,
          wagered: formatMoney(summary.wagered, currency.symbol),
          net: formatMoney(net, currency.symbol),
        }),
      });
      return {
        message: message!,
        session: {
          started_at: summary.startedAt.toISOString(),
          minutes: played,
          wagered: toMajor(summary.wagered),
          net: toMajor(net),
          currency: { code: currency.code, symbol: currency.symbol },
        },
      };
    },
  };
};

export type PlayService = ReturnType<typeof createPlayService>;

export {
  demoBalanceCredit,
  demoBalanceDebit,
  gameSessionPlayRead,
  gameSessionRead,
  gameSessionsOfPlayer,
  gameSessionTiesRead,
  gameSessionTouch,
  type GameSessionPlayRow,
  type GameSessionReadRow,
} from './play.reads';
