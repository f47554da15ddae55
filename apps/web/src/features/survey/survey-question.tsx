import type { SurveyContent } from '@prime/contract';
import { SURVEY_TEXT_MAX, SURVEY_TEXTAREA_MAX } from '@prime/contract/rules/survey';
import { useTranslation } from 'react-i18next';
import { Checkbox, Input, Select, Textarea } from '../../shared/ui/form-controls';
import { FormField, FormFieldset } from '../../shared/ui/form-field';

/** A question's answer as the form keeps it: the options chosen, or the text typed. */
export type AnswerValue = number[] | string;

/**
 * One question of the questionnaire with the control of its type (spec 02 §5 Questionnaire):
 * select, radio and checkbox choose options; text, number, textarea and date are typed.
 */
export const SurveyQuestion = ({
  question,
  value,
  error,
  isErrorAnnounced,
  onChange,
  onBlur,
}: {
  question: SurveyContent;
  value: AnswerValue;
  error: string | undefined;
  isErrorAnnounced: boolean;
  onChange: (value: AnswerValue) => void;
  onBlur: () => void;
}) => {
  const { t } = useTranslation('survey');
  const label = question.is_required
    ? question.question
    : `${question.question} (${t('optional')})`;
  const chosen = Array.isArray(value) ? value : [];
  const text = Array.isArray(value) ? '' : value;
  const field = { className: 'account-form__field', label, error, isErrorAnnounced };
  const name = `question-${question.id}`;

  switch (question.type) {
    case 'select':
      return (
        <FormField {...field}>
          <Select
            value={chosen[0] === undefined ? '' : String(chosen[0])}
            placeholder={t('choose')}
            options={question.options.map((option) => ({ value: option.id, label: option.name }))}
            required={question.is_required}
            onChange={(event) => onChange(event.target.value ? [Number(event.target.value)] : [])}
            onBlur={onBlur}
          />
        </FormField>
      );
    case 'radio':
    case 'checkbox':
      return (
        <FormFieldset
          className="survey__choices"
          legend={label}
          error={error}
          isErrorAnnounced={isErrorAnnounced}
        >
          {question.options.map((option) =>
            question.type === 'radio' ? (
              <label key={option.id} className="survey__choice">
                <input
                  type="radio"
                  name={name}
                  checked={chosen.includes(option.id)}
                  onChange={() => onChange([option.id])}
                  onBlur={onBlur}
                />
                {option.name}
              </label>
            ) : (
              <Checkbox
                key={option.id}
                className="survey__choice"
                name={name}
                label={option.name}
                checked={chosen.includes(option.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.id]
                      : chosen.filter((id) => id !== option.id),
                  )
                }
                onBlur={onBlur}
              />
            ),
          )}
        </FormFieldset>
      );
    case 'textarea':
      return (
        <FormField {...field}>
          <Textarea
            value={text}
            rows={4}
            maxLength={SURVEY_TEXTAREA_MAX}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        </FormField>
      );
    default:
      return (
        <FormField {...field}>
          <Input
            type={question.type === 'date' ? 'date' : 'text'}
            inputMode={question.type === 'number' ? 'decimal' : undefined}
            maxLength={question.type === 'text' ? SURVEY_TEXT_MAX : undefined}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        </FormField>
      );
  }
};
