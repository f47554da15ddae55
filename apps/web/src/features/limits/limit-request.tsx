import type { LimitRequest } from '@prime/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { LIMIT_RAISE_DELAY_HOURS } from '@prime/contract/rules/limits';

/**
 * A raised or removed limit that waits (spec 02 §4): the notice with the value asked for and
 * when it may be confirmed, Delete (after a confirmation) and, once its time has come, Confirm.
 * The field above it is locked meanwhile; `noticeId` describes it.
 */
export const LimitRequestNotice = ({
  request,
  noticeId,
  formatValue,
  isBusy,
  onDelete,
  onConfirm,
}: {
  request: LimitRequest;
  noticeId: string;
  formatValue: (amount: number) => string;
  /** An action on a request runs: both buttons wait. */
  isBusy: boolean;
  onDelete: () => void;
  onConfirm: () => void;
}) => {
  const { t, i18n } = useTranslation('limits');
  const [isAsking, setIsAsking] = useState(false);
  const asked = request.response[request.field] ?? null;
  const isConfirmable = request.status === 'confirmable';
  return (
    <div className="limits__request">
      <p id={noticeId} className="limits__request-text">
        <strong>{t('pending_notice', { hours: LIMIT_RAISE_DELAY_HOURS })}</strong>{' '}
        {asked === null
          ? t('pending_no_limit')
          : t('pending_value', { value: formatValue(Number(asked)) })}{' '}
        {isConfirmable
          ? t('confirm_now')
          : t('confirm_from', { date: formatDateTime(request.activated_at, i18n.language) })}
      </p>
      <div className="limits__request-actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={isBusy}
          onClick={() => setIsAsking(true)}
        >
          {t('delete')}
        </button>
        {isConfirmable ? (
          <button
            type="button"
            className="button button--primary"
            disabled={isBusy}
            onClick={onConfirm}
          >
            {t('confirm')}
          </button>
        ) : null}
      </div>
      {isAsking ? (
        <ConfirmDialog
          message={t('delete_question')}
          confirmLabel={t('delete')}
          cancelLabel={t('keep')}
          onCancel={() => setIsAsking(false)}
          onConfirm={() => {
            setIsAsking(false);
            onDelete();
          }}
        />
      ) : null}
    </div>
  );
};
