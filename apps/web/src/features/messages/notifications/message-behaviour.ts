import type { Message } from '@prime/contract';

/** Where an answer to a message takes the player. */
export type MessageOutcome = 'limits' | 'reload' | 'home' | 'close';

/**
 * What the site does with each type of message (spec 01 §4):
 * - `countdown`: the reality check counts `duration` (60 s) down; at 0 it is read and the page
 *   reloads; dismissing it goes home.
 * - `prompt`: a notification with a confirm (and maybe a cancel) the player answers.
 * - `toast`: a notice that closes by itself.
 */
export type MessageBehaviour =
  | { kind: 'countdown' }
  | { kind: 'prompt'; confirm: MessageOutcome; cancel: MessageOutcome | null; confirmKey: string }
  | { kind: 'toast' };

export const behaviourOf = (type: Message['type']): MessageBehaviour => {
  switch (type) {
    case 'realityCheck':
      return { kind: 'countdown' };
    case 'firstLogin':
      return { kind: 'prompt', confirm: 'limits', cancel: 'close', confirmKey: 'set_limits' };
    case 'campaignReached':
      return { kind: 'prompt', confirm: 'reload', cancel: 'home', confirmKey: 'ok' };
    case 'bonus-bet-limit':
    case 'bonus-min-balance-limit':
      return { kind: 'prompt', confirm: 'reload', cancel: null, confirmKey: 'ok' };
    case 'daily-bet-limit':
    case 'daily-bet-loss':
      return { kind: 'prompt', confirm: 'limits', cancel: 'close', confirmKey: 'go_limits' };
    default:
      return { kind: 'toast' };
  }
};
