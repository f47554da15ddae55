import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { homePath } from '../../shared/routing/guard';
import { useAppState } from '../../shared/session/app-store-context';
import { isWaitingStatus, useTransactionStatus } from './api/get-transaction-status';
import { statusName, statusTone } from './transaction-texts';
import './transactions.css';

const TRANSACTION_ID = /^\d{1,18}$/;

/** Where a missing transaction leaves the player: the message and the way home. */
const NotFound = () => {
  const { t } = useTranslation('transactions');
  const language = useAppState((state) => state.language);
  return (
    <>
      <p className="form-message form-message--error" role="alert">
        {t('not_found')}
      </p>
      <Link className="button button--primary" to={homePath(language)}>
        {t('home')}
      </Link>
    </>
  );
};

/** The status of one transaction, asked again while it waits for the provider. */
const TransactionStatusView = ({ id }: { id: string }) => {
  const { t } = useTranslation('transactions');
  const query = useTransactionStatus(id);
  const transaction = query.data;
  // Another player's id, or no session to show it to: the same answer as an id that does not exist.
  if (query.isError && isApiError(query.error) && [401, 404].includes(query.error.status))
    return <NotFound />;
  if (query.isError)
    return (
      <p className="form-message form-message--error" role="alert">
        {t('status_error')}
      </p>
    );
  if (!transaction) return <p className="form-message" aria-busy="true" />;
  return (
    <>
      <dl className="transaction-status">
        <dt>{t('status_id')}</dt>
        <dd>{transaction.id}</dd>
        <dt>{t('status')}</dt>
        <dd>
          <span
            className={`transaction-status__badge transaction-status__badge--${statusTone(transaction.status)}`}
          >
            {statusName(t, transaction.status)}
          </span>
        </dd>
      </dl>
      {isWaitingStatus(transaction.status) ? (
        <p className="form-message" role="status">
          {t('status_waiting')}
        </p>
      ) : null}
    </>
  );
};

/**
 * `/transactions/{transactionId}` (spec 02 §2): the id and the status in its colour. The player
 * lands here back from the payment provider's page, so a deposit still initialized or pending
 * is asked for again until it settles; an id that is not one of the player's is not found.
 */
export const TransactionStatusPage = () => {
  const { t } = useTranslation('routes');
  const { transactionId = '' } = useParams();
  const title = t('transaction');
  useDocumentTitle(title);
  return (
    <section className="page transaction-page">
      <h1 className="page__title">{title}</h1>
      {TRANSACTION_ID.test(transactionId) ? (
        <TransactionStatusView id={transactionId} />
      ) : (
        <NotFound />
      )}
    </section>
  );
};
