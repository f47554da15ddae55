import { TRANSACTION_STATUSES } from '@prime/contract/constants';
import type { TransactionStatus } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../shared/ui/date-range-filter';
import { Select } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import type { TransactionSearch } from './api/get-transactions';
import { statusName, TRANSACTION_TYPE_FILTER, typeName } from './transaction-texts';

/**
 * From, to (UTC days), type, status and the Search button (`DateRangeFilter`, which refuses
 * what the server would), as on the reports screen.
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
  return (
    <DateRangeFilter
      range={draft}
      textSection="transactions"
      isSearching={isSearching}
      onChange={onChange}
      onSearch={onSearch}
    >
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
    </DateRangeFilter>
  );
};
