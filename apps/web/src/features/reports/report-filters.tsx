import {
  MONEY_TYPES,
  reportRangeErrors,
  utcDay,
  type MoneyType,
} from '@prime/contract/rules/report-range';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../shared/ui/date-range-fields';
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
 * From, to (UTC days), money type, provider and the Search button, disabled while the range is
 * one the server would refuse (neither day after today, from not after to). The pickers
 * (`DateRangeFields`) offer what spec 02 §5 allows; the default range of today to today (§9)
 * stays searchable.
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
  const errorId = useId();
  const providers = useProviders().data ?? [];
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
