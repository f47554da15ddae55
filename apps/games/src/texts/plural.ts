/** The forms of a counted word: Czech, Slovak and Polish have one for 1, for 2–4 and for 5+. */
export type PluralForms = { one: string; few: string; many: string };

/**
 * The form of a word after `count` by the language's own rule (Polish 22 takes `few`, 12 `many`);
 * `other`, what Czech and Slovak use for 0 and 5+, takes the `many` form.
 */
export const selectPlural = (locale: string, count: number, forms: PluralForms): string => {
  const category = new Intl.PluralRules(locale).select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  return forms.many;
};

/** `count` and its word in the right form, such as `5 volných otočení`. */
export const countOf = (locale: string, count: number, forms: PluralForms): string =>
  `${count} ${selectPlural(locale, count, forms)}`;
