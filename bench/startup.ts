/**
 * `npm run bench:startup`: how long `npm start` (node scripts/start.mjs) takes until GET /api/health answers 200, on
 * embedded PGlite in a temporary DATA_DIR: the first start (migrations, catalogue and demo data; builds current), then
 * BENCH_STARTS starts (default 3) on that existing data, and as many of the compiled server alone
 * (node apps/server/dist/main.js, without start.mjs's checks). Aim (issue 24 point 6): under 3 s on existing data.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { writeResults } from "./lib/report";
import { freePort, root, stop, waitForOk } from "./lib/server-process";

const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const AIM_SECONDS = 3;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "engagesuite-startup-"));
const { DATABASE_URL: _app, MIGRATION_DATABASE_URL: _owner, ...environment } = process.env;

/** Seconds from launching `script` until the server answers GET /api/health with 200; the server is stopped after. */
async function timeStart(script: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...environment,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/health`, child, 120_000);
    return (performance.now() - started) / 1000;
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (value: number) => `${value.toFixed(2)} s`;
try {
  console.log(`First start on an empty DATA_DIR (${dataDir})…`);
  const first = await timeStart("scripts/start.mjs");
  console.log(`  ${seconds(first)}`);
  const rows: { label: string; times: number[] }[] = [
    { label: "`npm start` (node scripts/start.mjs)", times: [] },
    { label: "node apps/server/dist/main.js", times: [] },
  ];
  // Alternated, so that a change in the machine's load falls on both alike.
  for (let i = 0; i < STARTS; i++) {
    for (const [row, script] of [
      [rows[0]!, "scripts/start.mjs"],
      [rows[1]!, "apps/server/dist/main.js"],
    ] as const) {
      row.times.push(await timeStart(script));
      console.log(`  ${row.label}: ${seconds(row.times.at(-1)!)}`);
    }
  }
  const cpus = os.cpus();
  const onExisting = median(rows[0]!.times);
  const report = [
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end; embedded PGlite, builds current; until GET /api/health answers 200; ${new Date().toISOString().slice(0, 10)}. First start on an empty DATA_DIR (migrations, catalogue, demo data): ${seconds(first)}.`,
    [
      "| started on existing data as | median | the runs |",
      "|---|---:|---|",
      ...rows.map((r) => `| ${r.label} | ${seconds(median(r.times))} | ${r.times.map(seconds).join(", ")} |`),
    ].join("\n"),
    `Under ${AIM_SECONDS} s on existing data: ${onExisting < AIM_SECONDS ? "met" : "**not met**"}.`,
  ].join("\n\n");
  console.log(`\n${report}`);
  await writeResults("startup", report);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
