import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, type Language } from './content-record';

/**
 * One tab per language; a language without texts yet is marked, so an editor sees what the
 * site would serve in English instead.
 */
export const LanguageTabs = ({
  active,
  onSelect,
  missing,
  children,
}: {
  active: Language;
  onSelect: (language: Language) => void;
  missing: (language: Language) => boolean;
  children: ReactNode;
}) => (
  <div>
    <div role="tablist" aria-label="Language" className="flex flex-wrap gap-1 border-b">
      {CONTENT_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          role="tab"
          id={`tab-${language}`}
          aria-selected={active === language}
          aria-controls={`panel-${language}`}
          onClick={() => onSelect(language)}
          className={cn(
            'rounded-t-md px-3 py-1.5 text-sm',
            active === language ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {LANGUAGE_NAMES[language]}
          {missing(language) ? ' (no text)' : ''}
        </button>
      ))}
    </div>
    <div
      role="tabpanel"
      id={`panel-${active}`}
      aria-labelledby={`tab-${active}`}
      className="space-y-3 pt-3"
    >
      {children}
    </div>
  </div>
);
