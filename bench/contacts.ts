/**
 * `npm run bench:contacts`: contacts list, search and create under 50 concurrent connections on PostgreSQL with
 * 100,000 contacts in the measured tenant and 1,000,000 across 10 tenants. The app connects as a role that owns nothing
 * (RLS applies), as in production. Budget: p95 under 50 ms for list and search.
 */
import os from "node:os";
import { isDeepStrictEqual } from "node:util";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase, queryRows } from "../apps/server/src/db/client";
import { migratePostgresDatabase } from "../apps/server/src/db/migrate";
import { seedCatalog } from "../apps/server/src/db/seed/catalog";
import { startBaseline } from "./baseline/server";
import { formatTable, type MeasureOptions, measure, type RouteResult } from "./lib/measure";
import { freshDatabase } from "./lib/postgres";
import { writeResults } from "./lib/report";
import {
  BENCH_PASSWORD,
  HISTORY_EVENTS,
  HISTORY_NOTES,
  historyContactEmail,
  seedContactTenants,
  seedTagsAndHistory,
  TAG_BY_SHARE,
  tagShare,
} from "./lib/seed";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const TENANTS = Number(process.env.BENCH_TENANTS ?? 10);
const PER_TENANT = Number(process.env.BENCH_CONTACTS_PER_TENANT ?? 100_000);

// BENCH_REUSE=1 keeps the database of an earlier run (migrating it forward) instead of seeding a million rows again;
// BENCH_DATABASE_NAME seeds another database (a small one for a quick check).
const reuse = process.env.BENCH_REUSE === "1";
const { ownerUrl, appUrl } = await freshDatabase(
  adminUrl,
  process.env.BENCH_DATABASE_NAME ?? "engagesuite_bench_contacts",
  { reuse },
);
await migratePostgresDatabase(ownerUrl);
const owner = await openDatabase({ url: ownerUrl, poolSize: 4 });
const seeded = reuse && (await queryRows(owner.db, sql`select 1 from tenants where subdomain = 'bench0'`)).length > 0;
if (!seeded) {
  await seedCatalog(owner.db);
  await seedContactTenants(owner.db, TENANTS, PER_TENANT);
}
// Issue 21: tags and a contact with a long history (also in a database seeded before them).
await seedTagsAndHistory(owner.db);
const [history] = await queryRows<{ id: string }>(
  owner.db,
  sql`select id from contacts where email = ${historyContactEmail(0)}`,
);
const tagIds = Object.fromEntries(
  (
    await queryRows<{ id: string; name: string }>(
      owner.db,
      sql`select tags.id, tags.name from tags join tenants on tenants.id = tags.tenant_id where tenants.subdomain = 'bench0'`,
    )
  ).map((t) => [t.name, t.id]),
);
await owner.close();

const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: appUrl } as NodeJS.ProcessEnv);
const database = await openDatabase({ url: appUrl, poolSize: 20 });
const app = await buildApp({ config, database, jobsDatabaseUrl: ownerUrl });
const address = await app.listen({ host: "127.0.0.1", port: 0 });
const port = new URL(address).port;
const host = `bench0.localhost:${port}`;

// Signed in through the app itself: fetch cannot send another Host header (autocannon, a raw HTTP client, can).
const login = await app.inject({
  method: "POST",
  url: "/api/auth/tenant/login",
  headers: { host, origin: `http://${host}` },
  payload: { username: "admin", password: BENCH_PASSWORD },
});
const cookie = `${login.cookies[0]!.name}=${login.cookies[0]!.value}`;
const { user } = login.json() as { user: { tenantId: string } };
const base = `${address}/api/tenants/${user.tenantId}/contacts`;
const headers = { host, cookie, origin: `http://${host}` };

const deepCursor = Buffer.from(JSON.stringify({ v: "Luis Silva 50000", id: "00000000-0000-0000-0000-000000000000" }));
const routes: { name: string; url: string; options?: Partial<MeasureOptions>; inBaseline?: boolean }[] = [
  { name: "GET contacts (first page of 50, with total)", url: `${base}?limit=50`, inBaseline: true },
  {
    name: "GET contacts (a page deep in the list)",
    url: `${base}?limit=50&sort=name&cursor=${deepCursor.toString("base64url")}`,
    inBaseline: true,
  },
  {
    name: "GET contacts?search=rahman 4242 (rare term)",
    url: `${base}?limit=50&search=rahman%204242`,
    inBaseline: true,
  },
  {
    name: "GET contacts?search=garcia&type=LEAD (common term)",
    url: `${base}?limit=50&search=garcia&type=LEAD`,
    inBaseline: true,
  },
  {
    name: "GET contacts/:id (the record: fields, portal accounts, tickets)",
    url: `${base}/${history!.id}`,
    inBaseline: true,
  },
  {
    name: `GET contacts/:id/timeline (first page of 20 of ${HISTORY_NOTES + HISTORY_EVENTS})`,
    url: `${base}/${history!.id}/timeline`,
    inBaseline: true,
  },
  ...[[TAG_BY_SHARE.rare], [TAG_BY_SHARE.common], [TAG_BY_SHARE.common, TAG_BY_SHARE.middle]].map((names) => ({
    name: `GET contacts?tags= (${names.map(tagShare).join(" and ")})`,
    url: `${base}?limit=50&tags=${names.map((n) => tagIds[n]).join(",")}`,
    inBaseline: true,
  })),
  {
    name: "GET contacts?fieldKey=region&fieldValue=Region 42 (custom field, 500 matches)",
    url: `${base}?limit=50&fieldKey=region&fieldValue=Region%2042`,
  },
  {
    name: "GET contacts?fieldKey=member_tier&fieldValue=Gold (custom field, 25,000 matches)",
    url: `${base}?limit=50&fieldKey=member_tier&fieldValue=Gold`,
  },
  {
    name: "POST contacts",
    url: base,
    options: {
      headers: { ...headers, "content-type": "application/json" },
      method: "POST",
      body: JSON.stringify({ name: "Bench Created", email: "created@bench.example", type: "LEAD" }),
    },
  },
];
const results: RouteResult[] = [];
// BENCH_ROUTE=<part of a route's name> measures only the routes whose name holds it (for a profile of one).
const selected = routes.filter((r) => r.name.includes(process.env.BENCH_ROUTE ?? ""));
for (const route of selected) {
  results.push(await measure(route.name, route.url, { connections, durationSeconds, headers, ...route.options }));
}

// The bare baseline (bench/baseline/server.ts): the same SQL through pg as the owning role, without session, RLS,
// validation or response schema. What it reaches on this machine is the most any stack could.
const baseline = await startBaseline({ databaseUrl: ownerUrl, poolSize: 20 });
const baselineResults: RouteResult[] = [];
for (const route of selected.filter((r) => r.inBaseline && process.env.BENCH_BASELINE !== "0")) {
  const path = route.url.slice(address.length);
  const [fromServer, fromBaseline] = await Promise.all([
    app.inject({ method: "GET", url: path, headers }).then((r) => r.body),
    fetch(`${baseline.address}${path}`).then((r) => r.text()),
  ]);
  if (!isDeepStrictEqual(JSON.parse(fromServer), JSON.parse(fromBaseline)))
    throw new Error(`The baseline answers ${route.name} differently from the server`);
  baselineResults.push(await measure(route.name, `${baseline.address}${path}`, { connections, durationSeconds }));
}
await baseline.close();
await app.close();
await database.close();

const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const report = [
  `PostgreSQL, ${TENANTS} tenants × ${PER_TENANT.toLocaleString("en-US")} contacts (${(TENANTS * PER_TENANT).toLocaleString("en-US")} in all), ${connections} connections (closed loop: each sends again as soon as it is answered), ${durationSeconds} s per route, ${machine}, ${new Date().toISOString().slice(0, 10)}:`,
  formatTable(results),
  "The bare baseline (the same SQL through `pg` as the owning role: no session, RLS, validation or response schema), same connections and duration:",
  formatTable(baselineResults),
].join("\n\n");
console.log(`\n${report}`);
await writeResults("contacts", report);
