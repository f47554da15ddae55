import type { OpsMail, OpsMailStatus } from '@prime/contract';
import type { MailMessage } from '../../adapters/mail/mail';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer';
import type { SmsMessage } from '../../adapters/sms/sms';
import type { Db } from '../../db/client';
import { createMailDelivery, type MailDeliveryOptions } from './mail-delivery';
import { mailsForOperator } from './mail.ops';
import type { NotificationsRepository, OutboxRow } from './notifications.repository';

export type NotificationsOptions = {
  smtpUrl?: string | undefined;
  mailFrom: string;
  /** First retry delay of a mail the server did not take (MAIL_RETRY_BASE_MS). */
  retryBaseMs?: number;
  /** Attempts before such a mail is given up (MAIL_MAX_ATTEMPTS). */
  maxAttempts?: number;
} & Pick<MailDeliveryOptions, 'onError' | 'onGiveUp'>;

/**
 * Mail and SMS leave through here. Modules call `mail`/`sms`, in the transaction of what causes
 * the message when there is one: the message is a row of the outbox, kept there for the dev
 * mailbox without SMTP_URL, or queued for the mail server with it and delivered by a worker
 * (`startDelivery`) on every instance. No module knows whether a real server is behind it.
 */
export const createNotificationsService = (
  repository: NotificationsRepository,
  options: NotificationsOptions,
) => {
  const server = options.smtpUrl
    ? createSmtpMailer({ url: options.smtpUrl, from: options.mailFrom })
    : undefined;
  const delivery = server
    ? createMailDelivery({
        repository,
        server,
        retryBaseMs: options.retryBaseMs ?? 10_000,
        maxAttempts: options.maxAttempts ?? 10,
        ...(options.onError ? { onError: options.onError } : {}),
        ...(options.onGiveUp ? { onGiveUp: options.onGiveUp } : {}),
      })
    : undefined;

  return {
    mailKind: server ? ('smtp' as const) : ('outbox' as const),
    /**
     * Writes a mail to the outbox, in `tx` when given (it exists only if `tx` commits). With SMTP
     * it is queued: call `deliverSoon` once `tx` has committed, or the worker finds it within
     * its interval.
     */
    mail: (message: MailMessage, tx?: Db): Promise<void> =>
      repository.insert(
        {
          skinId: message.skinId,
          channel: 'mail',
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          deliveredVia: server ? 'smtp' : 'outbox',
          status: server ? 'queued' : 'kept',
        },
        tx,
      ),
    /** Keeps an SMS in the outbox (no gateway is configured), in `tx` when given. */
    sms: (message: SmsMessage, tx?: Db): Promise<void> =>
      repository.insert(
        {
          skinId: message.skinId,
          channel: 'sms',
          recipient: message.to,
          subject: null,
          text: message.text,
          html: null,
          deliveredVia: 'outbox',
          status: 'kept',
        },
        tx,
      ),
    /** Starts a delivery pass now (after a commit that queued mail); never throws. */
    deliverSoon: (): void => delivery?.nudge(),
    /** One delivery pass, awaited (operators' scripts and tests). */
    deliverQueued: async (): Promise<void> => delivery?.runOnce(),
    /** Works the queue every `everyMs` until `close`; nothing to do without SMTP. */
    startDelivery: (everyMs: number): void => delivery?.start(everyMs),
    /** The dev mailbox: the newest messages first. */
    outbox: (limit = 100): Promise<OutboxRow[]> => repository.latest(limit),
    /** Mails waiting for the server, or given up, the newest first (the operator's view). */
    mails: (status: OpsMailStatus): Promise<OpsMail[]> => mailsForOperator(repository, status),
    /** Lets a delivery in flight finish, then closes the mail transport. */
    close: async (): Promise<void> => {
      await delivery?.stop();
      server?.close();
    },
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;
