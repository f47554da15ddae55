/**
 * Throughput and p99 latency of the catalog over real HTTP with a 20,000-game catalog on an
 * in-memory database. Each figure is printed with its ratio to `GET /health` of the same server
 * in the same run (target: at least 0.50x for the lobby calls); nothing here asserts a time.
 */
import { sql } from 'drizzle-orm';
import { generateCatalog } from '../src/modules/casino/catalog-generator';
import { CLIENT_AUTH, startHarness } from '../src/test/harness';

const CATALOG_SIZE = Number(process.env['BENCH_CATALOG_SIZE'] ?? 20_000);
const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 4_000);
const CONCURRENCY = 16;
const ROUNDS = 4;
const TARGET = 0.5;
/** Terms a player might type; rotated so the search is not one repeated answer. */
const SEARCH_TERMS = [
  'gold',
  'lucky',
  'dragon',
  'roulette',
  'fruit',
  'diamond',
  'pharaoh',
  'wild',
  'cafe',
  'zlata',
  'rocket',
  'bingo',
  'crown',
  'sweets',
  'galaxy',
  'sevens',
  'mermaid',
  'jackpot',
  'deluxe',
  'rush',
  'hold and',
  'blackjack',
  'scratch',
  'viking',
  'phoenix',
];

const h = await startHarness({ rateLimitMax: 1_000_000_000 });
const started = Date.now();
const [row] = (
  (await h.database.db.execute(sql`select count(*)::int as count from games`)) as unknown as {
    rows: { count: number }[];
  }
).rows;
await generateCatalog(h.database.db, Math.max(0, CATALOG_SIZE - (row?.count ?? 0)));
console.log(
  `Catalog of ${CATALOG_SIZE} games built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const base = await h.app.listen({ host: '127.0.0.1', port: 0 });
// Client and server share this process, so a compressed answer would charge the client's
// decompression to the server. The target cases ask for plain answers; the Brotli cases show
// what compression costs on top, for information.
const auth = { authorization: CLIENT_AUTH, 'accept-encoding': 'identity' };
const authBrotli = { authorization: CLIENT_AUTH, 'accept-encoding': 'br' };
const sections = (
  (await (await fetch(`${base}/v1/casino/sections`, { headers: auth })).json()) as {
    data: { id: number; name: string }[];
  }
).data;
const slots = sections.find((section) => section.name === 'casino-slots')!;
const lobbyQuery = `page=1&per_page=48&sort_by=rank&is_provider_visible=1&is_desktop=1`;

type Case = { name: string; url: (i: number) => string; headers: Record<string, string> };
const cases: Case[] = [
  { name: 'GET /health (baseline)', url: () => '/health', headers: {} },
  { name: 'GET /v1/ip (client check only)', url: () => '/v1/ip', headers: auth },
  {
    name: 'GET /v1/casino/games section page 1',
    url: () => `/v1/casino/games?${lobbyQuery}&section_id=${slots.id}`,
    headers: auth,
  },
  {
    name: 'GET /v1/casino/games name search',
    url: (i) =>
      `/v1/casino/games?${lobbyQuery}&name=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length]!)}`,
    headers: auth,
  },
  {
    name: 'GET /v1/casino/games section page 1, Brotli',
    url: () => `/v1/casino/games?${lobbyQuery}&section_id=${slots.id}`,
    headers: authBrotli,
  },
  {
    name: 'GET /v1/casino/games name search, Brotli',
    url: (i) =>
      `/v1/casino/games?${lobbyQuery}&name=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length]!)}`,
    headers: authBrotli,
  },
];

type Sample = { seconds: number; latencies: number[] };

/** `count` calls with CONCURRENCY in flight: elapsed seconds and each call's latency in ms. */
const run = async (item: Case, count: number): Promise<Sample> => {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const at = performance.now();
      const response = await fetch(`${base}${item.url(i)}`, { headers: item.headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${item.url(i)} answered ${response.status}`);
      latencies.push(performance.now() - at);
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { seconds: (performance.now() - begin) / 1000, latencies };
};

// Warm-up (JIT, read model, connections), then the cases take turns over several rounds, so a
// burst of load from elsewhere on the machine weighs on every case alike.
for (const item of cases) await run(item, REQUESTS / 10);
const samples = cases.map((): Sample => ({ seconds: 0, latencies: [] }));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [index, item] of cases.entries()) {
    const sample = await run(item, Math.ceil(REQUESTS / ROUNDS));
    samples[index]!.seconds += sample.seconds;
    samples[index]!.latencies.push(...sample.latencies);
  }
}
const results = cases.map((item, index) => {
  const { seconds, latencies } = samples[index]!;
  latencies.sort((a, b) => a - b);
  return {
    name: item.name,
    perSecond: latencies.length / seconds,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!,
  };
});
const baseline = results[0]!.perSecond;
console.log(
  `Catalog over HTTP, ${CATALOG_SIZE} games, ${REQUESTS} requests each, ${CONCURRENCY} in flight, database ${h.database.kind}`,
);
for (const result of results) {
  const ratio = result.perSecond / baseline;
  const isLobby = result.name.includes('casino/games') && !result.name.endsWith('Brotli');
  console.log(
    `${result.name.padEnd(46)} ${result.perSecond.toFixed(0).padStart(7)} req/s  p99 ${result.p99
      .toFixed(1)
      .padStart(6)} ms  ${ratio.toFixed(2)}x of baseline${
      isLobby ? `  (target >= ${TARGET.toFixed(2)}x: ${ratio >= TARGET ? 'met' : 'NOT met'})` : ''
    }`,
  );
}
await h.close();
