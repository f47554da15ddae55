import type {
  Language,
  LanguageEntry,
  Player,
  Survey,
  SurveyAnswerView,
  SurveyAnswersBody,
  SurveyContent,
  SurveyQuestionType,
  SurveyStatus,
  SurveyType,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkAnswers } from './survey-answers';
import type {
  AnswerRow,
  QuestionWithOptions,
  RequirementRow,
  SubmissionRow,
  SurveyRepository,
} from './survey.repository';

export type SurveyDeps = {
  repository: SurveyRepository;
  /** The session's player (currency and language). */
  playerOf: (skinId: number, playerId: number) => Promise<Player>;
  /** The site's languages with their ids. */
  languages: () => Promise<LanguageEntry[]>;
  now?: () => Date;
};

export type PlayerRef = { skinId: number; playerId: number };

/** Where a player stands on a questionnaire of one type. */
export type SurveyStanding = {
  status: SurveyStatus;
  /** When the request in force was made; null without one. */
  requiredAt: Date | null;
  /** When the player last answered; null when never. */
  answeredAt: Date | null;
};

/** Who asks for (or lifts) a questionnaire, and why: kept with the request. */
export type SurveyRequest = { type?: SurveyType; reason: string; by: string };

const SOW: SurveyType = 'sow';

const standingOf = (
  requirement: RequirementRow | undefined,
  submission: SubmissionRow | undefined,
): SurveyStanding => {
  const answeredAt = submission?.createdAt ?? null;
  if (!requirement)
    return { status: answeredAt ? 'answered' : 'not_required', requiredAt: null, answeredAt };
  const answered = answeredAt !== null && answeredAt >= requirement.requiredAt;
  return {
    status: answered ? 'answered' : 'required',
    requiredAt: requirement.requiredAt,
    answeredAt,
  };
};

const textOf = (texts: Record<string, string>, language: string) =>
  texts[language] ?? texts['en'] ?? '';

const contentOf = (
  question: QuestionWithOptions,
  language: { id: number; code: string },
): SurveyContent => ({
  id: question.id,
  language_id: language.id,
  type: question.type as SurveyQuestionType,
  question: textOf(question.texts, language.code),
  is_required: question.isRequired,
  options: question.options.map((option) => ({
    id: option.id,
    name: textOf(option.texts, language.code),
    value: option.value,
    is_default: option.isDefault,
  })),
});

/** One line per question: the options of a checkbox question joined. */
const answersView = (rows: AnswerRow[]): SurveyAnswerView[] => {
  const views = new Map<number, SurveyAnswerView>();
  for (const row of rows) {
    const view = views.get(row.questionId);
    if (view) view.answer = `${view.answer}, ${row.answer}`;
    else
      views.set(row.questionId, {
        id: row.id,
        question_id: row.questionId,
        question: row.question,
        answer: row.answer,
      });
  }
  return [...views.values()];
};

/**
 * The source-of-wealth questionnaire (spec 02 §2, §4, §7 Survey): the questionnaire in the
 * player's language, the answers checked by type and stored once, and whether the player must
 * answer before withdrawing. Whether it is required is a request in force (`require`), which
 * the AML rules, an operator or the system make; answering it at or after the request fulfils it.
 */
export const createSurveyService = (deps: SurveyDeps) => {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  const languageOf = async (code: Language) => {
    const language = (await deps.languages()).find((entry) => entry.code === code);
    if (!language) throw new Error(`Unknown language ${code}`);
    return { id: language.id, code };
  };

  const standing = async (playerId: number, type: SurveyType, tx?: Db) => {
    const requirement = await repository.requirementOf(playerId, type, tx);
    const submission = await repository.lastSubmission(playerId, type, tx ? { tx } : {});
    return { requirement, submission, standing: standingOf(requirement, submission) };
  };

  /**
   * GET me/survey/last: the current questionnaire of the type in one language (the player's
   * own by default), the player's standing on it and their last answers.
   */
  const last = async (
    player: PlayerRef,
    query: { type: SurveyType; currency?: string | undefined; language?: Language | undefined },
  ): Promise<Survey> => {
    const me = await deps.playerOf(player.skinId, player.playerId);
    if (query.currency !== undefined && query.currency !== me.currency.code)
      throw new AppError('validation_failed', undefined, {
        currency: ['This is not the currency of your account.'],
      });
    const survey = await repository.findCurrent(query.type, me.currency.id);
    if (!survey) throw new AppError('not_found', 'There is no questionnaire of this type.');
    const language = await languageOf(query.language ?? (me.language as Language));
    const questions = await repository.questionsOf(survey.id);
    const { submission, standing: where } = await standing(player.playerId, query.type);
    return {
      id: survey.id,
      type: query.type,
      name: textOf(survey.name, language.code),
      description: textOf(survey.description, language.code),
      is_required: where.requiredAt !== null,
      status: where.status,
      answered_at: where.answeredAt?.toISOString() ?? null,
      survey_contents: questions.map((question) => contentOf(question, language)),
      survey_answers: submission ? answersView(await repository.answersOf(submission.id)) : [],
    };
  };

  return {
    last,

    /**
     * POST me/survey/{survey_id}/answers/{language}: the answers, all at once, while the
     * questionnaire is required and not yet answered. Every answer is checked by its question's
     * type; one error and nothing is stored. Under the request's row lock, so two submissions
     * at once store one.
     */
    answer: async (
      player: PlayerRef,
      surveyId: number,
      languageCode: Language,
      body: SurveyAnswersBody,
    ): Promise<Survey> => {
      const survey = await repository.findActive(surveyId);
      if (!survey) throw new AppError('not_found', 'No such questionnaire.');
      const type = survey.type as SurveyType;
      const language = await languageOf(languageCode);
      const at = now();
      await repository.transaction(async (tx) => {
        const { standing: where } = await standing(player.playerId, type, tx);
        if (where.status === 'not_required') throw new AppError('survey_not_required');
        if (where.status === 'answered') throw new AppError('survey_already_answered');
        const checked = checkAnswers(await repository.questionsOf(survey.id, tx), body, language);
        if (Object.keys(checked.errors).length > 0)
          throw new AppError('validation_failed', undefined, checked.errors);
        await repository.insertSubmission(
          tx,
          {
            surveyId: survey.id,
            playerId: player.playerId,
            language: language.code,
            createdAt: at,
          },
          checked.rows,
        );
      });
      return last(player, { type, language: languageCode });
    },

    /** Where the player stands on a questionnaire of `type` (the source-of-wealth one by default). */
    standingOf: async (playerId: number, type: SurveyType = SOW): Promise<SurveyStanding> =>
      (await standing(playerId, type)).standing,

    /** `standingOf` of many players by id, a statement for requests and one for answers. */
    standingsOf: async (
      playerIds: number[],
      type: SurveyType = SOW,
    ): Promise<Map<number, SurveyStanding>> => {
      const [requirements, submissions] = await Promise.all([
        repository.requirementsOf(playerIds, type),
        repository.lastSubmissionsOf(playerIds, type),
      ]);
      const requirementOf = new Map(requirements.map((row) => [row.playerId, row]));
      const submissionOf = new Map(submissions.map((row) => [row.playerId, row]));
      return new Map(
        playerIds.map((playerId) => [
          playerId,
          standingOf(requirementOf.get(playerId), submissionOf.get(playerId)),
        ]),
      );
    },

    /** The players a questionnaire was asked of (in force) or who answered one. */
    playersWithRequestsOrAnswers: () => repository.playersWithRequestsOrAnswers(),

    /**
     * The staff's reading of a player's questionnaire of `type`: the standing, the request in
     * force (who asked and why) and the last answers as the player read them.
     */
    recordOf: async (playerId: number, type: SurveyType = SOW) => {
      const { requirement, submission, standing: where } = await standing(playerId, type);
      return {
        standing: where,
        requiredBy: requirement?.requiredBy ?? null,
        reason: requirement?.reason ?? null,
        answers: submission ? answersView(await repository.answersOf(submission.id)) : [],
      };
    },

    /**
     * Whether the player must still answer the source-of-wealth questionnaire: the cashier's
     * withdrawal gate asks it inside its transaction, under the player's wallet lock.
     */
    isOutstandingWithin: async (tx: Db, playerId: number): Promise<boolean> =>
      (await standing(playerId, SOW, tx)).standing.status === 'required',

    /**
     * Asks the player to answer a questionnaire (the AML level, an operator, the system). A
     * request already in force is kept as it is, with its date: asking twice changes nothing.
     */
    require: async (playerId: number, request: SurveyRequest, tx?: Db): Promise<void> => {
      const run = async (work: Db) => {
        await repository.insertRequirement(work, {
          playerId,
          type: request.type ?? SOW,
          reason: request.reason,
          requiredBy: request.by,
          requiredAt: now(),
        });
      };
      await (tx ? run(tx) : repository.transaction(run));
    },

    /** Lifts the request in force, with who and why; answers given stay. */
    lift: async (playerId: number, request: SurveyRequest): Promise<void> =>
      repository.transaction(async (tx) => {
        const requirement = await repository.requirementOf(playerId, request.type ?? SOW, tx);
        if (requirement)
          await repository.liftRequirement(tx, requirement.id, {
            liftedAt: now(),
            liftedBy: request.by,
            liftReason: request.reason,
          });
      }),
  };
};

export type SurveyService = ReturnType<typeof createSurveyService>;
