import type { LimitField, LimitRequest, LimitUsage } from '@prime/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { LIMIT_MAX_DIGITS } from '@prime/contract/rules/limits';
import { LimitRequestNotice } from './limit-request';

/**
 * One limit: its input (digits only), with the value in force and what is left of it this
 * day, week or month as its hint; locked, with the request's notice, while a change waits.
 */
export const LimitInput = ({
  field,
  usage,
  request,
  value,
  error,
  isErrorAnnounced,
  isReadOnly,
  formatValue,
  isRequestBusy,
  onChange,
  onDeleteRequest,
  onConfirmRequest,
}: {
  field: LimitField;
  usage: LimitUsage | undefined;
  request: LimitRequest | undefined;
  value: string;
  error: string | undefined;
  /** The error answers the save (the server's), not the typing. */
  isErrorAnnounced: boolean;
  /** While the form saves, what was typed stays as it is. */
  isReadOnly: boolean;
  /** A limit's amount as the player reads it: money, or minutes. */
  formatValue: (amount: number) => string;
  isRequestBusy: boolean;
  onChange: (text: string) => void;
  onDeleteRequest: (request: LimitRequest) => void;
  onConfirmRequest: (request: LimitRequest) => void;
}) => {
  const { t } = useTranslation('limits');
  const noticeId = useId();
  const limit = usage?.limit ?? null;
  const left = usage?.left ?? null;
  const hint = (
    <>
      <span>{limit === null ? t('no_limit') : t('in_force', { value: formatValue(limit) })}</span>
      {left !== null && usage ? (
        <>
          {' '}
          <span>{t(`left_${usage.period}`, { amount: formatValue(left) })}</span>
        </>
      ) : null}
    </>
  );
  return (
    <div className="limits__field">
      <FormField
        className="account-form__field"
        label={t(`label_${field}`)}
        hint={hint}
        error={error}
        isErrorAnnounced={isErrorAnnounced}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={LIMIT_MAX_DIGITS}
          value={value}
          disabled={request !== undefined}
          readOnly={isReadOnly}
          aria-describedby={request ? noticeId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
      {request ? (
        <LimitRequestNotice
          request={request}
          noticeId={noticeId}
          formatValue={formatValue}
          isBusy={isRequestBusy}
          onDelete={() => onDeleteRequest(request)}
          onConfirm={() => onConfirmRequest(request)}
        />
      ) : null}
    </div>
  );
};
