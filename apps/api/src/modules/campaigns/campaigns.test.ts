import {
  campaignDefinitionSchema,
  CZK_CURRENCY_ID,
  type Campaign,
  type CampaignDefinition,
  type OpsCampaignShow,
} from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS } from '../../db/seed/campaigns';
import { nextIp } from '../../test/addresses';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { createCampaignsRepository } from './campaigns.repository';
import { checkDefinition, createCampaignsService } from './campaigns.service';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const base = DEMO_CAMPAIGNS[0]!;
/** A valid deposit match definition with a fresh code. */
const definition = (code: string, changes: Partial<CampaignDefinition> = {}) => ({
  ...base,
  code,
  ...changes,
});

const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/ops${url}`,
    headers: { 'x-ops-token': OPS_TOKEN },
    ...(payload ? { payload } : {}),
  });
const who = { operator: 'jana', reason: 'autumn promotion' };

const list = async (query: string) =>
  (await h.call({ method: 'GET', url: `/v1/campaigns?all=1&filters[is_public]=1&${query}` }))
    .json<{ data: Campaign[] }>()
    .data.map((campaign) => campaign.code);

const check = (code: string, query: string) =>
  h.call({
    method: 'GET',
    url: `/v1/campaigns/${code}?check_code=1&${query}`,
    remoteAddress: nextIp(),
  });

const expectRefused = async (code: string, query: string) => {
  const response = await check(code, query);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({
    code: 'promo_code_invalid',
    message: 'Promotional code not valid',
  });
};

describe('campaign definitions', () => {
  it('accepts every demo campaign as a full definition', () => {
    for (const campaign of DEMO_CAMPAIGNS)
      expect(campaignDefinitionSchema.safeParse(campaign).success).toBe(true);
  });

  it.each([
    ['a wagering multiplier above 10', { wagering_multiplier: 11 }, 'wagering_multiplier'],
    ['terms missing a language', { terms: { ...base.terms, hu: '' } }, 'terms.hu'],
    ['an end before the start', { valid_to: '2023-01-01T00:00:00Z' }, 'valid_to'],
    ['no maximum in a currency it is open to', { currency_ids: [1, 42, 2] }, 'reward'],
    [
      'a contribution above 100%',
      { game_contribution: { ...base.game_contribution, crash: 101 } },
      'game_contribution.crash',
    ],
    ['a negative minimum deposit', { min_deposits: { '1': -1 } }, 'min_deposits.1'],
    ['a country in lower case', { country_codes: ['cz'] }, 'country_codes.0'],
    ['an expiry of 0 days', { expiry_days: 0 }, 'expiry_days'],
    [
      'a free spins campaign without games',
      { reward: { type: 'free_spins', games: [], spins: 10, spin_values: { '1': 20, '42': 500 } } },
      'reward.games',
    ],
  ])('refuses %s', (_name, changes, field) => {
    expect(() =>
      checkDefinition(definition('BADONE', changes as Partial<CampaignDefinition>)),
    ).toThrow(
      expect.objectContaining({
        code: 'validation_failed',
        errors: expect.objectContaining({ [field]: expect.any(Array) }),
      }),
    );
  });
});

describe('GET campaigns', () => {
  it('answers the full definition with the terms in the language asked', async () => {
    const response = await h.call({
      method: 'GET',
      url: '/v1/campaigns?all=1&filters[is_public]=1&currency_id=1&language=de',
    });
    const welcome = response.json<{ data: Campaign[] }>().data[0]!;
    expect(welcome).toMatchObject({
      code: 'WELCOME100',
      reward: { type: 'deposit_match', percentage: 100, max_amounts: { '1': 20_000 } },
      wagering_multiplier: 10,
      game_contribution: { slots: 100, tables: 10, live: 10, crash: 0 },
      max_bets: { '1': 500 },
      min_deposits: { '1': 1_000 },
      expiry_days: 30,
      valid_to: null,
      amount: 200,
      min_dep: 10,
      max_bet: 5,
      wagering: 10,
      is_valid: true,
    });
    expect(welcome.terms).toContain('10-mal');
  });

  it('offers a campaign only inside its dates, country and currency', async () => {
    const dated = (code: string, changes: Partial<CampaignDefinition>) =>
      ops('POST', '/campaigns', { definition: definition(code, changes), ...who });
    expect((await dated('CZONLY', { country_codes: ['CZ'] })).statusCode).toBe(201);
    expect((await dated('LATER', { valid_from: '2099-01-01T00:00:00Z' })).statusCode).toBe(201);
    expect(
      (
        await dated('OVER', {
          valid_from: '2020-01-01T00:00:00Z',
          valid_to: '2021-01-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(201);

    expect(await list('currency_id=1&countries[0]=CZ')).toContain('CZONLY');
    const elsewhere = await list('currency_id=1&countries[0]=MT');
    expect(elsewhere).not.toContain('CZONLY');
    expect(elsewhere).not.toContain('LATER');
    expect(elsewhere).not.toContain('OVER');
    expect(await list('currency_id=42')).not.toContain('CASHBACK10');

    expect((await check('czonly', 'currency_id=1&country=CZ')).statusCode).toBe(200);
    await expectRefused('CZONLY', 'currency_id=1&country=MT');
    await expectRefused('LATER', 'currency_id=1');
    await expectRefused('OVER', 'currency_id=1');
    await expectRefused('CASHBACK10', 'currency_id=42');
    await expectRefused('NOSUCHCODE', 'currency_id=1');
  });

  it('does not list a code-only campaign, yet accepts its code', async () => {
    expect(await list('currency_id=1')).not.toContain('PRIME50');
    const response = await check('PRIME50', 'currency_id=1&language=cs');
    expect(response.json<{ data: Campaign }>().data.terms).toContain('8krát');
  });

  it('answers the player’s figures in major units, as the terms and GET me name them', async () => {
    // PRIME50: 50% up to EUR 100 or CZK 2,500, from EUR 20 or CZK 500, stakes up to EUR 5 or CZK 125.
    const inEuro = (await check('PRIME50', 'currency_id=1')).json<{ data: Campaign }>().data;
    expect(inEuro).toMatchObject({ amount: 100, min_dep: 20, max_bet: 5 });
    const inCrowns = (await check('PRIME50', `currency_id=${CZK_CURRENCY_ID}`)).json<{
      data: Campaign;
    }>().data;
    expect(inCrowns).toMatchObject({ amount: 2_500, min_dep: 500, max_bet: 125 });
    const spins = (await h.call({ method: 'GET', url: '/v1/campaigns?currency_id=1' }))
      .json<{ data: Campaign[] }>()
      .data.find((campaign) => campaign.code === 'SPINS50');
    expect(spins).toMatchObject({ amount: 0.2, max_bet: 5 });
  });
});

describe('GET campaigns with filters[actions]', () => {
  it('keeps the campaigns of the actions asked for, in each form of the list', async () => {
    const created = await ops('POST', '/campaigns', {
      definition: definition('GIFT5', {
        reward: { type: 'no_deposit', amounts: { '1': 500, '42': 10_000 } },
      }),
      ...who,
    });
    expect(created.statusCode, created.body).toBe(201);
    const all = await list('currency_id=1');
    expect(all).toEqual(expect.arrayContaining(['WELCOME100', 'SPINS50', 'CASHBACK10', 'GIFT5']));

    // Every campaign but the cashback one: deposit bonuses (those of other tests too), spins, gifts.
    const chosen = all.filter((code) => code !== 'CASHBACK10');
    const indexed = await list(
      'currency_id=1&filters[actions][0]=2&filters[actions][1]=3&filters[actions][2]=4',
    );
    expect(indexed).toEqual(chosen);
    expect(await list('currency_id=1&filters[actions]=2,3,4')).toEqual(chosen);
    expect(await list('currency_id=1&filters[actions][]=4&filters[actions][]=3')).toEqual([
      'SPINS50',
      'GIFT5',
    ]);
    expect(await list('currency_id=1&filters[actions]=3')).toEqual(['SPINS50']);
    expect(await list('currency_id=1&filters[actions][0]=1')).toEqual(['CASHBACK10']);
  });

  it('refuses an action id it does not know with 422', async () => {
    for (const query of ['filters[actions]=9', 'filters[actions][0]=2&filters[actions][1]=x']) {
      const response = await h.call({ method: 'GET', url: `/v1/campaigns?currency_id=1&${query}` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: { 'filters[actions]': [expect.stringContaining('1, 2, 3, 4')] },
      });
    }
  });
});

describe('ops campaigns', () => {
  it('creates, edits and ends a campaign, recording who and why', async () => {
    const created = await ops('POST', '/campaigns', {
      definition: definition('AUTUMN', { is_public: false }),
      ...who,
    });
    expect(created.statusCode).toBe(201);

    const edited = await ops('POST', '/campaigns/AUTUMN/edit', {
      changes: { wagering_multiplier: 6 },
      operator: 'petr',
      reason: 'lower wagering',
    });
    expect(edited.json<{ data: Campaign }>().data.wagering_multiplier).toBe(6);

    const ended = await ops('POST', '/campaigns/autumn/end', { operator: 'jana', reason: 'over' });
    expect(ended.statusCode).toBe(200);
    await expectRefused('AUTUMN', 'currency_id=1');
    expect((await ops('POST', '/campaigns/AUTUMN/end', who)).statusCode).toBe(422);

    const shown = (await ops('GET', '/campaigns/AUTUMN')).json<{ data: OpsCampaignShow }>().data;
    expect(shown.definition).toMatchObject({ wagering_multiplier: 6 });
    expect(shown.changes.map((change) => [change.action, change.operator, change.reason])).toEqual([
      ['create', 'jana', 'autumn promotion'],
      ['edit', 'petr', 'lower wagering'],
      ['end', 'jana', 'over'],
    ]);
    const all = (await ops('GET', '/campaigns')).json<{ data: Campaign[] }>().data;
    expect(all.map((campaign) => campaign.code)).toContain('AUTUMN');
  });

  it('refuses an invalid definition or change with 422 and changes nothing', async () => {
    const before = (await ops('GET', '/campaigns/WELCOME100')).json<{ data: OpsCampaignShow }>()
      .data;
    for (const changes of [
      { wagering_multiplier: 11 },
      { code: 'OTHER' },
      { reward: { type: 'cashback', percentage: 0, max_amounts: { '1': 100 } } },
      { valid_to: 'tomorrow' },
    ]) {
      const response = await ops('POST', '/campaigns/WELCOME100/edit', { changes, ...who });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(
      (await ops('GET', '/campaigns/WELCOME100')).json<{ data: OpsCampaignShow }>().data,
    ).toEqual(before);

    const count = async () =>
      (await ops('GET', '/campaigns')).json<{ data: Campaign[] }>().data.length;
    const total = await count();
    for (const payload of [
      { definition: definition('WELCOME100'), ...who },
      { definition: definition('NEWONE', { wagering_multiplier: 20 }), ...who },
      { definition: definition('NEWTWO'), operator: '', reason: 'x' },
      { definition: definition('NEWTHREE'), operator: 'jana' },
    ])
      expect((await ops('POST', '/campaigns', payload)).statusCode).toBe(422);
    expect(await count()).toBe(total);
    expect((await ops('GET', '/campaigns/NOPE')).statusCode).toBe(404);
  });

  it('gives free spins only on slots of the catalog', async () => {
    const spins = (games: string[]) =>
      ops('POST', '/campaigns', {
        definition: definition('SPINSNEW', {
          reward: { type: 'free_spins', games, spins: 20, spin_values: { '1': 20, '42': 500 } },
        }),
        ...who,
      });
    const refused = await spins(['zlata-koruna-10001', 'no-such-slot-1']);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { 'reward.games': [expect.stringContaining('no-such-slot-1')] },
    });
    expect((await ops('GET', '/campaigns/SPINSNEW')).statusCode).toBe(404);
    expect((await spins(['zlata-koruna-10001'])).statusCode).toBe(201);
    // The demo free spins name slots the seeded catalog has.
    const demo = DEMO_CAMPAIGNS.find((campaign) => campaign.code === 'SPINS50')!;
    const edited = await ops('POST', '/campaigns/SPINS50/edit', {
      changes: { reward: demo.reward },
      ...who,
    });
    expect(edited.statusCode).toBe(200);
  });

  it('gives the bonus area the definition of a campaign by id', async () => {
    const service = createCampaignsService(createCampaignsRepository(h.database.db));
    const id = (await service.findIdByCode({ skinId: 1, currencyId: 1 }, 'welcome100'))!;
    expect(await service.definitionById(id)).toMatchObject({
      code: 'WELCOME100',
      reward: { type: 'deposit_match', percentage: 100 },
      wagering_multiplier: 10,
    });
    expect(await service.definitionById(999_999)).toBeUndefined();
  });

  it('needs the operator token', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/ops/campaigns' });
    expect(response.statusCode).toBe(403);
  });
});
