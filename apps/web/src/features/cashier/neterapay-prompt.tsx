import type { NeterapayStatus } from '@prime/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const PROMPTS = {
  connect: { title: 'neterapay_connect_title', text: 'neterapay_connect_text' },
  identify: { title: 'neterapay_identify_title', text: 'neterapay_identify_text' },
} as const;

/**
 * The NeteraPay prompts of spec 02 §5: a player without a PIN is asked to connect the wallet, one
 * whose identification lapsed to identify with the PIN. The wallet's page opens beside the site;
 * the status is asked again meanwhile, so the prompt goes once the wallet says the player is
 * verified. The deposit button waits while a prompt shows (the form decides that).
 */
export const NeterapayPrompt = ({ status }: { status: UseQueryResult<NeterapayStatus> }) => {
  const { t } = useTranslation('cashier');
  const titleId = useId();
  if (status.isError)
    return (
      <p role="alert" className="form-message form-message--error">
        {t('neterapay_unavailable')}
      </p>
    );
  if (!status.data)
    return (
      <p className="form-message" aria-busy="true">
        {t('neterapay_waiting')}
      </p>
    );
  const { connect, identify, is_neterapay_verified: isVerified } = status.data;
  const link = connect ?? identify;
  if (isVerified || !link) return null;
  const prompt = PROMPTS[connect ? 'connect' : 'identify'];
  return (
    <section className="cashier__card cashier__prompt" aria-labelledby={titleId}>
      <h3 id={titleId}>{t(prompt.title)}</h3>
      <p>{t(prompt.text)}</p>
      <a className="button button--primary" href={link} target="_blank" rel="noopener noreferrer">
        {t('neterapay_open')} <span className="visually-hidden">{t('new_tab')}</span>
      </a>
      <p role="status" className="form-message">
        {t('neterapay_waiting')}
      </p>
    </section>
  );
};
