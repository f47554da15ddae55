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

// The splash speaks the visitor's language from the first frame; startup confirms it.
const language = resolveLanguage(window.location.pathname, readStoredLanguage());
const i18n = createI18n(language, await loadBuiltInTexts(language));
const boot = bootApp(i18n);

createRoot(container).render(
  <StrictMode>
    <App boot={boot} i18n={i18n} />
  </StrictMode>,
);
