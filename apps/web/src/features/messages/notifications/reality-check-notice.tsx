import type { Message } from '@prime/contract';
import { RealityCheckPrompt } from '../../../shared/protection/reality-check-prompt';

/**
 * A reality-check message away from a game (spec 01 §4): it counts its duration down and at 0
 * is read and the page reloads; Continue reads it and closes it; dismissing it (Stop playing,
 * Escape) goes home.
 */
export const RealityCheckNotice = ({
  message,
  onContinue,
  onDismiss,
  onExpire,
}: {
  message: Message;
  onContinue: () => void;
  onDismiss: () => void;
  onExpire: () => void;
}) => (
  <RealityCheckPrompt
    message={message}
    textSection="myInbox"
    onContinue={onContinue}
    onStop={onDismiss}
    onExpire={onExpire}
  />
);
