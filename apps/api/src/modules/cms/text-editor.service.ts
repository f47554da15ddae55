import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  placeholdersOf,
  type Language,
  type StaffText,
  type StaffTextEditBody,
  type StaffTextsQuery,
} from '@prime/contract';
import { BUILT_IN_TEXTS } from '@prime/contract/texts';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type { CmsRepository } from './cms.repository';
import { createHtmlSanitizer } from './sanitize';

/** Something that looks like an HTML tag, an entity or a comment. */
const HTML = /<\/?[a-z!][^>]*>|&[a-z#0-9]+;/i;

type Defaults = Map<string, { section: string; key: string; values: Record<Language, string> }>;

/** Every built-in text by `section.key`, with its value in every language. */
const builtInTexts = (): Defaults => {
  const defaults: Defaults = new Map();
  for (const [section, keys] of Object.entries(BUILT_IN_TEXTS[DEFAULT_LANGUAGE]))
    for (const key of Object.keys(keys as Record<string, string>)) {
      const values = Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          (BUILT_IN_TEXTS[language] as Record<string, Record<string, string>>)[section]?.[key] ??
            (keys as Record<string, string>)[key]!,
        ]),
      ) as Record<Language, string>;
      defaults.set(`${section}.${key}`, { section, key, values });
    }
  return defaults;
};

const sameList = (left: string[], right: string[]) =>
  left.length === right.length && left.every((item, index) => item === right[index]);

/**
 * The back office's editor of the site's interface texts (the `translations` rows the site
 * reads through `/v1/cms/translations`). The built-in texts are the defaults and the list of
 * known keys; a change is a stored value that differs from them, and a reset stores the default
 * again. `onChange` runs after every change, so the process's cache of texts is dropped at once.
 */
export const createTextEditorService = (repository: CmsRepository, onChange: () => void) => {
  const defaults = builtInTexts();
  const sanitize = createHtmlSanitizer();

  const stored = async (): Promise<Map<string, Partial<Record<Language, string>>>> => {
    const byKey = new Map<string, Partial<Record<Language, string>>>();
    for (const row of await repository.listTranslations({})) {
      const id = `${row.section}.${row.key}`;
      if (!defaults.has(id)) continue;
      const values = byKey.get(id) ?? {};
      values[row.languageCode as Language] = row.value;
      byKey.set(id, values);
    }
    return byKey;
  };

  const present = (
    id: string,
    values: Partial<Record<Language, string>>,
    language: Language = DEFAULT_LANGUAGE,
  ): StaffText => {
    const known = defaults.get(id)!;
    const served = Object.fromEntries(
      LANGUAGES.map((code) => [code, values[code] ?? known.values[code]]),
    ) as Record<Language, string>;
    return {
      id,
      section: known.section,
      key: known.key,
      value: served[language],
      values: served,
      defaults: known.values,
      overridden: LANGUAGES.filter((code) => served[code] !== known.values[code]),
      placeholders: placeholdersOf(known.values[DEFAULT_LANGUAGE]),
      html: HTML.test(known.values[DEFAULT_LANGUAGE]),
    };
  };

  const get = async (id: string): Promise<StaffText> => {
    if (!defaults.has(id)) throw new AppError('not_found', `No interface text ${id}.`);
    return present(id, (await stored()).get(id) ?? {});
  };

  /** A language's new value as it will be stored, or the field errors that refuse it. */
  const check = (id: string, value: string): string | string[] => {
    const known = defaults.get(id)!;
    const expected = placeholdersOf(known.values[DEFAULT_LANGUAGE]);
    const errors: string[] = [];
    const found = placeholdersOf(value);
    if (!sameList(found, expected))
      errors.push(
        expected.length
          ? `Must keep the placeholders ${expected.map((name) => `{{${name}}}`).join(', ')} and no others.`
          : 'Must not contain placeholders such as {{name}}.',
      );
    const withHtml = HTML.test(known.values[DEFAULT_LANGUAGE]);
    if (!withHtml && HTML.test(value)) errors.push('Must be plain text, without HTML.');
    if (errors.length) return errors;
    const clean = withHtml ? sanitize(value) : value;
    if (withHtml && clean.trim() === '')
      return ['Must keep some text once unsafe HTML is removed.'];
    return clean;
  };

  return {
    /** Known texts matching the search, sorted and paged, react-admin's `{ data, meta }`. */
    list: async (
      query: StaffTextsQuery,
    ): Promise<{ data: StaffText[]; meta: { total: number } }> => {
      const values = await stored();
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const rows = [...defaults.keys()]
        .map((id) => present(id, values.get(id) ?? {}, query.language))
        .filter((text) => !query.section || text.section === query.section)
        .filter((text) => {
          if (!words.length) return true;
          const haystack = [
            text.id,
            ...(query.language ? [text.value] : Object.values(text.values)),
          ]
            .join('\n')
            .toLowerCase();
          return words.every((word) => haystack.includes(word));
        });
      const field = query.sort ?? 'id';
      const direction = query.order === 'desc' ? -1 : 1;
      rows.sort((a, b) => a[field].localeCompare(b[field]) * direction || a.id.localeCompare(b.id));
      const start = (query.page - 1) * query.per_page;
      return { data: rows.slice(start, start + query.per_page), meta: { total: rows.length } };
    },

    get,

    /**
     * Sets the languages sent (null: back to the built-in text), all or none: a value that loses
     * a placeholder, adds one, or carries HTML the default does not have refuses the whole change.
     */
    update: async (
      id: string,
      body: StaffTextEditBody,
      options: { audit?: AuditHook } = {},
    ): Promise<StaffText> => {
      const known = defaults.get(id);
      if (!known) throw new AppError('not_found', `No interface text ${id}.`);
      const changes: { language: Language; value: string }[] = [];
      const fields: Record<string, string[]> = {};
      for (const [language, value] of Object.entries(body.values) as [Language, string | null][]) {
        if (value === null) {
          changes.push({ language, value: known.values[language] });
          continue;
        }
        const checked = check(id, value);
        if (Array.isArray(checked)) fields[`values.${language}`] = checked;
        else changes.push({ language, value: checked });
      }
      if (Object.keys(fields).length) throw new AppError('validation_failed', undefined, fields);
      await repository.transaction(async (tx) => {
        for (const change of changes)
          await repository.setTranslation(
            {
              languageCode: change.language,
              section: known.section,
              key: known.key,
              value: change.value,
            },
            tx,
          );
        await options.audit?.(tx);
      });
      onChange();
      return get(id);
    },
  };
};

export type TextEditorService = ReturnType<typeof createTextEditorService>;
