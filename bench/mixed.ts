/**
 * `npm run bench`: a mixed workload (contact list and search, ticket list and create, KB search, tenant lookup) on
 * PostgreSQL with 10 tenants and 1,000,000 contacts, under 100 concurrent connections for 30 s, against the real server
 * (signed-in staff of every tenant, RLS, validation) and, in the same run, against a bare baseline
 * (bench/baseline/server.ts: the same SQL through `pg`, no session, validation or RLS). Each route's throughput is
 * reported as a ratio to its baseline (aim: at least 0.5), with p50/p95/p99 latency.
 */
import os from "node:os";
import { isDeepStrictEqual } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase, queryRows } from "../apps/server/src/db/client";
import { migratePostgresDatabase } from "../apps/server/src/db/migrate";
import { seedDatabase } from "../apps/server/src/db/seed";
import { BASELINE_STATEMENTS, startBaseline } from "./baseline/server";
import { cpuSnapshot, othersShare } from "./lib/cpu";
import { formatTable, type MixedRequest, type MixedResult, measureMixed, type RouteResult } from "./lib/measure";
import { freshDatabase } from "./lib/postgres";
import { writeResults } from "./lib/report";
import {
  BENCH_PASSWORD,
  HISTORY_EVENTS,
  HISTORY_NOTES,
  historyContactEmail,
  kbQueryWord,
  seedContactTenants,
  seededRandom,
  seedGeneratedArticles,
  seedTagsAndHistory,
  seedTickets,
  TAG_BY_SHARE,
  tagShare,
  ticketSearchWord,
} from "./lib/seed";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const durationSeconds = Number(process.env.BENCH_DURATION ?? process.env.BENCH_SECONDS ?? 30);
/** BENCH_PER_ROUTE=0 skips the runs of each route alone (the ratios per route); the mixed runs are always made. */
const perRouteRuns = process.env.BENCH_PER_ROUTE !== "0";
const TENANTS = Number(process.env.BENCH_TENANTS ?? 10);
const PER_TENANT = Number(process.env.BENCH_CONTACTS_PER_TENANT ?? 100_000);
const TICKETS_PER_TENANT = Number(process.env.BENCH_TICKETS_PER_TENANT ?? 100_000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 1_000);
const POOL_SIZE = 20;
const WARM_UP_SECONDS = Math.min(5, durationSeconds);

/* ---- The database: seeded once; BENCH_REUSE=1 keeps the one of an earlier run (migrated forward) ---- */

const reuse = process.env.BENCH_REUSE === "1";
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? "engagesuite_bench_mixed";
const { ownerUrl, appUrl } = await freshDatabase(adminUrl, DATABASE_NAME, { reuse });
await migratePostgresDatabase(ownerUrl);
const owner = await openDatabase({ url: ownerUrl, poolSize: 4 });
// The generated articles are seeded last: when they are there, so is the rest.
const seeded =
  reuse && (await queryRows(owner.db, sql`select 1 from kb_articles where slug = 'generated-1'`)).length > 0;
if (!seeded) {
  await seedDatabase(owner.db, { demo: false }); // the catalogue and the shipped help articles
  await seedContactTenants(owner.db, TENANTS, PER_TENANT);
  console.log(`Seeding ${TICKETS_PER_TENANT} tickets per tenant and ${ARTICLES.toLocaleString("en-US")} KB articles…`);
  await seedTickets(owner.db, TICKETS_PER_TENANT);
  await seedGeneratedArticles(owner.db, ARTICLES);
}
// Issue 21's tags and a contact with a long history, also in a database seeded before them.
await seedTagsAndHistory(owner.db);
// Every tenant has every service module (issue 18's entitlements refuse a module's routes to a tenant without it),
// also in a database seeded before the modules counted.
await owner.db.execute(
  sql`update tenants set service_modules = (select array_agg(id order by id) from service_modules)`,
);
// Sign-ins of earlier runs: their sessions and attempts (the limit is 100 sign-ins per 10 minutes from one address).
await owner.db.execute(sql`delete from staff_sessions`);
await owner.db.execute(sql`delete from rate_limit_buckets where key like 'login:%'`);
// And the tickets they created, so that every run starts from the same tickets.
await owner.db.execute(sql`delete from tickets where number > ${TICKETS_PER_TENANT}`);
await owner.db.execute(sql`update ticket_counters set last_number = ${TICKETS_PER_TENANT}`);
await owner.db.execute(sql`vacuum analyze tickets`);
const [database] = await queryRows<{
  version: string;
  sharedBuffers: string;
  contacts: number;
  tickets: number;
  articles: number;
}>(
  owner.db,
  sql`select version(), current_setting('shared_buffers') as "sharedBuffers",
        (select count(*)::int from contacts) as contacts, (select count(*)::int from tickets) as tickets,
        (select count(*)::int from kb_articles where status = 'published') as articles`,
);
// Per tenant: the contact with a long history and the tags the tag-filtered lists ask for.
const tenantData = new Map<string, { historyContactId: string; tagIds: Record<string, string> }>();
for (let i = 0; i < TENANTS; i++) {
  const [contact] = await queryRows<{ id: string; tenantId: string }>(
    owner.db,
    sql`select id, tenant_id as "tenantId" from contacts where email = ${historyContactEmail(i)}`,
  );
  const tagRows = await queryRows<{ id: string; name: string }>(
    owner.db,
    sql`select id, name from tags where tenant_id = ${contact!.tenantId}`,
  );
  tenantData.set(contact!.tenantId, {
    historyContactId: contact!.id,
    tagIds: Object.fromEntries(tagRows.map((t) => [t.name, t.id])),
  });
}
await owner.close();
console.log(
  `${database!.contacts.toLocaleString("en-US")} contacts, ${database!.tickets.toLocaleString("en-US")} tickets, ${database!.articles.toLocaleString("en-US")} published articles`,
);

/* ---- The real server, as in production: a role that owns nothing (RLS applies), staff signed in per tenant ---- */

const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: appUrl } as NodeJS.ProcessEnv);
const appDatabase = await openDatabase({ url: appUrl, poolSize: POOL_SIZE });
const app = await buildApp({ config, database: appDatabase, jobsDatabaseUrl: ownerUrl });
const stackAddress = await app.listen({ host: "127.0.0.1", port: 0 });
const port = new URL(stackAddress).port;

interface BenchTenant {
  id: string;
  /** Its contact with HISTORY_NOTES notes and HISTORY_EVENTS events (issue 21's record page). */
  historyContactId: string;
  /** Its tags' ids by name (BENCH_TAGS). */
  tagIds: Record<string, string>;
  userId: string;
  subdomain: string;
  /** What the web app sends from the tenant's host: its Host, the session cookie and (for writes) the Origin. */
  headers: Record<string, string>;
}
const tenants: BenchTenant[] = [];
for (let i = 0; i < TENANTS; i++) {
  const host = `bench${i}.localhost:${port}`;
  // Signed in through the app itself: fetch cannot send another Host header (autocannon, a raw HTTP client, can).
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/tenant/login",
    headers: { host, origin: `http://${host}` },
    payload: { username: "admin", password: BENCH_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`Sign-in to bench${i} answered ${login.statusCode}: ${login.body}`);
  const { user } = login.json() as { user: { id: string; tenantId: string } };
  const cookie = `${login.cookies[0]!.name}=${login.cookies[0]!.value}`;
  tenants.push({
    ...tenantData.get(user.tenantId)!,
    id: user.tenantId,
    userId: user.id,
    subdomain: `bench${i}`,
    headers: { host, cookie, origin: `http://${host}` },
  });
}

/* ---- The bare baseline: the same SQL through pg as the owning role, in this process too ---- */

const baseline = await startBaseline({ databaseUrl: ownerUrl, poolSize: POOL_SIZE });

/* ---- The workload: the same requests (paths, bodies, headers) to both servers ---- */

interface Route {
  name: string;
  /** The k-th request of this route (tenant k mod TENANTS). */
  request: (tenant: BenchTenant, k: number) => Omit<MixedRequest, "route" | "headers"> & { json?: boolean };
  /**
   * The server answers from its own per-node cache (the tenant lookup, 2 s, as for host resolution): it may send none
   * of the baseline's statements, which run them every time. Its ratio above 1 is the cache's doing.
   */
  cachedByServer?: boolean;
  /** How many different requests the route rotates through. */
  variety: number;
}

const ROUNDS = 10_000;
const SURNAMES = ["garcia", "smith", "rahman", "wei", "park", "becker", "shah", "haddad", "liu", "silva"];
const searchRandom = seededRandom(7);
// A name and the first four digits of a number in it: the way one looks a person up, with 1 to 11 matches per tenant.
const searchTerms = Array.from({ length: ROUNDS }, () => {
  const g = 1000 + Math.floor(searchRandom() * (PER_TENANT - 1000));
  return `${SURNAMES[Math.floor(g / 10) % 10]} ${String(g).slice(0, 4)}`;
});
// KB searches are all different (two words, as people type them), so the server's 30 s cache of public reads never
// answers one and both servers run the same SQL; enough of them that no run comes round to its first one again.
const KB_QUERIES = 60_000;
const kbRandom = seededRandom(42);
const kbSet = new Set<string>();
while (kbSet.size < KB_QUERIES) kbSet.add(`${kbQueryWord(kbRandom)} ${kbQueryWord(kbRandom)}`);
const kbQueries = [...kbSet];

const allRoutes: Route[] = [
  {
    name: "contact list (first page of 50, with total)",
    request: (t) => ({ method: "GET", path: `/api/tenants/${t.id}/contacts?limit=50` }),
    variety: TENANTS,
  },
  {
    name: "contact search (a name and a number)",
    request: (t, k) => ({
      method: "GET",
      path: `/api/tenants/${t.id}/contacts?limit=50&search=${encodeURIComponent(searchTerms[k % ROUNDS]!)}`,
    }),
    variety: ROUNDS,
  },
  {
    name: "contact record (fields, portal accounts, tickets)",
    request: (t) => ({ method: "GET", path: `/api/tenants/${t.id}/contacts/${t.historyContactId}` }),
    variety: TENANTS,
  },
  {
    name: `contact timeline (first page of 20 of ${HISTORY_NOTES + HISTORY_EVENTS})`,
    request: (t) => ({ method: "GET", path: `/api/tenants/${t.id}/contacts/${t.historyContactId}/timeline` }),
    variety: TENANTS,
  },
  ...(
    [
      ["rare tag", [TAG_BY_SHARE.rare]],
      ["common tag", [TAG_BY_SHARE.common]],
      ["two tags", [TAG_BY_SHARE.common, TAG_BY_SHARE.middle]],
    ] as const
  ).map(
    ([kind, names]): Route => ({
      name: `contacts tagged (${kind}: ${names.map(tagShare).join(" and ")})`,
      request: (t) => ({
        method: "GET",
        path: `/api/tenants/${t.id}/contacts?limit=50&tags=${names.map((n) => t.tagIds[n]).join(",")}`,
      }),
      variety: TENANTS,
    }),
  ),
  // The help desk queue (issue 22 point 1): a first page of 50 with the total, a page filtered by status and
  // priority (1 ticket in 28), and a search (a word of 1 in 5,000 titles, or of 1 in 20,000 tickets' comments).
  {
    name: `ticket queue (first page of 50 of ${TICKETS_PER_TENANT.toLocaleString("en-US")}, with total)`,
    request: (t) => ({ method: "GET", path: `/api/helpdesk/tickets/tenant/${t.id}` }),
    variety: TENANTS,
  },
  {
    name: "ticket queue filtered (status open, priority high)",
    request: (t) => ({ method: "GET", path: `/api/helpdesk/tickets/tenant/${t.id}?status=open&priority=high` }),
    variety: TENANTS,
  },
  {
    name: "ticket queue search (a word of a title or a comment)",
    request: (t, k) => ({
      method: "GET",
      path: `/api/helpdesk/tickets/tenant/${t.id}?search=${ticketSearchWord(k)}`,
    }),
    variety: ROUNDS,
  },
  {
    name: "ticket create",
    request: (t, k) => ({
      method: "POST",
      path: "/api/helpdesk/tickets",
      json: true,
      body: JSON.stringify({
        title: `Cannot export contacts (${k})`,
        description: "The export button does nothing on the contacts page since this morning.",
        type: "bug_report",
        priority: "high",
        tenantId: t.id,
        submittedBy: t.userId,
      }),
    }),
    variety: ROUNDS,
  },
  {
    name: "KB search (two words, all different)",
    request: (_t, k) => ({ method: "GET", path: `/api/kb/search?q=${encodeURIComponent(kbQueries[k % KB_QUERIES]!)}` }),
    variety: KB_QUERIES,
  },
  {
    name: "tenant lookup (by subdomain)",
    request: (t) => ({ method: "GET", path: `/api/tenants/by-subdomain/${t.subdomain}` }),
    cachedByServer: true,
    variety: TENANTS,
  },
];

// BENCH_ROUTES (names' beginnings, comma-separated) keeps only some routes: in the checks, the mixed run and alone.
const chosen = process.env.BENCH_ROUTES?.split(",");
const routes = allRoutes.filter((r) => !chosen || chosen.some((name) => r.name.startsWith(name)));
if (routes.length === 0) throw new Error(`BENCH_ROUTES=${process.env.BENCH_ROUTES} matches no route`);

function requestOf(route: Route, k: number): MixedRequest {
  const tenant = tenants[k % TENANTS]!;
  const { json, ...request } = route.request(tenant, k);
  return {
    route: route.name,
    ...request,
    headers: json ? { ...tenant.headers, "content-type": "application/json" } : tenant.headers,
  };
}
/** Round k sends one request of every route, each for tenant k mod TENANTS. */
const mixedRequests = Array.from({ length: ROUNDS }, (_, k) => routes.map((route) => requestOf(route, k))).flat();
const routeRequests = (route: Route) =>
  Array.from({ length: Math.max(ROUNDS, Math.min(route.variety, KB_QUERIES)) }, (_, k) => requestOf(route, k));

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
  if (perRouteRuns) console.log(`\n${formatTable(alone.map((r) => r[only]!))}`);
  process.exit(0);
}

/* ---- The report ---- */

const latency = (r: RouteResult) => `${r.p50} / ${r.p95} / ${r.p99}`;
const ratio = (stack: RouteResult, bare: RouteResult) =>
  bare.requestsPerSecond > 0 ? (stack.requestsPerSecond / bare.requestsPerSecond).toFixed(2) : "–";
function table(rows: { stack: RouteResult; baseline: RouteResult }[]): string {
  const header =
    "| route | server req/s | baseline req/s | ratio | server p50 / p95 / p99 ms | baseline p50 / p95 / p99 ms | non-2xx | errors |\n" +
    "|---|---:|---:|---:|---:|---:|---:|---:|";
  const lines = rows.map(
    ({ stack, baseline: bare }) =>
      `| ${stack.name} | ${stack.requestsPerSecond} | ${bare.requestsPerSecond} | ${ratio(stack, bare)} | ${latency(stack)} | ${latency(bare)} | ${stack.non2xx + bare.non2xx} | ${stack.errors + bare.errors} |`,
  );
  return [header, ...lines].join("\n");
}
const mixedRows = ({ stack, baseline: bare }: { stack: MixedResult; baseline: MixedResult }) => [
  ...stack.routes.map((route, i) => ({ stack: route, baseline: bare.routes[i]! })),
  { stack: { ...stack.total, name: "**all routes**" }, baseline: { ...bare.total, name: "**all routes**" } },
];

const cpus = os.cpus();
const gib = Math.round(os.totalmem() / 2 ** 30);
const postgres = /^PostgreSQL [\d.]+/.exec(database!.version)?.[0] ?? database!.version;
const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${gib} GiB, Node ${process.version}, ${postgres} on the same machine (shared_buffers ${database!.sharedBuffers}), ${os.type()} ${os.release()}`;
const sharePercent = (side: Side) =>
  othersCpu[side].runs > 0 ? `${Math.round((100 * othersCpu[side].share) / othersCpu[side].runs)} %` : "unknown";
const sharing = `other processes on the machine took ${sharePercent("stack")} of its CPU time during the server's runs and ${sharePercent("baseline")} during the baseline's`;
const report = [
  `${machine}; ${TENANTS} tenants, ${database!.contacts.toLocaleString("en-US")} contacts, ${database!.tickets.toLocaleString("en-US")} tickets, ${database!.articles.toLocaleString("en-US")} published articles; ${connections} connections (closed loop), ${durationSeconds} s per run, pools of ${POOL_SIZE}; ${sharing}; ${new Date().toISOString().slice(0, 10)}.`,
  "Mixed workload (one run per server; every connection sends the routes in turn, so each route gets an equal share of the requests):",
  table(mixedRows({ stack: mixed.stack!, baseline: mixed.baseline! })),
  ...(perRouteRuns
    ? [
        "Each route alone (one run per route and server): the ratios per route.",
        table(alone.map((r) => ({ stack: r.stack!, baseline: r.baseline! }))),
      ]
    : []),
].join("\n\n");
console.log(`\n${report}`);
await writeResults("mixed", report);
