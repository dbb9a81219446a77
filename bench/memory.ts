/**
 * `npm run bench:memory`: the production server (apps/server/dist/main.js, as `npm start` runs it) in its own process
 * on the mixed workload's database, three mixed runs in a row; after each, a few seconds idle and a full garbage
 * collection (SIGUSR2, bench/lib/gc-on-signal.mjs), then its resident memory (VmRSS of /proc/<pid>/status). Aim
 * (issue 24 point 6): at most 300 MB after a run, and no growth from run to run (run 3 within 5 % of run 2).
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { measureMixed } from "./lib/measure";
import { writeResults } from "./lib/report";
import { freePort, root, stop, waitForOk } from "./lib/server-process";
import { prepareBenchDatabase, signInTenants, TENANTS, workload } from "./lib/workload";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 60);
const RUNS = 3;
/** Idle seconds after a run before a full GC and the memory read: the pools' and timers' work of the run has ended. */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE ?? 5);
const MAX_RSS_MB = 300;
const MAX_GROWTH = 0.05;

/** A process's resident and peak resident memory in MB, from /proc/<pid>/status. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

const database = await prepareBenchDatabase();
spawnSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], { cwd: root, stdio: "inherit" });
const port = await freePort();
const server = spawn(
  process.execPath,
  [
    "--expose-gc",
    "--import",
    path.join(root, "bench/lib/gc-on-signal.mjs"),
    path.join(root, "apps/server/dist/main.js"),
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: database.appUrl,
      MIGRATION_DATABASE_URL: database.ownerUrl,
      SEED_DEMO: "false",
    },
  },
);
server.once("exit", (code, signal) => {
  if (!stopping) console.error(`The server exited during the benchmark (code ${code}, signal ${signal})`);
});
let stopping = false;
const address = `http://127.0.0.1:${port}`;
/** The server's memory after a full garbage collection (given a second to run). */
async function collectedMemory(): Promise<{ rss: number; peak: number }> {
  server.kill("SIGUSR2");
  await sleep(1000);
  return memoryOf(server.pid!);
}
try {
  await waitForOk(`${address}/api/health`, server, 60_000);
  const started = await collectedMemory();
  console.log(`Server started (pid ${server.pid}): ${started.rss} MB resident`);
  const { mixedRequests } = workload(await signInTenants(port, database));

  const runs: { requestsPerSecond: number; errors: number; rss: number; peak: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    console.log(`Mixed run ${i + 1} of ${RUNS}, ${connections} connections, ${durationSeconds} s…`);
    const { total } = await measureMixed("stack", address, {
      connections,
      durationSeconds,
      requests: mixedRequests,
      start: Math.floor((i * mixedRequests.length) / RUNS),
    });
    await sleep(SETTLE_SECONDS * 1000);
    const memory = await collectedMemory();
    runs.push({ requestsPerSecond: total.requestsPerSecond, errors: total.errors + total.non2xx, ...memory });
    console.log(
      `  ${total.requestsPerSecond} req/s; ${memory.rss} MB resident after ${SETTLE_SECONDS} s idle and a full GC`,
    );
  }

  const last = runs[RUNS - 1]!;
  const growth = (last.rss - runs[RUNS - 2]!.rss) / runs[RUNS - 2]!.rss;
  const highest = Math.max(...runs.map((r) => r.rss));
  const verdict = (ok: boolean) => (ok ? "met" : "**not met**");
  const cpus = os.cpus();
  const report = [
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; the production server on PostgreSQL, ${TENANTS} tenants, ${database.contacts.toLocaleString("en-US")} contacts, ${database.tickets.toLocaleString("en-US")} tickets; ${RUNS} mixed runs of ${durationSeconds} s at ${connections} connections (closed loop), each followed by ${SETTLE_SECONDS} s idle and a full garbage collection; ${new Date().toISOString().slice(0, 10)}. ${started.rss} MB resident once started.`,
    [
      "| run | req/s | non-2xx + errors | resident after the run, MB | peak so far, MB |",
      "|---|---:|---:|---:|---:|",
      ...runs.map((r, i) => `| ${i + 1} | ${r.requestsPerSecond} | ${r.errors} | ${r.rss} | ${r.peak} |`),
    ].join("\n"),
    `At most ${MAX_RSS_MB} MB after a run: ${highest} MB, ${verdict(highest <= MAX_RSS_MB)}. Growth from run ${RUNS - 1} to run ${RUNS} under ${MAX_GROWTH * 100} %: ${(growth * 100).toFixed(1)} %, ${verdict(growth < MAX_GROWTH)}.`,
  ].join("\n\n");
  console.log(`\n${report}`);
  await writeResults("memory", report);
} finally {
  stopping = true;
  await stop(server);
}
