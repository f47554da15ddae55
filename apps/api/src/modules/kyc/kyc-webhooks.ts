import type { KycLevelStatus } from '@prime/contract';
import type { KycEvent, KycProvider } from '../../adapters/kyc/kyc';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { KycLevelRow, KycRepository } from './kyc.repository';
import type { KycDeps } from './kyc.service';
import { playerKycState, statusOfReview } from './kyc-state';

export type KycWebhookOutcome = 'applied' | 'ignored' | 'duplicate';

/**
 * How far ahead of our clock a provider's event may be dated (clocks drift a little). A decision
 * dated later would be applied and then make every real event after it look older, so it is
 * refused instead.
 */
export const KYC_EVENT_MAX_SKEW_SECONDS = 300;

/** A provider's final answer on one of a player's levels. */
export type KycDecision = {
  playerId: number;
  level: string;
  status: 'accepted' | 'rejected';
  rejectReason: string | null;
};

/**
 * Applies a result to one of a player's levels, locked by `tx`: the level's status and reason,
 * the time of the decision (an older provider event is ignored after it), and the player's
 * verified state (`is_verified`, `statusKyc`). The provider's webhooks and a compliance
 * officer's override both come here. Answers the decision when the level was accepted or rejected.
 */
export const applyLevelResult = async (
  deps: { repository: KycRepository; players: Pick<KycDeps['players'], 'setKycState'> },
  tx: Db,
  level: KycLevelRow,
  result: { status: KycLevelStatus; rejectReason: string | null; decidedAt: Date },
): Promise<KycDecision | undefined> => {
  const { status } = result;
  const rejectReason = status === 'rejected' ? result.rejectReason : null;
  await deps.repository.updateLevel(tx, level.id, {
    status,
    rejectReason,
    decidedAt: result.decidedAt,
  });
  await deps.players.setKycState(
    tx,
    level.playerId,
    playerKycState(await deps.repository.listLevels(level.playerId, tx)),
  );
  return status === 'accepted' || status === 'rejected'
    ? { playerId: level.playerId, level: level.level, status, rejectReason }
    : undefined;
};

/**
 * The verification providers' webhooks (decision 28): verified on the raw body before anything
 * is read; the event id recorded in the same database transaction as the level's change, so a
 * redelivery changes nothing; a decision older than the last one applied, or about an
 * applicant that is not ours, is recorded as ignored and acknowledged.
 */
export const createKycWebhooks = (deps: {
  repository: KycRepository;
  providers: Record<string, KycProvider>;
  players: Pick<KycDeps['players'], 'setKycState'>;
  /** Told once a level was accepted or rejected (committed): the player's message about it. */
  onDecision?: (decision: KycDecision) => Promise<void>;
  /** The clock an event's date is checked against. */
  now?: () => Date;
}) => {
  const { repository } = deps;

  const apply = async (
    tx: Db,
    provider: string,
    event: KycEvent,
  ): Promise<{ outcome: KycWebhookOutcome; decision?: KycDecision }> => {
    const found = await repository.lockByApplicant(tx, provider, event.applicantId);
    const level =
      found && String(found.playerId) === event.externalUserId && found.level === event.levelName
        ? found
        : undefined;
    const stale = level?.decidedAt ? event.createdAt <= level.decidedAt : false;
    const reason = !level
      ? `${event.type} names no applicant of ours`
      : stale
        ? `${event.type} of ${event.createdAt.toISOString()} is older than the decision applied (${level.decidedAt!.toISOString()})`
        : null;
    const recorded = await repository.insertEvent(tx, {
      playerId: level?.playerId ?? null,
      source: 'provider',
      provider,
      eventId: event.id,
      type: reason ? 'ignored' : event.type,
      reason,
      payload: {
        type: event.type,
        applicant_id: event.applicantId,
        external_user_id: event.externalUserId,
        level: event.levelName,
        review_status: event.reviewStatus,
        review_answer: event.reviewAnswer,
        reject_reason: event.rejectReason,
        created_at: event.createdAt.toISOString(),
      },
    });
    if (!recorded) return { outcome: 'duplicate' };
    if (!level || reason) return { outcome: 'ignored' };
    const decision = await applyLevelResult(deps, tx, level, {
      status: statusOfReview(event.reviewStatus, event.reviewAnswer),
      rejectReason: event.rejectReason,
      decidedAt: event.createdAt,
    });
    return decision ? { outcome: 'applied', decision } : { outcome: 'applied' };
  };

  return {
    /**
     * Verifies and applies one delivery; throws `invalid_webhook_signature` for a forged one and
     * `webhook_event_in_future` for one dated too far ahead, neither recorded.
     */
    receive: async (
      providerName: string,
      rawBody: string,
      digest: string | undefined,
    ): Promise<KycWebhookOutcome> => {
      const provider = deps.providers[providerName];
      if (!provider) throw new AppError('not_found');
      const checked = provider.verifyWebhook(rawBody, digest);
      if (!checked.ok)
        throw new AppError(
          'invalid_webhook_signature',
          checked.reason === 'malformed' ? 'The webhook is not a known event.' : undefined,
        );
      const now = deps.now?.() ?? new Date();
      if (checked.event.createdAt.getTime() - now.getTime() > KYC_EVENT_MAX_SKEW_SECONDS * 1_000)
        throw new AppError(
          'webhook_event_in_future',
          `The event is dated ${checked.event.createdAt.toISOString()}, more than ${KYC_EVENT_MAX_SKEW_SECONDS / 60} minutes after our clock (${now.toISOString()}); it was not applied.`,
        );
      const applied = await repository.transaction((tx) => apply(tx, provider.name, checked.event));
      // Told after the commit: the decision stands whatever becomes of its message.
      if (applied.decision) await deps.onDecision?.(applied.decision);
      return applied.outcome;
    },
  };
};

export type KycWebhooks = ReturnType<typeof createKycWebhooks>;
