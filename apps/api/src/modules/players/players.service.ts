import type { Player, PlayerStatus, UpdateMeBody } from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { GeoService } from '../geo/geo.service';
import type { MarketingState, PlayerRow, PlayersRepository } from './players.repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** No ledger entries yet: every balance starts at zero. */
const EMPTY_BALANCE = { total: 0, bonus: 0, available: 0, deposited: 0 };

const toPlayer = (
  row: PlayerRow,
  currency: { id: number; code: string; symbol: string },
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
  balance: EMPTY_BALANCE,
  information: {
    dob: row.dob,
    gender: row.gender as Player['information']['gender'],
    country: row.countryCode,
    city: row.city,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    postal_code: row.postalCode,
    nationality: row.nationality,
    reality_minutes: row.realityMinutes,
    risky_country: false,
  },
  is_crypt: row.isCrypt,
  marketing: { terms_and_conditions: row.termsAccepted, newsletter: row.newsletter },
  limits: { max_daily_deposit: null, max_weekly_deposit: null, max_monthly_deposit: null },
  betLimits: { max_daily_bet: null, max_daily_loss: null, max_daily_playing_time: null },
  status_expires_at: iso(row.statusExpiresAt),
  status_reason: row.statusReason,
  is_pep: row.isPep,
  is_ubo: row.isUbo,
  statusKyc: null,
  kyc: [],
  bonus: null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const createPlayersService = (repository: PlayersRepository, geo: GeoService) => {
  /** The player of a session; throws `unauthenticated` when the player is gone or on another skin. */
  const getPlayer = async (skinId: number, playerId: number): Promise<Player> => {
    const row = await repository.findById(skinId, playerId);
    if (!row) throw new AppError('unauthenticated');
    const currency = (await geo.listCurrencies()).find((entry) => entry.id === row.currencyId);
    if (!currency) throw new Error(`Player ${row.id} has unknown currency ${row.currencyId}`);
    return toPlayer(row, { id: currency.id, code: currency.code, symbol: currency.symbol });
  };

  return {
    getPlayer,

    /** PUT me: the session decides the player; only the fields sent change. */
    updateMe: async (skinId: number, playerId: number, changes: UpdateMeBody): Promise<Player> => {
      if (changes.language !== undefined) {
        await repository.updateLanguage(skinId, playerId, changes.language);
      }
      return getPlayer(skinId, playerId);
    },

    findIdByUsername: (username: string) => repository.findIdByUsername(username),

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
  };
};

export type PlayersService = ReturnType<typeof createPlayersService>;
