import { placeholdersOf, STAFF_TEXT_MAX, TEXT_PLACEHOLDER } from '@prime/contract';
import { useEditContext, useNotify, useRefresh, useUpdate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../providers/http';
import { ErrorAlert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Field, Textarea } from '../../ui/field';
import { Page, Section } from '../../ui/page';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, type Language } from './content-record';
import { LanguageTabs } from './language-tabs';
import type { TextRecord } from './text-list';
import { WholeRecordEdit } from '../../ui/whole-record';

/** Values the preview puts in place of the placeholders the site fills in. */
const SAMPLES: Record<string, string> = {
  name: 'Alex',
  nickname: 'alex77',
  email: 'alex@example.com',
  amount: '25.00 EUR',
  value: '10.00 EUR',
  stake: '2.00 EUR',
  total: '120.00 EUR',
  min: '10.00 EUR',
  max: '500.00 EUR',
  minimum: '10.00 EUR',
  maximum: '500.00 EUR',
  target: '1,000.00 EUR',
  count: '3',
  hours: '24',
  minutes: '15',
  seconds: '30',
  days: '7',
  date: '1 May 2026',
  year: '2026',
  percent: '50',
  company: 'Prime Casino Ltd',
};

/** A text as the site shows it: each `{{placeholder}}` replaced by a sample value. */
export const withSamples = (text: string): string =>
  text.replace(TEXT_PLACEHOLDER, (_, name: string) => SAMPLES[name] ?? `[${name}]`);

const HTML = /<\/?[a-z!][^>]*>|&[a-z#0-9]+;/i;

/** What the console can tell before the API does: the same rules the API enforces. */
export const problemsOf = (record: TextRecord, value: string): string[] => {
  const problems: string[] = [];
  if (value.trim() === '') problems.push('Write a text, or reset it to the default.');
  if (value.length > STAFF_TEXT_MAX) problems.push(`At most ${STAFF_TEXT_MAX} characters.`);
  const found = placeholdersOf(value);
  if (found.join(' ') !== record.placeholders.join(' '))
    problems.push(
      record.placeholders.length
        ? `Keep the placeholders ${record.placeholders.map((name) => `{{${name}}}`).join(', ')} and no others.`
        : 'This text takes no placeholders such as {{name}}.',
    );
  if (!record.html && HTML.test(value)) problems.push('Plain text only, without HTML.');
  return problems;
};

/** Per language: a new text, null to go back to the default; absent: unchanged. */
type Draft = Partial<Record<Language, string | null>>;

const TextForm = () => {
  const { record, isPending, error } = useEditContext<TextRecord>();
  const [draft, setDraft] = useState<Draft>({});
  const [language, setLanguage] = useState<Language>('en');
  const [update, { isPending: isSaving, error: saveError }] = useUpdate<TextRecord, Error>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (isPending) return <p>Loading…</p>;
  if (error || !record) return <ErrorAlert>{error?.message ?? 'No such text.'}</ErrorAlert>;

  const valueOf = (code: Language) => {
    const changed = draft[code];
    if (changed === null) return record.defaults[code] ?? '';
    return changed ?? record.values[code] ?? '';
  };
  const isOverridden = (code: Language) =>
    draft[code] === null ? false : valueOf(code) !== (record.defaults[code] ?? '');
  const changes = Object.fromEntries(
    CONTENT_LANGUAGES.filter((code) => code in draft)
      .map((code) => [code, draft[code] === null ? null : valueOf(code)] as const)
      .filter(([code, value]) =>
        value === null ? record.overridden.includes(code) : value !== record.values[code],
      ),
  );
  const problems = Object.fromEntries(
    CONTENT_LANGUAGES.map((code) => [
      code,
      typeof changes[code] === 'string' ? problemsOf(record, changes[code]) : [],
    ]),
  ) as Record<Language, string[]>;
  const serverErrors = saveError instanceof ApiError ? (saveError.errors ?? {}) : {};
  const fieldError =
    problems[language].join(' ') || serverErrors[`values.${language}`]?.join(' ') || undefined;
  const value = valueOf(language);
  const blocked = CONTENT_LANGUAGES.some((code) => problems[code].length > 0);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void update(
      'texts',
      { id: record.id, data: { values: changes }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Text ${record.id} saved.`, { type: 'success' });
          setDraft({});
          refresh();
        },
      },
    );
  };

  return (
    <Page title={`Edit text: ${record.id}`}>
      <form className="space-y-4" onSubmit={handleSubmit}>
        {saveError ? <ErrorAlert>{saveError.message}</ErrorAlert> : null}
        <Section title="Text">
          <p className="text-sm text-slate-700">
            {record.placeholders.length
              ? `Placeholders every language keeps: ${record.placeholders.map((name) => `{{${name}}}`).join(', ')}.`
              : 'This text has no placeholders.'}{' '}
            {record.html ? 'Unsafe HTML is removed when saved.' : 'Plain text, no HTML.'}
          </p>
          <LanguageTabs active={language} onSelect={setLanguage} missing={() => false}>
            <p className="flex items-center gap-2 text-sm">
              {isOverridden(language) ? (
                <Badge tone="warn">Changed from the default</Badge>
              ) : (
                <Badge>Default text</Badge>
              )}
            </p>
            <Field
              label={`Text in ${LANGUAGE_NAMES[language]}`}
              hint={`Default: ${record.defaults[language] ?? ''}`}
              error={fieldError}
            >
              <Textarea
                rows={4}
                lang={language}
                value={value}
                onChange={(event) => setDraft({ ...draft, [language]: event.target.value })}
              />
            </Field>
            <Button
              variant="secondary"
              disabled={!isOverridden(language)}
              onClick={() => setDraft({ ...draft, [language]: null })}
            >
              Reset {LANGUAGE_NAMES[language]} to the default
            </Button>
          </LanguageTabs>
        </Section>
        <Section title="Preview">
          <p className="mb-2 text-sm text-slate-600">
            As the site shows it, with sample values in place of the placeholders.
          </p>
          <output
            lang={language}
            aria-label="Preview"
            className="block rounded-md border border-slate-200 bg-white p-3 whitespace-pre-wrap"
          >
            {withSamples(value)}
          </output>
        </Section>
        <p className="text-sm text-slate-600">
          The site serves a saved text at once; a visitor already browsing sees it after a reload in
          a new session (the browser keeps the texts for its session).
        </p>
        <Button type="submit" disabled={isSaving || blocked || Object.keys(changes).length === 0}>
          Save text
        </Button>
      </form>
    </Page>
  );
};

/** One interface text in every language, with its defaults and a preview. */
export const TextEdit = () => (
  <WholeRecordEdit>
    <TextForm />
  </WholeRecordEdit>
);
