/**
 * Request throughput of the API core through `app.inject` on an in-memory database. Each figure
 * is printed with its ratio to `GET /health` measured in the same run, so results compare across
 * machines; nothing here asserts a time.
 */
import { eq } from 'drizzle-orm';
import { createSessionsRepository } from '../src/modules/auth/sessions.repository';
import { createSessionsService } from '../src/modules/auth/sessions.service';
import { players } from '../src/modules/players/players.tables';
import { CLIENT_AUTH, startHarness } from '../src/test/harness';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2_000);

// One address sends every request here; the per-address limit would cut the run short.
const h = await startHarness({ rateLimitMax: 1_000_000 });
const [player] = await h.database.db
  .select({ id: players.id })
  .from(players)
  .where(eq(players.username, 'demoplayer'));
const { token } = await createSessionsService(
  createSessionsRepository(h.database.db),
).createSession(player!.id);

const cases: { name: string; url: string; headers: Record<string, string> }[] = [
  { name: 'GET /health (baseline)', url: '/health', headers: {} },
  { name: 'GET /v1/ip (client check)', url: '/v1/ip', headers: { authorization: CLIENT_AUTH } },
  {
    name: 'GET /v1/cms/translations/en (cached)',
    url: '/v1/cms/translations/en',
    headers: { authorization: CLIENT_AUTH },
  },
  {
    name: 'GET /v1/cms/skin-settings',
    url: '/v1/cms/skin-settings',
    headers: { authorization: CLIENT_AUTH },
  },
  {
    name: 'GET /v1/me (session)',
    url: '/v1/me',
    headers: { authorization: CLIENT_AUTH, 'user-token': token },
  },
];

const measure = async (url: string, headers: Record<string, string>): Promise<number> => {
  for (let i = 0; i < ROUNDS / 10; i += 1) await h.app.inject({ method: 'GET', url, headers });
  const started = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i += 1) {
    const response = await h.app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return ROUNDS / seconds;
};

const results: { name: string; perSecond: number }[] = [];
for (const item of cases)
  results.push({ name: item.name, perSecond: await measure(item.url, item.headers) });
const baseline = results[0]!.perSecond;
console.log(`API core, ${ROUNDS} requests each, database ${h.database.kind}`);
for (const result of results) {
  console.log(
    `${result.name.padEnd(40)} ${result.perSecond.toFixed(0).padStart(7)} req/s   ${(
      result.perSecond / baseline
    ).toFixed(2)}x of baseline`,
  );
}
await h.close();
