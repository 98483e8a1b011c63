/**
 * The workload of `npm run bench:api` in which no two requests are alike (issue 41): random
 * counsellings, one to three filters (state, quota, category, course, institute, year, round),
 * a sort or none, pages 1-10, over the four data screens, drawn with a fixed seed so runs
 * compare; measured beside `/api/health` in the same run at 8 and 32 connections from a worker
 * thread, then EXPLAIN ANALYZE of the statements of the slowest request shapes.
 */
import { Worker } from 'node:worker_threads';
import { DATA_SCREENS, SCREEN_CAPABILITIES, type DataScreen, type Facets } from '@seatscope/shared';
import type { PostgresHandle } from '../src/db/client';
import { SeededRandom } from '../src/data/demo/random';

/** The seed of the drawn requests: the same requests in the same order on every run. */
const WORKLOAD_SEED = 41;
/** Requests drawn: more than any run sends, so no request is sent twice in one bench run. */
const DRAWN_REQUESTS = 60_000;
const WARM_UP_SECONDS = 2;
const MEASURED_SECONDS = 10;
const TARGET = 'p97.5 <= 100 ms, >= 0.2x health at 8 connections';

/** What the workload needs of an app: to be asked a request in process. */
interface InProcessApp {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
}

interface DrawnRequest {
  path: string;
  /** Screen, filter names and sort field: requests of one shape run the same statements. */
  shape: string;
}

interface ScreenCatalogue {
  screen: DataScreen;
  counsellings: { id: string; facets: Facets }[];
}

type Filter = 'state' | 'quota' | 'category' | 'course' | 'institute' | 'year' | 'round';
const FILTERS: readonly Filter[] = [
  'state',
  'quota',
  'category',
  'course',
  'institute',
  'year',
  'round',
];

/** Each screen's counsellings and their filter options, as the screens' own requests read them. */
async function readCatalogue(app: InProcessApp, cookie: string): Promise<ScreenCatalogue[]> {
  const read = async <T>(path: string): Promise<T> => {
    const response = await app.request(`http://localhost:3000${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const catalogue: ScreenCatalogue[] = [];
  for (const screen of DATA_SCREENS) {
    const listed = await read<{ counsellings: { id: string }[] }>(
      `/api/counsellings?screen=${screen}`,
    );
    const ids = listed.counsellings.map(({ id }) => id);
    const counsellings = [];
    for (const id of ids) {
      counsellings.push({
        id,
        facets: await read<Facets>(`/api/${screen}/facets?counselling=${id}`),
      });
    }
    catalogue.push({ screen, counsellings });
  }
  return catalogue;
}

/** The options a screen offers for a filter in one counselling (empty: not on the screen). */
function filterValues(screen: DataScreen, facets: Facets, filter: Filter): (string | number)[] {
  if (filter === 'institute') return facets.institutes;
  if (!(SCREEN_CAPABILITIES[screen].lists as readonly string[]).includes(filter)) return [];
  switch (filter) {
    case 'state':
      return facets.states;
    case 'quota':
      return facets.quotas;
    case 'category':
      return facets.categories;
    case 'course':
      return facets.courses;
    case 'year':
      return facets.years;
    case 'round':
      return facets.rounds.map(({ round }) => round);
  }
}

/** DRAWN_REQUESTS distinct data-screen requests, the same on every run over the same data. */
function drawRequests(catalogue: ScreenCatalogue[]): DrawnRequest[] {
  const random = new SeededRandom(WORKLOAD_SEED);
  const screens = catalogue.filter(({ counsellings }) => counsellings.length > 0);
  const seen = new Set<string>();
  const drawn: DrawnRequest[] = [];
  for (let attempt = 0; drawn.length < DRAWN_REQUESTS && attempt < DRAWN_REQUESTS * 20; attempt++) {
    const { screen, counsellings } = random.pick(screens);
    const { id, facets } = random.pick(counsellings);
    const offered = FILTERS.filter((filter) => filterValues(screen, facets, filter).length > 0);
    const wanted = Math.min(offered.length, random.int(1, 3));
    const chosen = new Set<Filter>();
    while (chosen.size < wanted) chosen.add(random.pick(offered));
    const params = new URLSearchParams({ counselling: id });
    for (const filter of chosen) {
      params.set(filter, String(random.pick(filterValues(screen, facets, filter))));
    }
    // The default order as often as each sort.
    const sorts = SCREEN_CAPABILITIES[screen].sorts;
    const sortIndex = random.int(0, sorts.length);
    const field = sorts[sortIndex];
    if (field) params.set('sort', `${field}.${random.next() < 0.5 ? 'asc' : 'desc'}`);
    const page = random.int(1, 10);
    if (page > 1) params.set('page', String(page));
    const path = `/api/${screen}?${params.toString()}`;
    if (seen.has(path)) continue;
    seen.add(path);
    drawn.push({
      path,
      shape: `${screen} [${[...chosen].sort().join('+')}] sort ${field ?? 'default'}`,
    });
  }
  return drawn;
}

interface LoadResult {
  /** Requests answered in the measured window, per second. */
  rate: number;
  /** [index into the paths, milliseconds, status] per measured request. */
  answers: [number, number, number][];
  /** Paths sent, warm-up included. */
  taken: number;
  /** Whether the paths ran out before the window ended (then the window is shorter). */
  exhausted: boolean;
}

/**
 * The load generator, in a worker thread of its own so it does not share the event loop it
 * measures: `connections` keep-alive connections, each sending the next unsent path (or the one
 * path over and over with `repeat`) as soon as its last answer arrived.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, paths, repeat, connections, warmUpSeconds, measuredSeconds, headers } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let next = 0;
const take = () => (repeat ? 0 : next < paths.length ? next++ : -1);
const get = (path) => new Promise((resolve) => {
  const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
    response.resume();
    response.on('end', () => resolve(response.statusCode));
    response.on('error', () => resolve(0));
  });
  request.on('error', () => resolve(0));
});
async function connection(until, answers) {
  for (;;) {
    if (performance.now() >= until) return;
    const index = take();
    if (index < 0) return;
    const started = performance.now();
    const status = await get(paths[index]);
    if (answers) answers.push([index, performance.now() - started, status]);
  }
}
async function run(seconds, answers) {
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, () => connection(started + seconds * 1000, answers)));
  return (performance.now() - started) / 1000;
}
(async () => {
  await run(warmUpSeconds, null);
  const answers = [];
  const seconds = await run(measuredSeconds, answers);
  agent.destroy();
  parentPort.postMessage({ rate: answers.length / seconds, answers, taken: next, exhausted: !repeat && next >= paths.length });
})();
`;

function runLoad(
  port: number,
  headers: Record<string, string>,
  paths: string[],
  connections: number,
  repeat = false,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        port,
        paths,
        repeat,
        connections,
        warmUpSeconds: WARM_UP_SECONDS,
        measuredSeconds: MEASURED_SECONDS,
        headers,
      },
    });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const latencies = (answers: [number, number, number][]) =>
  answers.map(([, ms]) => ms).sort((a, b) => a - b);

/** The statements a request runs, recorded off the pool as it sends them. */
export function recordStatements(handle: PostgresHandle) {
  const captured: { text: string; values: unknown[] }[] = [];
  const originalQuery = handle.pool.query.bind(handle.pool) as (...args: unknown[]) => unknown;
  const pool = handle.pool as unknown as { query: (...args: unknown[]) => unknown };
  pool.query = (...args: unknown[]) => {
    const [first, second] = args;
    if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      // drizzle passes the parameters beside the query config, not inside it.
      captured.push({
        text: config.text,
        values: config.values ?? (Array.isArray(second) ? second : []),
      });
    } else if (typeof first === 'string') {
      captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    }
    return originalQuery(...args);
  };
  return {
    captured,
    /** Only the statements that read the data tables. */
    dataStatements: () =>
      captured.filter((statement) =>
        /from "?(allotment|closing_rank|cutoff_row|seat_matrix|fee|counselling_round)"?\b/i.test(
          statement.text,
        ),
      ),
    stop: () => {
      pool.query = originalQuery;
    },
  };
}

export interface DistinctWorkloadSetup {
  label: string;
  handle: PostgresHandle;
  /** The server as it runs (answers kept, caches warm) on a port, and its signed-in headers. */
  port: number;
  headers: Record<string, string>;
  /** The same app without the answer cache, for reading the slowest requests' plans. */
  computed: { app: InProcessApp; cookie: string };
}

/** Runs the workload and prints its figures and the plans of its slowest shapes. */
export async function distinctWorkload(setup: DistinctWorkloadSetup): Promise<void> {
  const { label, handle, port, headers, computed } = setup;
  const catalogue = await readCatalogue(computed.app, computed.cookie);
  const drawn = drawRequests(catalogue);
  const paths = drawn.map(({ path }) => path);
  console.log(
    `${label}: ${drawn.length.toLocaleString('en-IN')} distinct requests drawn (seed ${WORKLOAD_SEED}) over ` +
      catalogue.map(({ screen, counsellings }) => `${screen} ${counsellings.length}`).join(', ') +
      ' counsellings',
  );
  const table: Record<string, string | number>[] = [];
  const measured: LoadResult[] = [];
  let sent = 0;
  for (const connections of [8, 32]) {
    const health = await runLoad(port, headers, ['/api/health'], connections, true);
    // Each load its own slice of the drawn requests: none is asked twice, by any load.
    const slice = paths.slice(sent);
    const distinct = await runLoad(port, headers, slice, connections);
    sent += distinct.taken;
    measured.push({
      ...distinct,
      answers: distinct.answers.map(([index, ms, status]) => [
        index + paths.length - slice.length,
        ms,
        status,
      ]),
    });
    for (const [load, result] of [
      ['/api/health', health],
      ['distinct data-screen requests', distinct],
    ] as const) {
      const sorted = latencies(result.answers);
      table.push({
        load,
        connections,
        'req/s': Math.round(result.rate),
        'x health': Number((result.rate / health.rate).toFixed(2)),
        'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
        'p97.5 ms': Number(percentile(sorted, 97.5).toFixed(1)),
        'non-2xx': result.answers.filter(([, , status]) => status < 200 || status > 299).length,
        target: result === distinct ? (connections === 8 ? TARGET : '') : '',
        note: result.exhausted ? 'ran out of drawn requests' : '',
      });
    }
  }
  console.table(table);

  // The slowest shapes over both loads: p97.5 of each shape seen at least 3 times.
  const byShape = new Map<string, { ms: number[]; slowest: [number, number] }>();
  for (const result of measured) {
    for (const [index, ms] of result.answers) {
      const request = drawn[index];
      if (!request) continue;
      const entry = byShape.get(request.shape) ?? { ms: [], slowest: [index, 0] };
      entry.ms.push(ms);
      if (ms > entry.slowest[1]) entry.slowest = [index, ms];
      byShape.set(request.shape, entry);
    }
  }
  const shapes = [...byShape.entries()]
    .filter(([, { ms }]) => ms.length >= 3)
    .map(([shape, { ms, slowest }]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return {
        shape,
        count: ms.length,
        p50: percentile(sorted, 50),
        p975: percentile(sorted, 97.5),
        slowest,
      };
    })
    .sort((a, b) => b.p975 - a.p975);
  console.log(`${label}: the slowest request shapes (of ${shapes.length} seen at least 3 times)`);
  console.table(
    shapes.slice(0, 12).map(({ shape, count, p50, p975 }) => ({
      shape,
      requests: count,
      'p50 ms': Number(p50.toFixed(1)),
      'p97.5 ms': Number(p975.toFixed(1)),
    })),
  );
  // The plan of each of the five slowest shapes' slowest request, asked again without the
  // answer cache on one connection: its slowest statement, as PostgreSQL ran it.
  const recorder = recordStatements(handle);
  try {
    for (const { shape, slowest } of shapes.slice(0, 5)) {
      const path = drawn[slowest[0]]?.path ?? '';
      recorder.captured.length = 0;
      await (
        await computed.app.request(`http://localhost:3000${path}`, {
          headers: { cookie: computed.cookie },
        })
      ).arrayBuffer();
      let worst = { ms: -1, plan: '' };
      for (const statement of recorder.dataStatements()) {
        const result = await handle.pool.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          statement.values,
        );
        const lines = result.rows.map((row) => row['QUERY PLAN']);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? 0);
        if (ms > worst.ms) worst = { ms, plan: lines.join('\n') };
      }
      console.log(`\n--- ${shape}: ${path} (${slowest[1].toFixed(0)} ms under load)`);
      console.log(worst.plan.split('\n').slice(0, 40).join('\n'));
    }
  } finally {
    recorder.stop();
  }
}
