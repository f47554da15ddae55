import {
  isRiskyCountry,
  RULE_MESSAGES,
  toMajor,
  type Balance,
  type Player,
  type PlayerStatus,
  type ResponsibleGaming,
  type ResponsibleGamingNotice,
  type LimitField,
  type UpdateMeBody,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SessionsService } from '../auth/sessions.service';
import type { GeoService } from '../geo/geo.service';
import { zeroBalances, type BalanceReader } from './balances';
import type { MarketingState, PlayerRow, PlayersRepository } from './players.repository';

export type { BonusProfile } from './players.repository';
import type { ExclusionChanger, PlayerStanding } from './exclusion';
import { LIMIT_COLUMNS, limitsOfRow, type LimitChanger, type PlayerLimits } from './limits';

export type { LaunchPlayer } from './players.repository';
import { planUpdateMe, type SessionActor } from './update-me';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
const major = (minor: bigint | null): number | null => (minor === null ? null : toMajor(minor));

const toPlayer = (
  row: PlayerRow,
  currency: { id: number; code: string; symbol: string },
  balance: Balance,
  kyc: Player['kyc'],
  bonus: Player['bonus'] = null,
): Player => ({
  id: row.id,
  user_id: row.id,
  skin_id: row.skinId,
  name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username,
  username: row.username,
  email: row.email,
  email_verified_at: iso(row.emailVerifiedAt),
  mobile: row.mobile,
  sms_verified_at: iso(row.smsVerifiedAt),
  status: row.status as PlayerStatus,
  is_verified: row.isVerified,
  language: row.language,
  currency,
  balance,
  information: {
    dob: row.dob,
    gender: row.gender as Player['information']['gender'],
    country: row.countryCode,
    city: row.city,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    street: row.street,
    street_number: row.streetNumber,
    postal_code: row.postalCode,
    nationality: row.nationality,
    birth_country: row.birthCountry,
    reality_minutes: row.realityMinutes,
    risky_country: isRiskyCountry(row.countryCode),
  },
  is_crypt: row.isCrypt,
  marketing: { terms_and_conditions: row.termsAccepted, newsletter: row.newsletter },
  limits: {
    max_daily_deposit: major(row.maxDailyDeposit),
    max_weekly_deposit: major(row.maxWeeklyDeposit),
    max_monthly_deposit: major(row.maxMonthlyDeposit),
  },
  betLimits: {
    max_daily_bet: major(row.maxDailyBet),
    max_weekly_bet: major(row.maxWeeklyBet),
    max_monthly_bet: major(row.maxMonthlyBet),
    max_daily_loss: major(row.maxDailyLoss),
    max_weekly_loss: major(row.maxWeeklyLoss),
    max_monthly_loss: major(row.maxMonthlyLoss),
    max_daily_playing_time: row.maxDailyPlayingTime,
  },
  status_expires_at: iso(row.statusExpiresAt),
  status_reason: row.statusReason,
  is_pep: row.isPep,
  is_ubo: row.isUbo,
  statusKyc: row.statusKyc,
  kyc,
  bonus,
  responsible_gaming: {
    deposit_notice_acknowledged_at: iso(row.rgDepositNoticeAt),
    bet_notice_acknowledged_at: iso(row.rgBetNoticeAt),
  },
  last_login: row.previousLoginAt
    ? { at: row.previousLoginAt.toISOString(), ip: row.previousLoginIp }
    : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export type PlayersServiceDeps = {
  geo: GeoService;
  /** Revokes the player's other sessions after a password change. */
  sessions: Pick<SessionsService, 'revokeOtherSessions'>;
  /** Where balances come from; zero until the ledger plugs in here. */
  balances?: BalanceReader;
  /** Decides a limit change of PUT me (player protection); without it, limits cannot change. */
  changeLimit?: LimitChanger;
  /** Decides an exclusion of PUT me (player protection); without it, none can be asked. */
  changeExclusion?: ExclusionChanger;
  /**
   * Takes the player's wallet lock and moves its version (the wallet module), inside a change of
   * the player's standing and right after the player's row: no bet is booked on the standing
   * the change replaces once it commits (decision 36).
   */
  fenceStakes: (tx: Db, playerId: number) => Promise<void>;
  /** The player's KYC levels (the kyc module); none without it. */
  kycLevels?: (playerId: number) => Promise<Player['kyc']>;
  /** The player's active bonus in a language (the bonus module); none without it. */
  activeBonus?: (playerId: number, language: string) => Promise<Player['bonus']>;
};

export const createPlayersService = (
  repository: PlayersRepository,
  {
    geo,
    sessions,
    balances = zeroBalances,
    changeLimit,
    changeExclusion,
    fenceStakes,
    kycLevels,
    activeBonus,
  }: PlayersServiceDeps,
) => {
  /** The player of a session; throws `unauthenticated` when the player is gone or on another skin. */
  const getPlayer = async (skinId: number, playerId: number): Promise<Player> => {
    const row = await repository.findById(skinId, playerId);
    if (!row) throw new AppError('unauthenticated');
    const currency = (await geo.listCurrencies()).find((entry) => entry.id === row.currencyId);
    if (!currency) throw new Error(`Player ${row.id} has unknown currency ${row.currencyId}`);
    return toPlayer(
      row,
      { id: currency.id, code: currency.code, symbol: currency.symbol },
      await balances(row.id),
      kycLevels ? await kycLevels(row.id) : [],
      activeBonus ? await activeBonus(row.id, row.language) : null,
    );
  };

  return {
    getPlayer,

    /** GET me/balance: the four balances of the session's player, in major units. */
    getBalance: async (skinId: number, playerId: number): Promise<Balance> => {
      if (!(await repository.isOfSkin(skinId, playerId))) throw new AppError('unauthenticated');
      return balances(playerId);
    },

    /**
     * PUT me: the session decides the player. The row is locked while the body is checked
     * against it, so a refusal changes nothing and two changes run one after the other.
     */
    updateMe: async (actor: SessionActor, body: UpdateMeBody): Promise<Player> => {
      const { revokeOtherSessions } = await repository
        .transaction(async (tx) => {
          const row = await repository.lockById(tx, actor.skinId, actor.playerId);
          if (!row) throw new AppError('unauthenticated');
          const outcome = await planUpdateMe(tx, repository, row, body, {
            changeLimit,
            changeExclusion,
            fenceStakes,
          });
          if (Object.keys(outcome.changes).length > 0) {
            await repository.update(tx, actor.skinId, actor.playerId, outcome.changes);
          }
          return outcome;
        })
        .catch((error: unknown) => {
          // Two players taking one e-mail at the same moment: the unique index decides.
          if (isUniqueViolation(error)) {
            throw new AppError('already_used', undefined, {
              email: [RULE_MESSAGES.email_already_used],
            });
          }
          throw error;
        });
      if (revokeOtherSessions) {
        await sessions.revokeOtherSessions(actor.playerId, actor.sessionId);
      }
      return getPlayer(actor.skinId, actor.playerId);
    },

    findIdByUsername: (username: string) => repository.findIdByUsername(username),

    /**
     * Sets the player's verified state as the kyc module decided it (decision 28): verified
     * once a level is accepted, and the KYC status the site and the launch rules read.
     */
    setKycState: async (
      tx: Db,
      playerId: number,
      state: { isVerified?: true; statusKyc: string | null },
    ): Promise<void> => {
      await repository.updateById(tx, playerId, state);
    },

    /** The limits in force of the session's player. */
    limitsOf: async (skinId: number, playerId: number): Promise<PlayerLimits> => {
      const row = await repository.findById(skinId, playerId);
      if (!row) throw new AppError('unauthenticated');
      return limitsOfRow(row);
    },

    /**
     * The player's limits with the row locked until `tx` ends, and the wallet's after it
     * (`fenceStakes`): `tx` changes them. Undefined for no player.
     */
    lockLimits: async (tx: Db, playerId: number): Promise<PlayerLimits | undefined> => {
      const row = await repository.lockOne(tx, playerId);
      if (!row) return undefined;
      await fenceStakes(tx, playerId);
      return limitsOfRow(row);
    },

    /** Sets one limit (minor units, minutes for playing time; null for none) inside `tx`. */
    setLimit: async (tx: Db, playerId: number, field: LimitField, value: bigint | null) => {
      const column = LIMIT_COLUMNS[field];
      await repository.updateById(tx, playerId, {
        [column]: column === 'maxDailyPlayingTime' && value !== null ? Number(value) : value,
      });
    },

    /**
     * The player's standing with the row locked until `tx` ends, and the wallet's after it
     * (`fenceStakes`): `tx` changes it. Undefined for no player.
     */
    lockStanding: async (tx: Db, playerId: number): Promise<PlayerStanding | undefined> => {
      const row = await repository.lockOne(tx, playerId);
      if (!row) return undefined;
      await fenceStakes(tx, playerId);
      return { id: row.id, status: row.status, statusExpiresAt: row.statusExpiresAt };
    },

    /** Moves the end of the player's exclusion (an operator granted an earlier one) inside `tx`. */
    setExclusionEnd: async (tx: Db, playerId: number, end: Date): Promise<void> => {
      await repository.updateById(tx, playerId, { statusExpiresAt: end });
    },

    /** The marketing choices and skin of a player; inside `tx`, its row stays locked. */
    findMarketing: (playerId: number, tx?: Db) =>
      repository.findMarketing(playerId, tx ? { tx, lock: true } : {}),

    /** Withdraws the newsletter and/or the marketing consent; never grants either. */
    withdrawMarketing: async (
      tx: Db,
      playerId: number,
      withdraw: { newsletter: boolean; marketingConsent: boolean },
    ): Promise<void> => {
      const changes: Partial<MarketingState> = {};
      if (withdraw.newsletter) changes.newsletter = false;
      if (withdraw.marketingConsent) changes.marketingConsent = false;
      if (Object.keys(changes).length > 0) await repository.updateMarketing(tx, playerId, changes);
    },

    /** What a game launch decides on (any skin: the caller compares the session's). */
    findLaunchPlayer: (playerId: number) => repository.findLaunchPlayer(playerId),

    /** The player as the bonus area reads them, with the campaign chosen at registration. */
    findBonusProfile: (playerId: number, tx?: Db) => repository.findBonusProfile(playerId, tx),

    /** Clears a pending reality check: opening a game again is the player's answer to it. */
    clearRealityCheck: (playerId: number) => repository.clearRealityCheck(playerId),

    /**
     * Marks the player as awaiting the answer to a reality check (the message is the messages
     * module's): the player's row, then the wallet's, as every change of standing.
     */
    startRealityCheck: (playerId: number): Promise<void> =>
      repository.transaction(async (tx) => {
        await repository.startRealityCheck(tx, playerId);
        await fenceStakes(tx, playerId);
      }),

    /** Records that the player read the responsible-gaming notice shown before `notice`; the first time counts. */
    acknowledgeNotice: async (
      skinId: number,
      playerId: number,
      notice: ResponsibleGamingNotice,
    ): Promise<ResponsibleGaming> => {
      await repository.acknowledgeNotice(playerId, notice);
      const player = await repository.findById(skinId, playerId);
      if (!player) throw new AppError('unauthenticated');
      return {
        deposit_notice_acknowledged_at: iso(player.rgDepositNoticeAt),
        bet_notice_acknowledged_at: iso(player.rgBetNoticeAt),
      };
    },
  };
};

export type PlayersService = ReturnType<typeof createPlayersService>;

export {
  cashierPlayerRead,
  playerIdRead,
  playerNameRead,
  playerRead,
  type CashierPlayerRow,
  type PlayerReadRow,
} from './players.reads';
