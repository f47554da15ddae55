import {
  isChoiceQuestion,
  SURVEY_RULE_MESSAGES,
  surveyAnswerError,
  type SurveyAnswersBody,
  type SurveyQuestionType,
  type SurveyRuleKey,
} from '@prime/contract';
import type { FieldErrors } from '../../lib/app-error';
import type { NewAnswer, QuestionWithOptions } from './survey.repository';

/** The field of a question's error in a 422: `questions.<question id>`. */
export const questionField = (questionId: number) => `questions.${questionId}`;

type Checked = { errors: FieldErrors; rows: NewAnswer[] };

const textOf = (texts: Record<string, string>, language: string) =>
  texts[language] ?? texts['en'] ?? '';

/**
 * Checks every answer of a submission against its questionnaire's questions, by type (spec 02
 * §5 Questionnaire), and turns the good ones into the rows to store: each with the question's
 * and the answer's text in the language the player read. Any error and nothing is stored.
 */
export const checkAnswers = (
  questions: readonly QuestionWithOptions[],
  body: SurveyAnswersBody,
  language: { id: number; code: string },
): Checked => {
  const errors: FieldErrors = {};
  const add = (field: string, key: SurveyRuleKey | string) => {
    const message = key in SURVEY_RULE_MESSAGES ? SURVEY_RULE_MESSAGES[key as SurveyRuleKey] : key;
    (errors[field] ??= []).push(message);
  };
  const byQuestion = new Map<number, { text: string[]; options: number[] }>();
  body.answers.forEach((answer, index) => {
    if (answer.language_id !== language.id)
      add(`answers.${index}.language_id`, 'The answers must be in the language of the address.');
    if (!questions.some((question) => question.id === answer.question_id)) {
      add(`answers.${index}.question_id`, 'This question is not one of the questionnaire’s.');
      return;
    }
    const entry = byQuestion.get(answer.question_id) ?? { text: [], options: [] };
    if (answer.option_id !== null && answer.option_id !== undefined)
      entry.options.push(answer.option_id);
    else entry.text.push(answer.answer ?? '');
    byQuestion.set(answer.question_id, entry);
  });

  const rows: NewAnswer[] = [];
  for (const question of questions) {
    const given = byQuestion.get(question.id) ?? { text: [], options: [] };
    const type = question.type as SurveyQuestionType;
    const field = questionField(question.id);
    const choice = isChoiceQuestion(type);
    // A choice is an option id, never a text; a typed answer never names an option.
    if (!choice && given.options.length > 0) {
      add(field, 'option_unknown');
      continue;
    }
    if (choice && given.text.some((text) => text.trim() !== '')) {
      add(field, 'option_required');
      continue;
    }
    if (!choice && given.text.length > 1) {
      add(field, 'one_answer_only');
      continue;
    }
    const options = [...new Set(given.options)];
    const text = choice ? '' : (given.text[0] ?? '');
    const error = surveyAnswerError(
      {
        type,
        is_required: question.isRequired,
        options: question.options.map((option) => option.id),
      },
      { text, options },
    );
    if (error) {
      add(field, error);
      continue;
    }
    const base = {
      questionId: question.id,
      languageId: language.id,
      question: textOf(question.texts, language.code),
    };
    if (choice) {
      for (const option of question.options.filter((candidate) => options.includes(candidate.id)))
        rows.push({ ...base, optionId: option.id, answer: textOf(option.texts, language.code) });
    } else if (text.trim() !== '') {
      rows.push({ ...base, optionId: null, answer: text.trim() });
    }
  }
  return { errors, rows };
};
