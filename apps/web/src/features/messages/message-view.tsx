import type { Message } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { Dialog } from '../../shared/ui/dialog';

/** An opened message of the inbox: its subject, when it came, its text and image. */
export const MessageView = ({ message, onClose }: { message: Message; onClose: () => void }) => {
  const { t, i18n } = useTranslation('myInbox');
  return (
    <Dialog className="inbox__message" title={message.subject} onCancel={onClose}>
      <p className="inbox__date">{formatDateTime(message.created_at, i18n.language)}</p>
      {message.image ? <img className="inbox__image" src={message.image} alt="" /> : null}
      <p className="inbox__body">{message.body}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
};
