/**
 * The game provider's side of the seamless bench: each player bets in a loop, every Nth bet
 * followed by a win of it, over keep-alive HTTP, and the successful calls inside the measuring
 * window are counted. (A worker thread for this side measured slower on a two-core machine: it
 * takes a core from PostgreSQL.)
 */
import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER } from '@prime/contract';
import { signBody } from '../src/modules/seamless/signature';

export type LoadPlan = {
  base: string;
  slug: string;
  gameId: number;
  secret: string;
  seats: { id: number; token: string }[];
  warmUpMs: number;
  durationMs: number;
  winEvery: number;
};
export type LoadResult = { bets: number; wins: number; failed: number; seconds: number };

export const runLoad = async (plan: LoadPlan): Promise<LoadResult> => {
  const post = async (action: 'bet' | 'win', body: Record<string, unknown>): Promise<boolean> => {
    const payload = JSON.stringify(body);
    const response = await fetch(`${plan.base}/seamless/${plan.slug}/${action}`, {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(plan.secret, payload),
      },
    });
    await response.arrayBuffer();
    return response.status === 200;
  };

  const counts = { bets: 0, wins: 0, failed: 0 };
  let measuring = false;
  let stopping = false;

  const play = async (seat: { id: number; token: string }) => {
    const common = { session_token: seat.token, player_id: seat.id, currency: 'EUR' };
    for (let round = 0; !stopping; round += 1) {
      const betId = randomUUID();
      const roundId = randomUUID();
      const bet = await post('bet', {
        ...common,
        transaction_id: betId,
        round_id: roundId,
        game_id: plan.gameId,
        amount: 0.1,
      });
      if (measuring) counts[bet ? 'bets' : 'failed'] += 1;
      if (!bet || round % plan.winEvery !== 0) continue;
      const win = await post('win', {
        ...common,
        transaction_id: randomUUID(),
        bet_transaction_id: betId,
        round_id: roundId,
        game_id: plan.gameId,
        amount: 0.2,
      });
      if (measuring) counts[win ? 'wins' : 'failed'] += 1;
    }
  };

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const loops = Promise.all(plan.seats.map(play));
  await sleep(plan.warmUpMs);
  measuring = true;
  const started = process.hrtime.bigint();
  await sleep(plan.durationMs);
  measuring = false;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  stopping = true;
  await loops;
  return { ...counts, seconds };
};
