import type { Message } from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '../../../shared/api/api-context';
import { localizePath } from '../../../shared/i18n/language';
import { PATHS } from '../../../shared/routing/paths';
import { useAppState } from '../../../shared/session/app-store-context';
import { isMessageTypeClaimed } from '../../../shared/session/message-claims';
import { subscribeToMessages, useSocketOn } from '../../../shared/session/socket';
import { getUnreadMessage } from '../api/get-unread-message';
import { messagesQueryKey } from '../api/get-messages';
import { readMessage } from '../api/read-message';
import { Toast } from '../toast';
import { behaviourOf, type MessageOutcome } from './message-behaviour';
import { MessagePrompt } from './message-prompt';
import { RealityCheckNotice } from './reality-check-notice';
import { isDialogOpen, useMessagePolling } from './use-message-polling';
import '../messages.css';

const reloadPage = () => window.location.reload();

/**
 * The player's messages as they come (spec 01 §4): pushed on the socket (`message`), or found by
 * GET me/messages/readone (10 s after the socket connects, then every 5 s while it is down). One
 * shows at a time, top right, and acts by its type; an answered message is read, so the inbox
 * shows it read and it does not come back.
 */
export const MessageNotifications = ({ reload = reloadPage }: { reload?: () => void }) => {
  const { t } = useTranslation('myInbox');
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const language = useAppState((state) => state.language);
  const hasPlayer = useAppState((state) => state.token !== null);
  const isSocketOn = useSocketOn();
  const [queue, setQueue] = useState<readonly Message[]>([]);
  const shown = useRef(new Set<number>());
  const queued = useRef(0);
  queued.current = queue.length;

  const receive = useCallback(
    (message: Message) => {
      if (message.read || shown.current.has(message.id)) return;
      shown.current.add(message.id);
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
      // The screen that claimed the type shows it itself (the game's reality check).
      if (isMessageTypeClaimed(message.type)) return;
      setQueue((current) => [...current, message]);
    },
    [queryClient],
  );

  useEffect(() => subscribeToMessages(receive), [receive]);
  useMessagePolling({
    isActive: hasPlayer,
    isSocketOn,
    isBusy: () => queued.current > 0 || isDialogOpen(),
    check: () => {
      getUnreadMessage(api.client).then(
        (message) => message && receive(message),
        // The next poll asks again.
        () => undefined,
      );
    },
  });

  const answer = async (message: Message, outcome: MessageOutcome) => {
    setQueue((current) => current.filter((queuedMessage) => queuedMessage.id !== message.id));
    try {
      await readMessage(api.client, message.id);
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    } catch {
      // Unread, it shows again on the next check.
      shown.current.delete(message.id);
    }
    if (outcome === 'reload') reload();
    else if (outcome === 'limits') void navigate(localizePath(language, PATHS.limits));
    else if (outcome === 'home') void navigate(localizePath(language, PATHS.home));
  };

  const current = queue[0];
  if (!current) return null;
  const behaviour = behaviourOf(current.type);
  if (behaviour.kind === 'countdown') {
    return (
      <RealityCheckNotice
        key={current.id}
        message={current}
        onContinue={() => void answer(current, 'close')}
        onDismiss={() => void answer(current, 'home')}
        onExpire={() => void answer(current, 'reload')}
      />
    );
  }
  return (
    <div className="message-toasts">
      {behaviour.kind === 'prompt' ? (
        <MessagePrompt
          key={current.id}
          message={current}
          confirmLabel={t(behaviour.confirmKey)}
          onConfirm={() => void answer(current, behaviour.confirm)}
          onCancel={
            behaviour.cancel ? () => void answer(current, behaviour.cancel ?? 'close') : null
          }
        />
      ) : (
        <Toast
          key={current.id}
          title={current.subject}
          text={current.body}
          onClose={() => void answer(current, 'close')}
        />
      )}
    </div>
  );
};
