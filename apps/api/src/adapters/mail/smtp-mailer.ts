import nodemailer, { type NodemailerError } from 'nodemailer';
import type { MailDelivery } from './mail';

/** How long connecting, the greeting and any silence of the server may take before it fails. */
export const SMTP_TIMEOUT_MS = 20_000;

/** Real mail through an SMTP server (nodemailer), one connection per mail. */
export const createSmtpMailer = (options: { url: string; from: string }): MailDelivery => {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    send: async (message) => {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        return { ok: true };
      } catch (error) {
        const failure = error as NodemailerError;
        return {
          ok: false,
          // A 5xx reply refuses this mail for good; no answer or a 4xx may go through later.
          permanent: failure.permanent === true,
          error: failure.response ?? failure.message,
        };
      }
    },
    close: () => transport.close(),
  };
};
