import type { AmlLevel, KycLevelName } from '@prime/contract';
import type { Db } from '../../db/client';
import type { AuditHook } from '../../lib/audit-hook';
import { STAFF_KYC_PROVIDER, type KycRepository } from './kyc.repository';
import type { KycDeps } from './kyc.service';
import { applyLevelResult, type KycDecision } from './kyc-webhooks';

/**
 * What a compliance officer changes, who they are and why: kept in `kyc_events`; their audit
 * row is written in the same transaction.
 */
export type KycStaffChange = { by: string; reason: string; audit?: AuditHook };

/**
 * A compliance officer's decisions on a player's verification (decision 33): a level accepted
 * or rejected by hand, with the same effects as the provider's answer; an AML level set by
 * hand; and the record (`kyc_events`, source `staff`) of every change, with who and why.
 */
export const createKycCompliance = (deps: {
  repository: KycRepository;
  players: Pick<KycDeps['players'], 'setKycState'>;
  /** Told once a level was accepted or rejected (committed): the player's message about it. */
  onDecision?: (decision: KycDecision) => Promise<void>;
}) => {
  const { repository } = deps;

  const record = (
    tx: Db,
    playerId: number,
    type: string,
    change: KycStaffChange,
    payload: Record<string, unknown>,
  ) =>
    repository.insertEvent(tx, {
      playerId,
      source: 'staff',
      provider: STAFF_KYC_PROVIDER,
      eventId: `staff-${type}-${playerId}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      type,
      reason: change.reason,
      payload: { by: change.by, ...payload },
    });

  return {
    /**
     * Sets a level accepted or rejected by hand (opening it first when the player never did):
     * the provider's answer's effects (`is_verified`, `statusKyc`, the launch gates), and the
     * player is told. A provider event older than this decision is ignored afterwards.
     */
    overrideLevel: async (
      playerId: number,
      decided: { level: KycLevelName; status: 'accepted' | 'rejected' },
      change: KycStaffChange,
    ) => {
      const decision = await repository.transaction(async (tx) => {
        let level = await repository.lockLevel(tx, playerId, decided.level);
        if (!level) {
          await repository.openLevel(tx, {
            playerId,
            level: decided.level,
            provider: STAFF_KYC_PROVIDER,
            applicantId: `staff-${playerId}`,
          });
          level = (await repository.lockLevel(tx, playerId, decided.level))!;
        }
        await record(tx, playerId, 'levelOverride', change, {
          level: decided.level,
          status: decided.status,
          previous: level.status,
        });
        const applied = await applyLevelResult(deps, tx, level, {
          status: decided.status,
          rejectReason: change.reason,
          decidedAt: new Date(),
        });
        await change.audit?.(tx);
        return applied;
      });
      if (decision) await deps.onDecision?.(decision);
    },

    /** Sets the player's AML level by hand; it replaces the computed one. */
    setAmlLevel: (playerId: number, level: AmlLevel, change: KycStaffChange) =>
      repository.transaction(async (tx) => {
        const previous = await repository.amlOverrideOf(playerId, tx);
        await repository.setAmlOverride(tx, {
          playerId,
          level,
          reason: change.reason,
          setBy: change.by,
        });
        await record(tx, playerId, 'amlLevel', change, {
          level,
          previous: previous?.level ?? null,
        });
        await change.audit?.(tx);
      }),

    /**
     * Records a change another module made and owns (PEP/UBO flags, a questionnaire asked for),
     * in that change's transaction when given.
     */
    recordChange: (
      playerId: number,
      type: 'flags' | 'questionnaire',
      change: KycStaffChange,
      payload: Record<string, unknown>,
      tx?: Db,
    ) =>
      tx
        ? record(tx, playerId, type, change, payload)
        : repository.transaction((inner) => record(inner, playerId, type, change, payload)),

    amlOverrideOf: (playerId: number) => repository.amlOverrideOf(playerId),
    playersWithLevelsOrOverrides: repository.playersWithLevelsOrOverrides,
    eventsOf: (playerId: number) => repository.listEvents(playerId),
  };
};

export type KycCompliance = ReturnType<typeof createKycCompliance>;
