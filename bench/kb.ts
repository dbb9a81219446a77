/**
 * `npm run bench:kb`: knowledge base search under 50 concurrent connections on PostgreSQL with 10,000 published
 * articles (the shipped ones plus generated ones). Budget: p95 under 30 ms.
 */
import os from "node:os";
import { isDeepStrictEqual } from "node:util";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase, queryRows } from "../apps/server/src/db/client";
import { migratePostgresDatabase } from "../apps/server/src/db/migrate";
import { seedDatabase } from "../apps/server/src/db/seed";
import { startBaseline } from "./baseline/server";
import { formatTable, measure, type RouteResult } from "./lib/measure";
import { freshDatabase } from "./lib/postgres";
import { writeResults } from "./lib/report";
import { kbQueryWord, seededRandom, seedGeneratedArticles } from "./lib/seed";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);

// BENCH_REUSE=1 keeps the database of an earlier run (migrating it forward) instead of seeding the articles again.
const reuse = process.env.BENCH_REUSE === "1";
const { ownerUrl, appUrl } = await freshDatabase(adminUrl, "engagesuite_bench_kb", { reuse });
await migratePostgresDatabase(ownerUrl);
const owner = await openDatabase({ url: ownerUrl, poolSize: 2 });
const [seeded] = await queryRows<{ n: number }>(owner.db, sql`select count(*)::int as n from kb_articles`);
if (!reuse || (seeded?.n ?? 0) < ARTICLES - 40) {
  await seedDatabase(owner.db, { demo: false });
  await seedGeneratedArticles(owner.db, ARTICLES - 40);
}
await owner.close();

const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: appUrl } as NodeJS.ProcessEnv);
const database = await openDatabase({ url: appUrl, poolSize: 20 });
const app = await buildApp({ config, database, jobsDatabaseUrl: ownerUrl });
const address = await app.listen({ host: "127.0.0.1", port: 0 });

// Public reads are cached for 30 s per node, so a repeated query measures the cache. The other searches rotate through
// thousands of different queries, so most of them reach PostgreSQL's full-text search.
/** Up to 5,000 different search paths (fewer when the generator cannot make that many different ones). */
const distinct = (make: () => string) => {
  const queries = new Set<string>();
  for (let i = 0; i < 50_000 && queries.size < 5_000; i++) queries.add(make());
  return [...queries].map((q) => `/api/kb/search?q=${encodeURIComponent(q)}`);
};
// What people type: words that mean something (not the ~20 that are in nearly every article), one to three of them.
const random = seededRandom(42);
const queryWord = () => kbQueryWord(random);
const misspelt = (w: string) => `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`;
const run = (name: string, path: string, paths?: string[], at = address) =>
  measure(name, `${at}${path}`, { connections, durationSeconds, paths });
const oneWord = distinct(queryWord);
const twoWords = distinct(() => `${queryWord()} ${queryWord()}`);
const typos = distinct(() => misspelt(queryWord()));
const results = [
  await run("GET /api/kb/search?q=invoice reminders (popular, cached)", "/api/kb/search?q=invoice%20reminders"),
  await run("GET /api/kb/articles/featured (cached)", "/api/kb/articles/featured"),
  await run(`GET /api/kb/search, one word (${oneWord.length} different)`, oneWord[0]!, oneWord),
  await run(`GET /api/kb/search, two words (${twoWords.length} different)`, twoWords[0]!, twoWords),
  await run(`GET /api/kb/search, a misspelt word (typo fallback, ${typos.length} different)`, typos[0]!, typos),
];

// The bare baseline (bench/baseline/server.ts): the same SQL through pg as the owning role, with no cache, session,
// validation or response schema; the uncached searches only (the cached ones never reach SQL).
const baseline = await startBaseline({ databaseUrl: ownerUrl, poolSize: 20 });
const uncached: [string, string[]][] = [
  [`GET /api/kb/search, one word (${oneWord.length} different)`, oneWord],
  [`GET /api/kb/search, two words (${twoWords.length} different)`, twoWords],
  [`GET /api/kb/search, a misspelt word (typo fallback, ${typos.length} different)`, typos],
];
const baselineResults: RouteResult[] = [];
for (const [name, paths] of uncached) {
  for (const path of paths.slice(0, 20)) {
    const [fromServer = "", fromBaseline = ""] = await Promise.all(
      [address, baseline.address].map((at) => fetch(`${at}${path}`).then((r) => r.text())),
    );
    if (!isDeepStrictEqual(JSON.parse(fromServer), JSON.parse(fromBaseline))) {
      throw new Error(`The baseline answers ${path} differently:\n${fromServer}\n${fromBaseline}`.slice(0, 2000));
    }
  }
  baselineResults.push(await run(name, paths[0]!, paths, baseline.address));
}
await baseline.close();
await app.close();
await database.close();

const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  formatTable(results),
  "The bare baseline (the same SQL through `pg` as the owning role: no cache, session, validation or response schema), same connections and duration:",
  formatTable(baselineResults),
].join("\n\n");
console.log(
  `\nPostgreSQL, ${ARTICLES} articles, ${connections} connections, ${durationSeconds} s per route (${machine})\n`,
);
console.log(table);
await writeResults(
  "kb",
  `PostgreSQL, ${ARTICLES.toLocaleString("en-US")} published articles, ${connections} connections, ${durationSeconds} s per route, ${machine}, ${new Date().toISOString().slice(0, 10)}:\n\n${table}`,
);
