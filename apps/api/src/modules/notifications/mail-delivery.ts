import type { MailDelivery } from '../../adapters/mail/mail';
import { SMTP_TIMEOUT_MS } from '../../adapters/mail/smtp-mailer';
import { createLeaseWorker, retryDelayMs } from '../../lib/lease-worker';
import type { MailTrace, NotificationsRepository, QueuedMail } from './notifications.repository';

/** What a mail handed to SMTP keeps: who, what and when, never the body (it holds codes). */
export const SENT_BY_SMTP: MailTrace = {
  text: '(delivered by SMTP; the body is not kept)',
  html: null,
};
/** What a mail given up keeps: the body is of no more use and holds codes. */
export const NOT_DELIVERED: MailTrace = {
  text: '(not delivered: see the last error; the body is not kept)',
  html: null,
};

/** Mails leased at once by one instance. */
const BATCH = 20;
/**
 * A lease outlasts the slowest attempt (connecting, the greeting and the message each wait at
 * most SMTP_TIMEOUT_MS), so no other instance takes a mail that is still being sent.
 */
const LEASE_SECONDS = Math.ceil((4 * SMTP_TIMEOUT_MS) / 1000);

export type MailDeliveryOptions = {
  repository: NotificationsRepository;
  server: MailDelivery;
  /** First retry delay; each further one doubles, up to an hour. */
  retryBaseMs: number;
  /** Attempts before a mail the server never took is given up. */
  maxAttempts: number;
  /** A pass that failed (the database away): the next one tries again. */
  onError?: (error: unknown) => void;
  /** A mail given up: refused for good, or out of attempts. */
  onGiveUp?: (mail: {
    id: number;
    subject: string | null;
    attempts: number;
    error: string;
  }) => void;
};

/**
 * Hands the outbox's queued mail to the mail server (decision 37): leased so that instances
 * sharing the database send each mail once, retried with a growing delay while the server is
 * away or answers 4xx, and given up at once on a 5xx refusal or after `maxAttempts` tries.
 */
export const createMailDelivery = (options: MailDeliveryOptions) => {
  const { repository } = options;

  const attempt = async (mail: QueuedMail) => {
    const result = await options.server.send({
      to: mail.recipient,
      subject: mail.subject ?? '',
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
    if (result.ok) return repository.markSent(mail.id, SENT_BY_SMTP);
    if (result.permanent || mail.attempts >= options.maxAttempts) {
      await repository.markFailed(mail.id, result.error, NOT_DELIVERED);
      options.onGiveUp?.({
        id: mail.id,
        subject: mail.subject,
        attempts: mail.attempts,
        error: result.error,
      });
      return;
    }
    await repository.markRetry(
      mail.id,
      result.error,
      retryDelayMs(mail.attempts, options.retryBaseMs),
    );
  };

  return createLeaseWorker({
    lease: () => repository.leaseDueMails(BATCH, LEASE_SECONDS),
    attempt,
    ...(options.onError ? { onError: options.onError } : {}),
  });
};
