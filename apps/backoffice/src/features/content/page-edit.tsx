import type { StaffPageText } from '@prime/contract';
import { useEditContext, useNotify, useRefresh, useUpdate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../ui/alert';
import { Button, buttonClass } from '../../ui/button';
import { Field, Input, Textarea } from '../../ui/field';
import { Page, Section } from '../../ui/page';
import {
  fromLocalInput,
  sitePathOf,
  toLocalInput,
  type Language,
  type PageRecord,
} from './content-record';
import { LanguageTabs } from './language-tabs';
import { PagePreview } from './page-preview';
import { WholeRecordEdit } from '../../ui/whole-record';

const EMPTY_TEXT: StaffPageText = {
  title: '',
  comment: '',
  content: '',
  seo_title: '',
  seo_description: '',
};

type Draft = {
  texts: Partial<Record<Language, StaffPageText>>;
  is_visible: boolean;
  valid_from: string;
  valid_to: string;
};

const draftOf = (record: PageRecord): Draft => ({
  texts: { ...record.texts },
  is_visible: record.is_visible,
  valid_from: toLocalInput(record.valid_from),
  valid_to: toLocalInput(record.valid_to),
});

/** Only the languages whose texts changed (and were given a title) go to the API. */
const changedTexts = (record: PageRecord, draft: Draft) =>
  Object.fromEntries(
    Object.entries(draft.texts).filter(
      ([language, text]) =>
        text.title.trim() !== '' &&
        JSON.stringify(text) !== JSON.stringify(record.texts[language as Language]),
    ),
  );

const PageForm = ({ resource, noun }: { resource: string; noun: string }) => {
  const { record, isPending, error } = useEditContext<PageRecord>();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [language, setLanguage] = useState<Language>('en');
  const [update, { isPending: isSaving, error: saveError }] = useUpdate<PageRecord, Error>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (isPending) return <p>Loading…</p>;
  if (error || !record) return <ErrorAlert>{error?.message ?? `No such ${noun}.`}</ErrorAlert>;
  const current = draft ?? draftOf(record);
  const text = current.texts[language] ?? EMPTY_TEXT;
  const setText = (field: keyof StaffPageText, value: string) =>
    setDraft({ ...current, texts: { ...current.texts, [language]: { ...text, [field]: value } } });
  const isPromotion = record.type === 'promotion';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = {
      texts: changedTexts(record, current),
      ...(isPromotion ? { is_visible: current.is_visible } : {}),
      valid_from: fromLocalInput(current.valid_from),
      valid_to: fromLocalInput(current.valid_to),
    };
    void update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${record.texts.en?.title ?? record.name} saved.`, { type: 'success' });
          setDraft(null);
          refresh();
        },
      },
    );
  };

  return (
    <Page
      title={`Edit ${noun}: ${record.title}`}
      actions={
        <a
          className={buttonClass('secondary')}
          href={sitePathOf(record)}
          target="_blank"
          rel="noreferrer"
        >
          Open on the site
        </a>
      }
    >
      <form className="space-y-4" onSubmit={handleSubmit}>
        {saveError ? <ErrorAlert>{saveError.message}</ErrorAlert> : null}
        <Section title="Texts">
          <LanguageTabs
            active={language}
            onSelect={setLanguage}
            missing={(code) => !current.texts[code]}
          >
            <Field label="Title">
              <Input
                value={text.title}
                maxLength={255}
                required={language === 'en'}
                onChange={(event) => setText('title', event.target.value)}
              />
            </Field>
            {isPromotion ? (
              <Field label="Teaser" hint="Shown on the promotion's card.">
                <Input
                  value={text.comment}
                  onChange={(event) => setText('comment', event.target.value)}
                />
              </Field>
            ) : null}
            <Field label="Content (HTML)" hint="Scripts and unsafe markup are removed on the site.">
              <Textarea
                rows={10}
                value={text.content}
                onChange={(event) => setText('content', event.target.value)}
              />
            </Field>
            <Field label="SEO title">
              <Input
                value={text.seo_title}
                onChange={(event) => setText('seo_title', event.target.value)}
              />
            </Field>
            <Field label="SEO description">
              <Input
                value={text.seo_description}
                onChange={(event) => setText('seo_description', event.target.value)}
              />
            </Field>
          </LanguageTabs>
        </Section>
        <Section title="Publishing">
          <div className="grid gap-3 sm:grid-cols-3">
            {isPromotion ? (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={current.is_visible}
                  onChange={(event) => setDraft({ ...current, is_visible: event.target.checked })}
                />
                Shown on the site
              </label>
            ) : null}
            <Field label="Starts (UTC)">
              <Input
                type="datetime-local"
                value={current.valid_from}
                onChange={(event) => setDraft({ ...current, valid_from: event.target.value })}
              />
            </Field>
            <Field label="Ends (UTC)">
              <Input
                type="datetime-local"
                value={current.valid_to}
                onChange={(event) => setDraft({ ...current, valid_to: event.target.value })}
              />
            </Field>
          </div>
        </Section>
        <PagePreview
          title={text.title}
          comment={isPromotion ? text.comment : ''}
          html={text.content}
        />
        <Button type="submit" disabled={isSaving}>
          Save {noun}
        </Button>
      </form>
    </Page>
  );
};

/** A promotion with its texts in every language, its window and whether the site lists it. */
export const PromotionEdit = () => (
  <WholeRecordEdit>
    <PageForm resource="promotions" noun="promotion" />
  </WholeRecordEdit>
);

/** A static page with its texts in every language. */
export const PageEdit = () => (
  <WholeRecordEdit>
    <PageForm resource="pages" noun="page" />
  </WholeRecordEdit>
);
