import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionProviders } from './api/get-section-providers';

const SHOW_ALL = 'all';

type ProviderSelectProps = {
  sectionId: number | undefined;
  value: number | undefined;
  onChange: (providerId: number | undefined) => void;
};

/** Placeholder, 'Show all', then the section's visible providers (spec 01 §2). */
export const ProviderSelect = ({ sectionId, value, onChange }: ProviderSelectProps) => {
  const { t } = useTranslation('casino');
  const id = useId();
  const providers = useSectionProviders(sectionId).data ?? [];

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    onChange(chosen === '' || chosen === SHOW_ALL ? undefined : Number(chosen));
  };

  return (
    <div className="lobby-provider">
      <label className="visually-hidden" htmlFor={id}>
        {t('providers_label')}
      </label>
      <select
        id={id}
        className="lobby-provider__select"
        value={value === undefined ? '' : String(value)}
        onChange={handleChange}
      >
        <option value="">{t('providers_placeholder')}</option>
        <option value={SHOW_ALL}>{t('show_all')}</option>
        {providers
          .filter((provider) => provider.is_visible)
          .map((provider) => (
            <option key={provider.id} value={String(provider.id)}>
              {provider.name}
            </option>
          ))}
      </select>
    </div>
  );
};
