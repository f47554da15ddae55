import { KYC_LEVELS, type KycLevel, type KycLevelName, type KycLevelStatus } from '@prime/contract';
import type { KycLevelRow } from './kyc.repository';

export const toKycLevel = (row: KycLevelRow): KycLevel => ({
  id: row.id,
  level: row.level as KycLevelName,
  status: row.status as KycLevelStatus,
  reject_reason: row.rejectReason,
  updated_at: row.updatedAt.toISOString(),
});

/** Which accepted levels open the launch and deposit gates (spec 02 §4, §6). */
export const acceptedOf = (rows: Pick<KycLevelRow, 'level' | 'status'>[]) => {
  const accepted = (level: KycLevelName) =>
    rows.some((row) => row.level === level && row.status === 'accepted');
  const idApproved = accepted(KYC_LEVELS.selfie);
  // The selfie level checks an identity document, a selfie and an address: more than the basic one.
  return { basic: accepted(KYC_LEVELS.basic) || idApproved, idApproved };
};

/**
 * The player's verified state from their levels: verified once a level is accepted (never
 * taken back here: an operator's decision, or seed data, may have verified them before), and
 * `statusKyc` `idApproved`, `approved`, or the status of the level that moved last.
 */
export const playerKycState = (
  rows: Pick<KycLevelRow, 'level' | 'status' | 'updatedAt'>[],
): { isVerified?: true; statusKyc: string | null } => {
  const { basic, idApproved } = acceptedOf(rows);
  const latest = [...rows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  const statusKyc = idApproved ? 'idApproved' : basic ? 'approved' : (latest?.status ?? null);
  return basic ? { isVerified: true, statusKyc } : { statusKyc };
};

/** The player's level status a provider's review status and answer come to. */
export const statusOfReview = (
  reviewStatus: 'init' | 'pending' | 'completed',
  answer: 'GREEN' | 'RED' | null,
): KycLevelStatus =>
  reviewStatus === 'init'
    ? 'initialized'
    : reviewStatus === 'pending'
      ? 'pending'
      : answer === 'GREEN'
        ? 'accepted'
        : 'rejected';
