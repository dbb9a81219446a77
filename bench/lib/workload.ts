/**
 * The mixed workload of `npm run bench`, shared with `bench:memory`: the seeded database (BENCH_TENANTS and the other
 * sizes), the bench tenants' staff signed in to a running server, and the routes with the requests sent to them.
 */
import http from "node:http";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../apps/server/src/db/client";
import { migratePostgresDatabase } from "../../apps/server/src/db/migrate";
import { seedDatabase } from "../../apps/server/src/db/seed";
import type { MixedRequest } from "./measure";
import { freshDatabase } from "./postgres";
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
} from "./seed";

export const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const TENANTS = Number(process.env.BENCH_TENANTS ?? 10);
const PER_TENANT = Number(process.env.BENCH_CONTACTS_PER_TENANT ?? 100_000);
const TICKETS_PER_TENANT = Number(process.env.BENCH_TICKETS_PER_TENANT ?? 100_000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 1_000);
export const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? "engagesuite_bench_mixed";

export interface BenchDatabase {
  ownerUrl: string;
  appUrl: string;
  version: string;
  sharedBuffers: string;
  contacts: number;
  tickets: number;
  articles: number;
  /** Per tenant id: the contact with a long history and the tags' ids by name. */
  tenantData: Map<string, { historyContactId: string; tagIds: Record<string, string> }>;
}

/** The database: seeded once; BENCH_REUSE=1 keeps the one of an earlier run (migrated forward). */
export async function prepareBenchDatabase(): Promise<BenchDatabase> {
  const reuse = process.env.BENCH_REUSE === "1";
  const { ownerUrl, appUrl } = await freshDatabase(adminUrl, DATABASE_NAME, { reuse });
  await migratePostgresDatabase(ownerUrl);
  const owner = await openDatabase({ url: ownerUrl, poolSize: 4 });
  // The generated articles are seeded last: when they are there, so is the rest.
  const seeded =
    reuse && (await queryRows(owner.db, sql`select 1 from kb_articles where slug = 'generated-1'`)).length > 0;
  if (!seeded) {
    await seedDatabase(owner.db, { demo: false }); // the catalogue and the shipped help articles
    await seedContactTenants(owner.db, TENANTS, PER_TENANT);
    console.log(
      `Seeding ${TICKETS_PER_TENANT} tickets per tenant and ${ARTICLES.toLocaleString("en-US")} KB articles…`,
    );
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
  return { ...database!, ownerUrl, appUrl, tenantData };
}

export interface BenchTenant {
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

/** A POST of JSON over HTTP, with headers fetch refuses to send (Host). */
function postJson(
  port: number,
  path: string,
  headers: Record<string, string>,
  payload: unknown,
): Promise<{ status: number; body: string; cookies: string[] }> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: text, cookies: response.headers["set-cookie"] ?? [] }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The staff member of every bench tenant signed in to the server on `port`, through its real login. */
export async function signInTenants(port: number, database: BenchDatabase): Promise<BenchTenant[]> {
  const tenants: BenchTenant[] = [];
  for (let i = 0; i < TENANTS; i++) {
    const host = `bench${i}.localhost:${port}`;
    const login = await postJson(
      port,
      "/api/auth/tenant/login",
      { host, origin: `http://${host}` },
      { username: "admin", password: BENCH_PASSWORD },
    );
    if (login.status !== 200) throw new Error(`Sign-in to bench${i} answered ${login.status}: ${login.body}`);
    const { user } = JSON.parse(login.body) as { user: { id: string; tenantId: string } };
    const cookie = login.cookies[0]!.split(";")[0]!;
    tenants.push({
      ...database.tenantData.get(user.tenantId)!,
      id: user.tenantId,
      userId: user.id,
      subdomain: `bench${i}`,
      headers: { host, cookie, origin: `http://${host}` },
    });
  }
  return tenants;
}

/* ---- The workload: the same requests (paths, bodies, headers) to both servers ---- */

export interface Route {
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
export const routes = allRoutes.filter((r) => !chosen || chosen.some((name) => r.name.startsWith(name)));
if (routes.length === 0) throw new Error(`BENCH_ROUTES=${process.env.BENCH_ROUTES} matches no route`);

export interface Workload {
  /** Round k sends one request of every route, each for tenant k mod TENANTS. */
  mixedRequests: MixedRequest[];
  /** A route's k-th request. */
  requestOf: (route: Route, k: number) => MixedRequest;
  /** The requests of a run of one route alone. */
  routeRequests: (route: Route) => MixedRequest[];
}

export function workload(tenants: BenchTenant[]): Workload {
  function requestOf(route: Route, k: number): MixedRequest {
    const tenant = tenants[k % TENANTS]!;
    const { json, ...request } = route.request(tenant, k);
    return {
      route: route.name,
      ...request,
      headers: json ? { ...tenant.headers, "content-type": "application/json" } : tenant.headers,
    };
  }
  return {
    mixedRequests: Array.from({ length: ROUNDS }, (_, k) => routes.map((route) => requestOf(route, k))).flat(),
    requestOf,
    routeRequests: (route) =>
      Array.from({ length: Math.max(ROUNDS, Math.min(route.variety, KB_QUERIES)) }, (_, k) => requestOf(route, k)),
  };
}
