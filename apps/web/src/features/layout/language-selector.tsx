import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLanguage, switchLanguageInPath } from '../../shared/i18n/language';
import { useAppState } from '../../shared/session/app-store-context';

/** The languages of the site by their own names; choosing one opens the same page in it. */
export const LanguageSelector = () => {
  const { t } = useTranslation('footer');
  const id = useId();
  const language = useAppState((state) => state.language);
  const languages = useAppState((state) => state.languages);
  const navigate = useNavigate();
  const location = useLocation();

  const handleChange = (value: string) => {
    if (!isLanguage(value) || value === language) return;
    // The route follows its language prefix: texts, storage, cookie and <html lang>.
    void navigate(
      `${switchLanguageInPath(location.pathname, value)}${location.search}${location.hash}`,
    );
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
