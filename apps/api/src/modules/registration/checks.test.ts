import { RULE_MESSAGES } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/addresses';
import { register } from '../../test/factories/registration';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const post = (url: string, payload: object, ip = nextIp()) =>
  h.call({ method: 'POST', url, payload, remoteAddress: ip });

describe('availability checks', () => {
  it.each([
    ['/v1/auth/checkusername', { username: 'demoplayer' }, false],
    ['/v1/auth/checkusername', { username: 'DEMOPLAYER' }, false],
    ['/v1/auth/checkusername', { username: 'freshname1' }, true],
    ['/v1/auth/checkemail', { email: 'demo.player@example.com' }, false],
    ['/v1/auth/checkemail', { email: 'nobody.here@example.com' }, true],
    ['/v1/auth/checkmobile', { mobile: '+35621000000' }, false],
    ['/v1/auth/checkmobile', { mobile: '+420777123456' }, true],
    ['/v1/auth/checkmobile', { mobile: '', skipEmpty: 1 }, true],
  ])('%s %o → available %s', async (url, payload, available) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { available } });
  });

  it('counts only verified e-mails with emailVerified', async () => {
    const { body } = await register(h);
    const plain = await post('/v1/auth/checkemail', { email: body.email });
    const verifiedOnly = await post('/v1/auth/checkemail', { email: body.email, emailVerified: 1 });
    expect(plain.json()).toEqual({ data: { available: false } });
    expect(verifiedOnly.json()).toEqual({ data: { available: true } });
  });

  it.each([
    ['/v1/auth/checkusername', { username: 'abc' }, 'username', RULE_MESSAGES.username_error_min],
    [
      '/v1/auth/checkusername',
      { username: 'a'.repeat(26) },
      'username',
      RULE_MESSAGES.username_error_max,
    ],
    [
      '/v1/auth/checkusername',
      { username: 'with space' },
      'username',
      RULE_MESSAGES.spaces_not_allowed,
    ],
    ['/v1/auth/checkemail', { email: 'broken@' }, 'email', RULE_MESSAGES.email_error],
    ['/v1/auth/checkmobile', { mobile: '+42' }, 'mobile', RULE_MESSAGES.invalid_phone],
    ['/v1/auth/checkmobile', { mobile: '' }, 'mobile', RULE_MESSAGES.required],
    ['/v1/auth/checkfields', {}, 'request', RULE_MESSAGES.fill_all_fields],
  ])('%s refuses %o with the rule message', async (url, payload, field, message) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(422);
    const body = response.json<{ errors: Record<string, string[]>; message: string }>();
    expect(JSON.stringify(body)).toContain(message);
    expect(body.errors[field] ?? Object.values(body.errors).flat()).toContain(message);
  });

  it('checks several fields at once', async () => {
    const response = await post('/v1/auth/checkfields', {
      username: 'demoplayer',
      email: 'someone.new@example.com',
      mobile: '+420777123999',
    });
    expect(response.json()).toEqual({
      data: { available: false, fields: { username: false, email: true, mobile: true } },
    });
  });

  it('limits each address to 30 checks a minute', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await post('/v1/auth/checkusername', { username: `someone${i}xx` }, ip)).statusCode;
    }
    expect(last).toBe(429);
  });
});
