import { TRANSACTION_STATUSES } from '@prime/contract/constants';
import type { TransactionStatus } from '@prime/contract';
import { reportRangeErrors, utcDay } from '@prime/contract/rules/report-range';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../shared/ui/date-range-fields';
import { Select } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import type { TransactionSearch } from './api/get-transactions';
import { statusName, TRANSACTION_TYPE_FILTER, typeName } from './transaction-texts';

/**
 * From, to (UTC days), type, status and the Search button, disabled while the range is one the
 * server would refuse (neither day after today, from not after to), as on the reports screen.
 */
export const TransactionFilters = ({
  draft,
  onChange,
  onSearch,
  isSearching,
}: {
  draft: TransactionSearch;
  onChange: (patch: Partial<TransactionSearch>) => void;
  onSearch: () => void;
  isSearching: boolean;
}) => {
  const { t } = useTranslation('transactions');
  const errorId = useId();
  const errors = reportRangeErrors(draft.from, draft.to, utcDay());
  const isValid = !errors.from && !errors.to;
  const isReversed = errors.from === 'from_after_to';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onSearch();
  };

  return (
    <form className="filter-bar" onSubmit={handleSubmit} noValidate>
      <DateRangeFields
        from={draft.from}
        to={draft.to}
        labels={{ from: t('from'), to: t('to') }}
        errorId={errorId}
        isReversed={isReversed}
        onChange={onChange}
      />
      <FormField className="account-form__field" label={t('type')}>
        <Select
          value={draft.type_id ?? ''}
          placeholder={t('type_all')}
          options={TRANSACTION_TYPE_FILTER.map((id) => ({
            value: id,
            label: typeName(t, { id, name: '' }),
          }))}
          onChange={(event) =>
            onChange({ type_id: event.target.value ? Number(event.target.value) : undefined })
          }
        />
      </FormField>
      <FormField className="account-form__field" label={t('status')}>
        <Select
          value={draft.status ?? ''}
          placeholder={t('status_all')}
          options={TRANSACTION_STATUSES.map((status) => ({
            value: status,
            label: statusName(t, status),
          }))}
          onChange={(event) =>
            onChange({
              status: (event.target.value || undefined) as TransactionStatus | undefined,
            })
          }
        />
      </FormField>
      <div className="filter-bar__submit">
        <button type="submit" className="button button--primary" disabled={!isValid || isSearching}>
          {t('search')}
        </button>
      </div>
      {isReversed ? (
        <p id={errorId} className="form-message form-message--error filter-bar__error">
          {t('range_invalid')}
        </p>
      ) : null}
    </form>
  );
};
