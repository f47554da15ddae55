import {
  MONEY_TYPES,
  reportRangeErrors,
  utcDay,
  type MoneyType,
} from '@prime/contract/rules/report-range';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviders } from './api/get-providers';
import type { ReportSearch } from './api/get-casino-report';

const TYPE_KEYS: Record<MoneyType, 'type_all' | 'type_real' | 'type_bonus'> = {
  all: 'type_all',
  real: 'type_real',
  bonus: 'type_bonus',
};

/**
 * From, to (UTC days), money type, provider and the Search button, disabled while the range is
 * one the server would refuse (neither day after today, from not after to). The pickers offer
 * what spec 02 §5 allows: from up to yesterday (or the chosen to), to up to today; the default
 * range of today to today (§9) stays searchable.
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
  const ids = { from: useId(), to: useId(), type: useId(), provider: useId(), error: useId() };
  const providers = useProviders().data ?? [];
  const today = utcDay();
  const yesterday = utcDay(new Date(Date.now() - 86_400_000));
  const errors = reportRangeErrors(draft.from, draft.to, today);
  const isValid = !errors.from && !errors.to;
  const isReversed = errors.from === 'from_after_to';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onSearch();
  };

  return (
    <form className="report-filters" onSubmit={handleSubmit} noValidate>
      <div className="account-form__field">
        <label htmlFor={ids.from}>{t('from')}</label>
        <input
          id={ids.from}
          type="date"
          value={draft.from}
          max={draft.to && draft.to < yesterday ? draft.to : yesterday}
          aria-invalid={isReversed || undefined}
          aria-describedby={isReversed ? ids.error : undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="account-form__field">
        <label htmlFor={ids.to}>{t('to')}</label>
        <input
          id={ids.to}
          type="date"
          value={draft.to}
          max={today}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      <div className="account-form__field">
        <label htmlFor={ids.type}>{t('money_type')}</label>
        <select
          id={ids.type}
          value={draft.money_type}
          onChange={(event) => onChange({ money_type: event.target.value as MoneyType })}
        >
          {MONEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_KEYS[type])}
            </option>
          ))}
        </select>
      </div>
      <div className="account-form__field">
        <label htmlFor={ids.provider}>{t('provider')}</label>
        <select
          id={ids.provider}
          value={draft.provider_id ?? ''}
          onChange={(event) =>
            onChange({ provider_id: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{t('provider_all')}</option>
          {providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.name}
            </option>
          ))}
        </select>
      </div>
      <div className="report-filters__submit">
        <button type="submit" className="button button--primary" disabled={!isValid || isSearching}>
          {t('search')}
        </button>
      </div>
      {isReversed ? (
        <p id={ids.error} className="form-message form-message--error report-filters__error">
          {t('range_invalid')}
        </p>
      ) : null}
    </form>
  );
};
