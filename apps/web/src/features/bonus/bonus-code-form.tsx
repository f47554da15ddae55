import { BONUS_CODE_MAX_LENGTH, checkBonusCode } from '@prime/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { useActivateCampaign } from './api/activate-campaign';

/** The text key of a broken bonus code rule (spec 02 §5: required, no spaces). */
const RULE_TEXTS: Record<string, string> = {
  required: 'code_required',
  spaces_not_allowed: 'code_spaces',
  too_long: 'code_too_long',
};

/** What the player reads of the server's refusal of a code, under the field. */
const refusalText = (error: unknown) => {
  if (!isApiError(error)) return 'activate_failed';
  if (error.code === 'promo_code_invalid') return 'code_invalid';
  if (error.code === 'bonus_not_available') return 'error_bonus_not_available';
  return 'activate_failed';
};

/**
 * A bonus code typed after registration (spec 02 §7 Bonuses, "save bonus code"; decision 32): a
 * deposit bonus's code is saved as the choice the next qualifying deposit is matched by, a
 * no-deposit or free-spins code is awarded at once. The server decides: a code it does not offer
 * to the player, or a bonus that cannot be taken now, is refused under the field.
 */
export const BonusCodeForm = ({
  playerId,
  onSaved,
}: {
  playerId: number;
  /** The code was taken; the text says how (saved for a deposit, or active). */
  onSaved: (text: string) => void;
}) => {
  const { t } = useTranslation('bonus');
  const titleId = useId();
  const activate = useActivateCampaign(playerId);
  const [code, setCode] = useState('');
  /** The text key of the rule the code breaks, or of the server's refusal, once submitted. */
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (activate.isPending) return;
    const typed = code.trim();
    const rule = checkBonusCode(typed);
    if (rule) {
      setErrorKey(RULE_TEXTS[rule] ?? 'code_invalid');
      return;
    }
    setErrorKey(null);
    activate.mutate(typed, {
      onSuccess: (result) => {
        setCode('');
        onSaved(t(result.status === 'active' ? 'code_active' : 'code_chosen'));
      },
      onError: (error) => setErrorKey(refusalText(error)),
    });
  };

  return (
    <section className="my-bonus__code" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('code_title')}</h3>
      <form className="my-bonus__code-form" noValidate onSubmit={handleSubmit}>
        <FormField
          className="account-form__field"
          label={t('code_label')}
          error={errorKey ? t(errorKey) : undefined}
          isErrorAnnounced
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={BONUS_CODE_MAX_LENGTH}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setErrorKey(null);
            }}
          />
        </FormField>
        <button type="submit" className="button button--primary" disabled={activate.isPending}>
          {t('code_submit')}
        </button>
      </form>
    </section>
  );
};
