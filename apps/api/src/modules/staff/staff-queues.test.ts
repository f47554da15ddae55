import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passportFields, uploadDocument } from '../../test/calls/documents';
import { cashier, paymentOf } from '../../test/calls/payments';
import { buildStaff, loginStaff, staffCall } from '../../test/calls/staff';
import { makePng } from '../../test/document-files';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;
let payments: ReturnType<typeof staffCall>;
let compliance: ReturnType<typeof staffCall>;
let support: ReturnType<typeof staffCall>;
let admin: ReturnType<typeof staffCall>;
const names: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness();
  const as = async (role: string) => {
    names[role] = await buildStaff(h.database.db, role);
    return staffCall(h, await loginStaff(h, names[role]!));
  };
  payments = await as('payments');
  compliance = await as('compliance');
  support = await as('support');
  admin = await as('admin');
});
afterAll(async () => {
  await expectConsistentLedger(h);
  await h.close();
});

const IBAN = 'DE89370400440532013000';
const transfer = async (p: LoggedInPlayer, amount: number) => {
  const response = await cashier(h, p.token)('POST', '/deposit', {
    amount,
    payment_method_id: 14,
    iban: IBAN,
    bank: 'Deutsche Bank',
    accountnumber: '42',
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.transaction_id as number;
};

describe('payments queues', () => {
  it('lists a pending withdrawal with its player, and rejects it with a reason', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const asked = await cashier(h, p.token)('POST', '/withdraw', {
      amount: 30,
      account_id: 999,
      accountNumber: IBAN,
    });
    const id = asked.json().data.transaction_id as number;
    const list = (await payments('GET', '/withdrawals?sort=amount&order=asc')).json();
    expect(list.data.find((row: { id: number }) => row.id === id)).toMatchObject({
      username: p.username,
      amount: 30,
      status: 'pending',
      method: 'bank_transfer',
    });
    expect(list.meta.total).toBeGreaterThanOrEqual(1);

    // A rejection needs a reason; without one nothing changes.
    expect((await payments('POST', `/withdrawals/${id}/reject`, {})).statusCode).toBe(422);
    expect(await paymentOf(h, id)).toMatchObject({ status: 'pending' });
    const rejected = await payments('POST', `/withdrawals/${id}/reject`, {
      reason: 'Name does not match',
    });
    expect(rejected.json().data).toMatchObject({ id, status: 'declined' });
    expect((await pocketsOf(h, p.id)).available).toBe(10_000n);
    // Once decided, it is no longer pending.
    expect(
      (await payments('POST', `/withdrawals/${id}/reject`, { reason: 'again' })).json().code,
    ).toBe('transaction_not_pending');
    expect((await payments('GET', '/withdrawals?status=declined')).json().data).toContainEqual(
      expect.objectContaining({ id }),
    );
  });

  it('confirms a bank transfer with the amount received, and declines another', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const id = await transfer(p, 50);
    expect((await payments('GET', `/transfer-deposits/${id}`)).json().data).toMatchObject({
      id,
      status: 'pending',
      amount: 50,
    });
    const confirmed = await payments('POST', `/transfer-deposits/${id}/confirm`, { amount: 45.5 });
    expect(confirmed.json().data).toMatchObject({ id, status: 'success' });
    expect((await pocketsOf(h, p.id)).deposited).toBe(4_550n);
    const events = await rowsOf<{ actor: string; type: string }>(
      h,
      sql`select actor, type from payment_events where transaction_id = ${id} order by id`,
    );
    expect(events.at(-1)).toEqual({ actor: names['payments'], type: 'transfer.confirmed' });

    const other = await buildLoggedInPlayer(h.database.db);
    const declinedId = await transfer(other, 20);
    const declined = await payments('POST', `/transfer-deposits/${declinedId}/decline`, {
      reason: 'Nothing arrived',
    });
    expect(declined.json().data).toMatchObject({ status: 'declined' });
  });
});

describe('documents', () => {
  it('shows the file inline and approves it in the staff member’s name', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const uploaded = await uploadDocument(h, p.token, [
      ...passportFields(),
      { name: 'front_file', filename: 'passport.png', bytes: await makePng(), type: 'image/png' },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json().data.id as number;
    const row = (await compliance('GET', '/documents'))
      .json()
      .data.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({ username: p.username, kind: 'passport', status: 'pending' });
    expect(Date.parse(row.due_at) - Date.parse(row.uploaded_at)).toBe(7 * 86_400_000);

    const file = await compliance('GET', `/documents/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const approved = await compliance('POST', `/documents/${id}/approve`);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      reviewed_by: names['compliance'],
    });
    expect(
      (await compliance('POST', `/documents/${id}/reject`, { reason: 'Blurry' })).json().code,
    ).toBe('document_already_reviewed');

    // Looking at the file is in the audit log; a role without documents.read sees none.
    const views = await rowsOf<{ action: string; details: { status: number } }>(
      h,
      sql`select action, details from staff_audit
        where staff = ${names['compliance']} and target = ${`document:${id}`} order by id`,
    );
    expect(views[0]).toEqual({
      action: 'documents.read',
      details: { status: 200, read: '/v1/staff/documents/:id/file' },
    });
    expect((await compliance('GET', `/players/${p.id}`)).json().data.documents).toHaveLength(1);
    expect((await support('GET', `/players/${p.id}`)).json().data.documents).toEqual([]);
  });
});

describe('players', () => {
  it('finds a player by nickname, e-mail or id and shows the page', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { money: { available: 1_234n } });
    for (const q of [p.username.slice(2, 10), p.email, String(p.id)]) {
      const found = (await support('GET', `/players?q=${encodeURIComponent(q)}`)).json();
      expect(found.data.map((row: { id: number }) => row.id)).toContain(p.id);
    }
    const page = (await support('GET', `/players/${p.id}`)).json().data;
    expect(page).toMatchObject({
      id: p.id,
      username: p.username,
      currency: 'EUR',
      balance: { available: 12.34, total: 12.34 },
      notes: [],
    });
    expect(page.sessions.length).toBeGreaterThanOrEqual(1);
    // The console reads the transactions from their own paged list, not from the page.
    expect(page).not.toHaveProperty('transactions');
  });

  it('sends the player a message and keeps a note, each with its author', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const sent = await support('POST', `/players/${p.id}/messages`, {
      subject: 'About your withdrawal',
      body: 'It is on its way.',
    });
    expect(sent.statusCode).toBe(201);
    const inbox = await h.call({
      method: 'GET',
      url: '/v1/me/messages',
      headers: { 'user-token': p.token },
    });
    expect(inbox.json().data[0]).toMatchObject({ subject: 'About your withdrawal' });
    expect(
      (await support('POST', `/players/${p.id}/notes`, { text: 'Asked about limits' })).statusCode,
    ).toBe(201);
    expect((await support('POST', `/players/${p.id}/notes`, { text: '' })).statusCode).toBe(422);
    const page = (await support('GET', `/players/${p.id}`)).json().data;
    expect(page.notes).toEqual([
      expect.objectContaining({ text: 'Asked about limits', created_by: names['support'] }),
    ]);
    expect(page.messages[0]).toMatchObject({ subject: 'About your withdrawal' });
  });
});

describe('system', () => {
  it('switches maintenance and a provider, and the player site follows', async () => {
    const on = await admin('POST', '/system/maintenance', { in_maintenance: true });
    expect(on.json().data.in_maintenance).toBe(true);
    // The staff API stays open while the site is down; the site refuses writes.
    const p = await buildLoggedInPlayer(h.database.db);
    const write = await cashier(h, p.token)('POST', '/withdraw', {
      amount: 10,
      account_id: 999,
      accountNumber: IBAN,
    });
    expect(write.statusCode).toBe(503);
    expect((await admin('POST', '/system/maintenance', { in_maintenance: false })).statusCode).toBe(
      200,
    );

    const [provider] = (await admin('GET', '/system')).json().data.providers;
    const off = await admin('POST', `/system/providers/${provider.id}`, { enabled: false });
    expect(off.json().data.providers[0]).toMatchObject({ id: provider.id, enabled: false });
    const lobby = await h.call({
      method: 'GET',
      url: '/v1/casino/providers?is_visible=1',
    });
    expect(lobby.json().data.map((item: { id: number }) => item.id)).not.toContain(provider.id);
    await admin('POST', `/system/providers/${provider.id}`, { enabled: true });
  });
});

describe('campaigns and exclusion requests', () => {
  it('lists campaigns and ends one in the staff member’s name', async () => {
    const content = staffCall(h, await loginStaff(h, await buildStaff(h.database.db, 'content')));
    const list = (await content('GET', '/campaigns?per_page=2')).json();
    expect(list.meta.total).toBeGreaterThanOrEqual(2);
    expect(list.data).toHaveLength(2);
    const code = list.data[0].code as string;
    const ended = await content('POST', `/campaigns/${code}/end`, { reason: 'Season over' });
    expect(ended.statusCode).toBe(200);
    const shown = (await content('GET', `/campaigns/${code}`)).json().data;
    expect(shown.changes.at(-1)).toMatchObject({ reason: 'Season over' });
  });

  it('lists the waiting exclusion requests', async () => {
    const response = await compliance('GET', '/exclusion-requests');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: expect.any(Array),
      meta: { total: expect.any(Number) },
    });
  });
});
