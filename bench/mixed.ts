/**
 * `npm run bench`: a mixed workload (contact list and search, ticket list and create, KB search, tenant lookup) on
 * PostgreSQL with 10 tenants and 1,000,000 contacts, under 100 concurrent connections for 30 s, against the real server
 * (signed-in staff of every tenant, RLS, validation) and, in the same run, against a bare baseline
 * (bench/baseline/server.ts: the same SQL through `pg`, no session, validation or RLS). Each route's throughput is
 * reported as a ratio to its baseline (aim: at least 0.5), with p50/p95/p99 latency.
 */
import os from "node:os";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { BASELINE_STATEMENTS, startBaseline } from "./baseline/server";
import { cpuSnapshot, othersShare } from "./lib/cpu";
import {
  formatTable,
  type MixedRequest,
  type MixedResult,
  measureMixed,
  measurePaced,
  type PacedResult,
  type RouteResult,
} from "./lib/measure";
import { writeResults } from "./lib/report";
import { DATABASE_NAME, prepareBenchDatabase, routes, signInTenants, TENANTS, workload } from "./lib/workload";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const durationSeconds = Number(process.env.BENCH_DURATION ?? process.env.BENCH_SECONDS ?? 30);
/** BENCH_PER_ROUTE=0 skips the runs of each route alone (the ratios per route); the mixed runs are always made. */
const perRouteRuns = process.env.BENCH_PER_ROUTE !== "0";
/** The mixed workload at a fixed arrival rate (open loop), BENCH_RATE requests a second; BENCH_FIXED_RATE=0 skips it. */
const fixedRate = process.env.BENCH_FIXED_RATE === "0" ? 0 : Number(process.env.BENCH_RATE ?? 200);
const POOL_SIZE = 20;
const WARM_UP_SECONDS = Math.min(5, durationSeconds);

const database = await prepareBenchDatabase();
const { ownerUrl, appUrl } = database;

/* ---- The real server, as in production: a role that owns nothing (RLS applies), staff signed in per tenant ---- */

const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: appUrl } as NodeJS.ProcessEnv);
const appDatabase = await openDatabase({ url: appUrl, poolSize: POOL_SIZE });
const app = await buildApp({ config, database: appDatabase, jobsDatabaseUrl: ownerUrl });
const stackAddress = await app.listen({ host: "127.0.0.1", port: 0 });
const port = new URL(stackAddress).port;
const tenants = await signInTenants(Number(port), database);

/* ---- The bare baseline: the same SQL through pg as the owning role, in this process too ---- */

const baseline = await startBaseline({ databaseUrl: ownerUrl, poolSize: POOL_SIZE });

const { mixedRequests, requestOf, routeRequests } = workload(tenants);

/* ---- The same SQL: every statement the baseline runs for a route is one the server runs for it ---- */

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
let captured: string[] | null = null;
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [query] = args;
  const text = typeof query === "string" ? query : (query as { text?: string } | undefined)?.text;
  // A parameterless query may hold several statements (the tenant transaction's BEGIN and binding): each counts.
  const values = typeof query === "string" ? args[1] : (query as { values?: unknown[] } | undefined)?.values;
  const statements = text && !values ? text.split(/;\s+(?=[a-z])/i) : text ? [text] : [];
  if (captured) captured.push(...statements.map(normalise));
  return clientQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

async function statementsOf(
  server: "stack" | "baseline",
  request: MixedRequest,
): Promise<{ statements: string[]; answer: unknown }> {
  captured = [];
  const answer = await (server === "stack" ? app : baseline.app).inject({
    method: request.method,
    url: request.path,
    headers: request.headers,
    payload: request.body,
  });
  const statements = captured;
  captured = null;
  if (answer.statusCode >= 300) throw new Error(`${server}: ${request.method} ${request.path} → ${answer.statusCode}`);
  return { statements, answer: answer.json() };
}

const showSql = process.env.BENCH_SHOW_SQL === "1";
const baselineStatements = new Set(BASELINE_STATEMENTS.map(normalise));
for (const route of routes) {
  const request = requestOf(route, 0);
  const { statements: stack, answer: stackAnswer } = await statementsOf("stack", request);
  const { statements: bare, answer: bareAnswer } = await statementsOf("baseline", request);
  // Only the baseline's own statements count (pg-boss and the server's timers run meanwhile). The search functions
  // read the tenant from app.tenant_id, which the baseline sets outside a transaction: the server does it otherwise.
  const own = bare.filter((s) => baselineStatements.has(s));
  const missing = route.cachedByServer && stack.length === 0 ? [] : own.filter((s) => !stack.includes(s));
  if (showSql || missing.length > 0) {
    console.log(`\n${route.name}\n  server:\n${stack.map((s) => `    ${s}`).join("\n")}`);
    console.log(`  baseline:\n${bare.map((s) => `    ${s}`).join("\n")}`);
  }
  if (missing.length > 0) throw new Error(`The baseline runs SQL the server does not for ${route.name}`);
  // And the same answer (a created ticket differs in its id and number only).
  const comparable = (answer: unknown) =>
    request.method === "POST"
      ? { ...(answer as object), id: null, number: null, createdAt: null, updatedAt: null }
      : answer;
  if (!isDeepStrictEqual(comparable(stackAnswer), comparable(bareAnswer))) {
    console.log(JSON.stringify(stackAnswer).slice(0, 1000), "\n", JSON.stringify(bareAnswer).slice(0, 1000));
    throw new Error(`The baseline's answer differs from the server's for ${route.name}`);
  }
  if (own.length === 0) throw new Error(`The baseline ran none of its statements for ${route.name}`);
  console.log(
    route.cachedByServer && stack.length === 0
      ? `${route.name}: the same answer; the server answered from its cache`
      : `${route.name}: the same answer; the baseline's ${own.length} statements are among the server's`,
  );
}
pg.Client.prototype.query = clientQuery as typeof pg.Client.prototype.query;

/* ---- The runs ---- */

type Side = "stack" | "baseline";
// BENCH_ONLY=stack (or baseline) measures one server alone, for a profile (`node --cpu-prof --import tsx bench/mixed.ts`).
const only = process.env.BENCH_ONLY as Side | undefined;
const sides: Side[] = only ? [only] : ["stack", "baseline"];
const run = (side: Side, requests: MixedRequest[], seconds: number, start = 0) =>
  measureMixed(side, side === "stack" ? stackAddress : baseline.address, {
    connections,
    durationSeconds: seconds,
    requests,
    start,
  });
// The machine may be shared: how much CPU other processes took during each server's measured runs.
const othersCpu: Record<Side, { share: number; runs: number }> = {
  stack: { share: 0, runs: 0 },
  baseline: { share: 0, runs: 0 },
};
async function measured(side: Side, requests: MixedRequest[]): Promise<MixedResult> {
  const before = cpuSnapshot(DATABASE_NAME);
  const ownBefore = process.cpuUsage();
  const result = await run(side, requests, durationSeconds);
  const share = othersShare(before, cpuSnapshot(DATABASE_NAME));
  // This process's CPU per answer (the server under test runs here, the load generator does not): unlike the rates, it
  // hardly moves when other processes share the machine, so two commits compare on it even on a busy machine.
  const own = process.cpuUsage(ownBefore);
  const answered = result.total.requestsPerSecond * durationSeconds;
  if (answered > 0)
    console.log(`  ${side}: ${((own.user + own.system) / 1000 / answered).toFixed(3)} ms of CPU per answer`);
  if (share !== null) {
    othersCpu[side].share += share;
    othersCpu[side].runs += 1;
  }
  return result;
}

console.log(`\nWarming up (${WARM_UP_SECONDS} s per server)…`);
for (const side of sides) await run(side, mixedRequests, WARM_UP_SECONDS, Math.floor(mixedRequests.length / 2));

console.log(`Mixed workload, ${connections} connections, ${durationSeconds} s per server…`);
const mixed: Partial<Record<Side, MixedResult>> = {};
for (const side of sides) mixed[side] = await measured(side, mixedRequests);

const paced: Partial<Record<Side, PacedResult>> = {};
if (fixedRate > 0) {
  console.log(`Mixed workload at ${fixedRate} requests a second (open loop), ${durationSeconds} s per server…`);
  for (const side of sides) {
    paced[side] = await measurePaced(side, side === "stack" ? stackAddress : baseline.address, {
      connections,
      durationSeconds,
      requests: mixedRequests,
      requestsPerSecond: fixedRate,
    });
    const { sentPerSecond, peakInFlight } = paced[side]!;
    console.log(`  ${side}: ${sentPerSecond} sent a second, at most ${peakInFlight} waiting for an answer`);
    if (peakInFlight >= connections) console.log(`  (all ${connections} connections busy: requests queued for one)`);
  }
}

const alone: Partial<Record<Side, RouteResult>>[] = [];
if (perRouteRuns) {
  for (const route of routes) {
    console.log(`${route.name} alone, ${durationSeconds} s per server…`);
    const requests = routeRequests(route);
    const results: Partial<Record<Side, RouteResult>> = {};
    for (const side of sides) results[side] = { ...(await measured(side, requests)).total, name: route.name };
    alone.push(results);
  }
}

await app.close();
await appDatabase.close();
await baseline.close();

if (only) {
  console.log(`\n${only} alone, ${connections} connections, ${durationSeconds} s per run\n`);
  console.log(formatTable([...mixed[only]!.routes, mixed[only]!.total]));
  if (paced[only])
    console.log(`\nAt ${fixedRate} req/s:\n${formatTable([...paced[only]!.routes, paced[only]!.total])}`);
  if (perRouteRuns) console.log(`\n${formatTable(alone.map((r) => r[only]!))}`);
  process.exit(0);
}

/* ---- The report ---- */

const latency = (r: RouteResult) => `${r.p50} / ${r.p95} / ${r.p99}`;
const ratio = (stack: RouteResult, bare: RouteResult) =>
  bare.requestsPerSecond > 0 ? (stack.requestsPerSecond / bare.requestsPerSecond).toFixed(2) : "–";
/** The aim at the fixed rate (issue 24 point 5): p95 under 50 ms, a KB search under 100. */
const p95Aim = (route: string) => (route.startsWith("KB search") ? 100 : 50);
type Row = { stack: RouteResult; baseline: RouteResult; paced?: RouteResult };
function table(rows: Row[]): string {
  const atRate = rows.some((r) => r.paced);
  const header =
    "| route | server req/s | baseline req/s | ratio | server p50 / p95 / p99 ms | baseline p50 / p95 / p99 ms | non-2xx | errors |" +
    (atRate ? ` server p95 ms at ${fixedRate}/s |` : "") +
    "\n|---|---:|---:|---:|---:|---:|---:|---:|" +
    (atRate ? "---:|" : "");
  const lines = rows.map(
    ({ stack, baseline: bare, paced: at }) =>
      `| ${stack.name} | ${stack.requestsPerSecond} | ${bare.requestsPerSecond} | ${ratio(stack, bare)} | ${latency(stack)} | ${latency(bare)} | ${stack.non2xx + bare.non2xx} | ${stack.errors + bare.errors} |` +
      (atRate ? ` ${at?.p95 ?? "–"} |` : ""),
  );
  return [header, ...lines].join("\n");
}
const mixedRows = ({ stack, baseline: bare }: { stack: MixedResult; baseline: MixedResult }): Row[] => [
  ...stack.routes.map((route, i) => ({ stack: route, baseline: bare.routes[i]!, paced: paced.stack?.routes[i] })),
  {
    stack: { ...stack.total, name: "**all routes**" },
    baseline: { ...bare.total, name: "**all routes**" },
    paced: paced.stack?.total,
  },
];
function pacedTable({ stack, baseline: bare }: { stack: PacedResult; baseline: PacedResult }): string {
  const header =
    "| route | aim p95 ms | server p50 / p95 / p99 ms | baseline p50 / p95 / p99 ms | met | non-2xx | errors |\n" +
    "|---|---:|---:|---:|---|---:|---:|";
  const lines = stack.routes.map((route, i) => {
    const other = bare.routes[i]!;
    const met = route.p95 < p95Aim(route.name) ? "yes" : "**no**";
    return `| ${route.name} | ${p95Aim(route.name)} | ${latency(route)} | ${latency(other)} | ${met} | ${route.non2xx + other.non2xx} | ${route.errors + other.errors} |`;
  });
  const all = `| **all routes** | | ${latency(stack.total)} | ${latency(bare.total)} | | ${stack.total.non2xx + bare.total.non2xx} | ${stack.total.errors + bare.total.errors} |`;
  return [header, ...lines, all].join("\n");
}

const cpus = os.cpus();
const gib = Math.round(os.totalmem() / 2 ** 30);
const postgres = /^PostgreSQL [\d.]+/.exec(database.version)?.[0] ?? database.version;
const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${gib} GiB, Node ${process.version}, ${postgres} on the same machine (shared_buffers ${database.sharedBuffers}), ${os.type()} ${os.release()}`;
const sharePercent = (side: Side) =>
  othersCpu[side].runs > 0 ? `${Math.round((100 * othersCpu[side].share) / othersCpu[side].runs)} %` : "unknown";
const sharing = `other processes on the machine took ${sharePercent("stack")} of its CPU time during the server's runs and ${sharePercent("baseline")} during the baseline's`;
const report = [
  `${machine}; ${TENANTS} tenants, ${database.contacts.toLocaleString("en-US")} contacts, ${database.tickets.toLocaleString("en-US")} tickets, ${database.articles.toLocaleString("en-US")} published articles; ${connections} connections (closed loop), ${durationSeconds} s per run, pools of ${POOL_SIZE}; ${sharing}; ${new Date().toISOString().slice(0, 10)}.`,
  "Mixed workload (one run per server; every connection sends the routes in turn, so each route gets an equal share of the requests):",
  table(mixedRows({ stack: mixed.stack!, baseline: mixed.baseline! })),
  ...(paced.stack && paced.baseline
    ? [
        `The same mix at a fixed rate of ${fixedRate} requests a second (open loop: the n-th request leaves at n / ${fixedRate} s on a free one of up to ${connections} kept-alive connections, and its latency counts from then; ${durationSeconds} s per server, at most ${paced.stack.peakInFlight} (server) and ${paced.baseline.peakInFlight} (baseline) requests waiting for an answer at once):`,
        pacedTable({ stack: paced.stack, baseline: paced.baseline }),
      ]
    : []),
  ...(perRouteRuns
    ? [
        "Each route alone (one run per route and server): the ratios per route.",
        table(alone.map((r) => ({ stack: r.stack!, baseline: r.baseline! }))),
      ]
    : []),
].join("\n\n");
console.log(`\n${report}`);
await writeResults("mixed", report);
