import {
  isRiskyCountry,
  STAFF_DOCUMENT_DUE_DAYS,
  type AmlLevelView,
  type KycLevel,
  type StaffKycDetail,
  type StaffKycRow,
} from '@prime/contract';
import type { KycCompliance } from '../kyc/kyc-compliance';
import type { KycService } from '../kyc/kyc.service';
import type { StaffPlayersService } from '../players/staff-players.service';
import type { SurveyService, SurveyStanding } from '../survey/survey.service';

const DAY_MS = 86_400_000;

/** Where the KYC screens read and write: the owning modules' services. */
export type KycSources = {
  players: Pick<StaffPlayersService, 'get' | 'getMany' | 'flaggedIds' | 'setAmlFlags'>;
  kyc: Pick<KycService, 'levelsOf' | 'amlLevel' | 'kycOfMany'>;
  compliance: KycCompliance;
  survey: Pick<
    SurveyService,
    'standingOf' | 'standingsOf' | 'recordOf' | 'require' | 'playersWithRequestsOrAnswers'
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

type StaffPlayer = Awaited<ReturnType<StaffPlayersService['get']>>;

const rowOf = (
  player: StaffPlayer,
  { levels, aml, standing }: { levels: KycLevel[]; aml: AmlLevelView; standing: SurveyStanding },
  now: Date,
): StaffKycRow => {
  // A level under review waits for compliance from the moment it went pending.
  const waitingSince = levels
    .filter((level) => level.status === 'pending')
    .map((level) => Date.parse(level.updated_at))
    .sort((a, b) => a - b)[0];
  const dueAt =
    waitingSince === undefined ? null : new Date(waitingSince + STAFF_DOCUMENT_DUE_DAYS * DAY_MS);
  return {
    id: player.id,
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
};

const rowAndAml = async (sources: KycSources, playerId: number, now: Date) => {
  const player = await sources.players.get(playerId);
  const [levels, aml, standing] = await Promise.all([
    sources.kyc.levelsOf(playerId),
    sources.kyc.amlLevel({ playerId, skinId: player.skinId }),
    sources.survey.standingOf(playerId),
  ]);
  return { row: rowOf(player, { levels, aml, standing }, now), aml };
};

/**
 * The rows of the KYC list of the players of `playerIds`, in their order: one statement for
 * each source whatever the number of players, the same rows the player's page starts from.
 */
export const kycRowsOf = async (
  sources: KycSources,
  playerIds: number[],
  now = new Date(),
): Promise<StaffKycRow[]> => {
  const [players, standings] = await Promise.all([
    sources.players.getMany(playerIds),
    sources.survey.standingsOf(playerIds),
  ]);
  const facts = new Map(
    [...players].map(([id, player]) => [
      id,
      { isPep: player.isPep, isUbo: player.isUbo, riskyCountry: isRiskyCountry(player.country) },
    ]),
  );
  const kyc = await sources.kyc.kycOfMany(facts);
  return playerIds.flatMap((id) => {
    const player = players.get(id);
    const ofKyc = kyc.get(id);
    const standing = standings.get(id);
    return player && ofKyc && standing ? [rowOf(player, { ...ofKyc, standing }, now)] : [];
  });
};

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
