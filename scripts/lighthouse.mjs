// `npm run test:lighthouse` (issue 24 point 3): Lighthouse, with its mobile defaults (simulated slow 4G, a 4x slower
// CPU), scores the public pages on the production build in Debian's Chromium, three runs each, and fails when a page's
// median drops below its floor. The CPU slowdown is calibrated to the host as Lighthouse's throttling guide says: the
// default 4x assumes a fast desktop CPU (benchmark index about 1,500), and on a slower host (a shared 2-core VM measures
// 800–1,300, and less on a busy day) 4x emulates a phone much slower than the mid-tier one the score is meant for. A
// first run reads the host's benchmark index, and the runs that count use the guide's multiplier for it, never more
// than 4 (`LIGHTHOUSE_CPU_SLOWDOWN` sets it by hand). `LIGHTHOUSE_URL` scores a server already running there instead of starting one;
// `LIGHTHOUSE_RUNS` changes the number of runs; `--write` puts the figures into bench/README.md.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { root } from "./lib.mjs";

const PERFORMANCE_FLOOR = { public: 95, app: 90 };
const PAGES = [
  { name: "landing", path: "/", kind: "public" },
  { name: "pricing", path: "/pricing", kind: "public" },
  { name: "vertical", path: "/verticals/healthcare", kind: "public" },
  { name: "help article", path: "/knowledge-base/article/1", kind: "public" },
  { name: "tenant landing", path: "/", tenant: "demo", kind: "app" },
  { name: "portal login", path: "/portal/login", tenant: "demo", kind: "app" },
  { name: "onboarding", path: "/onboarding", kind: "app" },
];
const CATEGORIES = ["performance", "accessibility", "best-practices"];
// `npm test` runs with LIGHTHOUSE_PERFORMANCE_SLACK=30: the performance score of a 2-core VM moves with the host, not
// only with the code. The same commit scored 95 on the landing on 2026-12-05 and 80 on 2026-12-06 (TBT 0.19 s → 0.7 s,
// the machine idle both times, benchmark index 2,700), and on another machine that evening the help article scored 72
// (runs 71/72/73, TBT 1.3 s) two points above a 25-point slack, so inside `npm test` the floor only catches a gross regression;
// the floors themselves are what `npm run test:lighthouse` holds. Accessibility and best practices do not move: no slack.
const SLACK = Number(process.env.LIGHTHOUSE_PERFORMANCE_SLACK ?? 0);
const FLOORS = (page) => ({
  performance: PERFORMANCE_FLOOR[page.kind] - SLACK,
  accessibility: 100,
  "best-practices": 95,
});
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The CPU slowdown for a host's benchmark index (patrickhulce/lighthouse-cpu-throttling-calculator, as the guide links). */
function slowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}
let cpuSlowdown = 4;
const port = process.env.LIGHTHOUSE_PORT ?? "3150";

const server = process.env.LIGHTHOUSE_URL ? null : await startServer();
const base = new URL(process.env.LIGHTHOUSE_URL ?? `http://localhost:${port}`);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

// Each page once before measuring: the first render of a page fills the server's caches (its reads, its HTML).
// (Node cannot resolve a tenant's *.localhost: asked on the loopback with its Host.)
for (const page of PAGES) {
  const url = pageUrl(page);
  await new Promise((resolve, reject) =>
    get({ host: "127.0.0.1", port: url.port, path: url.pathname, headers: { host: url.host } }, (res) =>
      res.resume().on("end", resolve),
    ).on("error", reject),
  );
}

const results = [];
const retried = new Set();
try {
  if (process.env.LIGHTHOUSE_CPU_SLOWDOWN) cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
  else {
    await quietMachine();
    const calibration = await score(pageUrl(PAGES[0]).href);
    const index = calibration.environment.benchmarkIndex;
    cpuSlowdown = Math.min(4, Math.round(slowdownFor(index) * 10) / 10);
    console.log(`  host CPU benchmark index ${Math.round(index)}: CPU slowdown ${cpuSlowdown}x`);
  }
  for (const page of PAGES) {
    const url = pageUrl(page);
    const scores = [];
    const metrics = [];
    await quietMachine();
    for (let run = 0; run < runs; run += 1) {
      const lhr = await score(url.href);
      scores.push(Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])));
      metrics.push({
        fcp: lhr.audits["first-contentful-paint"].numericValue,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        failed: failedAudits(lhr),
      });
    }
    // The run with the median performance score stands for the page.
    const floors = FLOORS(page);
    const { median, below } = medianOf(scores, floors);
    if (below.length && !retried.has(page.name)) {
      // One more set of runs before a page fails: TBT is the machine's CPU, and another process can take it for a set.
      retried.add(page.name);
      console.log(`  ${page.name}: below the floor (${scores.map((s) => s.performance).join("/")}); once more`);
      PAGES.splice(PAGES.indexOf(page) + 1, 0, page);
      continue;
    }
    results.push({ page, url: url.href, score: scores[median], all: scores, metric: metrics[median], below, floors });
    const m = metrics[median];
    console.log(
      `${below.length ? "✗" : "✓"} ${page.name.padEnd(15)} ${CATEGORIES.map((c) => `${c} ${scores[median][c]}`).join(", ")}` +
        ` (runs: ${scores.map((s) => s.performance).join("/")}; FCP ${ms(m.fcp)}, LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}, CLS ${m.cls.toFixed(3)})`,
    );
    if (below.length)
      console.log(`    below the floor: ${below.join(", ")}; audits that failed: ${m.failed.join(", ")}`);
  }
} finally {
  await chrome.kill();
  server?.kill("SIGTERM");
}

if (process.argv.includes("--write")) writeFigures(results);
const failing = results.filter((r) => r.below.length > 0);
if (failing.length) {
  console.error(`\nLighthouse: ${failing.map((r) => r.page.name).join(", ")} below the floor`);
  process.exit(1);
}
console.log("\nLighthouse: every page at or above its floor");

/** One Lighthouse run; a run whose trace could not be recorded (it happens on a busy machine) is run once more. */
async function score(url) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
      null,
    );
    if (!lhr.runtimeError) return lhr;
    if (attempt === 2) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

function medianOf(scores, floors) {
  const order = scores.map((s, i) => [s.performance, i]).sort((a, b) => a[0] - b[0]);
  const median = order[Math.floor(order.length / 2)][1];
  return { median, below: CATEGORIES.filter((c) => scores[median][c] < floors[c]) };
}

/** Waits (up to a minute) until the machine's CPU is mostly idle: the server's start-up jobs, another test's tail. */
async function quietMachine() {
  const busy = () => {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    const values = fields.map(Number);
    const idle = values[3] + (values[4] ?? 0);
    return { total: values.reduce((a, b) => a + b, 0), idle };
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const before = busy();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = busy();
    const share = 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (share < 0.15) return;
  }
}

function ms(value) {
  return `${(value / 1000).toFixed(2)} s`;
}

function failedAudits(lhr) {
  return Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual",
    )
    .map((a) => `${a.id} ${a.displayValue ?? a.score}`)
    .slice(0, 12);
}

function pageUrl(page) {
  const url = new URL(page.path, base);
  if (page.tenant) url.hostname = `${page.tenant}.${url.hostname}`;
  return url;
}

async function startServer() {
  const child = spawn(process.execPath, ["e2e/start-server.mjs"], {
    cwd: root,
    env: { ...process.env, E2E_PORT: port },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const healthy = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not answer within 2 minutes");
}

function writeFigures(rows) {
  const file = path.join(root, "bench/README.md");
  const start = "<!-- lighthouse:start -->";
  const end = "<!-- lighthouse:end -->";
  const table = [
    start,
    `Lighthouse ${lighthouseVersion()} (mobile defaults, CPU slowdown ${cpuSlowdown}x for this host), Debian's Chromium, median of ${runs} runs; ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC.`,
    "",
    "| page | performance (floor) | accessibility | best practices | FCP | LCP | TBT | CLS |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.page.name} | ${r.score.performance} (${r.floors.performance}) | ${r.score.accessibility} | ${r.score["best-practices"]} | ${ms(r.metric.fcp)} | ${ms(r.metric.lcp)} | ${ms(r.metric.tbt)} | ${r.metric.cls.toFixed(3)} |`,
    ),
    end,
  ].join("\n");
  const text = readFileSync(file, "utf8");
  const at = text.indexOf(start);
  writeFileSync(
    file,
    at >= 0 ? text.slice(0, at) + table + text.slice(text.indexOf(end) + end.length) : `${text}\n${table}\n`,
  );
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version;
}
