import { STAFF_DOCUMENT_DUE_DAYS } from '@prime/contract';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type { MessageRow, MessagesRepository } from './messages.repository';
import type { MessagesService } from './messages.service';

const DAY_MS = 86_400_000;

/** A staff member's audit row, written in the reply's or the closing's transaction. */
type Options = { audit?: AuditHook };

/** A player's message to support as staff read it: open until a staff member closes it. */
export type SupportRequest = {
  id: number;
  playerId: number;
  group: string | null;
  subject: string;
  body: string;
  status: 'open' | 'closed';
  createdAt: Date;
  dueAt: Date;
  overdue: boolean;
  replies: number;
  closedAt: Date | null;
  closedBy: string | null;
};

/**
 * The support queue (decision 33): what players write with `POST me/messages`, due
 * STAFF_DOCUMENT_DUE_DAYS after it was sent, answered in the player's inbox and closed by staff.
 */
export const createSupportRequestsService = (deps: {
  repository: MessagesRepository;
  tellWithin: MessagesService['tellWithin'];
  now?: () => Date;
}) => {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  const requestsOf = async (
    rows: (MessageRow & { replies: number })[],
  ): Promise<SupportRequest[]> => {
    const groups = await repository.groupCodes([
      ...new Set(rows.flatMap((row) => (row.groupId === null ? [] : [row.groupId]))),
    ]);
    const at = now().getTime();
    return rows.map((row) => {
      const dueAt = new Date(row.createdAt.getTime() + STAFF_DOCUMENT_DUE_DAYS * DAY_MS);
      return {
        id: row.id,
        playerId: row.playerId,
        group: row.groupId === null ? null : (groups.get(row.groupId) ?? null),
        subject: row.subject,
        body: row.body,
        status: row.closedAt ? 'closed' : 'open',
        createdAt: row.createdAt,
        dueAt,
        overdue: !row.closedAt && dueAt.getTime() < at,
        replies: row.replies,
        closedAt: row.closedAt,
        closedBy: row.closedBy,
      };
    });
  };

  const thread = async (id: number) => {
    const rows = await repository.supportThread(id);
    const request = rows.find((row) => row.id === id && row.direction === 'out');
    if (!request) throw new AppError('not_found', 'No such support request.');
    const replies = rows.filter((row) => row.replyToId === id);
    const [made] = await requestsOf([{ ...request, replies: replies.length }]);
    return { request: made!, messages: rows };
  };

  return {
    /** The queue: open ones first, each group by due date (oldest first). */
    list: async (status: 'open' | 'closed' | null): Promise<SupportRequest[]> =>
      (await requestsOf(await repository.supportRequests(status))).sort(
        (a, b) =>
          Number(a.status === 'closed') - Number(b.status === 'closed') ||
          a.dueAt.getTime() - b.dueAt.getTime() ||
          a.id - b.id,
      ),

    /** One request with its conversation (the request, then the replies), oldest first. */
    get: thread,

    /**
     * A staff reply: stored in the inbox of the request's player only (never another's),
     * pushed to their socket room, and linked to the request. The request stays locked until the
     * reply is stored, so a close at the same moment comes after it or refuses it whole.
     */
    reply: async (id: number, body: string, sender: string, options: Options = {}) => {
      const pushReply = await repository.transaction(async (tx) => {
        const request = await repository.lockSupportRequest(tx, id);
        if (!request) throw new AppError('not_found', 'No such support request.');
        if (request.closedAt) throw new AppError('support_request_closed');
        const push = await deps.tellWithin(tx, request.playerId, {
          type: 'support',
          subject: `Re: ${request.subject}`,
          body,
          sender,
          replyToId: request.id,
        });
        await options.audit?.(tx);
        return push;
      });
      pushReply?.();
      return thread(id);
    },

    /** Closes an open request with the staff member's name; a closed one is refused. */
    close: async (id: number, by: string, options: Options = {}) => {
      await thread(id);
      await repository.transaction(async (tx) => {
        if (!(await repository.closeSupportRequest(id, by, tx)))
          throw new AppError('support_request_closed');
        await options.audit?.(tx);
      });
      return thread(id);
    },
  };
};

export type SupportRequestsService = ReturnType<typeof createSupportRequestsService>;
