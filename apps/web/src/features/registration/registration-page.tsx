import type { Language } from '@prime/contract';
import { useMemo, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useApi } from '../../shared/api/api-context';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { AccountStep } from './account-step/account-step';
import type { Registered } from './account-step/submit-account';
import { createRegistrationCalls } from './api/registration-calls';
import { PersonalStep } from './personal-step';
import {
  clearProgress,
  readProgress,
  writeProgress,
  type RegistrationProgress,
} from './registration-progress';
import { RestoreStep } from './restore-step';
import { VerifyStep } from './verify-step';
import './registration.css';

/** Copy and paste are blocked in the whole form (spec 02 §2). */
const block = (event: ClipboardEvent) => event.preventDefault();

/** `/{lang}/registration/{temp_token?}`: the wizard, steps -1, 0, 1 and 2 (spec 02 §2, §4). */
export const RegistrationPage = () => {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('title'));
  const api = useApi();
  const calls = useMemo(() => createRegistrationCalls(api), [api]);
  const navigate = useNavigate();
  const { tempToken } = useParams();
  const [params] = useSearchParams();
  const language = useAppState((state) => state.language) as Language;
  const skinId = useAppState((state) => state.skinSettings?.id ?? 1);
  const [progress, setProgressState] = useState<RegistrationProgress | null>(() => {
    const stored = readProgress();
    // A link of another registration replaces what this tab was doing.
    return stored && (!tempToken || stored.token === tempToken) ? stored : null;
  });

  const setProgress = (next: RegistrationProgress) => {
    writeProgress(next);
    setProgressState(next);
  };

  const handleRegistered = (result: Registered) =>
    setProgress({ ...result, step: 1, emailSentAt: Date.now() });

  const send = async (channel: 'email' | 'sms') => {
    if (!progress) return;
    const sentAt = Date.now();
    if (channel === 'email') await calls.sendEmailCode(progress.userId, progress.token);
    else await calls.sendSmsCode(progress.userId, skinId, progress.token);
    setProgress({ ...progress, [channel === 'email' ? 'emailSentAt' : 'smsSentAt']: sentAt });
  };

  const verify = async (channel: 'email' | 'sms', code: string) => {
    if (!progress) return;
    if (channel === 'email') await calls.verifyEmail(progress.userId, skinId, code, progress.token);
    else await calls.verifySms(progress.userId, skinId, code, progress.token);
    setProgress({ ...progress, step: 2 });
  };

  let content;
  if (!progress && tempToken) {
    content = (
      <RestoreStep
        check={(email) => calls.tokenStatus(tempToken, email)}
        loginPath={localizePath(language, PATHS.login)}
        recoveryPath={localizePath(language, PATHS.recoveryPassword)}
        onRestored={(status, email) =>
          setProgress({
            token: tempToken,
            userId: status.user_id ?? 0,
            email,
            mobile: null,
            phonePrefix: '',
            step: 2,
          })
        }
      />
    );
  } else if (!progress) {
    content = (
      <AccountStep
        calls={calls}
        language={language}
        promocode={params.get('promocode')}
        onRegistered={handleRegistered}
      />
    );
  } else if (progress.step === 1) {
    content = <VerifyStep progress={progress} send={send} verify={verify} />;
  } else {
    content = (
      <PersonalStep
        phonePrefix={progress.phonePrefix || null}
        onSubmit={async (body) => {
          const result = await calls.complete(progress.userId, progress.token, body);
          clearProgress();
          const query = result.is_pep_or_ubo ? '?success=thankyou&pep=1' : '?success=thankyou';
          await navigate(`${localizePath(language, PATHS.login)}${query}`);
        }}
      />
    );
  }

  return (
    <section className="page registration" onCopy={block} onCut={block} onPaste={block}>
      <h1 className="page__title">{t('title')}</h1>
      {content}
    </section>
  );
};
