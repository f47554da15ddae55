import type { Message } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';

/** The inbox's messages, newest first; an unread one stands out and says so. */
export const MessageList = ({
  messages,
  isSent,
  onOpen,
}: {
  messages: readonly Message[];
  /** What the player wrote: no read state to show. */
  isSent: boolean;
  onOpen: (message: Message) => void;
}) => {
  const { t, i18n } = useTranslation('myInbox');
  if (messages.length === 0) {
    return <p className="form-message">{t(isSent ? 'empty_sent' : 'empty')}</p>;
  }
  return (
    <ul className="inbox__list" aria-label={t(isSent ? 'list_sent' : 'list')}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={message.read || isSent ? 'inbox__item' : 'inbox__item inbox__item--unread'}
        >
          <button type="button" className="inbox__open" onClick={() => onOpen(message)}>
            <span className="inbox__subject">{message.subject}</span>
            <span className="inbox__date">{formatDateTime(message.created_at, i18n.language)}</span>
            {isSent ? null : (
              <span className="inbox__state">{message.read ? t('read') : t('unread')}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
};
