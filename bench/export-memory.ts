/**
 * `npm run bench:export-memory` (issue 25 point 6): the production server (apps/server/dist/main.js) in its own process
 * on a PostgreSQL cluster of its own, a workspace of 100,000 contacts (EXPORT_CONTACTS), and its administrator's full
 * data export. Reads the server's resident memory before and its peak (VmHWM of /proc/<pid>/status) once the export is
 * ready. Aim: the server stays under 200 MB while it builds the export.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { freshDatabase } from "./lib/postgres";
import { freePort, root, waitForOk } from "./lib/server-process";
import { adminUrl } from "./lib/workload";

const CONTACTS = Number(process.env.EXPORT_CONTACTS ?? 100_000);
const MAX_MB = 200;

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** One HTTP call with the headers fetch refuses to send (Host). */
function request(port: number, method: string, url: string, headers: Record<string, string>, payload?: unknown) {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise<{ status: number; text: string; cookies: string[] }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: url,
        method,
        headers: body
          ? { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) }
          : headers,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text, cookies: res.headers["set-cookie"] ?? [] }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const { ownerUrl, appUrl } = await freshDatabase(adminUrl, "engagesuite_bench_export");
spawnSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], { cwd: root, stdio: "inherit" });
const port = await freePort();
const startServer = () =>
  spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: appUrl,
      MIGRATION_DATABASE_URL: ownerUrl,
      SEED_DEMO: "true",
      DATA_DIR: path.join(root, "bench/.export-memory-data"),
    },
  });
const stopServer = async (child: ChildProcess) => {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
};

// A first start migrates and seeds the demo workspaces; then the demo one gets its contacts.
const seeding = startServer();
await waitForOk(`http://127.0.0.1:${port}/api/health`, seeding, 120_000);
await stopServer(seeding);
const owner = new pg.Client({ connectionString: ownerUrl });
await owner.connect();
const { rows } = await owner.query<{ id: string }>("select id from tenants where subdomain = 'demo'");
const tenantId = rows[0]!.id;
const started = Date.now();
await owner.query(
  `insert into contacts (tenant_id, name, email, phone, job_title, type, status, notes)
   select $1::uuid, 'Export Contact ' || g, 'export-' || g || '@example.com', '+1 555 ' || lpad(g::text, 7, '0'),
     'Role ' || (g % 50), 'PATIENT', 'ACTIVE', 'A note of a few words about contact ' || g
   from generate_series(1, $2::int) g`,
  [tenantId, CONTACTS],
);
console.log(`${CONTACTS} contacts inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await owner.end();

const server = startServer();
try {
  await waitForOk(`http://127.0.0.1:${port}/api/health`, server, 120_000);
  const host = `demo.localhost:${port}`;
  const login = await request(
    port,
    "POST",
    "/api/auth/tenant/login",
    { host, origin: `http://${host}` },
    {
      username: "demo-admin",
      password: "DemoAdmin123!",
    },
  );
  const headers = { host, origin: `http://${host}`, cookie: login.cookies.map((c) => c.split(";")[0]).join("; ") };
  await sleep(3000);
  const before = memoryOf(server.pid!);
  const t0 = Date.now();
  const start = await request(port, "POST", `/api/tenants/${tenantId}/data-exports`, headers);
  if (start.status !== 202) throw new Error(`export not started: ${start.status} ${start.text}`);
  const { id } = JSON.parse(start.text) as { id: string };
  let state = "queued";
  let bytes = 0;
  while (state !== "ready" && state !== "failed") {
    await sleep(500);
    const list = JSON.parse((await request(port, "GET", `/api/tenants/${tenantId}/data-exports`, headers)).text) as {
      id: string;
      state: string;
      bytes: number | null;
    }[];
    const row = list.find((r) => r.id === id)!;
    state = row.state;
    bytes = row.bytes ?? 0;
  }
  const after = memoryOf(server.pid!);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(
    `export ${state} in ${seconds} s, ${(bytes / 1_048_576).toFixed(1)} MB ZIP; server RSS before ${before.rss} MB ` +
      `(peak until then ${before.peak} MB), ` +
      `peak during the export ${after.peak} MB (aim: under ${MAX_MB} MB)`,
  );
  if (state !== "ready") process.exitCode = 1;
  if (after.peak >= MAX_MB) process.exitCode = 1;
} finally {
  await stopServer(server);
}
