import * as z from '../zod';
import {
  checkMessageBody,
  checkMessageSubject,
  MESSAGE_RULE_MESSAGES,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_TYPES,
  MESSAGES_PER_PAGE,
  MESSAGES_PER_PAGE_MAX,
  RESPONSIBLE_GAMING_NOTICES,
  type MessageRuleKey,
} from '../rules/messages';
import { envelope, isoDateTime, pageEnvelope, queryFlag, recordId } from './common';

export const messageTypeSchema = z.enum(MESSAGE_TYPES);

/** A message of the player's inbox (spec 01 §4): what it says, what the site does with it. */
export const messageSchema = z.object({
  id: z.number().int(),
  type: messageTypeSchema,
  subject: z.string(),
  body: z.string(),
  /** An image's address to show with it; null without one. */
  image: z.string().nullable(),
  /** Seconds of the countdown (realityCheck: REALITY_CHECK_COUNTDOWN_SECONDS); null for others. */
  duration: z.number().int().nullable(),
  read: z.boolean(),
  /** When the player first read it; null while unread. */
  read_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type Message = z.infer<typeof messageSchema>;

/** GET me/messages: `folder` inbox (to the player, default) or sent (what the player wrote to support). */
export const messagesQuery = z.object({
  page: z.decimal(z.number().int().min(1).max(1_000_000)).default(1),
  per_page: z
    .decimal(z.number().int().min(1).max(MESSAGES_PER_PAGE_MAX))
    .default(MESSAGES_PER_PAGE),
  /** Only the messages not read yet. */
  unread: queryFlag.optional(),
  folder: z.enum(['inbox', 'sent']).default('inbox'),
});
export type MessagesQuery = z.input<typeof messagesQuery>;
/** A page of messages, newest first; `meta.unread` counts every unread message of the inbox. */
export const messagesResponse = pageEnvelope(messageSchema).extend({
  meta: pageEnvelope(messageSchema).shape.meta.extend({ unread: z.number().int().min(0) }),
});
export type MessagesPage = z.infer<typeof messagesResponse>;

/** GET me/messages/readone: the oldest unread message, or null when none waits. */
export const messageReadOneResponse = envelope(messageSchema.nullable());
/** GET me/messages/{id}: the message, now read. */
export const messageResponse = envelope(messageSchema);
export const messageParams = z.object({ id: z.decimal(recordId) });

/** A group of support a player writes to (`messenger-groups`). */
export const messageGroupSchema = z.object({
  id: z.number().int(),
  /** Stable name the site translates (`general`, `payments`, …). */
  code: z.string(),
  /** English name, for a code the site does not know. */
  name: z.string(),
});
export type MessageGroup = z.infer<typeof messageGroupSchema>;
export const messageGroupsResponse = envelope(z.array(messageGroupSchema));

const ruled = (rule: (value: string) => MessageRuleKey | null, max: number) =>
  z
    .string()
    .max(max * 4)
    .superRefine((value, ctx) => {
      const key = rule(value);
      if (key)
        ctx.addIssue({
          code: 'custom',
          message: MESSAGE_RULE_MESSAGES[key],
          params: { rule: key },
        });
    })
    .transform((value) => value.trim());

/** POST me/messages (spec 01 §5): a player writes to support, in one of its groups. */
export const sendMessageBody = z.object({
  data: z.object({
    message: z.object({
      /** The form's token, as the site sends it; the session authenticates the request. */
      _token: z.string().max(255).optional(),
      subject: ruled(checkMessageSubject, MESSAGE_SUBJECT_MAX),
      body: ruled(checkMessageBody, MESSAGE_BODY_MAX),
      /** The id of a group of GET me/messages/message-groups. */
      'messenger-groups': z.decimal(recordId),
    }),
  }),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;
/** The message as written, in the player's `sent` folder. */
export const sentMessageResponse = envelope(messageSchema.extend({ group: messageGroupSchema }));

/** Longest picture path of a message. */
export const MESSAGE_IMAGE_MAX = 2048;

/**
 * The picture shown with a message: a path on the site's own origin (`/…`), never an address
 * elsewhere, so a message can neither load a picture from another site nor pass one off as ours.
 * `//host/…` is another site's address, and so is a path with a backslash or a blank, which
 * browsers read as a slash or drop; the characters of a URL path alone are taken.
 */
export const messageImagePath = z
  .string()
  .max(MESSAGE_IMAGE_MAX)
  .regex(/^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/, 'A path on this site, starting with /.');

/** An operator's message to a player, as the operator API takes it. */
const operatorMessageFields = z.strictObject({
  subject: z.string().trim().min(1).max(MESSAGE_SUBJECT_MAX),
  body: z.string().trim().min(1).max(MESSAGE_BODY_MAX),
  type: messageTypeSchema.default('custom'),
  /** Seconds of a countdown; only a realityCheck has one. */
  duration: z.number().int().min(1).max(3600).optional(),
  image: messageImagePath.optional(),
});

/** What the player's room hears on `campaign`: a campaign reached, for the site to store. */
export const campaignEventSchema = z.object({
  message_id: z.number().int(),
  subject: z.string(),
  body: z.string(),
});
export type CampaignEvent = z.infer<typeof campaignEventSchema>;

/** POST me/responsible-gaming/acknowledge: the player read the notice shown before `notice`. */
export const responsibleGamingAckBody = z.strictObject({
  notice: z.enum(RESPONSIBLE_GAMING_NOTICES),
});
/** When the player acknowledged each notice; null while it was never shown and read. */
export const responsibleGamingSchema = z.object({
  deposit_notice_acknowledged_at: isoDateTime.nullable(),
  bet_notice_acknowledged_at: isoDateTime.nullable(),
});
export type ResponsibleGaming = z.infer<typeof responsibleGamingSchema>;
export const responsibleGamingResponse = envelope(responsibleGamingSchema);

/** `npm run ops -- messages send`: an operator's message to a player named by username. */
export const opsMessageBody = operatorMessageFields.extend({
  username: z.string().min(1).max(64),
  /** The operator's name, stored as the message's sender. */
  operator: z.string().trim().min(2).max(64),
});
export type OpsMessageBody = z.infer<typeof opsMessageBody>;
export const opsMessageResponse = envelope(messageSchema.extend({ player_id: z.number().int() }));
