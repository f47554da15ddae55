/** One e-mail of the casino to a player. */
export type MailMessage = {
  skinId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** How one attempt to hand a mail to the mail server ended. */
export type MailAttempt =
  | { ok: true }
  /** `permanent`: the server refused this mail for good; trying again would change nothing. */
  | { ok: false; permanent: boolean; error: string };

/**
 * The mail adapter (ARCHITECTURE.md §5): the mail server that takes the outbox's queued mail when
 * SMTP_URL is set. Without it the outbox itself is the sandbox, read on the dev mailbox.
 */
export type MailDelivery = {
  send: (message: Omit<MailMessage, 'skinId'>) => Promise<MailAttempt>;
  close: () => void;
};
