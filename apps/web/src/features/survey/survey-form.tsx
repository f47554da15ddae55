import type { Language, Survey, SurveyAnswersBody, SurveyContent } from '@prime/contract';
import {
  isChoiceQuestion,
  SURVEY_RULE_MESSAGES,
  surveyAnswerError,
} from '@prime/contract/rules/survey';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { ruleOf } from '../../shared/forms/rule-of-message';
import { useFormDraft, type DraftErrors } from '../../shared/forms/use-form-draft';
import type { useAnswerSurvey } from './api/answer-survey';
import { SurveyQuestion, type AnswerValue } from './survey-question';

/** The answers by question id. */
type Draft = Record<string, AnswerValue>;

/** The form's starting answers: the options marked as default, empty texts. */
const initialDraft = (questions: readonly SurveyContent[]): Draft =>
  Object.fromEntries(
    questions.map((question) => [
      String(question.id),
      isChoiceQuestion(question.type)
        ? question.options.filter((option) => option.is_default).map((option) => option.id)
        : '',
    ]),
  );

/** Each question's answer checked by its type, with the rule the API checks too. */
const rulesOf =
  (questions: readonly SurveyContent[]) =>
  (draft: Draft): DraftErrors<string> =>
    Object.fromEntries(
      questions.map((question) => {
        const value = draft[String(question.id)] ?? '';
        const error = surveyAnswerError(
          {
            type: question.type,
            is_required: question.is_required,
            options: question.options.map((option) => option.id),
          },
          Array.isArray(value) ? { text: '', options: value } : { text: value, options: [] },
        );
        return [String(question.id), error ?? undefined];
      }),
    );

/** The API's answers: one per chosen option, one per typed text; empty answers left out. */
const answersOf = (
  questions: readonly SurveyContent[],
  draft: Draft,
): SurveyAnswersBody['answers'] =>
  questions.flatMap((question): SurveyAnswersBody['answers'] => {
    const value = draft[String(question.id)] ?? '';
    const base = { question_id: question.id, language_id: question.language_id };
    if (Array.isArray(value)) return value.map((id) => ({ ...base, option_id: id }));
    return value.trim() === '' ? [] : [{ ...base, answer: value.trim() }];
  });

/**
 * The questionnaire's form (spec 02 §2, §5 Questionnaire): every question with the control of
 * its type, checked as the API checks it; sent all at once.
 */
export const SurveyForm = ({
  survey,
  language,
  send,
}: {
  survey: Survey;
  language: Language;
  /**
   * The section's mutation: a success shows the answers in place of this form, so what follows
   * it is the section's to say.
   */
  send: ReturnType<typeof useAnswerSurvey>;
}) => {
  const { t } = useTranslation('survey');
  const questions = survey.survey_contents;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormDraft<Draft, string>({
    initialValues: () => initialDraft(questions),
    validate: rulesOf(questions),
    showErrors: 'submitted',
  });

  /** A rule's key (the site's or the server's answer) as the player's text. */
  const textOf = (shown: string | undefined) => {
    if (!shown) return undefined;
    const key = ruleOf(SURVEY_RULE_MESSAGES, shown);
    return key ? t(`rule_${key}`) : shown;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.check() || send.isPending) return;
    send.mutate(
      { surveyId: survey.id, language, answers: answersOf(questions, form.values) },
      {
        onError: (error) => {
          if (!isApiError(error)) return setFailure(t('error_generic'));
          if (error.code === 'validation_failed' && error.errors) {
            const errors: DraftErrors<string> = {};
            for (const [name, messages] of Object.entries(error.errors)) {
              const match = /^questions\.(\d+)$/.exec(name);
              if (match) errors[match[1]!] = messages[0];
            }
            form.setServerErrors(errors);
            if (Object.keys(errors).length === 0) setFailure(t('error_generic'));
            return;
          }
          setFailure(
            error.code === 'survey_already_answered'
              ? t('error_already_answered')
              : error.code === 'survey_not_required'
                ? t('error_not_required')
                : t('error_generic'),
          );
        },
      },
    );
  };

  return (
    <form className="account-form survey__form" noValidate onSubmit={handleSubmit}>
      {questions.map((question) => {
        const id = String(question.id);
        return (
          <SurveyQuestion
            key={question.id}
            question={question}
            value={form.values[id] ?? ''}
            error={textOf(form.errorOf(id))}
            isErrorAnnounced={false}
            onChange={(value) => form.update({ [id]: value })}
            onBlur={() => form.touch(id)}
          />
        );
      })}
      {failure ? (
        <p role="alert" className="form-message form-message--error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  );
};
