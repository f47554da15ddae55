import type { StaffBannerEditBody, StaffBannerText } from '@prime/contract';
import { useEditContext, useNotify, useRefresh, useUpdate, type RaRecord } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field, Input, Select } from '../../ui/field';
import { Page, Section } from '../../ui/page';
import type { BannerRecord, Language } from './content-record';
import { LanguageTabs } from './language-tabs';
import { PagePreview } from './page-preview';
import { WholeRecordEdit } from '../../ui/whole-record';

const EMPTY_TEXT: StaffBannerText = {
  title: '',
  subtitle: '',
  html: null,
  html_mobile: null,
  button_text: null,
  button_text_1: null,
  button_text_mobile: null,
  button_text_mobile_1: null,
};

type Draft = Pick<BannerRecord, 'texts' | 'is_active' | 'position' | 'audience'> & {
  button_url: string;
};

const draftOf = (record: BannerRecord): Draft => ({
  texts: { ...record.texts },
  is_active: record.is_active,
  position: record.position,
  audience: record.audience,
  button_url: record.links.button_url ?? '',
});

const BannerForm = () => {
  const { record, isPending, error } = useEditContext<BannerRecord>();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [language, setLanguage] = useState<Language>('en');
  const [update, { isPending: isSaving, error: saveError }] = useUpdate<RaRecord, Error>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (isPending) return <p>Loading…</p>;
  if (error || !record) return <ErrorAlert>{error?.message ?? 'No such banner.'}</ErrorAlert>;
  const current = draft ?? draftOf(record);
  const text = current.texts[language] ?? EMPTY_TEXT;
  const setText = (field: 'title' | 'subtitle' | 'button_text', value: string) =>
    setDraft({
      ...current,
      texts: {
        ...current.texts,
        [language]: { ...text, [field]: field === 'button_text' && value === '' ? null : value },
      },
    });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const texts = Object.fromEntries(
      Object.entries(current.texts).filter(
        ([code, value]) =>
          value.title.trim() !== '' &&
          JSON.stringify(value) !== JSON.stringify(record.texts[code as Language]),
      ),
    );
    const data: StaffBannerEditBody = {
      texts,
      is_active: current.is_active,
      position: current.position,
      audience: current.audience,
      links: { button_url: current.button_url || null },
    };
    void update(
      'banners',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Banner ${record.title} saved.`, { type: 'success' });
          setDraft(null);
          refresh();
        },
      },
    );
  };

  return (
    <Page title={`Edit banner: ${record.title}`}>
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
            <Field label="Subtitle">
              <Input
                value={text.subtitle}
                onChange={(event) => setText('subtitle', event.target.value)}
              />
            </Field>
            <Field label="Button text">
              <Input
                value={text.button_text ?? ''}
                onChange={(event) => setText('button_text', event.target.value)}
              />
            </Field>
          </LanguageTabs>
        </Section>
        <Section title="Showing">
          <div className="grid gap-3 sm:grid-cols-4">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={current.is_active}
                onChange={(event) => setDraft({ ...current, is_active: event.target.checked })}
              />
              Active
            </label>
            <Field label="Position">
              <Input
                type="number"
                min={0}
                value={current.position}
                onChange={(event) => setDraft({ ...current, position: Number(event.target.value) })}
              />
            </Field>
            <Field label="Audience">
              <Select
                value={current.audience}
                onChange={(event) =>
                  setDraft({ ...current, audience: event.target.value as Draft['audience'] })
                }
              >
                <option value="all">Everyone</option>
                <option value="visitors">Visitors</option>
                <option value="players">Logged-in players</option>
              </Select>
            </Field>
            <Field label="Button link" hint="A path such as /promotion, or an https:// address.">
              <Input
                value={current.button_url}
                onChange={(event) => setDraft({ ...current, button_url: event.target.value })}
              />
            </Field>
          </div>
        </Section>
        <PagePreview title={text.title} comment={text.subtitle} html={text.html ?? ''} />
        <Button type="submit" disabled={isSaving}>
          Save banner
        </Button>
      </form>
    </Page>
  );
};

/** A banner's texts in every language, where and to whom it shows. */
export const BannerEdit = () => (
  <WholeRecordEdit>
    <BannerForm />
  </WholeRecordEdit>
);
