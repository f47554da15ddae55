import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { outbox } from '../../modules/notifications/notifications.tables';
import type { Harness } from '../harness';

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

/** The latest message (mail or SMS) to a recipient in the outbox, without waiting. */
export const latestMessage = async (h: Harness, recipient: string) =>
  (
    await h.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(1)
  )[0];

/** The code of the latest mail or SMS to a recipient. */
export const latestCode = async (h: Harness, recipient: string): Promise<string> => {
  const message = await latestMessage(h, recipient);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
};

/** The reset token of the link in a mail's text. */
export const linkToken = (text: string): string => {
  const match = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
};
