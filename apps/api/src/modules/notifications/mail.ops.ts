import type { OpsMail, OpsMailStatus } from '@prime/contract';
import type { NotificationsRepository } from './notifications.repository';

/** How many mails one listing shows. */
const OPS_MAIL_LIMIT = 100;

/**
 * The SMTP queue as the operator reads it (`npm run ops -- mail queued|failed`): who, what, how
 * many attempts and the server's last answer, never the body.
 */
export const mailsForOperator = async (
  repository: Pick<NotificationsRepository, 'listMails'>,
  status: OpsMailStatus,
): Promise<OpsMail[]> =>
  (await repository.listMails(status, OPS_MAIL_LIMIT)).map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
