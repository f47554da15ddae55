import type { Db } from '../../db/client';
import { surveyRequirements } from '../../modules/survey/survey.tables';

/** Asks the player to answer the source-of-wealth questionnaire, as the AML rules would. */
export const requireSurvey = async (db: Db, playerId: number, at = new Date()): Promise<void> => {
  await db.insert(surveyRequirements).values({
    playerId,
    type: 'sow',
    reason: 'test',
    requiredBy: 'test',
    requiredAt: at,
  });
};
