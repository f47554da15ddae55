/** One e-mail of the casino to a player. */
export type MailMessage = {
  skinId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/**
 * The mail adapter (ARCHITECTURE.md §5): SMTP when SMTP_URL is set, else the sandbox that
 * keeps every mail in the outbox for the dev mailbox.
 */
export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
};
