import {
  KYC_LEVELS,
  type AmlLevelView,
  type KycLevel,
  type KycLevelName,
  type Player,
} from '@prime/contract';

export type KycRow = {
  level: KycLevelName;
  /** `not_started` before the player opened it. */
  status: KycLevel['status'] | 'not_started';
  rejectReason: string | null;
  /** Verify is offered: not accepted (and, for the selfie level, offered to this player). */
  canVerify: boolean;
};

export type MissingItem =
  'basic_withdraw' | 'basic_pep' | 'basic_deposits' | 'selfie' | 'selfie_not_offered';

const isOpen = (level: KycLevel) => level.status === 'initialized' || level.status === 'pending';

/**
 * What the KYC section shows (spec 02 §2, §4 KYC): the levels with their status and Verify for
 * one not accepted; the selfie level for a risky-country player when no other level is
 * initialized or pending (the server refuses it otherwise); and what is still missing, each
 * with why.
 */
export const planKyc = (
  player: Pick<Player, 'is_pep' | 'is_ubo' | 'is_verified'> & {
    information: Pick<Player['information'], 'risky_country'>;
  },
  levels: readonly KycLevel[],
  aml: Pick<AmlLevelView, 'kyc_required'> | undefined,
): { rows: KycRow[]; missing: MissingItem[] } => {
  const byName = (name: KycLevelName) => levels.find((level) => level.level === name);
  const basic = byName(KYC_LEVELS.basic);
  const selfie = byName(KYC_LEVELS.selfie);
  const risky = player.information.risky_country;
  const selfieOffered =
    risky && !levels.some((level) => level.level !== KYC_LEVELS.selfie && isOpen(level));
  const row = (name: KycLevelName, level: KycLevel | undefined, offered: boolean): KycRow => ({
    level: name,
    status: level?.status ?? 'not_started',
    rejectReason: level?.reject_reason ?? null,
    canVerify: level?.status !== 'accepted' && (offered || level?.status === 'initialized'),
  });
  const rows = [row(KYC_LEVELS.basic, basic, true)];
  if (risky || selfie) rows.push(row(KYC_LEVELS.selfie, selfie, selfieOffered));

  const idApproved = selfie?.status === 'accepted';
  const basicDone = basic?.status === 'accepted' || idApproved;
  const missing: MissingItem[] = [];
  if (!basicDone) {
    if (!player.is_verified) missing.push('basic_withdraw');
    if (player.is_pep || player.is_ubo) missing.push('basic_pep');
    if (aml?.kyc_required) missing.push('basic_deposits');
  }
  if (risky && !idApproved) missing.push(selfieOffered ? 'selfie' : 'selfie_not_offered');
  return { rows, missing };
};
