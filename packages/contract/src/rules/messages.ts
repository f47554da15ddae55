/**
 * In-product messages (spec 01 §4), as plain values the site and the API share: the types of
 * message and what each asks of the site, and the rules of a message a player writes to support.
 */

/**
 * The types of message (spec 01 §4): realityCheck (a countdown of `duration` seconds, then
 * marked read and the page reloads; dismiss goes home), firstLogin (confirm goes to limits),
 * campaignReached (confirm reloads, otherwise home), bonus-bet-limit and bonus-min-balance-limit
 * (reload), daily-bet-limit and daily-bet-loss (go to limits); `custom` is an operator's message
 * and `support` the answer or copy of a conversation with support (shown, nothing else).
 */
export const MESSAGE_TYPES = [
  'realityCheck',
  'firstLogin',
  'campaignReached',
  'bonus-bet-limit',
  'bonus-min-balance-limit',
  'daily-bet-limit',
  'daily-bet-loss',
  'custom',
  'support',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The socket.io events a player's room hears: a message to show, a campaign to store. */
export const MESSAGE_SOCKET_EVENTS = { message: 'message', campaign: 'campaign' } as const;

/** Messages of a page of GET me/messages. */
export const MESSAGES_PER_PAGE = 20;
export const MESSAGES_PER_PAGE_MAX = 50;

/** A message a player writes to support (POST me/messages). */
export const MESSAGE_SUBJECT_MIN = 3;
export const MESSAGE_SUBJECT_MAX = 120;
export const MESSAGE_BODY_MIN = 10;
export const MESSAGE_BODY_MAX = 5000;

/** The English texts of the API's 422 on a player's message, keyed as the site translates them. */
export const MESSAGE_RULE_MESSAGES = {
  subject_min: `The subject must be at least ${MESSAGE_SUBJECT_MIN} characters.`,
  subject_max: `The subject may not be greater than ${MESSAGE_SUBJECT_MAX} characters.`,
  body_min: `The message must be at least ${MESSAGE_BODY_MIN} characters.`,
  body_max: `The message may not be greater than ${MESSAGE_BODY_MAX} characters.`,
  group_unknown: 'The selected group is invalid.',
} as const;
export type MessageRuleKey = keyof typeof MESSAGE_RULE_MESSAGES;

/** The checks of a subject and a body, the same in the form and on the server. */
export const checkMessageSubject = (value: string): MessageRuleKey | null => {
  const length = [...value.trim()].length;
  if (length < MESSAGE_SUBJECT_MIN) return 'subject_min';
  if (length > MESSAGE_SUBJECT_MAX) return 'subject_max';
  return null;
};
export const checkMessageBody = (value: string): MessageRuleKey | null => {
  const length = [...value.trim()].length;
  if (length < MESSAGE_BODY_MIN) return 'body_min';
  if (length > MESSAGE_BODY_MAX) return 'body_max';
  return null;
};

/** The moments the responsible-gaming notice is shown before: the first deposit, the first real-money bet. */
export const RESPONSIBLE_GAMING_NOTICES = ['deposit', 'bet'] as const;
export type ResponsibleGamingNotice = (typeof RESPONSIBLE_GAMING_NOTICES)[number];
