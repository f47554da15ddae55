import { KYC_LEVELS, STAFF_ROLES, type StaffRole } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kycCall,
  kycStateOf,
  kycWebhookBody,
  levelsOf,
  postKycWebhook,
} from '../../test/calls/kyc';
import { launch } from '../../test/calls/play';
import { staffCall, staffOfEveryRole } from '../../test/calls/staff';
import {
  buildLoggedInPlayer,
  type LoggedInPlayer,
  type LoggedInPlayerOptions,
} from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';

let h: Harness;
let slot: TestGame;
const as = {} as Record<StaffRole, ReturnType<typeof staffCall>>;
let names: Record<StaffRole, string>;

beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
  const team = await staffOfEveryRole(h);
  names = team.names;
  for (const role of STAFF_ROLES) as[role] = staffCall(h, team.cookies[role]);
});
afterAll(() => h.close());

const player = (options: LoggedInPlayerOptions = {}) =>
  buildLoggedInPlayer(h.database.db, { verified: false, ...options });

const reason = 'Checked against the passport copy';

const auditOf = (staff: string, target: string) =>
  rowsOf<{ action: string; details: { status: number } }>(
    h,
    sql`select action, details from staff_audit where staff = ${staff} and target = ${target}
      order by id`,
  );

const flagsOf = async (playerId: number) =>
  (
    await rowsOf<{ is_pep: boolean; is_ubo: boolean }>(
      h,
      sql`select is_pep, is_ubo from players where id = ${playerId}`,
    )
  )[0];

const amlOf = async (p: LoggedInPlayer) =>
  (await kycCall(h, p.token)('GET', '/me/aml/level/current/')).json().data as {
    level: string;
    reasons: string[];
  };

const surveyStatusOf = async (p: LoggedInPlayer) =>
  (await kycCall(h, p.token)('GET', '/me/survey/last?type=sow')).json().data.status as string;

describe('KYC overrides', () => {
  it('refuses every role without kyc.decide and changes nothing; compliance and admin may', async () => {
    const p = await player({ isPep: true });
    const body = { level: KYC_LEVELS.basic, decision: 'accepted', reason };
    for (const role of ['support', 'payments', 'content'] as const) {
      const refused = await as[role]('POST', `/kyc/${p.id}/levels`, body);
      expect(refused.statusCode, role).toBe(403);
      expect(
        (await as[role]('POST', `/kyc/${p.id}/flags`, { pep: false, reason })).statusCode,
      ).toBe(403);
      expect(
        (await as[role]('POST', `/kyc/${p.id}/aml-level`, { level: 'low', reason })).statusCode,
      ).toBe(403);
      expect((await as[role]('POST', `/kyc/${p.id}/questionnaire`, { reason })).statusCode).toBe(
        403,
      );
    }
    expect(await levelsOf(h, p.id)).toEqual([]);
    expect(await flagsOf(p.id)).toEqual({ is_pep: true, is_ubo: false });
    expect(await surveyStatusOf(p)).toBe('not_required');
    expect((await amlOf(p)).level).toBe('high');
    expect(await auditOf(names.support, `player:${p.id}`)).toContainEqual({
      action: 'kyc.decide',
      details: expect.objectContaining({ status: 403 }),
    });
    // Reading is for compliance and admin (and the KYC list is not for support).
    expect((await as.support('GET', `/kyc/${p.id}`)).statusCode).toBe(403);
    expect((await as.compliance('GET', `/kyc/${p.id}`)).statusCode).toBe(200);
    expect(
      (await as.admin('POST', `/kyc/${p.id}/aml-level`, { level: 'medium', reason })).statusCode,
    ).toBe(200);
  });

  it('approving the basic level by hand verifies the player and opens the PEP launch gate', async () => {
    const p = await player({ isPep: true });
    expect((await launch(h, slot, p.token)).json().code).toBe('kyc_invalid');
    const done = await as.compliance('POST', `/kyc/${p.id}/levels`, {
      level: KYC_LEVELS.basic,
      decision: 'accepted',
      reason,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.levels).toEqual([
      expect.objectContaining({ level: KYC_LEVELS.basic, status: 'accepted' }),
    ]);
    expect(await kycStateOf(h, p.id)).toEqual({ is_verified: true, status_kyc: 'approved' });
    expect((await launch(h, slot, p.token)).statusCode).toBe(200);
    // The history says who and why; the audit row names the player.
    expect(done.json().data.history[0]).toMatchObject({
      source: 'staff',
      by: names.compliance,
      type: 'levelOverride',
      reason,
      details: { level: KYC_LEVELS.basic, status: 'accepted' },
    });
    expect(await auditOf(names.compliance, `player:${p.id}`)).toContainEqual({
      action: 'kyc.decide',
      details: expect.objectContaining({ status: 200, level: KYC_LEVELS.basic }),
    });
    // The player is told, as after the provider's answer.
    const inbox = (await kycCall(h, p.token)('GET', '/me/messages')).json().data;
    expect(inbox[0]).toMatchObject({ subject: 'Your identity is verified' });
  });

  it('approving the selfie level sets idApproved; rejecting keeps the reason', async () => {
    const risky = await player({ countryCode: 'NG' });
    await as.compliance('POST', `/kyc/${risky.id}/levels`, {
      level: KYC_LEVELS.selfie,
      decision: 'accepted',
      reason,
    });
    expect(await kycStateOf(h, risky.id)).toEqual({ is_verified: true, status_kyc: 'idApproved' });
    expect((await launch(h, slot, risky.token)).statusCode).toBe(200);

    const other = await player();
    await as.compliance('POST', `/kyc/${other.id}/levels`, {
      level: KYC_LEVELS.basic,
      decision: 'rejected',
      reason: 'Document expired',
    });
    expect(await levelsOf(h, other.id)).toEqual([
      expect.objectContaining({ status: 'rejected', reject_reason: 'Document expired' }),
    ]);
    expect(await kycStateOf(h, other.id)).toEqual({ is_verified: false, status_kyc: 'rejected' });
  });

  it('lets the provider decide a level again after compliance rejected it by hand', async () => {
    const p = await player({ isPep: true });
    await as.compliance('POST', `/kyc/${p.id}/levels`, {
      level: KYC_LEVELS.basic,
      decision: 'rejected',
      reason: 'Name does not match the account',
    });
    // The player tries again at the provider: its answer now applies to the level.
    const opened = await kycCall(h, p.token)('POST', `/kyc/players/${p.id}`, {
      level: KYC_LEVELS.basic,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [row] = await levelsOf(h, p.id);
    expect(row!.applicant_id).not.toBe(`staff-${p.id}`);
    const sent = await postKycWebhook(
      h,
      kycWebhookBody({
        applicantId: row!.applicant_id,
        playerId: p.id,
        levelName: KYC_LEVELS.basic,
        reviewStatus: 'completed',
        answer: 'GREEN',
        at: new Date(Date.now() + 1_000),
      }),
    );
    expect(sent.json().outcome).toBe('applied');
    expect(await kycStateOf(h, p.id)).toEqual({ is_verified: true, status_kyc: 'approved' });
    expect((await launch(h, slot, p.token)).statusCode).toBe(200);
  });

  it('setting PEP closes real play until the basic level is accepted; clearing it reopens it', async () => {
    const p = await player();
    expect((await launch(h, slot, p.token)).statusCode).toBe(200);
    const set = await as.compliance('POST', `/kyc/${p.id}/flags`, { pep: true, reason });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ pep: true, ubo: false, aml_level: 'high' });
    expect((await launch(h, slot, p.token)).json().code).toBe('kyc_invalid');
    expect((await amlOf(p)).reasons).toContain('pep');

    await as.compliance('POST', `/kyc/${p.id}/flags`, { pep: false, ubo: true, reason });
    expect(await flagsOf(p.id)).toEqual({ is_pep: false, is_ubo: true });
    expect((await launch(h, slot, p.token)).json().code).toBe('kyc_invalid');
    await as.compliance('POST', `/kyc/${p.id}/flags`, { ubo: false, reason });
    expect((await launch(h, slot, p.token)).statusCode).toBe(200);

    // The players module keeps who and why with each change.
    const notes = await rowsOf<{ body: string; author: string }>(
      h,
      sql`select body, author from player_notes where player_id = ${p.id} and kind = 'aml_flags'
        order by id`,
    );
    expect(notes).toEqual([
      { body: `PEP set: ${reason}`, author: names.compliance },
      { body: `PEP cleared, UBO set: ${reason}`, author: names.compliance },
      { body: `UBO cleared: ${reason}`, author: names.compliance },
    ]);
  });

  it('sets the AML level by hand and asks for the questionnaire, each with who and why', async () => {
    const p = await player();
    expect((await amlOf(p)).level).toBe('low');
    await as.compliance('POST', `/kyc/${p.id}/aml-level`, { level: 'high', reason });
    expect(await amlOf(p)).toMatchObject({ level: 'high', reasons: ['override'] });

    const asked = await as.compliance('POST', `/kyc/${p.id}/questionnaire`, { reason });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await surveyStatusOf(p)).toBe('required');
    const detail = asked.json().data;
    expect(detail).toMatchObject({
      questionnaire: 'required',
      aml_level: 'high',
      aml: { override: { level: 'high', reason, set_by: names.compliance } },
      questionnaire_record: { required_by: names.compliance, reason, answers: [] },
    });
    expect(detail.history.map((row: { type: string }) => row.type)).toEqual([
      'questionnaire',
      'amlLevel',
    ]);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const p = await player();
    const bad: [string, object][] = [
      ['levels', { level: 'Gold', decision: 'accepted', reason }],
      ['levels', { level: KYC_LEVELS.basic, decision: 'pending', reason }],
      ['levels', { level: KYC_LEVELS.basic, decision: 'accepted' }],
      ['levels', { level: KYC_LEVELS.basic, decision: 'accepted', reason: 'ok' }],
      ['aml-level', { level: 'extreme', reason }],
      ['flags', { reason }],
      ['flags', { pep: 'yes', reason }],
      ['questionnaire', {}],
    ];
    for (const [path, body] of bad) {
      const response = await as.compliance('POST', `/kyc/${p.id}/${path}`, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await levelsOf(h, p.id)).toEqual([]);
    expect(await flagsOf(p.id)).toEqual({ is_pep: false, is_ubo: false });
    expect((await amlOf(p)).level).toBe('low');
    expect(await surveyStatusOf(p)).toBe('not_required');
    expect(
      (await as.compliance('POST', '/kyc/999999/flags', { pep: true, reason })).statusCode,
    ).toBe(404);
  });

  it('lists players by filter, with a due date while a level waits', async () => {
    const pending = await player();
    const opened = await kycCall(h, pending.token)('POST', `/kyc/players/${pending.id}`, {
      level: KYC_LEVELS.basic,
    });
    expect(opened.statusCode).toBe(200);
    await h.database.db.execute(
      sql`update kyc_levels set status = 'pending', updated_at = now() - interval '8 days'
        where player_id = ${pending.id}`,
    );
    const ubo = await player({ isUbo: true });

    const list = async (query: string) =>
      (await as.compliance('GET', `/kyc?per_page=100&${query}`)).json().data as {
        id: number;
        due_at: string | null;
        overdue: boolean;
      }[];
    const waiting = (await list('level_status=pending')).find((row) => row.id === pending.id);
    expect(waiting).toMatchObject({ overdue: true });
    expect(Date.parse(waiting!.due_at!)).toBeLessThan(Date.now());
    expect((await list('level_status=pending')).map((row) => row.id)).not.toContain(ubo.id);
    expect((await list('flag=ubo')).map((row) => row.id)).toContain(ubo.id);
    expect((await list('flag=ubo')).map((row) => row.id)).not.toContain(pending.id);
    expect((await list('aml_level=high')).map((row) => row.id)).toContain(ubo.id);
    // By default what waits comes first, the oldest due date first.
    expect((await list(''))[0]!.due_at).not.toBeNull();
    expect((await as.compliance('GET', '/kyc?flag=other')).statusCode).toBe(422);
  });

  it("shows each player in the list as the player's own KYC page shows them", async () => {
    // Levels, overrides, flags and questionnaires of the tests above, and a risky country.
    const risky = await player();
    await h.database.db.execute(sql`update players set country_code = 'IR' where id = ${risky.id}`);
    await as.compliance('POST', `/kyc/${risky.id}/questionnaire`, { reason });
    const rows = (await as.compliance('GET', '/kyc?per_page=100')).json().data as StaffKycRowSeen[];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.find((row) => row.id === risky.id)).toMatchObject({
      aml_level: 'high',
      questionnaire: 'required',
    });
    for (const row of rows) {
      const page = (await as.compliance('GET', `/kyc/${row.id}`)).json().data as StaffKycRowSeen;
      expect(row).toEqual(Object.fromEntries(Object.keys(row).map((key) => [key, page[key]])));
    }
  });
});

type StaffKycRowSeen = Record<string, unknown> & { id: number };

describe('support requests', () => {
  const write = async (p: LoggedInPlayer, subject: string) => {
    const [group] = (await kycCall(h, p.token)('GET', '/me/messages/message-groups')).json().data;
    const sent = await kycCall(h, p.token)('POST', '/me/messages', {
      data: {
        message: {
          subject,
          body: 'I cannot find my withdrawal in the history.',
          'messenger-groups': String(group.id),
        },
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json().data.id as number;
  };
  const inboxOf = async (p: LoggedInPlayer) =>
    (await kycCall(h, p.token)('GET', '/me/messages')).json().data as {
      subject: string;
      body: string;
      type: string;
    }[];

  it('replies into that player’s inbox only, then closes; roles without support.reply are refused', async () => {
    const a = await player();
    const b = await player();
    const id = await write(a, 'Where is my money');
    await write(b, 'Bonus question here');

    for (const role of ['payments', 'content'] as const) {
      expect((await as[role]('GET', '/support-requests')).statusCode).toBe(403);
      const refused = await as[role]('POST', `/support-requests/${id}/reply`, { body: 'Hi' });
      expect(refused.statusCode).toBe(403);
      expect((await as[role]('POST', `/support-requests/${id}/close`, {})).statusCode).toBe(403);
    }
    expect((await inboxOf(a)).filter((m) => m.type === 'support')).toEqual([]);

    const replied = await as.support('POST', `/support-requests/${id}/reply`, {
      body: 'It is on its way.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({ id, player_id: a.id, replies: 1, status: 'open' });
    expect(replied.json().data.conversation).toEqual([
      expect.objectContaining({ from: 'player', sender: a.username }),
      expect.objectContaining({ from: 'staff', sender: names.support, body: 'It is on its way.' }),
    ]);
    expect(await inboxOf(a)).toContainEqual(
      expect.objectContaining({
        type: 'support',
        subject: 'Re: Where is my money',
        body: 'It is on its way.',
      }),
    );
    expect((await inboxOf(b)).filter((m) => m.type === 'support')).toEqual([]);

    expect(
      (await as.support('POST', `/support-requests/${id}/reply`, { body: ' ' })).statusCode,
    ).toBe(422);
    const closed = await as.compliance('POST', `/support-requests/${id}/close`, {});
    expect(closed.json().data).toMatchObject({ status: 'closed', closed_by: names.compliance });
    const again = await as.admin('POST', `/support-requests/${id}/reply`, { body: 'More' });
    expect(again.json().code).toBe('support_request_closed');
    expect((await inboxOf(a)).filter((m) => m.type === 'support')).toHaveLength(1);
    expect(await auditOf(names.support, `support-request:${id}`)).toEqual([
      { action: 'support.reply', details: { status: 200, body: 'It is on its way.' } },
      { action: 'support.reply', details: { status: 422, body: ' ' } },
    ]);
  });

  it('a reply and a close at the same moment: replied then closed, or the reply refused with nothing stored', async () => {
    const p = await player();
    const answered: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const id = await write(p, `Question number ${round}`);
      const [replied, closed] = await Promise.all([
        as.support('POST', `/support-requests/${id}/reply`, { body: `Answer ${round}` }),
        as.compliance('POST', `/support-requests/${id}/close`, {}),
      ]);
      expect(closed.statusCode, closed.body).toBe(200);
      const stored = await rowsOf<{ body: string }>(
        h,
        sql`select body from player_messages where reply_to_id = ${id}`,
      );
      if (replied.statusCode === 200) {
        // The reply came first: the close found it, and the request ended closed with it.
        answered.push(`Answer ${round}`);
        // Its answer reads the request after its commit: the close may already show there.
        expect(replied.json().data).toMatchObject({ replies: 1 });
        expect(closed.json().data).toMatchObject({ replies: 1, status: 'closed' });
        expect(stored).toEqual([{ body: `Answer ${round}` }]);
      } else {
        expect(replied.json().code, replied.body).toBe('support_request_closed');
        expect(closed.json().data).toMatchObject({ replies: 0, status: 'closed' });
        expect(stored).toEqual([]);
      }
    }
    // The player's inbox holds exactly the replies that were answered 200, each once.
    const told = (await inboxOf(p)).filter((m) => m.type === 'support').map((m) => m.body);
    expect(told.sort()).toEqual(answered.sort());
  });

  it('lists open requests first by due date, overdue marked, closed ones last', async () => {
    const p = await player();
    const old = await write(p, 'An old question');
    const recent = await write(p, 'A new question');
    const done = await write(p, 'A closed question');
    await h.database.db.execute(
      sql`update player_messages set created_at = now() - interval '9 days' where id = ${old}`,
    );
    await as.support('POST', `/support-requests/${done}/close`, {});

    const all = (await as.support('GET', '/support-requests?status=all&per_page=100')).json()
      .data as { id: number; status: string; overdue: boolean }[];
    const mine = all.filter((row) => [old, recent, done].includes(row.id));
    expect(mine.map((row) => [row.id, row.status, row.overdue])).toEqual([
      [old, 'open', true],
      [recent, 'open', false],
      [done, 'closed', false],
    ]);
    expect(all.findIndex((row) => row.status === 'closed')).toBeGreaterThan(
      all.findLastIndex((row) => row.status === 'open'),
    );
    const open = (await as.support('GET', '/support-requests?per_page=100')).json().data;
    expect(open.map((row: { id: number }) => row.id)).not.toContain(done);
    expect((await as.support('GET', '/support-requests/999999')).statusCode).toBe(404);
  });
});
