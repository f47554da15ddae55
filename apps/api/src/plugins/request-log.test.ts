import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, launchToken } from '../test/calls/play';
import { startHarness, type Harness } from '../test/harness';
import { findSlot } from '../test/queries/games';

const lines: string[] = [];
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => h.close());

/** The `url` of every request the log shows. */
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));

it('logs the path of a game session request but never its launch token', async () => {
  const token = launchToken(await launch(h, await findSlot(h)));
  const session = await h.app.inject({ method: 'GET', url: `/studio/session?token=${token}` });
  expect(session.statusCode).toBe(200);
  await h.app.inject({ method: 'GET', url: `/games/?lang=en&token=${token}` });

  expect(lines.join('\n')).not.toContain(token);
  expect(loggedUrls()).toEqual(
    expect.arrayContaining([
      '/studio/session?token=[redacted]',
      '/games/?lang=en&token=[redacted]',
    ]),
  );
});

it('hides the tokens of e-mailed links, in the path or the query', async () => {
  const secrets = ['activation-secret-1', 'reset-secret-2', 'registration-secret-3', 'opt-out-4'];
  await h.call({
    method: 'GET',
    url: `/v1/auth/status/${secrets[0]}?type=activation-token`,
  });
  await h.app.inject({ method: 'GET', url: `/en/password/reset/${secrets[1]}?email=a%40b.cz` });
  await h.app.inject({ method: 'GET', url: `/cs/registration/${secrets[2]}` });
  await h.app.inject({ method: 'GET', url: `/newsletter/opt-out?token=${secrets[3]}` });

  const log = lines.join('\n');
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(loggedUrls()).toEqual(
    expect.arrayContaining([
      '/v1/auth/status/[redacted]?type=activation-token',
      '/en/password/reset/[redacted]?email=a%40b.cz',
      '/cs/registration/[redacted]',
      '/newsletter/opt-out?token=[redacted]',
    ]),
  );
});

it('hides the session of a sandbox checkout and the token of a sandbox identity check', async () => {
  const checkout = 'chk_secret-checkout-5';
  const websdk = '_act-sbx-secret-token-6';
  await h.app.inject({ method: 'GET', url: `/sandbox/psp/checkout/${checkout}` });
  await h.app.inject({ method: 'GET', url: `/sandbox/psp/checkout/${checkout}/cancel` });
  await h.app.inject({ method: 'POST', url: `/sandbox/kyc/websdk/${websdk}`, payload: {} });

  const log = lines.join('\n');
  expect(log).not.toContain(checkout);
  expect(log).not.toContain(websdk);
  expect(loggedUrls()).toEqual(
    expect.arrayContaining([
      '/sandbox/psp/checkout/[redacted]',
      '/sandbox/psp/checkout/[redacted]/cancel',
      '/sandbox/kyc/websdk/[redacted]',
    ]),
  );
});
