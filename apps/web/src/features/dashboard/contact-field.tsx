import { PROFILE_PHONE_ERROR_MS, RESEND_COUNTDOWN_SECONDS, type Player } from '@prime/contract';
import {
  checkEmail,
  checkProfilePhone,
  checkVerificationCode,
  normalizeProfilePhone,
} from '@prime/contract/rules';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { useSendCode, useVerifyCode, type Channel } from './api/contact-verification';
import { useUpdateProfile } from './api/update-profile';
import { useCountdown } from './use-countdown';

type Step = 'edit' | 'code' | 'done';

const ERROR_KEYS: Record<string, string> = {
  code_is_wrong: 'code_wrong',
  resend_too_soon: 'resend_too_soon',
  field_locked: 'field_locked',
};

/**
 * The e-mail or the mobile of the informations section (spec 02 §4 E-mail / phone): editable
 * until verified; Confirm saves a changed value (PUT me), asks for a code, then takes the code.
 */
export const ContactField = ({ player, channel }: { player: Player; channel: Channel }) => {
  const { t } = useTranslation('myprofile');
  const isEmail = channel === 'email';
  const stored = (isEmail ? player.email : player.mobile) ?? '';
  const verifiedAt = isEmail ? player.email_verified_at : player.sms_verified_at;
  const form = useFormDraft({ initialValues: { value: stored, code: '' } });
  const { value, code } = form.values;
  const [step, setStep] = useState<Step>('edit');
  const [error, setError] = useState<string | null>(null);
  const [resendIn, startCountdown] = useCountdown();
  const update = useUpdateProfile();
  const send = useSendCode(channel);
  const verify = useVerifyCode(channel);
  const who = { playerId: player.id, skinId: player.skin_id };

  // The phone error shows for PROFILE_PHONE_ERROR_MS (spec 02 §8), the others until fixed.
  useEffect(() => {
    if (!error || isEmail) return;
    const timer = window.setTimeout(() => setError(null), PROFILE_PHONE_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error, isEmail]);

  const messageOf = (cause: unknown): string => {
    if (!isApiError(cause)) return t('error_generic');
    if (!isEmail && (cause.code === 'already_used' || cause.errors?.['mobile'])) {
      return t('phone_invalid');
    }
    if (isEmail && cause.code === 'already_used') return t('email_used');
    const key = ERROR_KEYS[cause.code];
    return key ? t(key) : cause.message;
  };

  const requestCode = async () => {
    setError(null);
    try {
      if (value !== stored) {
        await update.mutateAsync(isEmail ? { email: value } : { mobile: value });
      }
      await send.mutateAsync(who);
      setStep('code');
      startCountdown(RESEND_COUNTDOWN_SECONDS);
    } catch (cause) {
      setError(messageOf(cause));
    }
  };

  const handleConfirm = () => {
    const rule = isEmail ? checkEmail(value) : checkProfilePhone(value);
    if (rule) {
      setError(isEmail ? t('email_invalid') : t('phone_invalid'));
      return;
    }
    void requestCode();
  };

  const handleVerify = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    verify.mutate(
      { ...who, code: code.trim() },
      { onSuccess: () => setStep('done'), onError: (cause) => setError(messageOf(cause)) },
    );
  };

  const label = isEmail ? t('email') : t('mobile');
  const busy = update.isPending || send.isPending;

  if (verifiedAt || step === 'done') {
    return (
      <FormField className="account-form__field" label={label}>
        <Input value={stored} readOnly aria-readonly="true" />
        <p className="form-message form-message--ok">
          {step === 'done'
            ? isEmail
              ? t('email_confirmed')
              : t('phone_confirmed')
            : t('verified')}
        </p>
      </FormField>
    );
  }

  return (
    <FormField className="account-form__field" label={label} error={error} isErrorAnnounced>
      <div className="account-form__row">
        <Input
          type={isEmail ? 'email' : 'tel'}
          inputMode={isEmail ? 'email' : 'tel'}
          autoComplete={isEmail ? 'email' : 'tel'}
          value={value}
          readOnly={step === 'code'}
          // A wrong code is the code's fault, not this value's.
          aria-invalid={error && step === 'edit' ? true : undefined}
          onChange={(event) =>
            form.update({
              value: isEmail
                ? event.target.value.replace(/\s/g, '')
                : normalizeProfilePhone(event.target.value),
            })
          }
        />
        {step === 'edit' ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || value === ''}
            onClick={handleConfirm}
          >
            {isEmail ? t('confirm_email') : t('confirm_phone')}
          </button>
        ) : null}
      </div>
      <p className="form-message">{t('not_verified')}</p>
      {step === 'code' ? (
        <form className="account-form__code" noValidate onSubmit={handleVerify}>
          <p role="status">
            {isEmail
              ? t('code_sent_email', { email: value })
              : t('code_sent_sms', { mobile: value })}
          </p>
          <FormField className="account-form__field" label={t('code_label')}>
            <div className="account-form__row">
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => form.update({ code: event.target.value.replace(/\s/g, '') })}
              />
              <button
                type="submit"
                className="button button--primary"
                disabled={checkVerificationCode(code) !== null || verify.isPending}
              >
                {t('verify')}
              </button>
            </div>
          </FormField>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={resendIn > 0 || busy}
            onClick={() => void requestCode()}
          >
            {resendIn > 0 ? t('resend_in', { seconds: resendIn }) : t('resend')}
          </button>
        </form>
      ) : null}
    </FormField>
  );
};
