/**
 * The load of the transactions bench, run as its own process so that the server's event loop
 * does none of the generator's work. It takes a plan as its one argument (JSON): one loop per
 * entry of `loops`, with its headers, asks for one URL over keep-alive HTTP; answers inside the window are counted, and the
 * counts are printed as JSON on the last line.
 */
import {
  WINDOW_CLOSES,
  WINDOW_OPENS,
  type TransactionsLoadPlan,
  type TransactionsLoadResult,
} from './transactions-plan';

const runLoad = async (plan: TransactionsLoadPlan): Promise<TransactionsLoadResult> => {
  const counts = { requests: 0, failed: 0 };
  let measuring = false;
  let stopping = false;

  const ask = async (headers: Record<string, string>) => {
    while (!stopping) {
      const response = await fetch(plan.url, { headers });
      await response.arrayBuffer();
      if (measuring) counts[response.status === 200 ? 'requests' : 'failed'] += 1;
    }
  };

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const loops = Promise.all(plan.loops.map(ask));
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

const plan = JSON.parse(process.argv[2] ?? '') as TransactionsLoadPlan;
console.log(JSON.stringify(await runLoad(plan)));
