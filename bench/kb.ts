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

const results = [
  await measure("GET /api/kb/search?q=invoice reminders", `${address}/api/kb/search?q=invoice%20reminders`, {
    connections,
    durationSeconds,
  }),
  await measure("GET /api/kb/search?q=step 4242 (rare term)", `${address}/api/kb/search?q=step%204242`, {
    connections,
    durationSeconds,
  }),
  await measure("GET /api/kb/search?q=pasword (typo fallback)", `${address}/api/kb/search?q=pasword`, {
    connections,
    durationSeconds,
  }),
  await measure("GET /api/kb/articles/featured", `${address}/api/kb/articles/featured`, {
    connections,
    durationSeconds,
  }),
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
