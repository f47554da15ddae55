import { OPT_OUT_TOKEN_MAX_LENGTH } from '@prime/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useOptOutToken } from './api/check-opt-out-token';
import type { OptOutResult } from './api/send-opt-out';
import { OptOutForm } from './opt-out-form';
import './newsletter.css';

/** The link's token; an empty or oversized one is no token (the page is unavailable). */
const readToken = (value: string | null): string | null => {
  const token = value?.trim() ?? '';
  return token !== '' && token.length <= OPT_OUT_TOKEN_MAX_LENGTH ? token : null;
};

/** Only the server's own failures are not the link's fault. */
const isServerFailure = (error: unknown): boolean =>
  isApiError(error) && (error.status === 0 || error.status >= 500);

const Message = ({ children, isError = false }: { children: ReactNode; isError?: boolean }) => (
  <p
    role={isError ? 'alert' : 'status'}
    className={`opt-out__message${isError ? ' opt-out__message--error' : ''}`}
  >
    {children}
  </p>
);

const OptOutContent = ({ token }: { token: string | null }) => {
  const { t } = useTranslation('newsletter');
  const { t: te } = useTranslation('errors');
  const status = useOptOutToken(token);
  const [result, setResult] = useState<OptOutResult['result'] | null>(null);

  if (token === null) return <Message>{t('unavailable')}</Message>;
  if (result === 'sent') return <Message>{t('sent')}</Message>;
  if (result === 'already_unsubscribed') return <Message>{t('already_unsubscribed')}</Message>;
  if (status.isPending) return <Message>{t('checking')}</Message>;
  if (status.isError) {
    return (
      <Message isError>{isServerFailure(status.error) ? te('server_error') : t('invalid')}</Message>
    );
  }
  if (!status.data.is_valid) return <Message isError>{t('invalid')}</Message>;
  if (status.data.already_unsubscribed) return <Message>{t('already_unsubscribed')}</Message>;
  return (
    <>
      <p className="opt-out__intro">{t('intro')}</p>
      <OptOutForm token={token} onResult={setResult} />
    </>
  );
};

/** `/newsletter/opt-out?token=`: unsubscribe from a newsletter link (spec 02 §2, §4, §8). */
export const OptOutPage = () => {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  useDocumentTitle(t('title'));
  return (
    <section className="page opt-out-page">
      <h1 className="page__title">{t('title')}</h1>
      <OptOutContent token={readToken(params.get('token'))} />
    </section>
  );
};
