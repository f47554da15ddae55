import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail';

/** Real mail through an SMTP server (nodemailer); `record` keeps a trace of what was sent. */
export const createSmtpMailer = (options: {
  url: string;
  from: string;
  record: (message: MailMessage) => Promise<void>;
}): Mailer & { close: () => void } => {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      await options.record(message);
    },
    close: () => transport.close(),
  };
};
