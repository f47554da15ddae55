import {
  LIMIT_FIELDS,
  limitPeriodOf,
  toMajor,
  type LimitField,
  type LimitRequest,
  type LimitUsage,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlayersService } from '../players/players.service';
import {
  limitChangeKind,
  limitOrderRefusal,
  limitValueOf,
  nextChangeAt,
  raiseActivatesAt,
  type Limits,
} from './limit-rules';
import type { LimitChangeRow, LimitsRepository } from './limits.repository';

const valueText = (field: LimitField, value: bigint | null) =>
  value === null
    ? null
    : field === 'max_daily_playing_time'
      ? value.toString()
      : (value / 100n).toString();

const requestOf = (row: LimitChangeRow, now: Date): LimitRequest => {
  const field = row.field as LimitField;
  const activatesAt = row.activatesAt ?? row.createdAt;
  return {
    id: row.id,
    field,
    status: activatesAt <= now ? 'confirmable' : 'pending',
    activated_at: activatesAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    response: { [field]: valueText(field, row.value) },
  };
};

/**
 * A player's own limits (spec 02 §4 Limits and exclusion, decision 24): a first or lower limit
 * applies at once; a raise or a removal waits 24 hours and then the player's confirmation; one
 * change per limit in 24 hours; a tighter period never above a looser one. The values live on
 * the player (the players module); the changes are recorded here.
 */
export const createLimitsService = (
  repository: LimitsRepository,
  deps: {
    players: Pick<PlayersService, 'lockLimits' | 'setLimit'>;
    now?: () => Date;
  },
) => {
  const now = deps.now ?? (() => new Date());
  return {
    /** Decides one change of PUT me, the player's row locked (players' `LimitChanger`). */
    change: async (
      tx: Db,
      player: { id: number; limits: Limits },
      field: LimitField,
      sent: string | null,
    ): Promise<{ set: bigint | null } | undefined> => {
      const at = now();
      if (await repository.pendingOf(tx, player.id, field))
        throw new AppError('limit_change_pending');
      const last = await repository.lastChangeAt(tx, player.id, field);
      if (last && nextChangeAt(last) > at)
        throw new AppError('limit_change_too_soon', undefined, undefined, {
          next_change_at: nextChangeAt(last).toISOString(),
        });
      const value = limitValueOf(field, sent);
      const previous = player.limits[field];
      const kind = limitChangeKind(previous, value);
      if (kind === 'none') return undefined;
      const refused = limitOrderRefusal({ ...player.limits, [field]: value }, field);
      if (refused) throw refused;
      const record = { playerId: player.id, field, previous, value, createdAt: at };
      if (kind === 'at_once') {
        await repository.record(tx, { ...record, status: 'applied' });
        return { set: value };
      }
      await repository.record(tx, {
        ...record,
        status: 'pending',
        activatesAt: raiseActivatesAt(at),
      });
      return undefined;
    },

    /** GET me/statistics/last?type=limits: the player's waiting changes. */
    requests: async (playerId: number): Promise<LimitRequest[]> => {
      const at = now();
      return (await repository.pending(playerId)).map((row) => requestOf(row, at));
    },

    /** DELETE me/statistics/{id}: withdraws a waiting change of the player's own. */
    deleteRequest: async (playerId: number, id: number): Promise<void> => {
      const deleted = await repository.transaction((tx) =>
        repository.settle(tx, playerId, id, 'deleted', now()),
      );
      if (!deleted) throw new AppError('not_found', 'No such waiting limit change.');
    },

    /** POST me/statistics/{id}/confirm: applies a waiting change whose 24 hours are over. */
    confirmRequest: async (playerId: number, id: number): Promise<void> => {
      await repository.transaction(async (tx) => {
        const limits = await deps.players.lockLimits(tx, playerId);
        const row = limits && (await repository.lockPending(tx, playerId, id));
        if (!limits || !row) throw new AppError('not_found', 'No such waiting limit change.');
        const at = now();
        if ((row.activatesAt ?? row.createdAt) > at)
          throw new AppError('limit_request_not_confirmable');
        const field = row.field as LimitField;
        const refused = limitOrderRefusal({ ...limits, [field]: row.value }, field);
        if (refused) throw refused;
        await deps.players.setLimit(tx, playerId, field, row.value);
        await repository.settle(tx, playerId, id, 'confirmed', at);
      });
    },

    /** GET me/limits: every limit with what the player used of it this day, week or month. */
    usage: async (playerId: number, limits: Limits): Promise<LimitUsage[]> => {
      const row = await repository.usage(playerId);
      const used = (field: LimitField): bigint => {
        const period = limitPeriodOf(field);
        const bets = BigInt(row[`${period}_bets`]!);
        if (field.endsWith('_deposit')) return BigInt(row[`${period}_deposits`]!);
        if (field.endsWith('_bet')) return bets;
        if (field.endsWith('_loss')) {
          const lost = bets - BigInt(row[`${period}_wins`]!);
          return lost > 0n ? lost : 0n;
        }
        return BigInt(Math.floor(Number(row['day_seconds']) / 60));
      };
      return LIMIT_FIELDS.map((field) => {
        const limit = limits[field];
        const spent = used(field);
        const money = field !== 'max_daily_playing_time';
        const show = (value: bigint) => (money ? toMajor(value) : Number(value));
        return {
          field,
          period: limitPeriodOf(field),
          limit: limit === null ? null : show(limit),
          used: show(spent),
          left: limit === null ? null : show(limit > spent ? limit - spent : 0n),
        };
      });
    },
  };
};

export type LimitsService = ReturnType<typeof createLimitsService>;
