/**
 * `npm run bench:kb`: knowledge base search under 50 concurrent connections on PostgreSQL with 10,000 published
 * articles (the shipped ones plus generated ones). Budget: p95 under 30 ms.
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { migratePostgresDatabase } from "../apps/server/src/db/migrate";
import { seedDatabase } from "../apps/server/src/db/seed";
import { formatTable, measure } from "./lib/measure";
import { freshDatabase } from "./lib/postgres";
import { writeResults } from "./lib/report";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);

const { ownerUrl, appUrl } = await freshDatabase(adminUrl, "engagesuite_bench_kb");
await migratePostgresDatabase(ownerUrl);
const owner = await openDatabase({ url: ownerUrl, poolSize: 2 });
await seedDatabase(owner.db, { demo: false });
const topics = [
  "invoice",
  "contacts",
  "portal",
  "ticket",
  "password",
  "domain",
  "import",
  "export",
  "billing",
  "appointments",
];
await owner.db.execute(sql`
  insert into kb_articles (slug, category_id, title, summary, body, tags, status, published_at)
  select 'generated-' || g,
    (select id from kb_categories order by id limit 1 offset (g % (select count(*) from kb_categories))),
    'How to manage ' || (${sql.raw(`array[${topics.map((t) => `'${t}'`).join(",")}]`)})[1 + g % 10] || ' step ' || g,
    'A practical guide to ' || (${sql.raw(`array[${topics.map((t) => `'${t}'`).join(",")}]`)})[1 + (g / 10) % 10] || ' for small teams.',
    repeat('This paragraph explains the everyday work of a small business team using the suite. ', 20) || ' reference ' || g,
    array['generated'], 'published', now()
  from generate_series(1, ${ARTICLES - 40}) g`);
await owner.db.execute(sql`analyze kb_articles`);
await owner.close();

const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: appUrl } as NodeJS.ProcessEnv);
const database = await openDatabase({ url: appUrl, poolSize: 20 });
const app = await buildApp({ config, database, jobsDatabaseUrl: ownerUrl });
const address = await app.listen({ host: "127.0.0.1", port: 0 });

// Public reads are cached for 30 s per node, so a repeated query measures the cache. The uncached rows rotate through
// 5,000 different queries, each asked about once in the run, so they measure PostgreSQL's full-text search.
const distinct = (make: (n: number) => string) =>
  Array.from({ length: 5_000 }, (_, i) => `/api/kb/search?q=${encodeURIComponent(make(i * 7 + 1))}`);
const typos = ["pasword", "invoise", "contcts", "portl", "biling", "tiket", "domian", "exprot"];
const run = (name: string, path: string, paths?: string[]) =>
  measure(name, `${address}${path}`, { connections, durationSeconds, paths });
const results = [
  await run("GET /api/kb/search?q=invoice reminders (popular, cached)", "/api/kb/search?q=invoice%20reminders"),
  await run("GET /api/kb/articles/featured (cached)", "/api/kb/articles/featured"),
  await run(
    "GET /api/kb/search?q=<topic> step <n> (5,000 different, uncached)",
    "/api/kb/search?q=step",
    distinct((n) => `${topics[n % 10]} step ${n}`),
  ),
  await run(
    "GET /api/kb/search?q=<topic> guide <topic> reference <n> (5,000 different, uncached)",
    "/api/kb/search?q=guide",
    distinct((n) => `${topics[n % 10]} guide ${topics[((n / 10) % 10) | 0]} reference ${n}`),
  ),
  await run(
    "GET /api/kb/search?q=<typo> <n> (typo fallback, uncached)",
    "/api/kb/search?q=pasword",
    distinct((n) => `${typos[n % typos.length]} ${n}`),
  ),
];
await app.close();
await database.close();

const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = formatTable(results);
console.log(
  `\nPostgreSQL, ${ARTICLES} articles, ${connections} connections, ${durationSeconds} s per route (${machine})\n`,
);
console.log(table);
await writeResults(
  "kb",
  `PostgreSQL, ${ARTICLES.toLocaleString("en-US")} published articles, ${connections} connections, ${durationSeconds} s per route, ${machine}, ${new Date().toISOString().slice(0, 10)}:\n\n${table}`,
);
