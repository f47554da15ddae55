import {
  EXCLUSION_DEFAULT_REASON,
  EXCLUSION_FOREVER_AT,
  EXCLUSION_FOREVER_LIFT_DELAY_DAYS,
  EXCLUSION_LIFT_DELAY_HOURS,
  EXCLUSION_LIFT_REASON_MIN,
  EXCLUSION_RULE_MESSAGES,
  exclusionEndOf,
  exclusionPeriodOf,
  type ExclusionRequest,
  type OpsExclusionAnswerBody,
  type OpsExclusionRequest,
  type UpdateMeBody,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type { ExclusionSet, PlayerStanding } from '../players/exclusion';
import type { PlayersService } from '../players/players.service';
import type { ExclusionChangeRow, ExclusionRepository } from './exclusion.repository';

const FOREVER = new Date(EXCLUSION_FOREVER_AT);

/** The end of the player's exclusion in force at `now`, or null when none is. */
export const exclusionEndInForce = (player: PlayerStanding, now: Date): Date | null => {
  if (player.status !== 'self_excluded') return null;
  const end = player.statusExpiresAt ?? FOREVER;
  return end > now ? end : null;
};

/**
 * When a granted earlier end may apply: 24 hours after the grant, 7 days for an exclusion without
 * end (spec 02 §4's activation delays, applied to lifting; decision 25).
 */
export const liftAppliesAt = (previousEnd: Date | null, grantedAt: Date): Date =>
  previousEnd === null || previousEnd >= FOREVER
    ? exclusionEndOf(grantedAt, EXCLUSION_FOREVER_LIFT_DELAY_DAYS, 'days')
    : exclusionEndOf(grantedAt, EXCLUSION_LIFT_DELAY_HOURS, 'hours');

const requestOf = (row: ExclusionChangeRow): ExclusionRequest => ({
  id: row.id,
  status: row.status as ExclusionRequest['status'],
  activated_at: row.activatesAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  response: { status_expires_at: (row.end ?? row.createdAt).toISOString() },
});

const opsRequestOf = (row: ExclusionChangeRow): OpsExclusionRequest => ({
  ...requestOf(row),
  player_id: row.playerId,
  current_expires_at: row.previousEnd?.toISOString() ?? null,
  reason: row.reason,
});

const invalid = (code: 'exclusion_period' | 'exclusion_reason_required', field: string) =>
  new AppError(code, undefined, { [field]: [EXCLUSION_RULE_MESSAGES[code]] });

/**
 * Self-exclusion, time-out and closure (spec 02 §4 Limits and exclusion, decision 25). A longer
 * exclusion, a time-out or a closure applies at once: the player's sessions and open game sessions
 * end in the same transaction. An earlier end is a request for the operator; once granted it
 * applies no sooner than 24 hours later (7 days for an exclusion without end).
 */
export const createExclusionService = (
  repository: ExclusionRepository,
  deps: {
    players: Pick<PlayersService, 'lockStanding' | 'setExclusionEnd'>;
    /** The player's money in minor units, read in `tx` (a closure needs it at zero). */
    pocketsWithin: (
      tx: Db,
      playerId: number,
    ) => Promise<{ available: bigint; deposited: bigint; bonus: bigint }>;
    /** Ends every login session and open game session of the player, inside `tx`. */
    endPlay: (tx: Db, playerId: number) => Promise<void>;
    now?: () => Date;
  },
) => {
  const now = deps.now ?? (() => new Date());
  return {
    /** Decides one exclusion of PUT me, the player's row locked (players' `ExclusionChanger`). */
    change: async (
      tx: Db,
      player: PlayerStanding,
      body: UpdateMeBody,
    ): Promise<ExclusionSet | undefined> => {
      const at = now();
      const kind = body.statistic!;
      if (player.status !== 'active' && player.status !== 'self_excluded')
        throw new AppError('player_blocked');
      const given = body.status_reason?.trim() ?? '';
      const reason = given === '' ? EXCLUSION_DEFAULT_REASON : given;
      const currentEnd = exclusionEndInForce(player, at);
      const record = { playerId: player.id, kind, reason, previousEnd: currentEnd, createdAt: at };

      if (kind === 'closure') {
        const money = await deps.pocketsWithin(tx, player.id);
        if (money.available + money.deposited + money.bonus > 0n)
          throw new AppError('closure_balance_left');
        await repository.record(tx, { ...record, status: 'applied', end: null });
        await deps.endPlay(tx, player.id);
        return { status: 'closed', statusReason: reason, statusExpiresAt: currentEnd };
      }

      let end = FOREVER;
      if (body.expires_at_forever !== true) {
        const sent = new Date(body.status_expires_at!);
        const period = exclusionPeriodOf(kind, sent, at);
        if (period === null) throw invalid('exclusion_period', 'status_expires_at');
        end = exclusionEndOf(at, period, kind === 'self_exclusion' ? 'days' : 'hours');
      }

      if (currentEnd && end < currentEnd) {
        // Ending sooner protects the player less: it waits for a reason and the operator.
        if (given.length < EXCLUSION_LIFT_REASON_MIN)
          throw invalid('exclusion_reason_required', 'status_reason');
        if (await repository.requestedOf(tx, player.id))
          throw new AppError('exclusion_request_pending');
        await repository.record(tx, { ...record, status: 'requested', end });
        return undefined;
      }
      await repository.record(tx, { ...record, status: 'applied', end });
      await deps.endPlay(tx, player.id);
      return { status: 'self_excluded', statusReason: reason, statusExpiresAt: end };
    },

    /** GET me/statistics/last?type=exclusions: the player's requests to end sooner. */
    requests: async (playerId: number, toActivate: boolean): Promise<ExclusionRequest[]> =>
      (await repository.requestsOf(playerId, toActivate ? now() : undefined)).map(requestOf),

    /** The requests waiting for the operator's answer. */
    listRequested: async (): Promise<OpsExclusionRequest[]> =>
      (await repository.listRequested()).map(opsRequestOf),

    /**
     * The operator grants or refuses a request. A granted earlier end applies no sooner than the
     * lifting delay after now, and only if it is still earlier than the end in force.
     */
    answer: async (
      id: number,
      action: 'grant' | 'refuse',
      body: OpsExclusionAnswerBody,
      options: { audit?: AuditHook } = {},
    ): Promise<OpsExclusionRequest> =>
      repository.transaction(async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row || row.status === 'applied')
          throw new AppError('not_found', 'No such exclusion request.');
        if (row.status !== 'requested') throw new AppError('exclusion_request_answered');
        const at = now();
        const answer = { answeredAt: at, answeredBy: body.operator, answerReason: body.reason };
        let answered;
        if (action === 'refuse') {
          answered = await repository.answer(tx, id, { ...answer, status: 'refused' });
        } else {
          const player = await deps.players.lockStanding(tx, row.playerId);
          if (!player) throw new AppError('not_found', 'No such player.');
          const appliesAt = liftAppliesAt(row.previousEnd, at);
          const requested = row.end ?? at;
          const end = requested > appliesAt ? requested : appliesAt;
          const currentEnd = exclusionEndInForce(player, at);
          if (currentEnd && end < currentEnd)
            await deps.players.setExclusionEnd(tx, player.id, end);
          answered = await repository.answer(tx, id, {
            ...answer,
            status: 'granted',
            activatesAt: appliesAt,
          });
        }
        // A staff member's audit row: the last write, in the answer's transaction.
        await options.audit?.(tx);
        return opsRequestOf(answered);
      }),
  };
};

export type ExclusionService = ReturnType<typeof createExclusionService>;
