import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectLanguage } from '../../shared/i18n/use-select-language';
import { useAppState } from '../../shared/session/app-store-context';

/** The languages of the site by their own names; choosing one reopens the same page in it. */
export const LanguageSelector = () => {
  const { t } = useTranslation('footer');
  const id = useId();
  const language = useAppState((state) => state.language);
  const languages = useAppState((state) => state.languages);
  const selectLanguage = useSelectLanguage();

  const handleChange = (value: string) => {
    if (value !== language) selectLanguage(value);
  };

  return (
    <div className="language-selector">
      <label htmlFor={id}>{t('language')}</label>
      <select id={id} value={language} onChange={(event) => handleChange(event.target.value)}>
        {languages.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
};
