import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/addresses';
import { updatePlayer } from '../../test/factories/players';
import { register } from '../../test/factories/registration';
import { startHarness, type Harness } from '../../test/harness';
import { latestCode } from '../../test/queries/mail';
import { findPlayerRow, getPlayerId } from '../../test/queries/players';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const call = (url: string, payload: object, headers: Record<string, string>) =>
  h.call({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });

const verifyEmail = (id: number, code: string, headers: Record<string, string>) =>
  call(
    '/v1/notifications/players/verify_email',
    { user_id: id, skin_id: 1, verification: code },
    headers,
  );

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const playerRow = async (id: number) => (await findPlayerRow(h.database.db, id))!;

/** Moves the player's codes this many seconds into the past (countdown and expiry). */
const age = async (id: number, seconds: number) => {
  const { createVerificationRepository } = await import('./verification.repository');
  await createVerificationRepository(h.database.db).ageCodes(id, seconds * 1000);
};

const login = async (username: string, password: string) =>
  (await call('/v1/auth/login?checkHash=1', { username, password }, {})).json<{
    data: { token: string };
  }>().data.token;

describe('e-mail codes', () => {
  it('verifies the e-mail with the mailed code, once', async () => {
    const p = await register(h);
    const code = await latestCode(h, p.body.email);
    const first = await verifyEmail(p.id, code, { token: p.token });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: { email_verified_at: string } }>().data.email_verified_at).toMatch(
      /Z$/,
    );
    expect((await playerRow(p.id)).emailVerifiedAt).not.toBeNull();
    const again = await verifyEmail(p.id, code, { token: p.token });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ code: string }>().code).toBe('code_is_wrong');
  });

  it('refuses a wrong code and kills the code after the attempts limit', async () => {
    const p = await register(h);
    const code = await latestCode(h, p.body.email);
    for (let i = 0; i < VERIFICATION_CODE_MAX_ATTEMPTS; i += 1) {
      const response = await verifyEmail(p.id, wrongCode(code), { token: p.token });
      expect(response.json<{ code: string }>().code).toBe('code_is_wrong');
    }
    const right = await verifyEmail(p.id, code, { token: p.token });
    expect(right.statusCode).toBe(422);
    expect((await playerRow(p.id)).emailVerifiedAt).toBeNull();
  });

  it('refuses an expired code', async () => {
    const p = await register(h);
    const code = await latestCode(h, p.body.email);
    await age(p.id, 16 * 60);
    expect((await verifyEmail(p.id, code, { token: p.token })).statusCode).toBe(422);
  });

  it.each([
    ['too short', '12'],
    ['empty', ''],
  ])('refuses a %s code with 422 validation_failed', async (_label, code) => {
    const p = await register(h);
    const response = await verifyEmail(p.id, code, { token: p.token });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ code: string }>().code).toBe('validation_failed');
  });

  it('keeps the resend countdown, and a new code replaces the old one', async () => {
    const p = await register(h);
    const oldCode = await latestCode(h, p.body.email);
    const url = `/v1/notifications/players/${p.id}/registration`;
    const soon = await call(url, {}, { token: p.token });
    expect(soon.statusCode).toBe(429);
    expect(soon.json<{ code: string; message: string }>()).toMatchObject({
      code: 'resend_too_soon',
      message: expect.stringMatching(/wait \d+ seconds/),
    });
    await age(p.id, 61);
    const resent = await call(url, {}, { token: p.token });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ data: { sent: true, resend_in: 60 } });
    const newCode = await latestCode(h, p.body.email);
    if (newCode !== oldCode) {
      expect((await verifyEmail(p.id, oldCode, { token: p.token })).statusCode).toBe(422);
    }
    expect((await verifyEmail(p.id, newCode, { token: p.token })).statusCode).toBe(200);
    // Verified: no more codes.
    await age(p.id, 61);
    expect((await call(url, {}, { token: p.token })).json<{ code: string }>().code).toBe(
      'field_locked',
    );
  });

  it('refuses a code after the e-mail changed', async () => {
    const p = await register(h);
    const code = await latestCode(h, p.body.email);
    await updatePlayer(h.database.db, p.id, { email: `changed.${p.body.email}` });
    expect((await verifyEmail(p.id, code, { token: p.token })).statusCode).toBe(422);
    expect((await playerRow(p.id)).emailVerifiedAt).toBeNull();
  });
});

describe('SMS codes', () => {
  it('sends and verifies an SMS code; 422 without a phone; field_locked once verified', async () => {
    const p = await register(h, { mobile: '+420603555111' });
    const send = () =>
      call(
        '/v1/notifications/twilio/send_sms/verification',
        { skin_id: 1, user_id: p.id },
        { token: p.token },
      );
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    const code = await latestCode(h, '+420603555111');
    const wrong = await call(
      '/v1/notifications/players/verify_sms',
      { user_id: p.id, skin_id: 1, verification: wrongCode(code) },
      { token: p.token },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'code_is_wrong',
      errors: { verification: [expect.any(String)] },
    });
    const ok = await call(
      '/v1/notifications/players/verify_sms',
      { user_id: p.id, skin_id: 1, verification: code },
      { token: p.token },
    );
    expect(ok.statusCode).toBe(200);
    expect((await playerRow(p.id)).smsVerifiedAt).not.toBeNull();
    await age(p.id, 61);
    expect((await send()).json<{ code: string }>().code).toBe('field_locked');

    const noPhone = await register(h);
    const none = await call(
      '/v1/notifications/twilio/send_sms/verification',
      { skin_id: 1, user_id: noPhone.id },
      { token: noPhone.token },
    );
    expect(none.statusCode).toBe(422);
  });
});

describe('who may send and verify', () => {
  it('refuses another player id with my token, and a request without credentials', async () => {
    const me = await register(h, { mobile: '+420603555222' });
    const other = await register(h, { mobile: '+420603555333' });
    const otherCode = await latestCode(h, other.body.email);
    const attempts = [
      call(`/v1/notifications/players/${other.id}/registration`, {}, { token: me.token }),
      call(
        '/v1/notifications/twilio/send_sms/verification',
        { skin_id: 1, user_id: other.id },
        { token: me.token },
      ),
      verifyEmail(other.id, otherCode, { token: me.token }),
      call(
        '/v1/notifications/players/verify_sms',
        { user_id: other.id, skin_id: 1, verification: '123456' },
        { token: me.token },
      ),
      call(
        '/v1/notifications/twilio/send_sms/verification',
        { skin_id: 2, user_id: me.id },
        { token: me.token },
      ),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('forbidden');
    }
    expect((await playerRow(other.id)).emailVerifiedAt).toBeNull();
    expect(await latestCode(h, other.body.email)).toBe(otherCode);
    expect((await verifyEmail(me.id, '123456', {})).statusCode).toBe(401);
    expect((await verifyEmail(me.id, '123456', { token: 'not-a-token' })).statusCode).toBe(400);
  });

  it('accepts the user-token of the same player and refuses it for another', async () => {
    const token = await login('demoplayer', 'PrimeDemo#2026');
    const db = h.database.db;
    const demo = await findPlayerRow(db, await getPlayerId(db, 'demoplayer'));
    const hrac = await findPlayerRow(db, await getPlayerId(db, 'demohrac'));
    await updatePlayer(db, demo!.id, { emailVerifiedAt: null });
    const mine = await call(
      `/v1/notifications/players/${demo!.id}/registration`,
      {},
      { 'user-token': token },
    );
    expect(mine.statusCode).toBe(200);
    const code = await latestCode(h, demo!.email);
    expect((await verifyEmail(hrac!.id, code, { 'user-token': token })).statusCode).toBe(403);
    expect((await verifyEmail(demo!.id, code, { 'user-token': token })).statusCode).toBe(200);
  });
});
