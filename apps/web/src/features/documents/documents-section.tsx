import { CZK_CURRENCY_ID, type DocumentType, type PlayerDocument } from '@prime/contract';
import {
  DEFAULT_IDENTITY_DOCUMENT,
  OTHER_DOCUMENT_TYPES,
  type IdentityDocumentType,
} from '@prime/contract/rules/documents';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../shared/session/use-session';
import { useDocuments } from './api/get-documents';
import { DocumentList } from './document-list';
import { DocumentUploadForm } from './document-upload-form';
import { IdentityTabs } from './identity-tabs';
import './documents.css';

/** One type's hint, its uploads and its upload form. */
const DocumentPanel = ({
  type,
  documents,
}: {
  type: DocumentType;
  documents: readonly PlayerDocument[];
}) => {
  const { t } = useTranslation('documents');
  const titleId = useId();
  return (
    <div className="documents__panel">
      <p className="form-message">{t(`hint_${type}`)}</p>
      <section aria-labelledby={titleId}>
        <h4 id={titleId}>{t('uploads')}</h4>
        <DocumentList documents={documents.filter((document) => document.type === type)} />
      </section>
      <DocumentUploadForm key={type} type={type} />
    </div>
  );
};

/** A part of the accordion; what is inside is made only while it is open. */
const DocumentGroup = ({
  title,
  isOpenAtFirst = false,
  children,
}: {
  title: string;
  isOpenAtFirst?: boolean;
  children: ReactNode;
}) => {
  const [isOpen, setOpen] = useState(isOpenAtFirst);
  return (
    <details
      className="documents__group"
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{title}</summary>
      {isOpen ? children : null}
    </details>
  );
};

/**
 * Documents (spec 02 §2, §6 Documents): an accordion with the Identification group (identity
 * card, passport, driving licence as tabs, the passport first) and the other kinds of document,
 * each with its uploads and their review, and a form to upload another.
 */
export const DocumentsSection = () => {
  const { t } = useTranslation('documents');
  const titleId = useId();
  const tabsId = useId();
  const player = usePlayer();
  const documents = useDocuments();
  const [identity, setIdentity] = useState<IdentityDocumentType>(DEFAULT_IDENTITY_DOCUMENT);

  return (
    <section className="dashboard-section documents" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-section__title">
        {t('title')}
      </h2>
      <p className="form-message">{t('intro')}</p>
      {player?.currency.id === CZK_CURRENCY_ID ? (
        <p className="documents__notice" role="note">
          {t('czk_notice')}
        </p>
      ) : null}
      {documents.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('load_error')}
        </p>
      ) : !documents.data ? (
        <p className="form-message" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <div className="documents__groups">
          <DocumentGroup title={t('identification')} isOpenAtFirst>
            <IdentityTabs idPrefix={tabsId} selected={identity} onSelect={setIdentity}>
              <DocumentPanel type={identity} documents={documents.data} />
            </IdentityTabs>
          </DocumentGroup>
          {OTHER_DOCUMENT_TYPES.map((type) => (
            <DocumentGroup key={type} title={t(`type_${type}`)}>
              <DocumentPanel type={type} documents={documents.data} />
            </DocumentGroup>
          ))}
        </div>
      )}
    </section>
  );
};
