import { reportRangeErrors, utcDay } from '@prime/contract/rules/report-range';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from './date-range-fields';

/**
 * A filter bar of a day range (reports, transactions): From and To, the caller's own filters
 * (`children`), and Search, disabled while the range is one the server would refuse (neither
 * day after today, from not after to); a reversed range is said under the row.
 */
export const DateRangeFilter = ({
  range: { from, to },
  textSection,
  isSearching,
  onChange,
  onSearch,
  children,
}: {
  range: { from: string; to: string };
  /** Whose `from`, `to`, `search` and `range_invalid` texts it shows. */
  textSection: 'reports' | 'transactions';
  isSearching: boolean;
  onChange: (patch: { from?: string; to?: string }) => void;
  onSearch: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation(textSection);
  const errorId = useId();
  const errors = reportRangeErrors(from, to, utcDay());
  const isValid = !errors.from && !errors.to;
  const isReversed = errors.from === 'from_after_to';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onSearch();
  };

  return (
    <form className="filter-bar" onSubmit={handleSubmit} noValidate>
      <DateRangeFields
        from={from}
        to={to}
        labels={{ from: t('from'), to: t('to') }}
        errorId={errorId}
        isReversed={isReversed}
        onChange={onChange}
      />
      {children}
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
