import { type Player } from '@prime/contract';
import {
  EXCLUSION_LIFT_REASON_MIN,
  EXCLUSION_REASON_MAX,
  SELF_EXCLUSION_DAYS,
  exclusionEndOf as endAfter,
} from '@prime/contract/rules/exclusion';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/api-context';
import { meQueryOptions } from '../../shared/api/queries';
import { formatDateTime } from '../../shared/format/date';
import {
  exclusionInForceUntil,
  useExclude,
  type ExclusionBody,
} from '../../shared/session/exclusion';
import { Select, Textarea } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { useConfirmedSubmit } from '../../shared/ui/use-confirmed-submit';
import { exclusionRequestsQueryOptions, useExclusionRequests } from './api/get-exclusion-requests';
import { exclusionErrorText } from './exclusion-messages';

const FOREVER = 'forever';

/**
 * Self-exclusion (spec 02 §2, §4, §5; decision 25): a period of SELF_EXCLUSION_DAYS or without
 * end, and an optional reason. It applies at once and logs the player out. While one is in
 * force, a longer period applies at once too; an earlier end is a request with a written reason,
 * which the operator answers.
 */
export const SelfExclusionPart = ({ player }: { player: Player }) => {
  const { t, i18n } = useTranslation('limits');
  const api = useApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  const counterId = useId();
  const end = exclusionInForceUntil(player);
  const isExcluded = end !== null;
  const requests = useExclusionRequests(isExcluded);
  const exclude = useExclude();
  const [period, setPeriod] = useState('7');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const periodEnd = (now: Date) =>
    period === FOREVER ? FOREVER : endAfter(now, Number(period), 'days');
  /** An earlier end than the one in force waits for the operator; anything else applies. */
  const isEarlier = (now: Date) => {
    const next = periodEnd(now);
    if (end === null || next === FOREVER) return false;
    return end === FOREVER || next < end;
  };
  const reasonTooShort = reason.trim().length < EXCLUSION_LIFT_REASON_MIN;
  const [reasonError, setReasonError] = useState(false);

  const bodyOf = (now: Date): ExclusionBody => {
    const next = periodEnd(now);
    const given = reason.trim() === '' ? {} : { status_reason: reason.trim() };
    return next === FOREVER
      ? {
          statistic: 'self_exclusion',
          expires_at_forever: true,
          status_statistic: 'authorized',
          ...given,
        }
      : { statistic: 'self_exclusion', status_expires_at: next.toISOString(), ...given };
  };

  const send = async () => {
    const now = new Date();
    const earlier = isEarlier(now);
    setNotice(null);
    try {
      await exclude.mutateAsync({ body: bodyOf(now), endsSession: !earlier });
      if (earlier) {
        setReason('');
        setNotice(t('exclusion_requested'));
        await queryClient.invalidateQueries(exclusionRequestsQueryOptions(api.client));
        await queryClient.invalidateQueries(meQueryOptions(api));
      }
    } catch {
      // The mutation's error is shown below the form.
    }
  };

  const confirmation = useConfirmedSubmit(
    {
      message: t('exclusion_question'),
      confirmLabel: t('exclusion_confirm'),
      cancelLabel: t('exclusion_cancel'),
    },
    send,
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isEarlier(new Date())) {
      setReasonError(reasonTooShort);
      if (!reasonTooShort) void send();
      return;
    }
    confirmation.ask();
  };

  const options = [
    ...SELF_EXCLUSION_DAYS.map((days) => ({
      value: String(days),
      label: t('exclusion_days', { count: days }),
    })),
    { value: FOREVER, label: t('exclusion_forever') },
  ];
  const latest = requests.data?.[0];
  const asksEarlier = isEarlier(new Date());

  return (
    <section className="limits__part" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('exclusion_title')}</h3>
      <p className="form-message">{t('exclusion_intro')}</p>
      {end !== null ? (
        <p role="status" className="form-message form-message--error">
          {end === FOREVER
            ? t('exclusion_in_force_forever')
            : t('exclusion_in_force', {
                date: formatDateTime(end.toISOString(), i18n.language),
              })}{' '}
          {t('exclusion_lift_intro')}
        </p>
      ) : null}
      {latest ? (
        <p role="status" className="form-message">
          {latest.status === 'requested'
            ? t('exclusion_requested')
            : latest.status === 'granted'
              ? t('exclusion_granted', {
                  date: formatDateTime(latest.response.status_expires_at, i18n.language),
                })
              : t('exclusion_refused')}
        </p>
      ) : null}
      <form className="account-form limits__form" noValidate onSubmit={handleSubmit}>
        <FormField label={t('exclusion_period')} className="account-form__field">
          <Select
            value={period}
            options={options}
            onChange={(event) => setPeriod(event.target.value)}
          />
        </FormField>
        <FormField
          label={asksEarlier ? t('exclusion_reason_lift') : t('exclusion_reason')}
          hint={
            <span id={counterId}>
              {t('exclusion_reason_counter', { count: reason.length, max: EXCLUSION_REASON_MAX })}
            </span>
          }
          error={
            reasonError && reasonTooShort
              ? t('exclusion_error_reason', { min: EXCLUSION_LIFT_REASON_MIN })
              : undefined
          }
          className="account-form__field"
        >
          <Textarea
            value={reason}
            maxLength={EXCLUSION_REASON_MAX}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        {exclude.isError ? (
          <p role="alert" className="form-message form-message--error">
            {exclusionErrorText(t, exclude.error)}
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="form-message form-message--ok">
            {notice}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button--primary" disabled={exclude.isPending}>
            {asksEarlier ? t('exclusion_lift_submit') : t('exclusion_submit')}
          </button>
        </div>
      </form>
      {confirmation.dialog}
    </section>
  );
};
