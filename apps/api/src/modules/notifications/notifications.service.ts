import type { Mailer, MailMessage } from '../../adapters/mail/mail';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer';
import type { SmsMessage, SmsSender } from '../../adapters/sms/sms';
import type { NotificationsRepository, OutboxRow } from './notifications.repository';

/** What is kept of a mail handed to SMTP: who, what and when, never the body (it holds codes). */
const SENT_BY_SMTP = '(delivered by SMTP; the body is not kept)';

/**
 * Mail and SMS leave through here. Modules call `mail`/`sms`; which adapter runs is decided once
 * from the configuration, so no module knows whether a real server is behind it.
 */
export const createNotificationsService = (
  repository: NotificationsRepository,
  options: { smtpUrl?: string | undefined; mailFrom: string },
) => {
  const keepInOutbox = async (message: MailMessage) =>
    repository.insert({
      skinId: message.skinId,
      channel: 'mail',
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      deliveredVia: 'outbox',
    });

  const smtp = options.smtpUrl
    ? createSmtpMailer({
        url: options.smtpUrl,
        from: options.mailFrom,
        record: (message) =>
          repository.insert({
            skinId: message.skinId,
            channel: 'mail',
            recipient: message.to,
            subject: message.subject,
            text: SENT_BY_SMTP,
            html: null,
            deliveredVia: 'smtp',
          }),
      })
    : undefined;

  const mailer: Mailer = smtp ?? { kind: 'outbox', send: keepInOutbox };

  const smsSender: SmsSender = {
    kind: 'outbox',
    send: async (message) =>
      repository.insert({
        skinId: message.skinId,
        channel: 'sms',
        recipient: message.to,
        subject: null,
        text: message.text,
        html: null,
        deliveredVia: 'outbox',
      }),
  };

  return {
    mailKind: mailer.kind,
    mail: (message: MailMessage): Promise<void> => mailer.send(message),
    sms: (message: SmsMessage): Promise<void> => smsSender.send(message),
    /** The dev mailbox: the newest messages first. */
    outbox: (limit = 100): Promise<OutboxRow[]> => repository.latest(limit),
    close: () => smtp?.close(),
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;
