import {
  STAFF_COOKIE,
  STAFF_CSRF_HEADER,
  STAFF_CSRF_VALUE,
  STAFF_ROLE_PERMISSIONS,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
} from '@prime/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/demo';
import { hashPassword } from '../../lib/password';
import { staff } from '../../modules/staff/staff.tables';
import { currentCode } from '../../modules/staff/totp';
import type { Harness } from '../harness';
import { uniqueSuffix } from '../unique';

export const CSRF = { [STAFF_CSRF_HEADER]: STAFF_CSRF_VALUE };
const STEP_MS = 30_000;

/** A call of the staff API as the back office makes it (no site credentials). */
export const staffCall =
  (h: Harness, cookie?: string) =>
  (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    /** A string is sent as it is (a body JSON.stringify could not write). */
    payload?: object | string,
    extra: InjectOptions = {},
  ) =>
    h.app.inject({
      method,
      url: `/v1/staff${url}`,
      headers: {
        ...(method === 'GET' ? {} : CSRF),
        ...(cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {}),
        ...extra.headers,
      },
      ...(payload === undefined ? {} : { payload }),
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    });

/** A fresh staff member with a role and the demo staff password (no authenticator yet). */
export const buildStaff = async (db: Db, role: string): Promise<string> => {
  const username = `${role}-${uniqueSuffix()}`.slice(0, 60);
  await db
    .insert(staff)
    .values({ username, role, passwordHash: await hashPassword(DEMO_STAFF_PASSWORD) });
  return username;
};

export const totpSecretOf = async (h: Harness, username: string): Promise<string | null> =>
  (
    await h.database.db
      .select({ secret: staff.totpSecret })
      .from(staff)
      .where(sql`lower(${staff.username}) = ${username.toLowerCase()}`)
  )[0]?.secret ?? null;

/** Each code works once: the next login of the same member uses the next time step. */
const lastStep = new Map<string, number>();

/** A right code of the member's authenticator that was not used yet (this or the next step). */
export const freshCode = async (h: Harness, username: string): Promise<string> => {
  const secret = await totpSecretOf(h, username);
  if (!secret) throw new Error(`${username} has no authenticator secret`);
  let step = Math.max(Math.floor(Date.now() / STEP_MS), (lastStep.get(username) ?? 0) + 1);
  while (step > Math.floor(Date.now() / STEP_MS) + 1)
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  step = Math.max(step, Math.floor(Date.now() / STEP_MS));
  lastStep.set(username, step);
  return currentCode(username, secret, step * STEP_MS + 1);
};

/** The password step; answers the response. */
export const passwordStep = (
  h: Harness,
  username: string,
  password = DEMO_STAFF_PASSWORD,
  ip = '198.51.100.10',
) => staffCall(h)('POST', '/auth/login', { username, password }, { remoteAddress: ip });

/** Logs a staff member in (enrolling the authenticator at the first login); answers the cookie. */
export const loginStaff = async (h: Harness, username: string): Promise<string> => {
  const first = await passwordStep(h, username);
  if (first.statusCode !== 200) throw new Error(`login of ${username}: ${first.body}`);
  const second = await staffCall(h)(
    'POST',
    '/auth/totp',
    { challenge: first.json().data.challenge, code: await freshCode(h, username) },
    { remoteAddress: '198.51.100.10' },
  );
  const cookie = second.cookies.find((entry) => entry.name === STAFF_COOKIE);
  if (second.statusCode !== 200 || !cookie) throw new Error(`code of ${username}: ${second.body}`);
  return cookie.value;
};

/** One fresh, logged-in staff member of every role: usernames and session cookies by role. */
export const staffOfEveryRole = async (
  h: Harness,
): Promise<{ names: Record<StaffRole, string>; cookies: Record<StaffRole, string> }> => {
  const names = {} as Record<StaffRole, string>;
  const cookies = {} as Record<StaffRole, string>;
  for (const role of STAFF_ROLES) {
    names[role] = await buildStaff(h.database.db, role);
    cookies[role] = await loginStaff(h, names[role]);
  }
  return { names, cookies };
};

/** A staff call and the permission it needs; the payload goes with changes. */
export type StaffCase = readonly [
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  permission: StaffPermission,
  payload?: object,
];

/** Makes each call as `role`: 200 where the role has the permission, else 403 staff_forbidden. */
export const expectRoleAnswers = async (
  call: ReturnType<typeof staffCall>,
  role: StaffRole,
  cases: readonly StaffCase[],
) => {
  for (const [method, url, permission, payload] of cases) {
    const response = await call(method, url, payload);
    if (STAFF_ROLE_PERMISSIONS[role].includes(permission))
      expect(response.statusCode, url).toBe(200);
    else {
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('staff_forbidden');
    }
  }
};

export const staffIdOf = async (db: Db, username: string) =>
  (await db.select({ id: staff.id }).from(staff).where(eq(staff.username, username)))[0]!.id;
