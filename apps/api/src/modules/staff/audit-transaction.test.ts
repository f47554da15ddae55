import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, loginStaff, staffCall } from '../../test/calls/staff';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';
import { createAuditRepository } from './audit.repository';
import { createAuditService } from './audit.service';

let h: Harness;
let adminName: string;
let admin: ReturnType<typeof staffCall>;
let payments: ReturnType<typeof staffCall>;
let support: ReturnType<typeof staffCall>;

beforeAll(async () => {
  h = await startHarness();
  adminName = await buildStaff(h.database.db, 'admin');
  admin = staffCall(h, await loginStaff(h, adminName));
  payments = staffCall(h, await loginStaff(h, await buildStaff(h.database.db, 'payments')));
  support = staffCall(h, await loginStaff(h, await buildStaff(h.database.db, 'support')));
});
afterEach(async () => {
  await h.database.db.execute(sql`drop trigger if exists audit_fails on staff_audit`);
  await h.database.db.execute(sql`drop trigger if exists note_commit_fails on player_notes`);
});
afterAll(async () => {
  await expectConsistentLedger(h);
  await h.close();
});

const verify = async () => (await admin('GET', '/audit/verify')).json().data;

const auditOf = (target: string) =>
  rowsOf<{ action: string; details: Record<string, unknown> }>(
    h,
    sql`select action, details from staff_audit where target = ${target} order by id`,
  );

const notesSaying = async (text: string) =>
  (
    await rowsOf<{ n: number }>(
      h,
      sql`select count(*)::int as n from player_notes where body = ${text}`,
    )
  )[0]!.n;

/** Until the test ends the database refuses the audit rows that meet `condition` (SQL). */
const refuseAuditRowsWhen = async (condition: string) => {
  await h.database.db.execute(
    sql.raw(`create or replace function audit_fails() returns trigger language plpgsql as $$
      begin raise exception 'audit row refused'; end $$`),
  );
  await h.database.db.execute(
    sql.raw(`create trigger audit_fails before insert on staff_audit for each row
      when (${condition}) execute function audit_fails()`),
  );
};
const refuseAuditRowsWith = (marker: string) =>
  refuseAuditRowsWhen(`strpos(new.details::text, '${marker}') > 0`);

const first = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(h, query))[0];

describe('a staff action and its audit row', () => {
  it('rolls the action back when its audit row cannot be written', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const marker = `audit-fails-${randomUUID()}`;
    await refuseAuditRowsWith(marker);
    const before = await pocketsOf(h, player.id);

    const note = await support('POST', `/players/${player.id}/notes`, { text: marker });
    expect(note.statusCode).toBe(500);
    expect(note.json()).toMatchObject({ code: 'server_error' });
    expect(await notesSaying(marker)).toBe(0);

    const credit = await payments('POST', `/players/${player.id}/adjustments`, {
      direction: 'credit',
      amount: 25,
      reason: marker,
      idempotency_key: randomUUID(),
    });
    expect(credit.statusCode).toBe(500);
    expect(await pocketsOf(h, player.id)).toEqual(before);
    const adjustments = await rowsOf<{ n: number }>(
      h,
      sql`select count(*)::int as n from balance_adjustments where player_id = ${player.id}`,
    );
    expect(adjustments[0]!.n).toBe(0);

    // The refusals are still recorded, without the body the database would not take.
    expect(await auditOf(`player:${player.id}`)).toEqual([
      { action: 'players.note', details: { status: 500, details: '[omitted]' } },
      { action: 'players.adjust', details: { status: 500, details: '[omitted]' } },
    ]);
    expect((await verify()).ok).toBe(true);
  });

  it('rolls back every kind of action whose audit row cannot be written', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const reason = 'Checked with the player';
    const help = (await admin('GET', '/texts/header.help')).json().data;
    await refuseAuditRowsWhen(`new.staff = '${adminName}' and (new.details->>'status')::int < 400`);
    const calls: [string, string, object][] = [
      ['POST', `/players/${player.id}/messages`, { subject: 'Hello', body: 'A word from us' }],
      ['POST', '/system/maintenance', { in_maintenance: true }],
      ['PUT', '/texts/header.help', { values: { en: 'Never saved' } }],
      ['POST', `/kyc/${player.id}/aml-level`, { level: 'high', reason }],
      ['POST', `/kyc/${player.id}/flags`, { pep: true, reason }],
      ['POST', `/kyc/${player.id}/questionnaire`, { reason }],
    ];
    for (const [method, url, payload] of calls)
      expect((await admin(method as 'POST', url, payload)).statusCode, url).toBe(500);

    expect(
      await first(sql`select count(*)::int as n from player_messages
        where player_id = ${player.id} and sender = ${adminName}`),
    ).toEqual({ n: 0 });
    expect(await first(sql`select count(*)::int as n from skins where in_maintenance`)).toEqual({
      n: 0,
    });
    expect((await admin('GET', '/texts/header.help')).json().data).toEqual(help);
    expect(
      await first(
        sql`select count(*)::int as n from kyc_aml_overrides where player_id = ${player.id}`,
      ),
    ).toEqual({ n: 0 });
    expect(await first(sql`select is_pep from players where id = ${player.id}`)).toEqual({
      is_pep: false,
    });
    expect(
      await first(sql`select count(*)::int as n from survey_requirements
        where player_id = ${player.id}`),
    ).toEqual({ n: 0 });
    expect(
      await first(sql`select count(*)::int as n from kyc_events
        where player_id = ${player.id} and source = 'staff'`),
    ).toEqual({ n: 0 });
  });

  it('leaves no row of the action as done when its transaction rolls back at the commit', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const marker = `commit-fails-${randomUUID()}`;
    await h.database.db.execute(
      sql.raw(`create or replace function note_commit_fails() returns trigger language plpgsql as $$
        begin raise exception 'commit refused'; end $$`),
    );
    await h.database.db.execute(
      sql.raw(`create constraint trigger note_commit_fails after insert on player_notes
        deferrable initially deferred for each row
        when (new.body = '${marker}') execute function note_commit_fails()`),
    );

    const note = await support('POST', `/players/${player.id}/notes`, { text: marker });
    expect(note.statusCode).toBe(500);
    expect(await notesSaying(marker)).toBe(0);
    expect(await auditOf(`player:${player.id}`)).toEqual([
      { action: 'players.note', details: { status: 500, text: marker } },
    ]);
    expect((await verify()).ok).toBe(true);
  });

  it('forgets a row appended in a transaction that rolls back, and the chain goes on without a gap', async () => {
    const audit = createAuditService(createAuditRepository(h.database.db));
    const action = `test.rolled-back-${randomUUID()}`;
    await expect(
      h.database.db.transaction(async (tx) => {
        await audit.append({ staff: 'tester', action }, tx);
        throw new Error('the action fails after its row');
      }),
    ).rejects.toThrow('the action fails after its row');
    expect(await rowsOf(h, sql`select id from staff_audit where action = ${action}`)).toEqual([]);
    await audit.append({ staff: 'tester', action: 'test.after' });
    expect(await verify()).toMatchObject({ ok: true, first_bad_id: null });
  });

  it('records every one of many actions made at once, money and notes alike, in one chain', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const marker = `at-once-${randomUUID()}`;
    const before = await pocketsOf(h, player.id);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, index) =>
        payments('POST', `/players/${player.id}/adjustments`, {
          direction: 'credit',
          amount: 1 + index,
          reason: marker,
          idempotency_key: randomUUID(),
        }),
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        support('POST', `/players/${player.id}/notes`, { text: `${marker} ${index}` }),
      ),
      ...Array.from({ length: 4 }, () =>
        admin('POST', '/system/maintenance', { in_maintenance: false }),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array<number>(20).fill(201),
      ...Array<number>(4).fill(200),
    ]);
    const rows = await auditOf(`player:${player.id}`);
    expect(rows.filter((row) => row.action === 'players.adjust')).toHaveLength(10);
    expect(rows.filter((row) => row.action === 'players.note')).toHaveLength(10);
    expect(rows.every((row) => row.details['status'] === 201)).toBe(true);
    expect((await pocketsOf(h, player.id)).available).toBe(before.available + 5_500n);
    expect((await verify()).ok).toBe(true);
  });
});
