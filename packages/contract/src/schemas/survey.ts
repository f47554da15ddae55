import { LANGUAGES } from '../constants';
import * as z from '../zod';
import {
  SURVEY_QUESTION_TYPES,
  SURVEY_STATUSES,
  SURVEY_TEXTAREA_MAX,
  SURVEY_TYPES,
} from '../rules/survey';
import { envelope, isoDateTime, recordId } from './common';

/** One option of a select, radio or checkbox question, in the asked language. */
export const surveyOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A stable value of the option, the same in every language. */
  value: z.string(),
  is_default: z.boolean(),
});

/** One question in one language (`language_id`); `id` is the question's, the same in every language. */
export const surveyContentSchema = z.object({
  id: z.number().int(),
  language_id: z.number().int(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  question: z.string(),
  is_required: z.boolean(),
  /** The choices of a select, radio or checkbox question; empty for the others. */
  options: z.array(surveyOptionSchema),
});
export type SurveyContent = z.infer<typeof surveyContentSchema>;

/** One answer the player gave, as they read and wrote it (a choice by its name). */
export const surveyAnswerViewSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type SurveyAnswerView = z.infer<typeof surveyAnswerViewSchema>;

/** The questionnaire of spec 02 §3 with the player's standing on it and their last answers. */
export const surveySchema = z.object({
  id: z.number().int(),
  type: z.enum(SURVEY_TYPES),
  name: z.string(),
  description: z.string(),
  /** The player has been asked to answer it (answered since, or not). */
  is_required: z.boolean(),
  /** `required`: to answer now (withdrawals wait); `answered`; `not_required`. */
  status: z.enum(SURVEY_STATUSES),
  /** When the player last answered a questionnaire of this type. */
  answered_at: isoDateTime.nullable(),
  survey_contents: z.array(surveyContentSchema),
  /** The player's last answers to a questionnaire of this type; empty when none. */
  survey_answers: z.array(surveyAnswerViewSchema),
});
export type Survey = z.infer<typeof surveySchema>;

/** GET me/survey/last?type=&currency=&language=: the current questionnaire of its type. */
export const surveyQuery = z.strictObject({
  type: z.enum(SURVEY_TYPES).default('sow'),
  /** The player's currency code; another currency is refused. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'A currency code of three capital letters.')
    .optional(),
  /** The language of the texts; the player's own when omitted. */
  language: z.enum(LANGUAGES).optional(),
});
export const surveyResponse = envelope(surveySchema);

/** One answer: a typed `answer`, or a chosen `option_id` (several rows for a checkbox question). */
export const surveyAnswerSchema = z.strictObject({
  question_id: recordId,
  /** The language the question was read in: the id of the path's `{language}`. */
  language_id: recordId,
  option_id: recordId.nullable().optional(),
  answer: z.string().max(SURVEY_TEXTAREA_MAX).nullable().optional(),
});

/** POST me/survey/{survey_id}/answers/{language}: every answer at once. */
export const surveyAnswersBody = z.strictObject({
  answers: z.array(surveyAnswerSchema).max(200),
});
export type SurveyAnswersBody = z.infer<typeof surveyAnswersBody>;

export const surveyAnswersParams = z.object({
  survey_id: z.decimal(recordId),
  language: z.enum(LANGUAGES),
});

/** Ask a player to answer a questionnaire, or lift the request (`npm run ops -- survey …`). */
export const opsSurveyRequirementBody = z.strictObject({
  username: z.string().min(1).max(64),
  type: z.enum(SURVEY_TYPES).default('sow'),
  /** The operator's name, recorded with the reason. */
  operator: z.string().trim().min(2).max(64),
  reason: z.string().trim().min(3).max(255),
});
export type OpsSurveyRequirementBody = z.infer<typeof opsSurveyRequirementBody>;

/** A player's standing on a questionnaire, as the operator sees it. */
export const opsSurveyStandingResponse = envelope(
  z.object({
    player_id: z.number().int(),
    type: z.enum(SURVEY_TYPES),
    status: z.enum(SURVEY_STATUSES),
    required_at: isoDateTime.nullable(),
    answered_at: isoDateTime.nullable(),
  }),
);
export type OpsSurveyStanding = z.infer<typeof opsSurveyStandingResponse>['data'];
