import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, loginStaff, staffCall } from '../../test/calls/staff';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';
import { createAuditRepository } from './audit.repository';
import { AUDIT_GENESIS, canonicalJson, createAuditService } from './audit.service';

let h: Harness;
let admin: string;
let adminName: string;

beforeAll(async () => {
  h = await startHarness();
  adminName = await buildStaff(h.database.db, 'admin');
  admin = await loginStaff(h, adminName);
});
afterAll(() => h.close());

const verify = async () => (await staffCall(h, admin)('GET', '/audit/verify')).json().data;
const opsVerify = async () =>
  (
    await h.app.inject({
      method: 'GET',
      url: '/ops/audit/verify',
      headers: { 'x-ops-token': OPS_TOKEN },
    })
  ).json().data;
const execute = (query: ReturnType<typeof sql>) => h.database.db.execute(query);

/** The database's refusal of a statement (drizzle wraps it), or `done`. */
const refusalOf = async (query: ReturnType<typeof sql>): Promise<string> => {
  try {
    await execute(query);
    return 'done';
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
};

/** As a superuser would: switch the append-only trigger off around a change. */
const tamper = async (query: ReturnType<typeof sql>) => {
  await execute(sql`alter table staff_audit disable trigger staff_audit_append_only`);
  try {
    await execute(query);
  } finally {
    await execute(sql`alter table staff_audit enable trigger staff_audit_append_only`);
  }
};

describe('the staff audit log', () => {
  it('writes canonical JSON: keys sorted at every depth, nothing undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: null }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"e":null,"f":1}]},"b":1}',
    );
  });

  it('chains every row to the one before, from the genesis hash', async () => {
    await staffCall(h, admin)('POST', '/system/maintenance', { in_maintenance: false });
    const rows = await rowsOf<{ id: number; prev_hash: string; hash: string }>(
      h,
      sql`select id, prev_hash, hash from staff_audit order by id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.prev_hash).toBe(AUDIT_GENESIS);
    rows.forEach((row, index) => {
      expect(row.id).toBe(index + 1);
      if (index > 0) expect(row.prev_hash).toBe(rows[index - 1]!.hash);
    });
    expect(await verify()).toEqual({ ok: true, rows: rows.length, first_bad_id: null });
  });

  it('lists rows with filters, newest first', async () => {
    const response = await staffCall(h, admin)(
      'GET',
      `/audit?staff=${adminName}&action=system.write&per_page=5`,
    );
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({
      staff: adminName,
      action: 'system.write',
      target: 'maintenance',
      details: { status: 200, in_maintenance: false },
    });
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await staffCall(h, admin)('GET', `/audit?from=${future}`)).json().meta.total).toBe(0);
    expect((await staffCall(h, admin)('GET', '/audit?from=yesterday')).statusCode).toBe(422);
  });

  it('records a refused request too, with what PostgreSQL cannot keep taken out', async () => {
    const response = await staffCall(h, admin)('POST', '/withdrawals/77/reject', {
      reason: 'bad\u0000 \ud800reason',
    });
    expect(response.statusCode).toBe(422);
    const [row] = await rowsOf<{ target: string; details: Record<string, unknown> }>(
      h,
      sql`select target, details from staff_audit where target = 'withdrawal:77'`,
    );
    expect(row).toEqual({
      target: 'withdrawal:77',
      details: { status: 422, reason: 'bad \ufffdreason' },
    });
  });

  it('keeps a bounded row of a refused request whatever its body, with the status it was answered', async () => {
    const content = staffCall(h, await loginStaff(h, await buildStaff(h.database.db, 'content')));
    // Written out by hand: JSON.stringify itself runs out of stack on it.
    const deep = `{"reason":${'{"inner":'.repeat(10_000)}"bottom"${'}'.repeat(10_000)},"status":200}`;
    const wide = Array.from({ length: 40 }, () =>
      Array.from({ length: 20 }, () => 'x'.repeat(1_000)),
    );
    const answers = [
      await content('POST', '/withdrawals/78/approve', deep, {
        headers: { 'content-type': 'application/json' },
      }),
      await content('POST', '/withdrawals/79/approve', { reason: 'wide', wide }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403]);
    const rows = await rowsOf<{ target: string; details: Record<string, unknown>; size: number }>(
      h,
      sql`select target, details, length(details::text) as size from staff_audit
        where target in ('withdrawal:78', 'withdrawal:79') order by id`,
    );
    expect(rows.map((row) => [row.target, row.details['status']])).toEqual([
      ['withdrawal:78', 403],
      ['withdrawal:79', 403],
    ]);
    let kept = (rows[0]!.details as { reason: unknown }).reason;
    let levels = 0;
    while (typeof kept === 'object' && kept !== null) {
      kept = (kept as { inner: unknown }).inner;
      levels += 1;
    }
    expect([levels, kept]).toEqual([7, '[omitted]']);
    expect(rows[1]!.size).toBeLessThan(25_000);
    expect((await verify()).ok).toBe(true);
  });

  it('keeps the chain whole when many staff act at once', async () => {
    const audit = createAuditService(createAuditRepository(h.database.db));
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        audit.append({ staff: 'parallel', action: 'test.append', details: { index } }),
      ),
    );
    expect((await verify()).ok).toBe(true);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    for (const query of [
      sql`update staff_audit set action = 'nothing' where id = 1`,
      sql`delete from staff_audit where id = 1`,
      sql`truncate staff_audit`,
    ])
      expect(await refusalOf(query)).toMatch(/staff_audit is append-only/);
    expect((await verify()).ok).toBe(true);
  });

  it('finds an altered row, and then a removed one', async () => {
    const before = await verify();
    await tamper(sql`update staff_audit set details = '{"status":200}' where id = 3`);
    expect(await verify()).toMatchObject({ ok: false, first_bad_id: 3 });
    expect(await opsVerify()).toMatchObject({ ok: false, first_bad_id: 3 });

    // A removed row breaks the link of the row after it.
    await tamper(sql`delete from staff_audit where id = 3`);
    expect(await verify()).toMatchObject({ ok: false, first_bad_id: 4 });
    expect(before.ok).toBe(true);
  });
});
