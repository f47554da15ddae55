import type { OpsSurveyRequirementBody, OpsSurveyStanding } from '@prime/contract';
import { AppError } from '../../lib/app-error';
import type { SurveyService } from './survey.service';

/**
 * The operator's request that a player answer a questionnaire, or its lifting, the same through
 * the operator API and the ops command; answers where the player stands afterwards.
 */
export const surveyRequestForOperator = async (
  survey: SurveyService,
  findPlayerId: (username: string) => Promise<number | undefined>,
  action: 'require' | 'lift',
  body: OpsSurveyRequirementBody,
): Promise<OpsSurveyStanding> => {
  const playerId = await findPlayerId(body.username);
  if (!playerId) throw new AppError('not_found', 'No player with this username.');
  await survey[action](playerId, { type: body.type, reason: body.reason, by: body.operator });
  const standing = await survey.standingOf(playerId, body.type);
  return {
    player_id: playerId,
    type: body.type,
    status: standing.status,
    required_at: standing.requiredAt?.toISOString() ?? null,
    answered_at: standing.answeredAt?.toISOString() ?? null,
  };
};
