import { and, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  surveyAnswers,
  surveyOptions,
  surveyQuestions,
  surveyRequirements,
  surveys,
  surveySubmissions,
} from './survey.tables';

export type SurveyRow = typeof surveys.$inferSelect;
export type QuestionRow = typeof surveyQuestions.$inferSelect;
export type OptionRow = typeof surveyOptions.$inferSelect;
export type RequirementRow = typeof surveyRequirements.$inferSelect;
export type SubmissionRow = typeof surveySubmissions.$inferSelect;
export type AnswerRow = typeof surveyAnswers.$inferSelect;
export type NewAnswer = Omit<typeof surveyAnswers.$inferInsert, 'id' | 'submissionId'>;

/** A question with its options, in their order. */
export type QuestionWithOptions = QuestionRow & { options: OptionRow[] };

/** The requests of a type in force (not lifted) of the players `players` picks. */
const inForce = (players: SQL, type: string) =>
  and(players, eq(surveyRequirements.type, type), isNull(surveyRequirements.liftedAt));

/** A submission's own columns, read with the questionnaire joined for its type. */
const SUBMISSION_COLUMNS = {
  id: surveySubmissions.id,
  surveyId: surveySubmissions.surveyId,
  playerId: surveySubmissions.playerId,
  language: surveySubmissions.language,
  createdAt: surveySubmissions.createdAt,
};

/** Questionnaires, the requests to answer them, and the answers (every query by its player). */
export const createSurveyRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  /** The newest active questionnaire of a type for a currency, or for every currency. */
  findCurrent: async (type: string, currencyId: number): Promise<SurveyRow | undefined> =>
    (
      await db
        .select()
        .from(surveys)
        .where(
          and(
            eq(surveys.type, type),
            eq(surveys.status, 'active'),
            or(eq(surveys.currencyId, currencyId), isNull(surveys.currencyId)),
          ),
        )
        // A questionnaire of the player's own currency before one of every currency.
        .orderBy(sql`${surveys.currencyId} is null`, desc(surveys.id))
        .limit(1)
    )[0],

  findActive: async (id: number): Promise<SurveyRow | undefined> =>
    (
      await db
        .select()
        .from(surveys)
        .where(and(eq(surveys.id, id), eq(surveys.status, 'active')))
        .limit(1)
    )[0],

  questionsOf: async (surveyId: number, tx: Db = db): Promise<QuestionWithOptions[]> => {
    const questions = await tx
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, surveyId))
      .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
    if (questions.length === 0) return [];
    const options = await tx
      .select()
      .from(surveyOptions)
      .where(
        inArray(
          surveyOptions.questionId,
          questions.map((question) => question.id),
        ),
      )
      .orderBy(asc(surveyOptions.position), asc(surveyOptions.id));
    return questions.map((question) => ({
      ...question,
      options: options.filter((option) => option.questionId === question.id),
    }));
  },

  /** The player's request in force for a type; inside `tx` it stays locked. */
  requirementOf: async (
    playerId: number,
    type: string,
    tx?: Db,
  ): Promise<RequirementRow | undefined> => {
    const query = (tx ?? db)
      .select()
      .from(surveyRequirements)
      .where(inForce(eq(surveyRequirements.playerId, playerId), type))
      .limit(1);
    return (tx ? await query.for('update') : await query)[0];
  },

  /** The requests in force of a type of the players of `playerIds` (one each at most). */
  requirementsOf: async (playerIds: number[], type: string): Promise<RequirementRow[]> =>
    playerIds.length === 0
      ? []
      : db
          .select()
          .from(surveyRequirements)
          .where(inForce(inArray(surveyRequirements.playerId, playerIds), type)),

  /** The players with a request in force or an answer, of any type (the back office's KYC list). */
  playersWithRequestsOrAnswers: async (): Promise<number[]> => {
    const rows = await db
      .selectDistinct({ playerId: surveyRequirements.playerId })
      .from(surveyRequirements)
      .where(isNull(surveyRequirements.liftedAt))
      .union(db.selectDistinct({ playerId: surveySubmissions.playerId }).from(surveySubmissions));
    return rows.map((row) => row.playerId);
  },

  insertRequirement: async (
    tx: Db,
    values: Omit<typeof surveyRequirements.$inferInsert, 'id'>,
  ): Promise<void> => {
    await tx.insert(surveyRequirements).values(values).onConflictDoNothing();
  },

  liftRequirement: async (
    tx: Db,
    id: number,
    lift: { liftedAt: Date; liftedBy: string; liftReason: string },
  ): Promise<void> => {
    await tx.update(surveyRequirements).set(lift).where(eq(surveyRequirements.id, id));
  },

  /** The player's newest submission to a questionnaire of a type, at or after `since`. */
  lastSubmission: async (
    playerId: number,
    type: string,
    options: { since?: Date; tx?: Db } = {},
  ): Promise<SubmissionRow | undefined> => {
    const rows = await (options.tx ?? db)
      .select(SUBMISSION_COLUMNS)
      .from(surveySubmissions)
      .innerJoin(surveys, eq(surveys.id, surveySubmissions.surveyId))
      .where(
        and(
          eq(surveySubmissions.playerId, playerId),
          eq(surveys.type, type),
          options.since ? gte(surveySubmissions.createdAt, options.since) : undefined,
        ),
      )
      .orderBy(desc(surveySubmissions.createdAt), desc(surveySubmissions.id))
      .limit(1);
    return rows[0];
  },

  /** `lastSubmission` of each of the players of `playerIds` (none for one who never answered). */
  lastSubmissionsOf: async (playerIds: number[], type: string): Promise<SubmissionRow[]> =>
    playerIds.length === 0
      ? []
      : db
          .selectDistinctOn([surveySubmissions.playerId], SUBMISSION_COLUMNS)
          .from(surveySubmissions)
          .innerJoin(surveys, eq(surveys.id, surveySubmissions.surveyId))
          .where(and(inArray(surveySubmissions.playerId, playerIds), eq(surveys.type, type)))
          .orderBy(
            surveySubmissions.playerId,
            desc(surveySubmissions.createdAt),
            desc(surveySubmissions.id),
          ),

  answersOf: (submissionId: number): Promise<AnswerRow[]> =>
    db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.submissionId, submissionId))
      .orderBy(asc(surveyAnswers.id)),

  insertSubmission: async (
    tx: Db,
    submission: Omit<typeof surveySubmissions.$inferInsert, 'id'>,
    answers: NewAnswer[],
  ): Promise<number> => {
    const [row] = await tx
      .insert(surveySubmissions)
      .values(submission)
      .returning({ id: surveySubmissions.id });
    if (answers.length > 0)
      await tx
        .insert(surveyAnswers)
        .values(answers.map((answer) => ({ ...answer, submissionId: row!.id })));
    return row!.id;
  },
});

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
