import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { cashier, cashierCounts, eventsOf, eventually, paymentOf } from '../../test/calls/payments';
import { startHarness, type Harness } from '../../test/harness';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ payments: {} });
  // The wallet's payment webhook is real HTTP to this app.
  await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await expectConsistentLedger(h);
  await h.close();
});

const NETERAPAY = 3;

type Status = {
  status: boolean;
  connect: string | null;
  identify: string | null;
  is_neterapay_verified: boolean;
};

const statusOf = async (p: LoggedInPlayer): Promise<Status> => {
  const response = await cashier(h, p.token)('GET', '/neterapay/player/is_pin_registered');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Status;
};

const depositWith = (p: LoggedInPlayer, amount = 25) =>
  cashier(h, p.token)('POST', '/deposit', { amount, payment_method_id: NETERAPAY });

/** The wallet's page as the player's browser sees it, and its form posted. */
const walletPage = (url: string) => h.app.inject({ method: 'GET', url: new URL(url).pathname });
const postPin = (url: string, fields: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** Time passing for the wallet: the player's identification has lapsed. */
const lapseIdentification = (p: LoggedInPlayer) =>
  h.database.db.execute(
    sql`update psp_sandbox_wallets set identified_until = now() - interval '1 minute'
      where customer_ref = ${String(p.id)}`,
  );

describe('NeteraPay', () => {
  it('asks a player without a PIN to connect, and takes the deposit once they did', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const first = await statusOf(p);
    expect(first).toEqual({
      status: false,
      connect: expect.stringMatching(
        /^http:\/\/localhost:8080\/sandbox\/psp\/wallet\/[\w-]+\.[0-9a-f]{64}$/,
      ),
      identify: null,
      is_neterapay_verified: false,
    });

    // Not connected: the deposit is refused with the same status, and nothing is opened.
    const before = await cashierCounts(h, p.id);
    const refused = await depositWith(p);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'neterapay_not_verified',
      details: { status: false, is_neterapay_verified: false, identify: null },
    });
    expect(refused.json().details.connect).toEqual(expect.any(String));
    expect(await cashierCounts(h, p.id)).toEqual(before);

    const page = await walletPage(first.connect!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Connect NeteraPay to your casino account');
    const mismatch = await postPin(first.connect!, {
      step: 'connect',
      pin: '4821',
      pin_repeat: '4812',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain('The two PINs are not the same.');
    const short = await postPin(first.connect!, { step: 'connect', pin: '12', pin_repeat: '12' });
    expect(short.statusCode).toBe(422);
    expect((await statusOf(p)).status).toBe(false);

    const connected = await postPin(first.connect!, {
      step: 'connect',
      pin: '4821',
      pin_repeat: '4821',
    });
    expect(connected.statusCode).toBe(200);
    expect(connected.body).toContain('You are identified');
    expect(await statusOf(p)).toEqual({
      status: true,
      connect: null,
      identify: null,
      is_neterapay_verified: true,
    });

    const opened = await depositWith(p, 25);
    expect(opened.statusCode, opened.body).toBe(201);
    const { transaction_id: id, status, url } = opened.json().data;
    expect(status).toBe('initialized');
    // No page to pay on: the wallet charges the identified player, who waits on the status page.
    expect(url).toBe(`http://localhost:8080/transactions/${id}`);
    await eventually(async () => (await paymentOf(h, id))?.status === 'success');
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 2_500n });
    expect((await eventsOf(h, id)).map((event) => event.type)).toEqual([
      'deposit.requested',
      'payment.succeeded',
    ]);
  });

  it('asks for the PIN again once the identification lapsed, and locks after five wrong ones', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const { connect } = await statusOf(p);
    await postPin(connect!, { step: 'connect', pin: '246810', pin_repeat: '246810' });
    await lapseIdentification(p);

    const lapsed = await statusOf(p);
    expect(lapsed).toMatchObject({ status: true, connect: null, is_neterapay_verified: false });
    expect(lapsed.identify).toEqual(expect.any(String));
    const refused = await depositWith(p);
    expect(refused.json()).toMatchObject({
      code: 'neterapay_not_verified',
      details: { status: true, connect: null },
    });

    const page = await walletPage(lapsed.identify!);
    expect(page.body).toContain('Identify yourself');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = await postPin(lapsed.identify!, { step: 'identify', pin: '1357' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body).toContain('This PIN is not right.');
    }
    const locked = await postPin(lapsed.identify!, { step: 'identify', pin: '1357' });
    expect(locked.body).toContain('the wallet is locked');
    const rightButLocked = await postPin(lapsed.identify!, { step: 'identify', pin: '246810' });
    expect(rightButLocked.statusCode).toBe(422);
    expect((await statusOf(p)).is_neterapay_verified).toBe(false);

    await h.database.db.execute(
      sql`update psp_sandbox_wallets set locked_until = now() - interval '1 second'
        where customer_ref = ${String(p.id)}`,
    );
    const identified = await postPin(lapsed.identify!, { step: 'identify', pin: '246810' });
    expect(identified.statusCode).toBe(200);
    expect((await statusOf(p)).is_neterapay_verified).toBe(true);
    expect((await depositWith(p, 15)).statusCode).toBe(201);
  });

  it('keeps each player’s wallet their own, and refuses a forged or altered link', async () => {
    const a = await buildLoggedInPlayer(h.database.db);
    const b = await buildLoggedInPlayer(h.database.db);
    const { connect } = await statusOf(a);
    await postPin(connect!, { step: 'connect', pin: '9731', pin_repeat: '9731' });
    expect((await statusOf(a)).is_neterapay_verified).toBe(true);
    expect(await statusOf(b)).toMatchObject({ status: false, is_neterapay_verified: false });
    expect((await depositWith(b)).json().code).toBe('neterapay_not_verified');

    const [payload, signature] = new URL(connect!).pathname.split('/').pop()!.split('.');
    const otherPayload = Buffer.from(`${b.id}:9999999999:x`).toString('base64url');
    for (const link of [
      `${otherPayload}.${signature}`,
      `${payload}.${'0'.repeat(64)}`,
      `${payload}`,
      'nothing',
    ]) {
      const forged = await h.app.inject({ method: 'GET', url: `/sandbox/psp/wallet/${link}` });
      expect(forged.statusCode).toBe(404);
      const posted = await postPin(`http://x/sandbox/psp/wallet/${link}`, {
        step: 'connect',
        pin: '1111',
        pin_repeat: '1111',
      });
      expect(posted.statusCode).toBe(404);
    }
    expect((await statusOf(b)).status).toBe(false);
  });

  it('answers 401 without a player’s session', async () => {
    const response = await h.call({
      method: 'GET',
      url: '/v1/payments/neterapay/player/is_pin_registered',
    });
    expect(response.statusCode).toBe(401);
  });
});
