/**
 * The load of the deposits bench, run as its own process: 32 loops post the payment provider's
 * signed `payment.succeeded` webhooks, one per open card deposit, until every deposit is sent.
 * It takes the path of its plan (a JSON file) as its one argument and prints the counts as JSON
 * on its last line.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../src/adapters/psp/psp';

export type DepositsPlan = {
  url: string;
  secret: string;
  concurrency: number;
  deposits: { transactionId: number; reference: string; amount: number; currency: string }[];
};
export type DepositsResult = { settled: number; failed: number; seconds: number; cpuMs: number };

const run = async (plan: DepositsPlan): Promise<DepositsResult> => {
  const queue = [...plan.deposits];
  const counts = { settled: 0, failed: 0 };
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  const loop = async () => {
    for (let deposit = queue.pop(); deposit; deposit = queue.pop()) {
      const body = JSON.stringify({
        id: `evt_test_${randomUUID()}`,
        type: 'payment.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: deposit.reference,
            reference: String(deposit.transactionId),
            amount: deposit.amount,
            currency: deposit.currency,
          },
        },
      });
      const response = await fetch(plan.url, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(plan.secret, body, new Date()),
        },
      });
      const answer = (await response.json().catch(() => ({}))) as { outcome?: string };
      counts[response.status === 200 && answer.outcome === 'applied' ? 'settled' : 'failed'] += 1;
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, loop));
  const cpu = process.cpuUsage(cpuBefore);
  return {
    ...counts,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    cpuMs: (cpu.user + cpu.system) / 1_000,
  };
};

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as DepositsPlan;
console.log(JSON.stringify(await run(plan)));
