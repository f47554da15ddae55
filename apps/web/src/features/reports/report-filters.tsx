import { MONEY_TYPES, type MoneyType } from '@prime/contract/rules/report-range';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../shared/ui/date-range-filter';
import { Select } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { useProviders } from './api/get-providers';
import type { ReportSearch } from './api/get-casino-report';

const TYPE_KEYS: Record<MoneyType, 'type_all' | 'type_real' | 'type_bonus'> = {
  all: 'type_all',
  real: 'type_real',
  bonus: 'type_bonus',
};

/**
 * From, to (UTC days), money type, provider and the Search button (`DateRangeFilter`, which
 * refuses what the server would). The pickers offer what spec 02 §5 allows; the default range
 * of today to today (§9) stays searchable.
 */
export const ReportFilters = ({
  draft,
  onChange,
  onSearch,
  isSearching,
}: {
  draft: ReportSearch;
  onChange: (patch: Partial<ReportSearch>) => void;
  onSearch: () => void;
  isSearching: boolean;
}) => {
  const { t } = useTranslation('reports');
  const providers = useProviders().data ?? [];

  return (
    <DateRangeFilter
      range={draft}
      textSection="reports"
      isSearching={isSearching}
      onChange={onChange}
      onSearch={onSearch}
    >
      <FormField className="account-form__field" label={t('money_type')}>
        <Select
          value={draft.money_type}
          options={MONEY_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
          onChange={(event) => onChange({ money_type: event.target.value as MoneyType })}
        />
      </FormField>
      <FormField className="account-form__field" label={t('provider')}>
        <Select
          value={draft.provider_id ?? ''}
          placeholder={t('provider_all')}
          options={providers.map((provider) => ({ value: provider.id, label: provider.name }))}
          onChange={(event) =>
            onChange({ provider_id: event.target.value ? Number(event.target.value) : undefined })
          }
        />
      </FormField>
    </DateRangeFilter>
  );
};
