import { TIME_OUT_HOURS, exclusionEndOf } from '@prime/contract/rules/exclusion';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useExclude } from '../../shared/session/exclusion';
import { Select } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { useConfirmedSubmit } from '../../shared/ui/use-confirmed-submit';
import { exclusionErrorText } from './exclusion-messages';

/**
 * Time-out (decision 25): a break from play and deposits of TIME_OUT_HOURS, 24 hours to 6
 * weeks, applied at once after a confirmation; the player is logged out.
 */
export const TimeOutPart = () => {
  const { t } = useTranslation('limits');
  const titleId = useId();
  const exclude = useExclude();
  const [hours, setHours] = useState(String(TIME_OUT_HOURS[0]));
  const options = TIME_OUT_HOURS.map((value) => ({
    value: String(value),
    label:
      value <= 72
        ? t('time_out_hours', { count: value })
        : t('time_out_weeks', { count: value / 168 }),
  }));
  const send = () =>
    exclude
      .mutateAsync({
        body: {
          statistic: 'time_out',
          status_expires_at: exclusionEndOf(new Date(), Number(hours), 'hours').toISOString(),
        },
        endsSession: true,
      })
      .catch(() => undefined);
  const confirmation = useConfirmedSubmit(
    {
      message: t('time_out_question'),
      confirmLabel: t('time_out_submit'),
      cancelLabel: t('exclusion_cancel'),
    },
    send,
  );

  return (
    <section className="limits__part" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('time_out_title')}</h3>
      <p className="form-message">{t('time_out_intro')}</p>
      <form
        className="account-form limits__form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          confirmation.ask();
        }}
      >
        <FormField label={t('exclusion_period')} className="account-form__field">
          <Select
            value={hours}
            options={options}
            onChange={(event) => setHours(event.target.value)}
          />
        </FormField>
        {exclude.isError ? (
          <p role="alert" className="form-message form-message--error">
            {exclusionErrorText(t, exclude.error)}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button--primary" disabled={exclude.isPending}>
            {t('time_out_submit')}
          </button>
        </div>
      </form>
      {confirmation.dialog}
    </section>
  );
};
