import cookie from '@fastify/cookie';
import {
  STAFF_COOKIE,
  STAFF_CSRF_HEADER,
  STAFF_CSRF_VALUE,
  type StaffPermission,
} from '@prime/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditHook } from '../../lib/audit-hook';
import { AppError } from '../../lib/app-error';
import type { AuditEntry, AuditService } from './audit.service';
import type { StaffAuthService, StaffMember } from './staff-auth.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyContextConfig {
    /**
     * Who may call a staff route: `public` (the login steps), `session` (any staff member), or
     * the permission it needs. What it acts on (`withdrawal` → `withdrawal:<id>`) names the
     * audit row's target.
     */
    staff?: {
      access: 'public' | 'session' | StaffPermission;
      target?: string;
      /** A read of sensitive data (a document's file, a player's page) is audited too. */
      auditRead?: boolean;
    };
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    /** The staff member of the `prime_staff` cookie, on staff routes. */
    staffMember: StaffMember | null;
    /**
     * Appends this request's audit row inside `tx`, for the service that acts to run as the
     * last step of its own transaction. The row's status is the reply's at that moment (200
     * unless the route set another before acting).
     */
    audit: AuditHook;
    /**
     * Runs `work` and then this request's audit row in one new transaction: for a route whose
     * action is several services' writes, each given that transaction.
     */
    audited: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  }
}

const READS = new Set(['GET', 'HEAD']);

export const staffCookieOptions = (secure: boolean) => ({
  path: '/v1/staff',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure,
});

/**
 * Bounds of what an audit row keeps of a request: a refused request's body was never
 * validated, so it may be as long, wide or deep as the body limit allows.
 */
const AUDIT_TEXT_MAX = 1_000;
const AUDIT_ENTRIES_MAX = 50;
const AUDIT_DEPTH_MAX = 8;
/** Values (and keys) kept in all, and characters of text in all. */
const AUDIT_NODES_MAX = 500;
const AUDIT_CHARS_MAX = 20_000;
/** What stands for a part left out. */
const AUDIT_OMITTED = '[omitted]';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * What a request sent, made safe to keep: no NUL or lone surrogate (PostgreSQL's text and
 * jsonb refuse them), and at most AUDIT_DEPTH_MAX levels, AUDIT_ENTRIES_MAX entries per level,
 * AUDIT_NODES_MAX values and AUDIT_CHARS_MAX characters, the rest replaced by AUDIT_OMITTED.
 */
const storable = (value: unknown): unknown => {
  const budget = { nodes: AUDIT_NODES_MAX, chars: AUDIT_CHARS_MAX };
  const text = (raw: string): string => {
    const kept = raw
      .replaceAll('\u0000', '')
      .replace(LONE_SURROGATE, '\uFFFD')
      .slice(0, Math.min(AUDIT_TEXT_MAX, budget.chars))
      // A cut must not leave half of a surrogate pair.
      .replace(LONE_SURROGATE, '');
    budget.chars -= kept.length;
    return kept;
  };
  const walk = (item: unknown, depth: number): unknown => {
    if (budget.nodes <= 0) return AUDIT_OMITTED;
    budget.nodes -= 1;
    if (typeof item === 'string') return text(item);
    if (typeof item === 'number' || typeof item === 'boolean' || item === null) return item;
    if (typeof item !== 'object' || depth >= AUDIT_DEPTH_MAX) return AUDIT_OMITTED;
    if (Array.isArray(item))
      return item.slice(0, AUDIT_ENTRIES_MAX).map((entry) => walk(entry, depth + 1));
    const entries: [string, unknown][] = [];
    for (const [key, entry] of Object.entries(item as Record<string, unknown>).slice(
      0,
      AUDIT_ENTRIES_MAX,
    )) {
      if (budget.nodes <= 0) break;
      entries.push([text(key), walk(entry, depth + 1)]);
    }
    return Object.fromEntries(entries);
  };
  return walk(value, 0);
};

/** `withdrawal:12`: the route's target kind and the id or code in its path. */
const targetOf = (request: FastifyRequest, kind: string | undefined): string | null => {
  if (!kind) return null;
  const params = request.params as Record<string, string | undefined>;
  const key = params['id'] ?? params['code'] ?? params['key'];
  return key === undefined ? kind : `${kind}:${String(storable(key.slice(0, 100)))}`;
};

const SECRET_FIELDS = new Set(['password', 'code', 'challenge']);

/** The facts of a change worth keeping with its audit row (the body, without secrets). */
const detailsOf = (request: FastifyRequest, statusCode: number): Record<string, unknown> => {
  const body =
    request.body && typeof request.body === 'object'
      ? (request.body as Record<string, unknown>)
      : {};
  const kept = Object.entries(body).filter(([key]) => !SECRET_FIELDS.has(key));
  const query = request.query && typeof request.query === 'object' ? request.query : {};
  return {
    ...(storable(Object.fromEntries(kept)) as object),
    // After the body, which cannot stand in for them. A read names what was read: the route,
    // and what it asked for (a statement's days, a list's page and filters).
    ...(READS.has(request.method) ? { read: request.routeOptions.url } : {}),
    ...(Object.keys(query).length > 0 ? { query: storable(query) } : {}),
    status: statusCode,
  };
};

/**
 * The staff API's gate (decision 33), for every route in its scope:
 * - a player's `user-token` is refused (401); staff authenticate with the `prime_staff` cookie;
 * - a call that changes something needs `x-requested-with: prime-backoffice` (403);
 * - every route declares `config.staff.access`; one hook checks it (401, then 403
 *   `staff_forbidden` before anything runs);
 * - every change a staff member asks for, refused or done, appends an audit row, and so does a
 *   read of a document's file or a player's page. A change that is done has its row written in
 *   its own transaction (`request.audit`, `request.audited`); a refusal, a read, or a change
 *   whose service wrote no row (a replay that changed nothing) has it written before the answer
 *   is sent.
 */
export const registerStaffAccess = async (
  app: FastifyInstance,
  deps: { auth: StaffAuthService; audit: AuditService },
) => {
  await app.register(cookie);
  app.decorateRequest('staffMember', null);
  app.decorateRequest('audit', null as unknown as AuditHook);
  app.decorateRequest('audited', null as unknown as FastifyRequest['audited']);

  app.addHook('onRoute', (route) => {
    if (!route.config?.staff)
      throw new Error(`${route.method} ${route.url}: a staff route declares config.staff.access.`);
  });

  app.addHook('onRequest', async (request) => {
    if (request.headers['user-token'] !== undefined)
      throw new AppError('unauthenticated', 'A player session cannot call the staff API.');
    if (!READS.has(request.method) && request.headers[STAFF_CSRF_HEADER] !== STAFF_CSRF_VALUE)
      throw new AppError('csrf_header_required');
  });

  /** Requests whose row was written in the action's own transaction. */
  const writtenWithAction = new WeakSet<FastifyRequest>();

  const entryOf = (
    request: FastifyRequest,
    status: number,
    details: Record<string, unknown> = detailsOf(request, status),
  ): AuditEntry => {
    const config = request.routeOptions.config.staff!;
    return {
      staff: request.staffMember!.username,
      action: config.access,
      target: targetOf(request, config.target),
      details,
      ip: request.ip,
    };
  };

  // Before the body is validated, so a stranger learns nothing from a 422.
  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config.staff?.access;
    if (!access || access === 'public') return;
    const member = await deps.auth.resolve(request.cookies[STAFF_COOKIE]);
    if (!member) throw new AppError('unauthenticated');
    request.staffMember = member;
    if (access !== 'session' && !member.permissions.includes(access))
      throw new AppError('staff_forbidden');
    request.audit = async (tx) => {
      await deps.audit.append(entryOf(request, reply.statusCode), tx);
      writtenWithAction.add(request);
    };
    request.audited = (work) =>
      deps.audit.transaction(async (tx) => {
        const result = await work(tx);
        await request.audit(tx);
        return result;
      });
  });

  app.addHook('onSend', async (request, reply) => {
    const member = request.staffMember;
    const config = request.routeOptions.config.staff;
    if (!member || !config || config.access === 'session') return;
    if (READS.has(request.method) && !config.auditRead) return;
    // Answered with success, the action's transaction committed with its row. Answered with an
    // error, whatever that transaction wrote was rolled back: the refusal is recorded here.
    if (writtenWithAction.has(request) && reply.statusCode < 400) return;
    try {
      await deps.audit.append(entryOf(request, reply.statusCode));
    } catch (error) {
      request.log.error({ err: error, staff: member.username }, 'staff audit row not written');
      // Whatever the request held, the row is kept with its facts and without the body.
      await deps.audit
        .append(
          entryOf(request, reply.statusCode, {
            status: reply.statusCode,
            details: AUDIT_OMITTED,
          }),
        )
        .catch((again: unknown) =>
          request.log.error({ err: again, staff: member.username }, 'staff audit row lost'),
        );
    }
  });
};
