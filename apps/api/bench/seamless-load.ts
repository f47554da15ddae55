/**
 * The load of the seamless bench, run as its own process so that the server's event loop does
 * none of the generator's work. It takes a plan as its one argument (JSON), plays one phase and
 * prints the counts as JSON on its last line.
 *
 * Phase `seamless`: each player bets in a loop through the signed seamless wallet, every Nth bet
 * followed by a win of it, as a slot does. Phase `baseline`: each player books a bare ledger bet
 * on the minimal endpoint. Calls go over keep-alive HTTP; those inside the window are counted.
 */
import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER } from '@prime/contract';
import { signBody } from '../src/modules/seamless/signature';
import { WINDOW_CLOSES, WINDOW_OPENS, type LoadPlan, type LoadResult } from './seamless-plan';

const post = async (url: string, payload: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', ...headers },
  });
  await response.arrayBuffer();
  return response.status === 200;
};

const runLoad = async (plan: LoadPlan): Promise<LoadResult> => {
  const signed = (action: 'bet' | 'win', body: Record<string, unknown>) => {
    const payload = JSON.stringify(body);
    return post(`${plan.base}/seamless/${plan.slug}/${action}`, payload, {
      [SIGNATURE_HEADER]: signBody(plan.secret, payload),
    });
  };

  const counts = { bets: 0, wins: 0, failed: 0 };
  let measuring = false;
  let stopping = false;

  const playSeamless = async (seat: { id: number; token: string }) => {
    const common = { session_token: seat.token, player_id: seat.id, currency: 'EUR' };
    for (let round = 0; !stopping; round += 1) {
      const betId = randomUUID();
      const roundId = randomUUID();
      const bet = await signed('bet', {
        ...common,
        transaction_id: betId,
        round_id: roundId,
        game_id: plan.gameId,
        amount: 0.1,
      });
      if (measuring) counts[bet ? 'bets' : 'failed'] += 1;
      if (!bet || round % plan.winEvery !== 0) continue;
      const win = await signed('win', {
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

  const playBaseline = async (seat: { id: number }) => {
    while (!stopping) {
      const payload = JSON.stringify({ player_id: seat.id, amount: 10, key: randomUUID() });
      const bet = await post(`${plan.base}/ledger-bet`, payload);
      if (measuring) counts[bet ? 'bets' : 'failed'] += 1;
    }
  };

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const loops = Promise.all(
    plan.seats.map(plan.phase === 'seamless' ? playSeamless : playBaseline),
  );
  await sleep(plan.warmUpMs);
  console.log(WINDOW_OPENS);
  measuring = true;
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  await sleep(plan.durationMs);
  measuring = false;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  console.log(WINDOW_CLOSES);
  stopping = true;
  await loops;
  return { ...counts, seconds, cpuMs: (cpu.user + cpu.system) / 1_000 };
};

const plan = JSON.parse(process.argv[2] ?? '') as LoadPlan;
console.log(JSON.stringify(await runLoad(plan)));
