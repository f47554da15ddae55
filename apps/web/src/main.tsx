import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootApp } from './app/boot';
import { loadBuiltInTexts } from './shared/i18n/built-in-texts';
import { createI18n } from './shared/i18n/i18n';
import { readStoredLanguage, resolveLanguage } from './shared/i18n/language';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The splash speaks the visitor's language from the first frame; startup confirms it. A promise
// rather than a top-level await: Rollup would split every module a lazy screen shares with the
// entry into a chunk of its own, one more request on every first load.
const language = resolveLanguage(window.location.pathname, readStoredLanguage());
void loadBuiltInTexts(language).then((texts) => {
  const i18n = createI18n(language, texts);
  const boot = bootApp(i18n);
  createRoot(container).render(
    <StrictMode>
      <App boot={boot} i18n={i18n} />
    </StrictMode>,
  );
});
