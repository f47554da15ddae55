import { randomUUID } from 'node:crypto';
import { KYC_LEVELS, LANGUAGES } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatFields, signedCall } from '../../test/calls/seamless';
import { opsDocuments, passportFields, uploadDocument } from '../../test/calls/documents';
import { kycCall, kycWebhookBody, levelsOf, postKycWebhook } from '../../test/calls/kyc';
import { makePng } from '../../test/document-files';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { seatAtGame } from '../../test/factories/seats';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { messagesOf } from '../../test/queries/players';
import { messageTexts, type LimitPeriod, type MessageTexts } from './message-texts';

/** Every text of one language, rendered with sample facts, by a name that says which. */
const rendered = (texts: MessageTexts): Record<string, string> => {
  const periods: LimitPeriod[] = ['daily', 'weekly', 'monthly'];
  return {
    'betLimit.subject': texts.betLimit.subject,
    ...Object.fromEntries(periods.map((p) => [`betLimit.${p}`, texts.betLimit.body(p)])),
    'lossLimit.subject': texts.lossLimit.subject,
    ...Object.fromEntries(periods.map((p) => [`lossLimit.${p}`, texts.lossLimit.body(p)])),
    'documentApproved.subject': texts.documentApproved.subject,
    'documentApproved.body': texts.documentApproved.body,
    'documentRejected.subject': texts.documentRejected.subject,
    'documentRejected.body': texts.documentRejected.body('REASON'),
    'kycAccepted.subject': texts.kycAccepted.subject,
    'kycAccepted.body': texts.kycAccepted.body,
    'kycRejected.subject': texts.kycRejected.subject,
    'kycRejected.body': texts.kycRejected.body('REASON'),
    'kycRejected.noReason': texts.kycRejected.body(null),
    'realityCheck.subject': texts.realityCheck.subject,
    'realityCheck.body': texts.realityCheck.body({
      played: 47,
      every: 15,
      wagered: 'WAGERED',
      net: 'NET',
    }),
  };
};

describe('the in-product messages in every language', () => {
  const english = rendered(messageTexts('en'));

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has every message in %s, translated, with the facts it tells',
    (language) => {
      const local = rendered(messageTexts(language));
      expect(Object.keys(local)).toEqual(Object.keys(english));
      for (const [key, text] of Object.entries(local)) {
        expect(text.trim().length, `${language} ${key}`).toBeGreaterThan(0);
        expect(text, `${language} ${key}`).not.toBe(english[key]);
        expect(text, `${language} ${key}`).not.toMatch(/undefined|null|\[object/);
      }
      expect(local['documentRejected.body']).toContain('REASON');
      expect(local['kycRejected.body']).toContain('REASON');
      for (const fact of ['47', '15', 'WAGERED', 'NET'])
        expect(local['realityCheck.body']).toContain(fact);
      // Each period is told in its own words.
      const periods = ['daily', 'weekly', 'monthly'].map((p) => local[`betLimit.${p}`]);
      expect(new Set(periods).size).toBe(3);
    },
  );

  it('tells a player of a language the site does not offer in English', () => {
    expect(messageTexts('xx')).toBe(messageTexts('en'));
    expect(messageTexts(undefined)).toBe(messageTexts('en'));
  });
});

describe('a Czech player', () => {
  let h: Harness;
  let slot: TestGame;
  const cs = messageTexts('cs');

  beforeAll(async () => {
    h = await startHarness({ kyc: {} });
    slot = await findSlot(h);
  });
  afterAll(async () => h.close());

  const told = async (playerId: number, type: string, count = 1) => {
    const ofType = async () =>
      (await messagesOf(h.database.db, playerId)).filter((row) => row.type === type);
    await expect.poll(async () => (await ofType()).length).toBe(count);
    return ofType();
  };

  it('is told a bet limit reached in Czech', async () => {
    const seat = await seatAtGame(h, slot, { language: 'cs', maxDailyBet: 500n });
    const bet = (amount: number) =>
      signedCall(h, slot.slug, 'bet', {
        ...seatFields(seat),
        transaction_id: randomUUID(),
        round_id: randomUUID(),
        game_id: slot.id,
        amount,
      });
    expect((await bet(5)).statusCode).toBe(200);
    expect((await bet(1)).json()).toMatchObject({ code: 'daily_bet_limit' });
    const [message] = await told(seat.id, 'daily-bet-limit');
    expect(message).toMatchObject({
      subject: cs.betLimit.subject,
      body: cs.betLimit.body('daily'),
    });
  });

  it('is told the reality check in Czech', async () => {
    const seat = await seatAtGame(h, slot, { language: 'cs' });
    const check = await h.call({
      method: 'POST',
      url: '/v1/me/mga/realityCheck',
      headers: { 'user-token': seat.token },
      payload: { minutes: 30 },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data.message.subject).toBe(cs.realityCheck.subject);
    expect(check.json().data.message.body).toMatch(/^Hrajete již \d+ min/);
  });

  it('is told an operator’s decisions on a document in Czech', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { language: 'cs' });
    const png = await makePng();
    const upload = async () => {
      const response = await uploadDocument(h, p.token, [
        ...passportFields(),
        { name: 'front_file', filename: 'passport.png', bytes: png },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as number;
    };
    const review = (id: number, action: 'approve' | 'reject', reason: string) =>
      opsDocuments(h, 'POST', `/${id}/${action}`, { operator: 'compliance', reason });
    expect((await review(await upload(), 'reject', 'Fotka je rozmazaná')).statusCode).toBe(200);
    expect((await review(await upload(), 'approve', 'Fotka i údaje souhlasí')).statusCode).toBe(
      200,
    );
    const messages = await told(p.id, 'custom', 2);
    expect(messages.map((row) => [row.subject, row.body]).sort()).toEqual(
      [
        [cs.documentRejected.subject, cs.documentRejected.body('Fotka je rozmazaná')],
        [cs.documentApproved.subject, cs.documentApproved.body],
      ].sort(),
    );
  });

  it('is told the verification provider’s decision in Czech', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { language: 'cs', verified: false });
    const opened = await kycCall(h, p.token)('POST', `/kyc/players/${p.id}`, {
      level: KYC_LEVELS.basic,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const level = (await levelsOf(h, p.id)).find((row) => row.level === KYC_LEVELS.basic);
    const decided = await postKycWebhook(
      h,
      kycWebhookBody({
        applicantId: level!.applicant_id,
        playerId: p.id,
        levelName: KYC_LEVELS.basic,
        reviewStatus: 'completed',
        answer: 'GREEN',
        at: new Date(),
      }),
    );
    expect(decided.json()).toMatchObject({ outcome: 'applied' });
    const [message] = await told(p.id, 'custom');
    expect(message).toMatchObject({ subject: cs.kycAccepted.subject, body: cs.kycAccepted.body });
  });
});
