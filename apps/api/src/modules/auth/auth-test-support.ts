import { desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { DEMO_SKIN } from '../../db/seed/demo';
import { hashPassword } from '../../lib/password';
import type { Harness } from '../../test/harness';
import { outbox } from '../notifications/notifications.tables';
import { players } from '../players/players.tables';

export const TEST_PASSWORD = 'PrimeTest#2026';

let sequence = 0;

/** A fresh active player of the demo skin, so a test can lock or change it freely. */
export const createTestPlayer = async (
  db: Db,
  options: { status?: string; password?: string; email?: string; language?: string } = {},
) => {
  sequence += 1;
  const username = `authtest${Date.now().toString(36)}${sequence}`;
  const email = options.email ?? `${username}@example.com`;
  const [row] = await db
    .insert(players)
    .values({
      skinId: DEMO_SKIN.id,
      username,
      email,
      passwordHash: await hashPassword(options.password ?? TEST_PASSWORD),
      currencyId: 1,
      language: options.language ?? 'en',
      status: options.status ?? 'active',
      isVerified: true,
      termsAccepted: true,
      emailVerifiedAt: sql`now()`,
    })
    .returning({ id: players.id });
  return { id: row!.id, username, email, password: options.password ?? TEST_PASSWORD };
};

/** The newest mails to an address (mail is sent after the answer, so this waits a little). */
export const mailsTo = async (db: Db, to: string, atLeast = 1) => {
  for (let tries = 0; ; tries += 1) {
    const rows = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(desc(outbox.id));
    if (rows.length >= atLeast || tries >= 40) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Waits long enough for a mail that should not come, then answers what arrived. */
export const noMailTo = async (db: Db, to: string) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return db.select().from(outbox).where(eq(outbox.recipient, to));
};

/** The reset token of the link in a mail's text. */
export const linkToken = (text: string): string => {
  const match = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
};

/** A login from a given address (each test uses its own, so the per-address limit stays apart). */
export const loginFrom = (h: Harness, ip: string) => (username: string, password: string) =>
  h.call({
    method: 'POST',
    url: '/v1/auth/login?checkHash=1',
    payload: { username, password },
    remoteAddress: ip,
  });
