import type { Message } from '@prime/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageGroups } from './api/get-message-groups';
import { useMessages, type MessageFolder } from './api/get-messages';
import { useReadMessage } from './api/read-message';
import { ComposeForm } from './compose-form';
import { MessageList } from './message-list';
import { MessageView } from './message-view';
import { Toast } from './toast';
import './messages.css';

/**
 * Messages (the `myInbox` texts): the player's inbox with what is read and what is not, opening
 * a message reads it (GET me/messages/{id}) and marks it read, and a form to write to support.
 */
export const MessagesSection = () => {
  const { t } = useTranslation('myInbox');
  const titleId = useId();
  const composeId = useId();
  const [folder, setFolder] = useState<MessageFolder>('inbox');
  const [page, setPage] = useState(1);
  const messages = useMessages(folder, page);
  const groups = useMessageGroups();
  const read = useReadMessage();
  const [opened, setOpened] = useState<Message | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; title: string } | null>(null);

  const showFolder = (next: MessageFolder) => {
    setFolder(next);
    setPage(1);
  };
  const open = (message: Message) => {
    setOpened(message);
    read.mutate(message.id, {
      onSuccess: (full) => setOpened((current) => (current?.id === full.id ? full : current)),
      onError: () => setNotice({ tone: 'error', title: t('open_failed') }),
    });
  };
  const meta = messages.data?.meta;

  return (
    <section className="dashboard-section inbox" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-section__title">
        {t('title')}
      </h2>
      {meta ? <p className="form-message">{t('unread_count', { count: meta.unread })}</p> : null}
      <div className="inbox__folders" role="group" aria-label={t('folders')}>
        {(['inbox', 'sent'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className="button button--ghost"
            aria-pressed={folder === name}
            onClick={() => showFolder(name)}
          >
            {t(`folder_${name}`)}
          </button>
        ))}
      </div>
      {messages.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('load_error')}
        </p>
      ) : !messages.data ? (
        <p className="form-message" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <MessageList messages={messages.data.data} isSent={folder === 'sent'} onOpen={open} />
      )}
      {meta && meta.last_page > 1 ? (
        <nav className="inbox__pages" aria-label={t('pages')}>
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('previous')}
          </button>
          <span>{t('page_of', { page: meta.current_page, pages: meta.last_page })}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= meta.last_page}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      ) : null}
      <section className="inbox__write" aria-labelledby={composeId}>
        <h3 id={composeId}>{t('write_title')}</h3>
        {groups.data ? (
          <ComposeForm
            groups={groups.data}
            onSent={() => setNotice({ tone: 'info', title: t('sent') })}
          />
        ) : groups.isError ? (
          <p role="alert" className="form-message form-message--error">
            {t('load_error')}
          </p>
        ) : null}
      </section>
      {opened ? <MessageView message={opened} onClose={() => setOpened(null)} /> : null}
      {notice ? (
        <div className="message-toasts">
          <Toast tone={notice.tone} title={notice.title} onClose={() => setNotice(null)} />
        </div>
      ) : null}
    </section>
  );
};
