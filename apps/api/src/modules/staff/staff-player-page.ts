import {
  LIMIT_FIELDS,
  toMajor,
  type Balance,
  type LimitField,
  type StaffPlayer,
} from '@prime/contract';
import type { StaffPlayersService } from '../players/staff-players.service';

type Rows = Record<string, unknown>[];

/** Where each part of a player's page comes from: the owning modules' services. */
export type PlayerPageSources = {
  players: StaffPlayersService;
  balanceOf: (playerId: number) => Promise<Balance>;
  currencyCodeOf: (currencyId: number) => Promise<string | null>;
  /** The player's limits: minor units, minutes for playing time, null for none. */
  limitsOf: (skinId: number, playerId: number) => Promise<Record<LimitField, bigint | null>>;
  exclusionsOf: (playerId: number) => Promise<Rows>;
  kycLevelsOf: (playerId: number) => Promise<Rows>;
  sessionsOf: (playerId: number) => Promise<Rows>;
  loginAttemptsOf: (playerId: number) => Promise<Rows>;
  documentsOf: (playerId: number) => Promise<Rows>;
  messagesOf: (playerId: number) => Promise<Rows>;
};

/** Limits as staff read them: major units of money, minutes of playing time. */
const shownLimits = (limits: Record<LimitField, bigint | null>): StaffPlayer['limits'] =>
  Object.fromEntries(
    LIMIT_FIELDS.map((field) => {
      const value = limits[field];
      if (value === null) return [field, null];
      return [field, field === 'max_daily_playing_time' ? Number(value) : toMajor(value)];
    }),
  );

/** A player's page in the back office: everything support and compliance look at, at once. */
export const playerPageOf = async (
  sources: PlayerPageSources,
  id: number,
): Promise<StaffPlayer> => {
  const player = await sources.players.get(id);
  const [
    balance,
    limits,
    exclusions,
    kycLevels,
    sessions,
    loginAttempts,
    documents,
    messages,
    notes,
  ] = await Promise.all([
    sources.balanceOf(id),
    sources.limitsOf(player.skinId, id),
    sources.exclusionsOf(id),
    sources.kycLevelsOf(id),
    sources.sessionsOf(id),
    sources.loginAttemptsOf(id),
    sources.documentsOf(id),
    sources.messagesOf(id),
    sources.players.notesOf(id),
  ]);
  return {
    id: player.id,
    username: player.username,
    email: player.email,
    phone: player.phone,
    status: player.status,
    created_at: player.created_at,
    first_name: player.first_name,
    last_name: player.last_name,
    country: player.country,
    currency: await sources.currencyCodeOf(player.currencyId),
    balance: {
      total: balance.total,
      available: balance.available,
      deposited: balance.deposited,
      bonus: balance.bonus,
    },
    limits: shownLimits(limits),
    exclusions,
    kyc_levels: kycLevels,
    sessions,
    login_attempts: loginAttempts,
    documents,
    messages,
    notes,
  };
};
