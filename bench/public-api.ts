/**
 * `npm run bench:public`: the public read API (landing page and tenant lookup) under concurrent load.
 * Starts the real server in-process on a fresh database: PGlite by default, PostgreSQL when BENCH_DATABASE_URL is set.
 */

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { prepareDatabase } from "../apps/server/src/db/bootstrap";
import { formatTable, measure } from "./lib/measure";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "engagesuite-bench-"));
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
} as NodeJS.ProcessEnv);
const { database } = await prepareDatabase(config);
const app = await buildApp({ config, database });
const address = await app.listen({ host: "127.0.0.1", port: 0 });

const results = [];
for (const [name, route] of [
  ["GET /api/public/verticals", "/api/public/verticals"],
  ["GET /api/tenants/by-subdomain/demo", "/api/tenants/by-subdomain/demo"],
  ["GET /api/health", "/api/health"],
] as const) {
  results.push(await measure(name, `${address}${route}`, { connections, durationSeconds }));
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\n${database.kind}, ${connections} connections, ${durationSeconds} s per route, ${os.cpus().length} cores\n`,
);
console.log(formatTable(results));
