import { CZK_CURRENCY_ID, KYC_LEVELS } from '@prime/contract';
import { isValidIBAN } from 'ibantools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildLoggedInPlayer,
  buildPlayer,
  updatePlayer,
  type LoggedInPlayer,
} from '../../test/factories/players';
import { buildSession } from '../../test/factories/sessions';
import { requireSurvey } from '../../test/factories/survey';
import {
  cashier,
  cashierCounts,
  eventsOf,
  eventually,
  opsPayments,
  paymentOf,
} from '../../test/calls/payments';
import { levelsOf } from '../../test/calls/kyc';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ payments: {} });
  // Deliveries of the sandbox's webhooks are real HTTP to this app.
  await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await expectConsistentLedger(h);
  await h.close();
});

const player = (options: Parameters<typeof buildLoggedInPlayer>[1] = {}) =>
  buildLoggedInPlayer(h.database.db, options);

/** Follows the hosted page as a browser: opens it, pays with `card`, and answers the redirect. */
const payOnHostedPage = async (url: string, card: string) => {
  const path = new URL(url).pathname;
  const page = await h.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('TEST MODE');
  return h.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card, expiry: '12/34', cvc: '123' }).toString(),
  });
};

const cardDeposit = async (p: LoggedInPlayer, amount = 25) => {
  const response = await cashier(h, p.token)('POST', '/deposit', {
    amount,
    payment_method_id: 1,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { transaction_id: number; status: string; url: string };
};

describe('deposit methods', () => {
  it('lists the methods with limits in the player’s currency', async () => {
    const eur = await player();
    const czk = await player({ currencyId: CZK_CURRENCY_ID });
    const eurMethods = (await cashier(h, eur.token)('GET', '/methods/deposit')).json().data;
    const czkMethods = (await cashier(h, czk.token)('GET', '/methods/deposit')).json().data;
    expect(eurMethods.map((method: { id: number }) => method.id)).toEqual([1, 2, 3, 14, 161]);
    expect(eurMethods[0].data).toEqual({ minimum: 10, maximum: 5000 });
    expect(czkMethods[0].data).toEqual({ minimum: 252, maximum: 126000 });
    const withdraw = (await cashier(h, eur.token)('GET', '/methods/withdraw')).json().data;
    expect(withdraw).toEqual([
      {
        id: 999,
        name: 'Bank transfer',
        provider: 'sandbox',
        withdrawal: { minimum: 20, maximum: 10000 },
      },
    ]);
  });

  it('answers 401 without a session', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/payments/methods/deposit' });
    expect(response.statusCode).toBe(401);
  });
});

describe('card deposits through the sandbox provider', () => {
  it('credits the deposited pocket only once the signed webhook arrives', async () => {
    const p = await player();
    const deposit = await cardDeposit(p, 25);
    expect(deposit.status).toBe('initialized');
    expect(await paymentOf(h, deposit.transaction_id)).toMatchObject({
      status: 'initialized',
      balance_after: null,
    });
    const redirect = await payOnHostedPage(deposit.url, '4242 4242 4242 4242');
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe(
      `http://localhost:8080/transactions/${deposit.transaction_id}`,
    );
    await eventually(
      async () => (await paymentOf(h, deposit.transaction_id))?.status === 'success',
    );
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 2_500n, available: 0n });
    expect(await paymentOf(h, deposit.transaction_id)).toMatchObject({
      wallet_status: 'success',
      balance_after: '2500',
    });
    expect((await eventsOf(h, deposit.transaction_id)).map((event) => event.type)).toEqual([
      'deposit.requested',
      'payment.succeeded',
    ]);
  });

  it('declines a declined card, and approves the delayed card later', async () => {
    const p = await player();
    const declined = await cardDeposit(p);
    await payOnHostedPage(declined.url, '4000000000000002');
    const delayed = await cardDeposit(p, 30);
    await payOnHostedPage(delayed.url, '4000 0000 0000 0077');
    await eventually(
      async () => (await paymentOf(h, declined.transaction_id))?.status === 'declined',
    );
    expect((await paymentOf(h, delayed.transaction_id))?.status).toBe('initialized');
    await eventually(
      async () => (await paymentOf(h, delayed.transaction_id))?.status === 'success',
    );
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 3_000n });
  });

  it('refuses an unknown card on the page, and the cancel link declines the deposit', async () => {
    const p = await player();
    const deposit = await cardDeposit(p);
    const wrong = await payOnHostedPage(deposit.url, '4111111111111111');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('test card');
    const cancel = await h.app.inject({
      method: 'GET',
      url: `${new URL(deposit.url).pathname}/cancel`,
    });
    expect(cancel.statusCode).toBe(303);
    await eventually(
      async () => (await paymentOf(h, deposit.transaction_id))?.status === 'declined',
    );
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 0n });
  });
});

describe('the sandbox’s hosted page', () => {
  it('answers 404 for a session it never made, and shows a paid session as closed', async () => {
    for (const id of ['cs_test_nothing', 'x%00y', '..%2F..%2Fetc'])
      expect(
        (await h.app.inject({ method: 'GET', url: `/sandbox/psp/checkout/${id}` })).statusCode,
      ).toBe(404);
    const p = await player();
    const deposit = await cardDeposit(p);
    const page = await h.app.inject({ method: 'GET', url: new URL(deposit.url).pathname });
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:8080",
    );
    await payOnHostedPage(deposit.url, '4242424242424242');
    const closed = await h.app.inject({ method: 'GET', url: new URL(deposit.url).pathname });
    expect(closed.body).toContain('This payment is complete.');
    const again = await h.app.inject({
      method: 'POST',
      url: new URL(deposit.url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242424242424242',
    });
    expect(again.statusCode).toBe(409);
    await eventually(
      async () => (await paymentOf(h, deposit.transaction_id))?.status === 'success',
    );
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 2_500n });
  });
});

describe('offline deposits', () => {
  it('answers a bank transfer pending with the operator’s details and a unique symbol', async () => {
    const a = await player();
    const b = await player();
    const body = {
      amount: 100,
      payment_method_id: 14,
      iban: 'DE89 3704 0044 0532 0130 00',
      bank: 'Deutsche Bank',
      accountnumber: '12345',
    };
    const first = await cashier(h, a.token)('POST', '/deposit', body);
    const second = await cashier(h, b.token)('POST', '/deposit', body);
    expect(first.statusCode).toBe(201);
    const details = first.json().data.details;
    expect(first.json().data.status).toBe('pending');
    expect(isValidIBAN(details.iban)).toBe(true);
    expect(details).toMatchObject({ holder: expect.any(String), bic: expect.any(String) });
    expect(details.variable_symbol).toMatch(/^\d{10}$/);
    expect(second.json().data.details.variable_symbol).not.toBe(details.variable_symbol);
    expect(await pocketsOf(h, a.id)).toMatchObject({ deposited: 0n });

    const again = await cashier(h, a.token)('POST', '/deposit', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('pending_transaction_exists');

    const id = first.json().data.transaction_id;
    const read = await cashier(h, a.token)('GET', `/transactions/${id}`);
    expect(read.json().data).toMatchObject({ transaction_id: id, status: 'pending', details });
    const other = await cashier(h, b.token)('GET', `/transactions/${id}`);
    expect(other.statusCode).toBe(404);
  });

  it('asks a bank transfer for its fields, and answers a crypto transfer pending', async () => {
    const p = await player();
    const missing = await cashier(h, p.token)('POST', '/deposit', {
      amount: 100,
      payment_method_id: 14,
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['iban', 'bank', 'accountnumber']);
    const crypto = await cashier(h, p.token)('POST', '/deposit', {
      amount: 50,
      payment_method_id: 161,
      sender_name: 'Anna Demo',
      reference_code: 'REF-42',
    });
    expect(crypto.statusCode).toBe(201);
    expect(crypto.json().data).toMatchObject({
      status: 'pending',
      details: { sender_name: 'Anna Demo', reference_code: 'REF-42' },
    });
  });
});

describe('cancelling a pending transfer', () => {
  const BANK = {
    amount: 100,
    payment_method_id: 14,
    iban: 'DE89 3704 0044 0532 0130 00',
    bank: 'Deutsche Bank',
    accountnumber: '12345',
  };
  const bankTransfer = async (p: LoggedInPlayer, body: object = BANK) => {
    const response = await cashier(h, p.token)('POST', '/deposit', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.transaction_id as number;
  };
  const cancel = (p: LoggedInPlayer, id: number) =>
    cashier(h, p.token)('DELETE', `/transactions/${id}`);

  it('leaves the other methods open while it waits, and cancelling it moves nothing, once', async () => {
    const p = await player();
    const id = await bankTransfer(p);
    // The transfer holds its own method only: a card deposit goes ahead meanwhile.
    expect((await cashier(h, p.token)('POST', '/deposit', BANK)).json().code).toBe(
      'pending_transaction_exists',
    );
    await cardDeposit(p, 20);
    const before = await cashierCounts(h, p.id);

    const cancelled = await cancel(p, id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toEqual({ transaction_id: id, status: 'reverted' });
    expect(await paymentOf(h, id)).toMatchObject({
      status: 'reverted',
      wallet_status: 'reverted',
      balance_after: null,
    });
    expect(await cashierCounts(h, p.id)).toEqual(before);
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 0n, deposited: 0n });

    // Asked again (a retry, a second tab): the same answer, and nothing more happens.
    const again = await cancel(p, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ transaction_id: id, status: 'reverted' });
    expect((await eventsOf(h, id)).map((event) => [event.type, event.actor])).toEqual([
      ['deposit.requested', 'player'],
      ['transfer.cancelled', 'player'],
    ]);
    // The method is free again.
    expect(await bankTransfer(p)).toBeGreaterThan(id);
  });

  it('gives the deposit limit back, as a transfer that never came', async () => {
    const p = await player({ maxDailyDeposit: 10_000n });
    const id = await bankTransfer(p, { ...BANK, amount: 80 });
    const refused = await cashier(h, p.token)('POST', '/deposit', {
      amount: 50,
      payment_method_id: 1,
    });
    expect(refused.json()).toMatchObject({ code: 'daily_deposit_limit', details: { left: 20 } });
    expect((await cancel(p, id)).statusCode).toBe(200);
    await cardDeposit(p, 50);
  });

  it('lets no player cancel another player’s transfer', async () => {
    const a = await player();
    const b = await player();
    const id = await bankTransfer(a);
    const response = await cancel(b, id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect((await paymentOf(h, id))?.status).toBe('pending');
    expect((await eventsOf(h, id)).map((event) => event.type)).toEqual(['deposit.requested']);
  });

  it('asks for the player’s session, and the operator’s token is not one', async () => {
    const a = await player();
    const id = await bankTransfer(a);
    const anonymous = await h.call({ method: 'DELETE', url: `/v1/payments/transactions/${id}` });
    expect(anonymous.statusCode).toBe(401);
    const operator = await h.call({
      method: 'DELETE',
      url: `/v1/payments/transactions/${id}`,
      headers: { 'x-ops-token': OPS_TOKEN },
    });
    expect(operator.statusCode).toBe(401);
    expect((await paymentOf(h, id))?.status).toBe('pending');
  });

  it('cancels only a transfer that is still pending, and only a transfer', async () => {
    const p = await player({ money: { available: 10_000n } });
    const confirmed = await bankTransfer(p);
    await opsPayments(h, 'POST', `/${confirmed}/confirm`, {
      operator: 'operator',
      amount: 100,
      reason: 'Statement 1',
    });
    const late = await cancel(p, confirmed);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('transaction_not_pending');
    expect(await paymentOf(h, confirmed)).toMatchObject({ status: 'success' });

    const card = await cardDeposit(p, 20);
    expect((await cancel(p, card.transaction_id)).statusCode).toBe(404);
    const withdrawal = await cashier(h, p.token)('POST', '/withdraw', {
      amount: 20,
      account_id: 999,
      accountNumber: 'DE89 3704 0044 0532 0130 00',
    });
    const withdrawalId = withdrawal.json().data.transaction_id as number;
    expect((await cancel(p, withdrawalId)).statusCode).toBe(404);
    expect((await paymentOf(h, withdrawalId))?.status).toBe('pending');
    expect((await cashier(h, p.token)('DELETE', '/transactions/abc')).statusCode).toBe(422);
  });

  it('leaves nothing for the operator to confirm once the player cancelled it', async () => {
    const p = await player();
    const id = await bankTransfer(p);
    expect((await cancel(p, id)).statusCode).toBe(200);
    const confirm = await opsPayments(h, 'POST', `/${id}/confirm`, {
      operator: 'operator',
      amount: 100,
      reason: 'Statement 2',
    });
    expect(confirm.statusCode).toBe(409);
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 0n });
  });
});

describe('what a deposit is refused for, changing nothing', () => {
  const refusedWith = async (p: LoggedInPlayer, body: object, status: number, code: string) => {
    const before = await cashierCounts(h, p.id);
    const response = await cashier(h, p.token)('POST', '/deposit', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await cashierCounts(h, p.id)).toEqual(before);
    return response.json();
  };

  it('refuses terms not accepted, a self-exclusion and a disabled account', async () => {
    const body = { amount: 20, payment_method_id: 1 };
    await refusedWith(await player({ termsAccepted: false }), body, 403, 'terms_not_accepted');
    await refusedWith(await player({ status: 'self_excluded' }), body, 403, 'self_excluded');
    await refusedWith(
      await player({ status: 'disabled', statusExpiresAt: new Date(Date.now() + 86_400_000) }),
      body,
      403,
      'account_disabled',
    );
  });

  it('refuses a deposit past the daily, weekly or monthly limit, pending ones counted', async () => {
    const p = await player({ maxDailyDeposit: 10_000n, maxWeeklyDeposit: 30_000n });
    await cardDeposit(p, 60);
    const daily = await refusedWith(
      p,
      {
        amount: 50,
        payment_method_id: 14,
        iban: 'DE89370400440532013000',
        bank: 'B',
        accountnumber: '1',
      },
      403,
      'daily_deposit_limit',
    );
    expect(daily.details).toEqual({ left: 40 });
    const weekly = await player({ maxWeeklyDeposit: 5_000n });
    await refusedWith(weekly, { amount: 51, payment_method_id: 1 }, 403, 'weekly_deposit_limit');
    const monthly = await player({ maxMonthlyDeposit: 1_000n });
    await refusedWith(monthly, { amount: 11, payment_method_id: 1 }, 403, 'monthly_deposit_limit');
  });

  it('lets exactly as many deposits at once pass as the daily limit leaves room for', async () => {
    // Card payments opened and not yet paid count against the limit, as pending transfers do.
    const p = await player({ maxDailyDeposit: 10_000n });
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        cashier(h, p.token)('POST', '/deposit', { amount: 20, payment_method_id: 1 }),
      ),
    );
    const passed = responses.filter((response) => response.statusCode === 201);
    expect(passed).toHaveLength(5);
    for (const response of responses.filter((r) => r.statusCode !== 201))
      expect(response.json()).toMatchObject({ code: 'daily_deposit_limit', details: { left: 0 } });
    expect(await cashierCounts(h, p.id)).toMatchObject({ transactions: 5, payments: 5 });
  });

  it('refuses amounts that are not money, out of the method’s range, or an unknown method', async () => {
    const p = await player();
    for (const amount of [0, -1, 1.001, '1e309', '10', 1e12, null])
      await refusedWith(p, { amount, payment_method_id: 1 }, 422, 'validation_failed');
    const tooBig = await refusedWith(
      p,
      { amount: 5_000.01, payment_method_id: 1 },
      422,
      'amount_out_of_range',
    );
    expect(tooBig.details).toEqual({ minimum: 10, maximum: 5000, currency: 'EUR' });
    expect(tooBig.message).toBe("The amount is above this method's maximum of 5000.00 EUR.");
    const tooSmall = await refusedWith(
      p,
      { amount: 9.99, payment_method_id: 1 },
      422,
      'amount_out_of_range',
    );
    expect(tooSmall).toMatchObject({
      message: "The amount is below this method's minimum of 10.00 EUR.",
      errors: { amount: ["The amount is below this method's minimum of 10.00 EUR."] },
      details: { minimum: 10, maximum: 5000, currency: 'EUR' },
    });
    await refusedWith(p, { amount: 20, payment_method_id: 999 }, 422, 'payment_method_unavailable');
    await refusedWith(p, { amount: 20, payment_method_id: 7 }, 422, 'payment_method_unavailable');
  });

  it('names the method’s minimum to a player below it, in the player’s language', async () => {
    const p = await player({ language: 'de' });
    const refused = await refusedWith(
      p,
      { amount: 5, payment_method_id: 1 },
      422,
      'amount_out_of_range',
    );
    const message = 'Der Betrag liegt unter dem Mindestbetrag dieser Zahlungsmethode (10.00 EUR).';
    expect(refused).toMatchObject({
      message,
      errors: { amount: [message] },
      details: { minimum: 10, currency: 'EUR' },
    });
  });
});

describe('a deposit that names the basic KYC level (createLevel)', () => {
  it('opens the level for a player who has none, once, and refuses another level', async () => {
    const p = await player();
    const deposit = (createLevel: string) =>
      cashier(h, p.token)('POST', '/deposit', {
        amount: 20,
        payment_method_id: 1,
        createLevel,
      });
    const wrong = await deposit('SomeOtherLevel');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('createLevel');
    expect(await levelsOf(h, p.id)).toEqual([]);
    expect(await cashierCounts(h, p.id)).toMatchObject({ transactions: 0 });

    expect((await deposit(KYC_LEVELS.basic)).statusCode).toBe(201);
    const [opened] = await levelsOf(h, p.id);
    expect(opened).toMatchObject({ level: KYC_LEVELS.basic, status: 'initialized' });
    expect((await deposit(KYC_LEVELS.basic)).statusCode).toBe(201);
    expect(await levelsOf(h, p.id)).toEqual([opened]);
  });
});

describe('withdrawals', () => {
  const IBAN = 'DE89 3704 0044 0532 0130 00';
  const withdraw = (p: LoggedInPlayer, amount: number, accountNumber = IBAN) =>
    cashier(h, p.token)('POST', '/withdraw', { amount, account_id: 999, accountNumber });

  it('sets the money aside at once, one pending at a time, one request per 10 minutes unless cancelled', async () => {
    const p = await player({ money: { available: 10_000n, deposited: 5_000n } });
    const response = await withdraw(p, 40);
    expect(response.statusCode).toBe(201);
    const id = response.json().data.transaction_id;
    expect(response.json().data.status).toBe('pending');
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 6_000n, deposited: 5_000n });
    expect(await paymentOf(h, id)).toMatchObject({
      wallet_status: 'pending',
      balance_after: '11000',
    });

    const second = await withdraw(p, 20);
    expect(second.json().code).toBe('pending_transaction_exists');
    const cancel = await cashier(h, p.token)('GET', `/providers/sandbox/decline/${id}`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.status).toBe('reverted');
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 10_000n });
    const twice = await cashier(h, p.token)('GET', `/providers/sandbox/decline/${id}`);
    expect(twice.json().code).toBe('transaction_not_pending');
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 10_000n });
    expect((await eventsOf(h, id)).map((event) => event.type)).toEqual([
      'withdrawal.requested',
      'withdrawal.cancelled',
    ]);

    // A request the player cancelled holds no lock: they may ask again at once.
    const again = await withdraw(p, 20);
    expect(again.statusCode).toBe(201);
    const rejected = await opsPayments(h, 'POST', `/${again.json().data.transaction_id}/reject`, {
      operator: 'operator',
      reason: 'Name does not match',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 10_000n });

    const soon = await withdraw(p, 20);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('withdraw_too_soon');
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 10_000n });
  });

  it('refuses unverified players, an unanswered questionnaire, a bad IBAN, and more than available', async () => {
    const cases: [LoggedInPlayer, number, string, number, string][] = [
      [
        await player({ verified: false, money: { available: 10_000n } }),
        20,
        IBAN,
        403,
        'account_not_verified',
      ],
      [
        await player({ money: { available: 10_000n } }).then(async (p) => {
          await requireSurvey(h.database.db, p.id);
          return p;
        }),
        20,
        IBAN,
        403,
        'questionnaire_required',
      ],
      [
        await player({ money: { available: 10_000n } }),
        20,
        'DE88 3704 0044 0532 0130 00',
        422,
        'validation_failed',
      ],
      [await player({ money: { available: 10_000n } }), 20, 'DE89!', 422, 'validation_failed'],
      [
        await player({ money: { available: 1_000n, deposited: 9_000n } }),
        20,
        IBAN,
        409,
        'insufficient_funds',
      ],
      [
        await player({ money: { available: 100_000_000n } }),
        10_000.01,
        IBAN,
        422,
        'amount_out_of_range',
      ],
      [await player({ money: { available: 10_000n } }), 19.99, IBAN, 422, 'amount_out_of_range'],
    ];
    for (const [p, amount, iban, status, code] of cases) {
      const before = await cashierCounts(h, p.id);
      const pockets = await pocketsOf(h, p.id);
      const response = await withdraw(p, amount, iban);
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
      expect(await cashierCounts(h, p.id)).toEqual(before);
      expect(await pocketsOf(h, p.id)).toEqual(pockets);
    }
    const questionnaire = await withdraw(cases[1]![0], 20);
    expect(questionnaire.json().details).toEqual({ link: '/sowq' });

    const rich = await player({ money: { available: 100_000n } });
    const before = await cashierCounts(h, rich.id);
    for (const amount of [0, -1, 1.001, '1e309', '20', 1e12, null]) {
      const response = await cashier(h, rich.token)('POST', '/withdraw', {
        amount,
        account_id: 999,
        accountNumber: IBAN,
      });
      expect(response.statusCode).toBe(422);
    }
    expect(await cashierCounts(h, rich.id)).toEqual(before);
    expect(await pocketsOf(h, rich.id)).toMatchObject({ available: 100_000n });
  });

  it('lets exactly one of two withdrawals at once pass', async () => {
    const p = await player({ money: { available: 10_000n } });
    const answers = await Promise.all([withdraw(p, 60), withdraw(p, 60)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 4_000n });
  });

  it('lets no player cancel or read another player’s transaction', async () => {
    const a = await player({ money: { available: 10_000n } });
    const b = await player();
    const id = (await withdraw(a, 30)).json().data.transaction_id;
    const cancel = await cashier(h, b.token)('GET', `/providers/sandbox/decline/${id}`);
    expect(cancel.statusCode).toBe(404);
    const read = await cashier(h, b.token)('GET', `/transactions/${id}`);
    expect(read.statusCode).toBe(404);
    expect((await paymentOf(h, id))?.status).toBe('pending');
    const wrongProvider = await cashier(h, a.token)('GET', `/providers/other/decline/${id}`);
    expect(wrongProvider.statusCode).toBe(404);
  });

  it('accepts the demo players as verified', async () => {
    const demo = await buildPlayer(h.database.db);
    await updatePlayer(h.database.db, demo.id, { isVerified: true });
    const token = await buildSession(h.database.db, demo.id);
    const methods = await cashier(h, token)('GET', '/methods/withdraw');
    expect(methods.statusCode).toBe(200);
  });
});
