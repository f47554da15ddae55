import type { PlayerDocument } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../shared/format/date';
import { DocumentMediaView } from './document-media';

const STATUS_TEXT = {
  pending: 'status_pending',
  approved: 'status_approved',
  rejected: 'status_rejected',
} as const;

/** The uploads of one type (spec 02 §2 Documents): number, dates, pictures and the review. */
export const DocumentList = ({ documents }: { documents: readonly PlayerDocument[] }) => {
  const { t, i18n } = useTranslation('documents');
  if (documents.length === 0) return <p className="form-message">{t('none')}</p>;
  return (
    <ul className="documents__list">
      {documents.map((document) => {
        const typeLabel = t(`type_${document.type}`);
        return (
          <li key={document.id} className="documents__item">
            <p className={`documents__status documents__status--${document.status}`}>
              {t(STATUS_TEXT[document.status])}
            </p>
            {document.status === 'rejected' && document.rejection_reason ? (
              <p className="form-message form-message--error">
                {t('rejection_reason', { reason: document.rejection_reason })}
              </p>
            ) : null}
            <dl className="documents__facts">
              <dt>{t('type_label')}</dt>
              <dd>{typeLabel}</dd>
              {document.idn ? (
                <>
                  <dt>{t('idn')}</dt>
                  <dd>{document.idn}</dd>
                </>
              ) : null}
              <dt>{t('created_at')}</dt>
              <dd>{formatDateTime(document.created_at, i18n.language)}</dd>
              <dt>{t('expires_at')}</dt>
              <dd>
                {document.expires_at
                  ? formatDate(document.expires_at, i18n.language)
                  : t('no_expiry')}
              </dd>
            </dl>
            <div className="documents__media">
              {document.media.map((media) => (
                <DocumentMediaView key={media.id} media={media} typeLabel={typeLabel} />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
