import { parseIsoDate } from './identity';

/**
 * The source-of-wealth questionnaire (spec 02 §2 Questionnaire, §5 Questionnaire), as plain
 * values and rules the site and the API share: every answer is checked by its question's type.
 */

/** The questionnaires there are; `sow` is the source-of-wealth one of /sowq. */
export const SURVEY_TYPES = ['sow'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

/** The seven kinds of question (spec 02 §5). */
export const SURVEY_QUESTION_TYPES = [
  'select',
  'text',
  'number',
  'textarea',
  'date',
  'checkbox',
  'radio',
] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

/** Questions answered by choosing: one option (select, radio) or several (checkbox). */
export const isChoiceQuestion = (type: SurveyQuestionType): boolean =>
  type === 'select' || type === 'radio' || type === 'checkbox';

/**
 * The player's standing on a questionnaire: nobody asked for it (`not_required`), it must be
 * answered (`required`), or it was answered since it was asked for (`answered`).
 */
export const SURVEY_STATUSES = ['not_required', 'required', 'answered'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** The longest answer of a text question, and of a textarea. */
export const SURVEY_TEXT_MAX = 255;
export const SURVEY_TEXTAREA_MAX = 2_000;
/** A number answer: a whole amount or one with up to two decimals, at most 12 digits before. */
const NUMBER = /^\d{1,12}(\.\d{1,2})?$/;
/** The dates a date answer may take. */
export const SURVEY_DATE_MIN = '1900-01-01';
export const SURVEY_DATE_MAX = '2100-12-31';

export type SurveyRuleKey =
  | 'answer_required'
  | 'text_too_long'
  | 'number_invalid'
  | 'date_invalid'
  | 'option_required'
  | 'option_unknown'
  | 'one_option_only'
  | 'one_answer_only';

/** The English text of each rule, which the API answers in a 422 (the site translates keys). */
export const SURVEY_RULE_MESSAGES: Record<SurveyRuleKey, string> = {
  answer_required: 'This question must be answered.',
  text_too_long: 'The answer is too long.',
  number_invalid: 'Please enter a number (at most two decimals).',
  date_invalid: 'Please enter a real date.',
  option_required: 'Please choose an option.',
  option_unknown: 'This option is not one of the question’s.',
  one_option_only: 'Please choose one option only.',
  one_answer_only: 'Please give one answer only.',
};

const isDateInRange = (text: string): boolean =>
  parseIsoDate(text) !== null && text >= SURVEY_DATE_MIN && text <= SURVEY_DATE_MAX;

/**
 * What is wrong with the answer to one question: `text` for a typed answer, `options` for the
 * ids chosen; `known` is the question's option ids. Empty is wrong only for a required question.
 */
export const surveyAnswerError = (
  question: { type: SurveyQuestionType; is_required: boolean; options: readonly number[] },
  answer: { text: string; options: readonly number[] },
): SurveyRuleKey | null => {
  if (isChoiceQuestion(question.type)) {
    if (answer.options.length === 0) return question.is_required ? 'option_required' : null;
    if (answer.options.some((id) => !question.options.includes(id))) return 'option_unknown';
    if (question.type !== 'checkbox' && answer.options.length > 1) return 'one_option_only';
    return null;
  }
  const text = answer.text.trim();
  if (text === '') return question.is_required ? 'answer_required' : null;
  switch (question.type) {
    case 'number':
      return NUMBER.test(text) ? null : 'number_invalid';
    case 'date':
      return isDateInRange(text) ? null : 'date_invalid';
    case 'textarea':
      return text.length <= SURVEY_TEXTAREA_MAX ? null : 'text_too_long';
    default:
      return text.length <= SURVEY_TEXT_MAX ? null : 'text_too_long';
  }
};
