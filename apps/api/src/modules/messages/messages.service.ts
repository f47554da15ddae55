import {
  MESSAGE_RULE_MESSAGES,
  MESSAGE_SOCKET_EVENTS,
  REALITY_CHECK_COUNTDOWN_SECONDS,
  type CampaignEvent,
  type ErrorCode,
  type Message,
  type MessageGroup,
  type MessagesPage,
  type MessageType,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import { messageTexts, type LimitPeriod } from './message-texts';
import type { MessageRow, MessagesRepository } from './messages.repository';

/** What a module tells a player: the message's type and text, and a countdown for a reality check. */
export type Telling = {
  type: MessageType;
  subject: string;
  body: string;
  /** Seconds of a countdown; a realityCheck without one counts REALITY_CHECK_COUNTDOWN_SECONDS. */
  duration?: number;
  image?: string;
  /** Makes the message exist once per player: a second telling with the key stores nothing. */
  dedupeKey?: string;
  /** An operator's name; `system` otherwise. */
  sender?: string;
  /** The support request (the player's own message) this answers. */
  replyToId?: number;
};

/** The firstLogin message exists once per player, whether registration or a login told it first. */
export const FIRST_LOGIN_DEDUPE_KEY = 'firstLogin';

/** Sends an event to every socket of the player's room, on whichever instance it is connected. */
export type PushToPlayer = (playerId: number, event: string, payload: unknown) => void;

export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  type: row.type as MessageType,
  subject: row.subject,
  body: row.body,
  image: row.image,
  duration: row.duration,
  read: row.readAt !== null,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const toGroup = (row: { id: number; code: string; name: string }): MessageGroup => ({
  id: row.id,
  code: row.code,
  name: row.name,
});

/** The UTC day of `now`, `YYYY-MM-DD`: a limit message is told once per player, type and day. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The message of a bet refused by a bet or loss limit (`daily_bet_limit`, `weekly_loss_limit`,
 * …), in the player's language; undefined for any other refusal. Every period's bet limit is a
 * `daily-bet-limit` message and every loss limit a `daily-bet-loss` one: the site sends both to
 * the limits page.
 */
export const limitTelling = (
  code: ErrorCode,
  language?: string,
): Omit<Telling, 'dedupeKey'> | undefined => {
  const match = /^(daily|weekly|monthly)_(bet|loss)_limit$/.exec(code);
  if (!match) return undefined;
  const period = match[1] as LimitPeriod;
  const texts = messageTexts(language);
  return match[2] === 'bet'
    ? {
        type: 'daily-bet-limit',
        subject: texts.betLimit.subject,
        body: texts.betLimit.body(period),
      }
    : {
        type: 'daily-bet-loss',
        subject: texts.lossLimit.subject,
        body: texts.lossLimit.body(period),
      };
};

/** An operator's review of one of a player's documents (decision 29), as the player is told it. */
export const documentReviewTelling = (
  review: { status: string; reason: string },
  language?: string,
): Telling => {
  const texts = messageTexts(language);
  return review.status === 'approved'
    ? { type: 'custom', ...texts.documentApproved }
    : {
        type: 'custom',
        subject: texts.documentRejected.subject,
        body: texts.documentRejected.body(review.reason),
      };
};

/** The provider's decision on one of the player's KYC levels (decision 28), as the player is told it. */
export const kycDecisionTelling = (
  decision: { status: 'accepted' | 'rejected'; rejectReason: string | null },
  language?: string,
): Telling => {
  const texts = messageTexts(language);
  return decision.status === 'accepted'
    ? { type: 'custom', ...texts.kycAccepted }
    : {
        type: 'custom',
        subject: texts.kycRejected.subject,
        body: texts.kycRejected.body(decision.rejectReason),
      };
};

/**
 * In-product messages (spec 01 §4): each player's inbox with its read state, what players write
 * to support, and `tell`, which other modules call when an event of a message happens: it stores
 * the message and pushes it to the player's socket room (`message`; a campaign also `campaign`).
 */
export const createMessagesService = (deps: {
  repository: MessagesRepository;
  push: PushToPlayer;
  /** The player's language (players table); messages are told in it, English when unknown. */
  languageOfPlayer?: (playerId: number) => Promise<string | undefined>;
  now?: () => Date;
}) => {
  const { repository, push } = deps;
  const now = deps.now ?? (() => new Date());
  const languageOf = deps.languageOfPlayer ?? (async () => undefined);

  const rowOf = (playerId: number, telling: Telling) => ({
    playerId,
    type: telling.type,
    subject: telling.subject,
    body: telling.body,
    image: telling.image ?? null,
    duration:
      telling.duration ??
      (telling.type === 'realityCheck' ? REALITY_CHECK_COUNTDOWN_SECONDS : null),
    direction: 'in',
    dedupeKey: telling.dedupeKey ?? null,
    sender: telling.sender ?? 'system',
    replyToId: telling.replyToId ?? null,
  });

  /** Pushes a stored message to its player's room: `message`, and `campaign` for a campaign. */
  const pushRow = (row: MessageRow): Message => {
    const message = toMessage(row);
    const playerId = row.playerId;
    push(playerId, MESSAGE_SOCKET_EVENTS.message, message);
    if (row.type === 'campaignReached')
      push(playerId, MESSAGE_SOCKET_EVENTS.campaign, {
        message_id: row.id,
        subject: row.subject,
        body: row.body,
      } satisfies CampaignEvent);
    return message;
  };

  /**
   * Stores the message inside `tx` (the caller's transaction, or one of its own) and answers the
   * push to make once that commits; undefined when a `dedupeKey` stored nothing.
   */
  const store = async (
    playerId: number,
    telling: Telling,
    tx?: Db,
  ): Promise<(() => Message) | undefined> => {
    const row = await repository.insert(rowOf(playerId, telling), tx);
    return row && (() => pushRow(row));
  };

  const tell = async (playerId: number, telling: Telling): Promise<Message | undefined> =>
    (await store(playerId, telling))?.();

  /** Rows of one statement when many players are told: large enough, far below bind limits. */
  const TELL_EACH_BATCH = 500;

  return {
    tell,

    /** `tell` inside the caller's transaction: the answer pushes the message after the commit. */
    tellWithin: (tx: Db, playerId: number, telling: Telling) => store(playerId, telling, tx),

    /**
     * Tells each of the players the same message (an operator's announcement, a campaign), a
     * batch of rows per statement, each pushed to its own player's room once stored. Answers how
     * many were stored (a player with the `dedupeKey` already is skipped).
     */
    tellEach: async (playerIds: readonly number[], telling: Telling): Promise<number> => {
      let stored = 0;
      for (let start = 0; start < playerIds.length; start += TELL_EACH_BATCH) {
        const rows = await repository.insertMany(
          playerIds.slice(start, start + TELL_EACH_BATCH).map((id) => rowOf(id, telling)),
        );
        for (const row of rows) pushRow(row);
        stored += rows.length;
      }
      return stored;
    },

    /**
     * A bet refused with `code`: a bet or loss limit tells the player once per type and UTC day;
     * any other refusal tells nothing. Never throws: the refusal stands whatever happens here.
     */
    tellLimitRefusal: async (playerId: number, code: ErrorCode): Promise<Message | undefined> => {
      if (!limitTelling(code)) return undefined;
      const telling = limitTelling(code, await languageOf(playerId))!;
      return tell(playerId, { ...telling, dedupeKey: `${telling.type}:${utcDay(now())}` });
    },

    /** Tells a player that an operator reviewed one of their documents. */
    tellDocumentReview: async (review: {
      playerId: number;
      status: string;
      reason: string;
    }): Promise<void> => {
      await tell(review.playerId, documentReviewTelling(review, await languageOf(review.playerId)));
    },

    /** Tells a player the provider's decision on one of their KYC levels. */
    tellKycDecision: async (decision: {
      playerId: number;
      status: 'accepted' | 'rejected';
      rejectReason: string | null;
    }): Promise<void> => {
      await tell(
        decision.playerId,
        kycDecisionTelling(decision, await languageOf(decision.playerId)),
      );
    },

    /** GET me/messages: a page of the player's inbox (or sent folder), newest first. */
    list: async (
      playerId: number,
      query: { page: number; per_page: number; unread?: boolean; folder: 'inbox' | 'sent' },
    ): Promise<MessagesPage> => {
      const { rows, total, unread } = await repository.page(playerId, {
        direction: query.folder === 'sent' ? 'out' : 'in',
        unread: query.unread === true,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        data: rows.map(toMessage),
        meta: {
          current_page: query.page,
          per_page: query.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
          unread,
        },
      };
    },

    /** GET me/messages/readone: the oldest unread message, left unread until it is opened. */
    readOne: async (playerId: number): Promise<Message | null> => {
      const row = await repository.oldestUnread(playerId);
      return row ? toMessage(row) : null;
    },

    /** GET me/messages/{id}: one of the player's own messages, marked read. */
    read: async (playerId: number, id: number): Promise<Message> => {
      const row = await repository.read(playerId, id);
      if (!row) throw new AppError('not_found', 'No such message.');
      return toMessage(row);
    },

    groups: async (): Promise<MessageGroup[]> => (await repository.groups()).map(toGroup),

    /** POST me/messages: the player writes to support; it goes to their sent folder. */
    send: async (
      playerId: number,
      message: { subject: string; body: string; groupId: number },
    ): Promise<Message & { group: MessageGroup }> => {
      const group = await repository.group(message.groupId);
      if (!group)
        throw new AppError('validation_failed', MESSAGE_RULE_MESSAGES.group_unknown, {
          'data.message.messenger-groups': [MESSAGE_RULE_MESSAGES.group_unknown],
        });
      const row = await repository.insert({
        playerId,
        type: 'support',
        subject: message.subject,
        body: message.body,
        direction: 'out',
        groupId: group.id,
        sender: 'player',
      });
      // Nothing to read in one's own message: it is stored read.
      return { ...toMessage(row!), read: true, group: toGroup(group) };
    },

    /**
     * A staff member's message to one player (the back office): stored with the staff member as
     * its sender and their audit row in one transaction, then pushed.
     */
    sendFromStaff: async (
      playerId: number,
      message: { subject: string; body: string },
      sender: string,
      options: { audit?: AuditHook } = {},
    ): Promise<Message> => {
      const pushMessage = await repository.transaction(async (tx) => {
        const stored = await store(playerId, { ...message, type: 'custom', sender }, tx);
        await options.audit?.(tx);
        return stored!;
      });
      return pushMessage();
    },
  };
};

export type MessagesService = ReturnType<typeof createMessagesService>;
