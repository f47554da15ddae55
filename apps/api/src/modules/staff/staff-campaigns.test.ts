import {
  STAFF_ROLE_PERMISSIONS,
  STAFF_ROLES,
  type StaffCampaignShow,
  type StaffRole,
} from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidCardDeposit } from '../../test/calls/payments';
import { launch, launchToken } from '../../test/calls/play';
import { signedBet } from '../../test/calls/seamless';
import { staffCall, staffOfEveryRole } from '../../test/calls/staff';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import type { TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';
import { uniqueSuffix } from '../../test/unique';

let h: Harness;
let slot: TestGame;
let cookies: Record<StaffRole, string>;

beforeAll(async () => {
  h = await startHarness({ payments: {} });
  ({ cookies } = await staffOfEveryRole(h));
  slot = (
    await rowsOf<TestGame>(
      h,
      sql`select g.id, g.provider_id as "providerId", p.slug from games g
        join providers p on p.id = g.provider_id
        where g.type = 'slot' and g.is_active and p.is_visible and not g.is_live
        order by g.id limit 1`,
    )
  )[0]!;
});
afterAll(async () => {
  await expectConsistentLedger(h);
  await h.close();
});

const as = (role: StaffRole) => staffCall(h, cookies[role]);

/** A new campaign like WELCOME100 (a 100% match up to 100 EUR), made through the console's API. */
const newWelcomeCampaign = async (): Promise<{ id: number; code: string }> => {
  const welcome = (await as('content')('GET', '/campaigns/WELCOME100')).json().data;
  const code = `FIG${uniqueSuffix()}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 30);
  const created = await as('content')('POST', '/campaigns', {
    definition: { ...welcome.definition, code },
    reason: 'Figures test',
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().data.id as number, code };
};

/** A card deposit paid, its webhook delivered: the chosen campaign's match is awarded. */
const deposit = (p: LoggedInPlayer, amount: number) => paidCardDeposit(h, p.token, amount);

const bet = async (p: LoggedInPlayer, token: string, amount: number) => {
  const response = await signedBet(h, slot, { id: p.id, launch: token }, amount);
  expect(response.statusCode, response.body).toBe(200);
};

const figuresOf = async (code: string) => {
  const list = await as('content')('GET', '/campaigns?per_page=100');
  expect(list.statusCode, list.body).toBe(200);
  const row = list.json().data.find((item: { code: string }) => item.code === code);
  const shown = await as('content')('GET', `/campaigns/${code}`);
  expect(shown.statusCode, shown.body).toBe(200);
  return { row, shown: shown.json().data as StaffCampaignShow };
};

describe('staff campaigns: take-up and cost', () => {
  it('counts players by where their bonus stands and costs converted plus pending bonus money', async () => {
    const campaign = await newWelcomeCampaign();
    const fresh = await figuresOf(campaign.code);
    expect(fresh.row).toMatchObject({
      take_up: { chosen: 0, awarded: 0, converted: 0 },
      cost: [],
    });

    const chooser = () =>
      buildLoggedInPlayer(h.database.db, { registrationCampaignId: campaign.id });
    const [waiting, active, converted, forfeited] = await Promise.all([
      chooser(),
      chooser(),
      chooser(),
      chooser(),
    ]);
    // The first only chose it at registration and opened My bonus: it waits for a deposit.
    const offers = await h.call({
      method: 'GET',
      url: `/v1/campaigns/players/${waiting.id}/unusedCampaigns`,
      headers: { 'user-token': waiting.token },
    });
    expect(offers.statusCode, offers.body).toBe(200);
    for (const p of [active, converted, forfeited]) await deposit(p, 50);
    expect(await pocketsOf(h, active.id)).toMatchObject({ bonus: 5_000n });

    // Converted: wagering reached (the target lowered to two 5 EUR stakes of real money).
    await h.database.db.execute(
      sql`update player_bonuses set target = 1000 where player_id = ${converted.id}`,
    );
    const launched = await launch(h, slot, converted.token);
    expect(launched.statusCode, launched.body).toBe(200);
    const token = launchToken(launched);
    await bet(converted, token, 5);
    await bet(converted, token, 5);
    expect(await pocketsOf(h, converted.id)).toMatchObject({ available: 5_000n, bonus: 0n });

    // Forfeited by the player: the bonus pocket goes back to the house.
    const forfeit = await h.call({
      method: 'DELETE',
      url: `/v1/campaigns/players/${forfeited.id}`,
      headers: { 'user-token': forfeited.token },
    });
    expect(forfeit.statusCode, forfeit.body).toBe(200);

    const takeUp = {
      chosen: 4,
      pending: 1,
      awarded: 3,
      active: 1,
      converted: 1,
      forfeited_or_expired: 1,
    };
    const cost = [{ currency: 'EUR', awarded: 150, converted: 50, pending_bonus: 50, cost: 100 }];
    const { row, shown } = await figuresOf(campaign.code);
    expect(row).toMatchObject({ id: campaign.id, name: expect.any(String), take_up: takeUp, cost });
    expect(shown).toMatchObject({ id: campaign.id, take_up: takeUp, cost });
    expect(shown.currencies).toMatchObject({ '1': 'EUR' });

    // The active player stakes 70 EUR (5 EUR at most each): 50 real, then 20 of bonus money, so
    // what stays pending shrinks with the pocket.
    const activeToken = launchToken(await launch(h, slot, active.token));
    for (let stake = 0; stake < 14; stake += 1) await bet(active, activeToken, 5);
    expect(await pocketsOf(h, active.id)).toMatchObject({ bonus: 3_000n });
    const after = await figuresOf(campaign.code);
    expect(after.row.cost).toEqual([
      { currency: 'EUR', awarded: 150, converted: 50, pending_bonus: 30, cost: 80 },
    ]);
  });

  it('shows a campaign by its id as well as by its code', async () => {
    const campaign = await newWelcomeCampaign();
    const byId = await as('content')('GET', `/campaigns/${campaign.id}`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().data).toMatchObject({
      id: campaign.id,
      definition: { code: campaign.code },
    });
    expect((await as('content')('GET', '/campaigns/999999999')).statusCode).toBe(404);
  });

  it.each(STAFF_ROLES)('lets %s read the figures only with campaigns.read', async (role) => {
    const allowed = STAFF_ROLE_PERMISSIONS[role].includes('campaigns.read');
    for (const url of ['/campaigns', '/campaigns/WELCOME100']) {
      const response = await as(role)('GET', url);
      expect(response.statusCode, url).toBe(allowed ? 200 : 403);
    }
  });
});
