import type { DocumentType } from '@prime/contract';
import {
  DOCUMENT_FILE_ACCEPT,
  DOCUMENT_IDN_MAX,
  DOCUMENT_RULE_MESSAGES,
  documentBackError,
  documentExpiryError,
  documentFileError,
  documentIdnError,
  earliestExpiry,
  hasBackSide,
  isIdentityDocument,
} from '@prime/contract/rules/documents';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { ruleOf } from '../../shared/forms/rule-of-message';
import { useFormDraft, type DraftErrors } from '../../shared/forms/use-form-draft';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { useUploadDocument } from './api/upload-document';

type Draft = { idn: string; expiresAt: string; front: File | null; back: File | null };
type Field = keyof Draft;

const EMPTY: Draft = { idn: '', expiresAt: '', front: null, back: null };

/** The form's fields as the API names them in a 422. */
const API_FIELDS: Record<string, Field> = {
  idn: 'idn',
  expires_at: 'expiresAt',
  front_file: 'front',
  back_file: 'back',
};

/** The rules of spec 02 §5 Documents that the site can check before sending. */
const rulesOf =
  (type: DocumentType, now: Date) =>
  (draft: Draft): DraftErrors<Field> => {
    const fileRule = (file: File | null) =>
      file ? (documentFileError({ name: file.name, size: file.size }) ?? undefined) : undefined;
    const identity = isIdentityDocument(type);
    return {
      idn: identity ? (documentIdnError(type, draft.idn) ?? undefined) : undefined,
      expiresAt: identity
        ? (documentExpiryError(type, draft.expiresAt, now) ?? undefined)
        : undefined,
      front: draft.front ? fileRule(draft.front) : 'file_required',
      back: hasBackSide(type)
        ? (documentBackError(type, draft.back !== null) ?? fileRule(draft.back))
        : undefined,
    };
  };

/**
 * The upload form of one document type (spec 02 §2, §5, §8 Documents): the number and expiry
 * of an identity document, its front and, for an identity card or a driving licence, its back.
 * Every rule is shown as the player fills it in; the server checks them again, and the content.
 */
export const DocumentUploadForm = ({ type }: { type: DocumentType }) => {
  const { t } = useTranslation('documents');
  const titleId = useId();
  const upload = useUploadDocument();
  const [now] = useState(() => new Date());
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  /** Changes after a success, so the file inputs start empty again. */
  const [round, setRound] = useState(0);
  const form = useFormDraft<Draft, Field>({
    initialValues: EMPTY,
    validate: rulesOf(type, now),
    showErrors: 'touched',
  });
  const identity = isIdentityDocument(type);
  const twoSided = hasBackSide(type);

  /** A rule's key (the site's or the server's answer) as the player's text. */
  const textOf = (shown: string | undefined) => {
    if (!shown) return undefined;
    const key = ruleOf(DOCUMENT_RULE_MESSAGES, shown);
    return key ? t(`rule_${key}`) : shown;
  };

  const chooseFile = (field: 'front' | 'back', files: FileList | null) => {
    form.update({ [field]: files?.[0] ?? null });
    form.touch(field);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!form.check() || upload.isPending) return;
    upload.mutate(
      { type, ...form.values },
      {
        onSuccess: () => {
          form.reset();
          setRound((value) => value + 1);
          setNotice({ ok: true, text: t('uploaded') });
        },
        onError: (error) => {
          if (!isApiError(error)) return setNotice({ ok: false, text: t('error_generic') });
          if (error.code === 'validation_failed' && error.errors) {
            const errors: DraftErrors<Field> = {};
            let unplaced: string | undefined;
            for (const [name, messages] of Object.entries(error.errors)) {
              const field = API_FIELDS[name];
              if (field) errors[field] = messages[0];
              else unplaced ??= messages[0];
            }
            form.setServerErrors(errors);
            if (unplaced) setNotice({ ok: false, text: textOf(unplaced) ?? unplaced });
            return;
          }
          setNotice({
            ok: false,
            text:
              error.code === 'account_not_active'
                ? t('error_not_active')
                : error.code === 'too_many_requests'
                  ? t('error_too_many')
                  : t('error_generic'),
          });
        },
      },
    );
  };

  const fileField = (field: 'front' | 'back', label: string) => (
    <FormField
      className="account-form__field"
      label={label}
      hint={t('file_hint')}
      error={textOf(form.errorOf(field))}
    >
      <Input
        key={`${field}-${round}`}
        type="file"
        accept={DOCUMENT_FILE_ACCEPT}
        onChange={(event) => chooseFile(field, event.target.files)}
      />
    </FormField>
  );

  return (
    <form
      className="account-form documents__form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
    >
      <h4 id={titleId}>{t('upload_title')}</h4>
      {identity ? (
        <>
          <FormField
            className="account-form__field"
            label={t('idn')}
            error={textOf(form.errorOf('idn'))}
          >
            <Input
              value={form.values.idn}
              maxLength={DOCUMENT_IDN_MAX}
              autoComplete="off"
              onChange={(event) => form.update({ idn: event.target.value })}
              onBlur={() => form.touch('idn')}
            />
          </FormField>
          <FormField
            className="account-form__field"
            label={t('expires_at')}
            hint={t('expiry_hint')}
            error={textOf(form.errorOf('expiresAt'))}
          >
            <Input
              type="date"
              min={earliestExpiry(now)}
              value={form.values.expiresAt}
              onChange={(event) => form.update({ expiresAt: event.target.value })}
              onBlur={() => form.touch('expiresAt')}
            />
          </FormField>
        </>
      ) : null}
      {fileField('front', twoSided ? t('side_front') : t('file'))}
      {twoSided ? fileField('back', t('side_back')) : null}
      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`form-message form-message--${notice.ok ? 'ok' : 'error'}`}
        >
          {notice.text}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={upload.isPending}>
        {upload.isPending ? t('uploading') : t('upload')}
      </button>
    </form>
  );
};
