import type { DocumentMedia } from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/api-context';
import { documentFileQueryOptions, useDocumentFile } from './api/get-document-file';
import { useObjectUrl } from './use-object-url';

/** A picture of the player's document, fetched with their session. */
const DocumentPicture = ({ media, label }: { media: DocumentMedia; label: string }) => {
  const { t } = useTranslation('documents');
  const file = useDocumentFile(media.id);
  const url = useObjectUrl(file.data);
  if (file.isError) return <p className="form-message form-message--error">{t('picture_error')}</p>;
  if (!url) return <span className="documents__picture" aria-busy="true" />;
  return <img className="documents__picture" src={url} alt={label} />;
};

/** A PDF of the player's document: downloaded when asked for, with their session. */
const DocumentPdf = ({ media, label }: { media: DocumentMedia; label: string }) => {
  const { t } = useTranslation('documents');
  const { client } = useApi();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      const blob = await queryClient.fetchQuery(documentFileQueryOptions(client, media.id));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `document-${media.side}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => void download()}>
        {t('download_pdf', { side: label })}
      </button>
      {failed ? <p className="form-message form-message--error">{t('picture_error')}</p> : null}
    </>
  );
};

/** One file of a document: its picture, or a PDF to download. */
export const DocumentMediaView = ({
  media,
  typeLabel,
}: {
  media: DocumentMedia;
  typeLabel: string;
}) => {
  const { t } = useTranslation('documents');
  const side = t(media.side === 'back' ? 'side_back' : 'side_front');
  return media.mime_type === 'application/pdf' ? (
    <DocumentPdf media={media} label={side} />
  ) : (
    <DocumentPicture media={media} label={`${typeLabel} (${side})`} />
  );
};
