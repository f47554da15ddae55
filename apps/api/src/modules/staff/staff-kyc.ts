import { STAFF_DOCUMENT_DUE_DAYS, type StaffKycDetail, type StaffKycRow } from '@prime/contract';
import type { KycCompliance } from '../kyc/kyc-compliance';
import type { KycService } from '../kyc/kyc.service';
import type { StaffPlayersService } from '../players/staff-players.service';
import type { SurveyService } from '../survey/survey.service';

const DAY_MS = 86_400_000;

/** Where the KYC screens read and write: the owning modules' services. */
export type KycSources = {
  players: Pick<StaffPlayersService, 'get' | 'flaggedIds' | 'setAmlFlags'>;
  kyc: Pick<KycService, 'levelsOf' | 'amlLevel'>;
  compliance: KycCompliance;
  survey: Pick<
    SurveyService,
    'standingOf' | 'recordOf' | 'require' | 'playersWithRequestsOrAnswers'
  >;
};

/** The players the KYC list shows: any level, any questionnaire, a flag or an AML level set by hand. */
export const kycPlayerIds = async (sources: KycSources): Promise<number[]> => {
  const lists = await Promise.all([
    sources.compliance.playersWithLevelsOrOverrides(),
    sources.survey.playersWithRequestsOrAnswers(),
    sources.players.flaggedIds(),
  ]);
  return [...new Set(lists.flat())];
};

const rowAndAml = async (sources: KycSources, playerId: number, now: Date) => {
  const player = await sources.players.get(playerId);
  const [levels, aml, standing] = await Promise.all([
    sources.kyc.levelsOf(playerId),
    sources.kyc.amlLevel({ playerId, skinId: player.skinId }),
    sources.survey.standingOf(playerId),
  ]);
  // A level under review waits for compliance from the moment it went pending.
  const waitingSince = levels
    .filter((level) => level.status === 'pending')
    .map((level) => Date.parse(level.updated_at))
    .sort((a, b) => a - b)[0];
  const dueAt =
    waitingSince === undefined ? null : new Date(waitingSince + STAFF_DOCUMENT_DUE_DAYS * DAY_MS);
  const row: StaffKycRow = {
    id: playerId,
    username: player.username,
    levels: levels.map((level) => ({
      level: level.level,
      status: level.status,
      reject_reason: level.reject_reason,
      updated_at: level.updated_at,
    })),
    aml_level: aml.level,
    pep: player.isPep,
    ubo: player.isUbo,
    questionnaire: standing.status,
    due_at: dueAt?.toISOString() ?? null,
    overdue: dueAt !== null && dueAt < now,
  };
  return { row, aml };
};

/** One row of the KYC list. */
export const kycRowOf = async (sources: KycSources, playerId: number, now = new Date()) =>
  (await rowAndAml(sources, playerId, now)).row;

/** A player's KYC page: levels, AML level and why, questionnaire and answers, the history. */
export const kycDetailOf = async (
  sources: KycSources,
  playerId: number,
  now = new Date(),
): Promise<StaffKycDetail> => {
  const { row, aml } = await rowAndAml(sources, playerId, now);
  const [override, record, events] = await Promise.all([
    sources.compliance.amlOverrideOf(playerId),
    sources.survey.recordOf(playerId),
    sources.compliance.eventsOf(playerId),
  ]);
  return {
    ...row,
    aml: {
      reasons: aml.reasons,
      deposits_eur: aml.deposits_eur,
      threshold_eur: aml.threshold_eur,
      basic_kyc_accepted: aml.basic_kyc_accepted,
      override: override
        ? {
            level: override.level as StaffKycRow['aml_level'],
            reason: override.reason,
            set_by: override.setBy,
            at: override.setAt.toISOString(),
          }
        : null,
    },
    questionnaire_record: {
      required_at: record.standing.requiredAt?.toISOString() ?? null,
      answered_at: record.standing.answeredAt?.toISOString() ?? null,
      required_by: record.requiredBy,
      reason: record.reason,
      answers: record.answers,
    },
    history: events.map((event) => {
      const details = event.payload as Record<string, unknown>;
      return {
        id: event.id,
        at: event.createdAt.toISOString(),
        source: event.source,
        by:
          event.source === 'staff'
            ? String(details['by'] ?? '')
            : event.source === 'player'
              ? 'player'
              : event.provider,
        type: event.type,
        reason: event.reason,
        details,
      };
    }),
  };
};
