import type { MessageGroup } from '@prime/contract';
import {
  checkMessageBody,
  checkMessageSubject,
  MESSAGE_BODY_MAX,
  MESSAGE_BODY_MIN,
  MESSAGE_RULE_MESSAGES,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_SUBJECT_MIN,
  type MessageRuleKey,
} from '@prime/contract/rules/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useFormDraft, type DraftErrors } from '../../shared/forms/use-form-draft';
import { ruleOf } from '../../shared/forms/rule-of-message';
import { FormField } from '../../shared/ui/form-field';
import { Input, Select, Textarea } from '../../shared/ui/form-controls';
import { useSendMessage } from './api/send-message';

type Draft = { subject: string; body: string; group: string };
type Field = keyof Draft;

const EMPTY: Draft = { subject: '', body: '', group: '' };

/** The same rules as POST me/messages (the contract's), by field; a group must be chosen. */
export const composeErrors = (draft: Draft): DraftErrors<Field> => ({
  subject: checkMessageSubject(draft.subject) ?? undefined,
  body: checkMessageBody(draft.body) ?? undefined,
  group: draft.group === '' ? 'group_required' : undefined,
});

/** The numbers a rule's text names. */
const RULE_BOUNDS: Record<MessageRuleKey, { min?: number; max?: number }> = {
  subject_min: { min: MESSAGE_SUBJECT_MIN },
  subject_max: { max: MESSAGE_SUBJECT_MAX },
  body_min: { min: MESSAGE_BODY_MIN },
  body_max: { max: MESSAGE_BODY_MAX },
  group_unknown: {},
};

/** The server's 422 fields, named as the form names them. */
const SERVER_FIELDS: Record<string, Field> = {
  'data.message.subject': 'subject',
  'data.message.body': 'body',
  'data.message.messenger-groups': 'group',
  subject: 'subject',
  body: 'body',
  'messenger-groups': 'group',
};

/**
 * Write to support (spec 01 §7 POST me/messages): a subject, the message and the group it is
 * for. The form checks what the server checks; what the server answers shows under its field.
 */
export const ComposeForm = ({
  groups,
  onSent,
}: {
  groups: readonly MessageGroup[];
  onSent: () => void;
}) => {
  const { t } = useTranslation('myInbox');
  const send = useSendMessage();
  const [failed, setFailed] = useState(false);
  const form = useFormDraft<Draft, Field>({
    initialValues: EMPTY,
    validate: composeErrors,
    showErrors: 'submitted',
  });
  /** A rule's translated text, whether the site's own key or the API's English message. */
  const textOf = (shown: string | undefined) => {
    if (!shown) return undefined;
    const rule = ruleOf<MessageRuleKey>(MESSAGE_RULE_MESSAGES, shown);
    if (rule) return t(`rule_${rule}`, RULE_BOUNDS[rule]);
    return shown === 'group_required' ? t('rule_group_required') : shown;
  };

  const submit = form.handleSubmit((values) => {
    setFailed(false);
    send.mutate(
      { subject: values.subject.trim(), body: values.body.trim(), groupId: Number(values.group) },
      {
        onSuccess: () => {
          form.reset();
          onSent();
        },
        onError: (error) => {
          const errors: DraftErrors<Field> = {};
          for (const [name, messages] of Object.entries(
            isApiError(error) ? (error.errors ?? {}) : {},
          )) {
            const field = SERVER_FIELDS[name];
            if (field && messages[0]) errors[field] = messages[0];
          }
          if (Object.keys(errors).length > 0) form.setServerErrors(errors);
          else setFailed(true);
        },
      },
    );
  });

  return (
    <form className="account-form inbox__compose" noValidate onSubmit={submit}>
      <FormField
        className="account-form__field"
        label={t('group')}
        error={textOf(form.errorOf('group'))}
      >
        <Select
          value={form.values.group}
          placeholder={t('group_choose')}
          options={groups.map((group) => ({
            value: group.id,
            label: t(`group_${group.code}`, { defaultValue: group.name }),
          }))}
          onChange={(event) => form.update({ group: event.target.value })}
        />
      </FormField>
      <FormField
        className="account-form__field"
        label={t('subject')}
        error={textOf(form.errorOf('subject'))}
      >
        <Input
          value={form.values.subject}
          maxLength={MESSAGE_SUBJECT_MAX}
          onChange={(event) => form.update({ subject: event.target.value })}
        />
      </FormField>
      <FormField
        className="account-form__field"
        label={t('body')}
        error={textOf(form.errorOf('body'))}
      >
        <Textarea
          value={form.values.body}
          rows={6}
          maxLength={MESSAGE_BODY_MAX}
          onChange={(event) => form.update({ body: event.target.value })}
        />
      </FormField>
      {failed ? (
        <p role="alert" className="form-message form-message--error">
          {t('send_failed')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {t('send')}
      </button>
    </form>
  );
};
