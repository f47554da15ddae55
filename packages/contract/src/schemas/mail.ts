import * as z from '../zod';
import { envelope } from './common';

/** The delivery states of a mail the operator lists: waiting for the mail server, or given up. */
export const OPS_MAIL_STATUSES = ['queued', 'failed'] as const;
export type OpsMailStatus = (typeof OPS_MAIL_STATUSES)[number];

/** Operator API: `GET /ops/mail?status=` lists the mails of one state, the newest first. */
export const opsMailQuery = z.object({ status: z.enum(OPS_MAIL_STATUSES) });

/** A mail of the SMTP queue as the operator sees it: who, what and how delivery went, never the body. */
export const opsMailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.enum(OPS_MAIL_STATUSES),
  /** Delivery attempts begun. */
  attempts: z.number().int(),
  /** The mail server's last answer, or why it could not be reached. */
  last_error: z.string().nullable(),
  /** When a queued mail is tried next; null once given up. */
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type OpsMail = z.infer<typeof opsMailSchema>;
export const opsMailsResponse = envelope(z.array(opsMailSchema));
