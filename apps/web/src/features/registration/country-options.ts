import type { Country } from '@prime/contract';

type Option = { value: string; label: string };

const sortedNames = (countries: readonly Country[], language: string): Option[] => {
  const options = countries.map((country) => ({ value: country.code, label: country.name }));
  if (language === 'en') return options;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  return options
    .map((option) => ({ ...option, label: names.of(option.value) ?? option.label }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
};

/** Per list of countries (the query's data, kept while it is the same) and language. */
const cache = new WeakMap<readonly Country[], Map<string, Option[]>>();

/**
 * The countries as options of a select. The reference data names them in English; in another
 * language each takes the name the browser knows in it (the English one where it knows none),
 * in that language's alphabetical order. Named and sorted once per list and language, not on
 * every render of a form.
 */
export const countryOptions = (countries: readonly Country[], language: string): Option[] => {
  let byLanguage = cache.get(countries);
  if (!byLanguage) {
    byLanguage = new Map();
    cache.set(countries, byLanguage);
  }
  let options = byLanguage.get(language);
  if (!options) {
    options = sortedNames(countries, language);
    byLanguage.set(language, options);
  }
  return options;
};
