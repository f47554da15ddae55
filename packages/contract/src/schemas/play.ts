import * as z from '../zod';
import { envelope, isoDateTime, looseBoolean, moneyAmount, recordId } from './common';
import { balanceSchema } from './player';
import { studioRulesSchema, type StudioRules } from './studio/rules';
import type { SlotRules } from './studio/slot';

const id = z.decimal(recordId);

export const playParams = z.object({
  provider_slug: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Unknown provider.'),
});

/**
 * POST casino/play/{provider_slug} (spec 02 §7 Game). The site sends the spec's payload; the
 * server takes the player, skin, address, language and currency from the session and ignores
 * what the body says about them. `is_demo` (or no session) asks for demo play.
 */
export const playBody = z.object({
  game_id: id,
  provider_id: id,
  is_demo: looseBoolean.optional(),
  provider_name: z.string().max(128).optional(),
  is_mobile: looseBoolean.optional(),
  is_desktop: looseBoolean.optional(),
  /** Where the game's own "lobby" button leads; only same-site paths are kept. */
  lobby_url: z.string().max(2048).optional(),
  skin_id: z.decimal(z.number().int()).optional(),
  ip_address: z.string().max(64).optional(),
  user_rank: z.unknown().optional(),
  bonus_type: z.unknown().optional(),
  bonus_info: z.unknown().optional(),
  bonus_target: z.unknown().optional(),
  bonus_counter: z.unknown().optional(),
  user_id: z.decimal(z.number().int()).optional(),
  user_language: z.string().max(8).optional(),
  user_currency: z.string().max(8).optional(),
});
export type PlayBody = z.input<typeof playBody>;

/** The game's address for the iframe: `play_for_real` or `play_for_fun`. */
export const playResponse = envelope(
  z.object({
    play_for_real: z.string().optional(),
    play_for_fun: z.string().optional(),
  }),
);
export type PlayResponse = z.infer<typeof playResponse>;

/** POST me/mga/realityCheck {minutes}: the interval that just ended, as the site counted it. */
export const realityCheckBody = z.strictObject({
  minutes: z.decimal(z.number().int().min(1).max(1440)),
});

/** What the player did in this login session, for the reality-check message. */
export const playSessionSummarySchema = z.object({
  started_at: isoDateTime,
  /** Whole minutes since the login. */
  minutes: z.number().int().min(0),
  /** Real and bonus money bet, in major units. */
  wagered: z.number(),
  /** Wins minus bets (negative: a loss), in major units. */
  net: z.number(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
});
export type PlaySessionSummary = z.infer<typeof playSessionSummarySchema>;

/** An in-product message (spec 01 §3 Message). */
export const playerMessageSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  subject: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  /** Seconds the message counts down before it acts by itself (reality check: 60). */
  duration: z.number().int().nullable(),
  read_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type PlayerMessage = z.infer<typeof playerMessageSchema>;

export const realityCheckResponse = envelope(
  z.object({ message: playerMessageSchema, session: playSessionSummarySchema }),
);
export type RealityCheckResponse = z.infer<typeof realityCheckResponse>;

// ---------------------------------------------------------------------------------------------
// The studio's game API: what the game pages in the iframe (apps/games) call, under /studio.
// The launch token of the URL (`?token=`) is the only credential; it names one game session.
// ---------------------------------------------------------------------------------------------

export const studioSessionResponse = envelope(
  z.object({
    mode: z.enum(['real', 'demo']),
    game: z.object({
      id: z.number().int(),
      name: z.string(),
      theme: z.string(),
      provider: z.string(),
    }),
    /** What the page draws the game from; its `engine` tells which page runs. */
    rules: studioRulesSchema,
    currency: z.object({ code: z.string(), symbol: z.string() }),
    /** Real: the player's total plus bonus; demo: the play-money balance. */
    balance: z.number(),
    /** Allowed stakes per spin in major units, smallest first. */
    bets: z.array(z.number()),
    /**
     * The stake the page starts at, one of `bets`: the spin value while the player has free
     * spins of a bonus on this game (a free spin is a stake of exactly that value).
     */
    start_bet: z.number().optional(),
    /** Where the game's lobby button leads. */
    lobby_url: z.string(),
  }),
);
export type StudioSession = z.infer<typeof studioSessionResponse>['data'];
/** A session of one engine family, as that family's game page gets it. */
export type StudioSessionOf<Rules extends StudioRules> = Omit<StudioSession, 'rules'> & {
  rules: Rules;
};
/** A slot's session. */
export type SlotSession = StudioSessionOf<SlotRules>;

// ---------------------------------------------------------------------------------------------
// The seamless wallet: what a game provider calls, at /seamless/{provider_slug}/{action}.
// Every request is signed: `X-Prime-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>" with the provider's secret>`. Amounts are major units in the player's
// currency. A `transaction_id` is processed once per provider: a retry answers as the first time.
// ---------------------------------------------------------------------------------------------

export const SEAMLESS_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export const SIGNATURE_HEADER = 'x-prime-signature';
/** A signed request older or newer than this is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/**
 * Wins one round may be paid (free spins, bonus features, a jackpot paid after the round each
 * send their own); a provider that sends more is out of bounds and is refused.
 */
export const SEAMLESS_MAX_WINS_PER_ROUND = 100;

const externalId = z.string().min(1).max(128);

export const seamlessBase = z.object({
  /** The launch token the casino gave the provider with the game URL. */
  session_token: z.string().min(20).max(128),
  player_id: recordId,
  currency: z.string().length(3),
});

export const seamlessBalanceBody = seamlessBase.strict();
export const seamlessBetBody = seamlessBase
  .extend({
    transaction_id: externalId,
    round_id: externalId,
    game_id: recordId,
    amount: moneyAmount.refine((value) => value > 0, 'A bet is more than zero.'),
  })
  .strict();
/**
 * Wins and rollbacks settle a round that was paid for: the session token may be left out (the
 * game session ended, or a provider settles later), and the player and currency are checked.
 */
const settlementBase = seamlessBase.extend({
  session_token: seamlessBase.shape.session_token.optional(),
});

export const seamlessWinBody = settlementBase
  .extend({
    transaction_id: externalId,
    /** The bet this win settles. */
    bet_transaction_id: externalId,
    round_id: externalId,
    game_id: recordId,
    /** Zero closes a lost round. */
    amount: moneyAmount,
  })
  .strict();
export const seamlessRollbackBody = settlementBase
  .extend({
    transaction_id: externalId,
    /** The bet to cancel; unknown ids are recorded so a late bet with that id is refused. */
    bet_transaction_id: externalId,
    round_id: externalId.optional(),
    game_id: recordId.optional(),
  })
  .strict();
export type SeamlessBetBody = z.infer<typeof seamlessBetBody>;
export type SeamlessWinBody = z.infer<typeof seamlessWinBody>;
export type SeamlessRollbackBody = z.infer<typeof seamlessRollbackBody>;

export const seamlessResponse = z.object({
  /** The player's real plus bonus money after the call, in major units. */
  balance: z.number(),
  real: balanceSchema.shape.total,
  bonus: balanceSchema.shape.bonus,
  currency: z.string(),
  /** The casino's transaction id (absent on balance and on a zero win). */
  casino_transaction_id: z.string().optional(),
  /** True when this transaction id was processed before and nothing moved now. */
  replayed: z.boolean().optional(),
});
export type SeamlessResponse = z.infer<typeof seamlessResponse>;

// ---------------------------------------------------------------------------------------------
// The game page in the iframe tells the game screen around it what happened, with
// `window.parent.postMessage(message, location.origin)`; both are on the site's origin.
// ---------------------------------------------------------------------------------------------

/**
 * - `balance_changed`: a bet or a win moved money; the site refreshes the header balance.
 * - `insufficient_funds`: a bet was refused for the balance; `message` is the server's text.
 * - `blocked`: a bet was refused by a rule (`reality_check_pending`, `daily_bet_limit`,
 *   `daily_loss_limit`, `playing_time_limit`, `game_session_expired`, ...).
 */
export type GameFrameMessage =
  | { source: 'prime-game'; type: 'balance_changed' }
  | { source: 'prime-game'; type: 'insufficient_funds'; message: string }
  | { source: 'prime-game'; type: 'blocked'; code: string; message: string };
