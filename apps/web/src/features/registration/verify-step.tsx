import { ERROR_TOAST_MS } from '@prime/contract/constants';
import { checkVerificationCode } from '@prime/contract/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { Input } from '../../shared/ui/form-controls';
import type { RegistrationProgress } from './registration-progress';
import { StepField } from './step-field';
import { useCountdown } from './use-countdown';
import { useTimedValue } from './use-timed-flag';

type Channel = 'email' | 'sms';

type Props = {
  progress: RegistrationProgress;
  send: (channel: Channel) => Promise<void>;
  verify: (channel: Channel, code: string) => Promise<void>;
};

const CodeForm = ({
  channel,
  sentAt,
  canSendFirst,
  send,
  verify,
}: {
  channel: Channel;
  sentAt: number | undefined;
  canSendFirst: boolean;
  send: (channel: Channel) => Promise<void>;
  verify: (channel: Channel, code: string) => Promise<void>;
}) => {
  const { t } = useTranslation('registration');
  const { t: te } = useTranslation('errors');
  const form = useFormDraft({ initialValues: { code: '' } });
  const { code } = form.values;
  const [busy, setBusy] = useState(false);
  const [warning, showWarning] = useTimedValue<string>(ERROR_TOAST_MS);
  const left = useCountdown(sentAt);

  const messageOf = (error: unknown) =>
    isApiError(error)
      ? error.code === 'code_is_wrong'
        ? t('code_is_wrong')
        : error.code === 'resend_too_soon'
          ? te('resend_too_soon', { defaultValue: error.message })
          : error.message
      : t('registration_failed');

  const handleVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (checkVerificationCode(code)) return;
    setBusy(true);
    try {
      await verify(channel, code.trim());
    } catch (error) {
      showWarning(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const handleSend = async () => {
    setBusy(true);
    try {
      await send(channel);
    } catch (error) {
      showWarning(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const sendLabel =
    sentAt === undefined && canSendFirst ? t(`send_${channel}_code`) : t(`resend_${channel}_code`);
  return (
    <form className="registration__code" onSubmit={(event) => void handleVerify(event)} noValidate>
      <h3>{t(`${channel}_code_title`)}</h3>
      <StepField label={t(`label_${channel}_code`)}>
        <Input
          name={`${channel}_code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => form.update({ code: event.target.value.replace(/\s/g, '') })}
        />
      </StepField>
      <div className="registration__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || checkVerificationCode(code) !== null}
        >
          {t('verify_code')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || left > 0}
          onClick={() => void handleSend()}
        >
          {left > 0 ? t('resend_in', { seconds: left }) : sendLabel}
        </button>
      </div>
      {warning ? (
        <p className="registration__alert" role="alert">
          {warning}
        </p>
      ) : null}
    </form>
  );
};

/** Step 1: the e-mail code, or the SMS code when a phone was given (spec 02 §4). */
export const VerifyStep = ({ progress, send, verify }: Props) => {
  const { t } = useTranslation('registration');
  return (
    <div className="registration__form">
      <h2>{t('step_verify')}</h2>
      <p>{t('code_sent_to', { email: progress.email })}</p>
      <CodeForm
        channel="email"
        sentAt={progress.emailSentAt}
        canSendFirst={false}
        send={send}
        verify={verify}
      />
      {progress.mobile ? (
        <CodeForm
          channel="sms"
          sentAt={progress.smsSentAt}
          canSendFirst
          send={send}
          verify={verify}
        />
      ) : null}
    </div>
  );
};
