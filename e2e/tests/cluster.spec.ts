import { request as httpRequest } from "node:http";
import { setTimeout as pause } from "node:timers/promises";
import pg from "pg";
import { expect, test } from "./fixtures";
import {
  DEMO_ADMIN,
  freshTotpCode,
  SUPER_ADMIN,
  SUPER_ADMIN_TOTP_SECRET,
  signInAsStaff,
  tenantOrigin,
} from "./support";

/**
 * Issue 25: the product on three app nodes behind nginx and PgBouncer in transaction pooling mode (npm run
 * test:cluster, apps/server/src/cluster). Runs only in that configuration: it drives the topology's control port.
 */
const port = Number(process.env.E2E_PORT ?? 3300);
const controlUrl = `http://127.0.0.1:${port + 30}`;

interface ClusterInfo {
  bouncerPort: number;
  ownerUrl: string;
  bouncedUrl: string;
  nodes: { index: number; port: number; alive: boolean }[];
}
const cluster = async (): Promise<ClusterInfo> => (await fetch(`${controlUrl}/cluster`)).json() as Promise<ClusterInfo>;
const control = async (path: string): Promise<ClusterInfo> => {
  const res = await fetch(`${controlUrl}${path}`, { method: "POST" });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<ClusterInfo>;
};

interface Answer {
  status: number;
  upstream: string | undefined;
  cookie: string | undefined;
  body: unknown;
}

/** One HTTP call to 127.0.0.1:{to} (the balancer or one node) for `host`, as a browser on the balancer's origin. */
function call(to: number, host: string, method: string, path: string, body?: unknown, cookie?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: to,
        method,
        path,
        headers: {
          host,
          origin: `http://${host}`,
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          const setCookie = res.headers["set-cookie"]?.map((c) => c.split(";")[0]).join("; ");
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON (a balancer's error page)
          }
          resolve({
            status: res.statusCode ?? 0,
            upstream: res.headers["x-upstream"] as string | undefined,
            cookie: setCookie,
            body: parsed,
          });
        });
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("timed out")));
    req.end(payload);
  });
}

const DEMO_HOST = `demo.localhost:${port}`;
const SUMMIT_HOST = `summit.localhost:${port}`;
const MAIN_HOST = `localhost:${port}`;

async function staffSignIn(to: number, host: string, login: { username: string; password: string }) {
  const answer = await call(to, host, "POST", "/api/auth/tenant/login", login);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const me = await call(to, host, "GET", "/api/auth/me", undefined, answer.cookie);
  return { cookie: answer.cookie!, tenantId: (me.body as { user: { tenantId: string } }).user.tenantId };
}

/** Writers creating contacts through the balancer until stopped; what each write was answered. */
function startWriters(cookie: string, tenantId: string, prefix: string, writers = 8) {
  const outcomes: { name: string; status: number }[] = [];
  let running = true;
  const loops = Array.from({ length: writers }, async (_, w) => {
    for (let i = 0; running; i++) {
      const name = `${prefix} ${w}-${i}`;
      const answer = await call(
        port,
        DEMO_HOST,
        "POST",
        `/api/tenants/${tenantId}/contacts`,
        {
          name,
          email: `${prefix.toLowerCase().replace(/\W+/g, "-")}-${w}-${i}@example.com`,
          phone: "",
          jobTitle: "",
          type: "PATIENT",
          status: "ACTIVE",
          notes: "",
        },
        cookie,
      ).catch(() => ({ status: 0 }) as Answer);
      outcomes.push({ name, status: answer.status });
      if (answer.status !== 201 && answer.status !== 200) await pause(50);
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

async function namesInDatabase(ownerUrl: string, prefix: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("select name from contacts where name like $1", [
      `${prefix}%`,
    ]);
    return new Set(rows.map((row) => row.name));
  } finally {
    await client.end();
  }
}

const SUMMIT_ADMIN = { username: "summit-admin", password: "SummitAdmin123!" };

/** Asks `probe` every 50 ms until it answers `wanted` or 2 s have passed; answers its last answer. */
async function answerWithin2s<T>(probe: () => Promise<T>, wanted: T): Promise<T> {
  const since = Date.now();
  let last = await probe();
  while (last !== wanted && Date.now() - since < 2_000) {
    await pause(50);
    last = await probe();
  }
  return last;
}

const acknowledged = <T extends { status: number }>(outcomes: T[]) =>
  outcomes.filter((o) => o.status === 200 || o.status === 201);

test.describe("the cluster", () => {
  test.describe.configure({ mode: "serial" });

  test("spreads one browser's consecutive requests over the nodes", async ({ page, baseURL }) => {
    const { nodes } = await cluster();
    const upstreams = new Set<string>();
    page.on("response", (response) => {
      const upstream = response.headers()["x-upstream"];
      if (upstream && response.url().includes("/api/")) upstreams.add(upstream);
    });
    await signInAsStaff(page, tenantOrigin(baseURL, "demo"));
    await page.reload();
    await expect.poll(() => upstreams.size).toBeGreaterThanOrEqual(2);
    for (const upstream of upstreams) expect(nodes.map((n) => `127.0.0.1:${n.port}`)).toContain(upstream);
  });

  test("a suspension on one node is refused on another within 2 s", async () => {
    const { nodes } = await cluster();
    const [a, b, c] = nodes.map((n) => n.port) as [number, number, number];
    const staff = await staffSignIn(c, SUMMIT_HOST, SUMMIT_ADMIN);
    expect((await call(c, SUMMIT_HOST, "GET", "/api/auth/me", undefined, staff.cookie)).status).toBe(200);

    const first = await call(a, MAIN_HOST, "POST", "/api/auth/login", SUPER_ADMIN);
    const second = await call(a, MAIN_HOST, "POST", "/api/auth/mfa", {
      challenge: (first.body as { challenge: string }).challenge,
      code: await freshTotpCode(SUPER_ADMIN_TOTP_SECRET),
    });
    expect(second.status).toBe(200);
    const admin = second.cookie;

    const suspended = await call(a, MAIN_HOST, "POST", `/api/platform/tenants/${staff.tenantId}/suspend`, {}, admin);
    expect(suspended.status).toBe(200);
    const signInOnC = async () => (await call(c, SUMMIT_HOST, "POST", "/api/auth/tenant/login", SUMMIT_ADMIN)).status;
    expect(await answerWithin2s(signInOnC, 403), "node C refused the suspended tenant within 2 s").toBe(403);

    expect(
      (await call(b, MAIN_HOST, "POST", `/api/platform/tenants/${staff.tenantId}/reactivate`, {}, admin)).status,
    ).toBe(200);
    expect(await answerWithin2s(signInOnC, 200), "node C let the reactivated tenant in within 2 s").toBe(200);
  });

  test("a rebranding on one node shows on every node within 2 s", async () => {
    const { nodes } = await cluster();
    const [a, , c] = nodes.map((n) => n.port) as [number, number, number];
    const staff = await staffSignIn(a, SUMMIT_HOST, SUMMIT_ADMIN);
    const landingName = async () => {
      const html = (await call(c, SUMMIT_HOST, "GET", "/")).body as string;
      return /<h1[^>]*>([^<]*)</.exec(html)?.[1];
    };
    const before = await landingName();
    expect(before).toBeTruthy();
    const renamed = `Summit Legal ${Date.now() % 100_000}`;
    const path = `/api/tenants/${staff.tenantId}/workspace`;
    try {
      expect((await call(a, SUMMIT_HOST, "PATCH", path, { name: renamed }, staff.cookie)).status).toBe(200);
      expect(await answerWithin2s(landingName, renamed), "node C's landing shows the new name within 2 s").toBe(
        renamed,
      );
    } finally {
      await call(a, SUMMIT_HOST, "PATCH", path, { name: before }, staff.cookie);
    }
  });

  test("a data export built by one node's job is downloaded through the balancer from S3", async () => {
    const staff = await staffSignIn(port, DEMO_HOST, DEMO_ADMIN);
    const exports = `/api/tenants/${staff.tenantId}/data-exports`;
    const started = await call(port, DEMO_HOST, "POST", exports, undefined, staff.cookie);
    expect(started.status).toBe(202);
    const { id } = started.body as { id: string };
    await expect
      .poll(
        async () => {
          const list = (await call(port, DEMO_HOST, "GET", exports, undefined, staff.cookie)).body as {
            id: string;
            state: string;
          }[];
          return list.find((row) => row.id === id)?.state;
        },
        { timeout: 60_000 },
      )
      .toBe("ready");
    // Each node answers the download: the ZIP is in the shared bucket, not on the disk of the node that built it.
    const { nodes } = await cluster();
    for (const node of nodes) {
      const download = await call(node.port, DEMO_HOST, "GET", `${exports}/${id}/download`, undefined, staff.cookie);
      expect(download.status, `node ${node.index}`).toBe(200);
      expect(String(download.body).startsWith("PK")).toBe(true);
    }
  });

  test("a node killed under concurrent writes: the balancer routes around it, no acknowledged write is lost, it rejoins", async () => {
    const info = await cluster();
    const staff = await staffSignIn(port, DEMO_HOST, DEMO_ADMIN);
    const prefix = `Killed node ${Date.now()}`;
    const writers = startWriters(staff.cookie, staff.tenantId, prefix);
    await expect.poll(() => acknowledged(writers.outcomes).length).toBeGreaterThan(20);
    await control("/nodes/1/kill");
    const atKill = writers.outcomes.length;
    await expect
      .poll(() => acknowledged(writers.outcomes.slice(atKill)).length, { timeout: 20_000 })
      .toBeGreaterThan(40);
    await control("/nodes/1/start");
    const rejoined = `127.0.0.1:${info.nodes[1]!.port}`;
    await expect
      .poll(async () => (await call(port, DEMO_HOST, "GET", "/api/health")).upstream, { timeout: 20_000 })
      .toBe(rejoined);
    const outcomes = await writers.stop();

    const stored = await namesInDatabase(info.ownerUrl, prefix);
    const acked = acknowledged(outcomes);
    expect(
      acked.filter((o) => !stored.has(o.name)),
      "acknowledged but not stored",
    ).toEqual([]);
    // Only the requests the killed node held when it died may fail; the rest went to the others.
    expect(outcomes.length - acked.length).toBeLessThanOrEqual(8);
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 502)).toEqual([]);
  });

  test("PgBouncer restarted under load: the app recovers without a restart and keeps every acknowledged write", async () => {
    const info = await cluster();
    const staff = await staffSignIn(port, DEMO_HOST, DEMO_ADMIN);
    const prefix = `Bouncer restart ${Date.now()}`;
    const writers = startWriters(staff.cookie, staff.tenantId, prefix);
    await expect.poll(() => acknowledged(writers.outcomes).length).toBeGreaterThan(20);
    await control("/pgbouncer/restart");
    const atRestart = writers.outcomes.length;
    await expect
      .poll(() => acknowledged(writers.outcomes.slice(atRestart)).length, { timeout: 30_000 })
      .toBeGreaterThan(40);
    const outcomes = await writers.stop();
    const stored = await namesInDatabase(info.ownerUrl, prefix);
    expect(
      acknowledged(outcomes).filter((o) => !stored.has(o.name)),
      "acknowledged but not stored",
    ).toEqual([]);
    expect((await cluster()).nodes.every((node) => node.alive)).toBe(true);
    // While PgBouncer was away the answer was a clear 503, never another error.
    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 200 && o.status !== 503)).toEqual([]);
  });

  test("every node killed while a job runs: the job is not lost, is retried once the nodes are back, and mails once", async () => {
    test.setTimeout(240_000);
    const info = await cluster();
    const owner = new pg.Client({ connectionString: info.ownerUrl });
    await owner.connect();
    try {
      // An export long enough to be caught running: 100,000 more contacts for Summit.
      const { rows: summitRows } = await owner.query<{ id: string; type: string; since: Date }>(
        `select t.id, (select type from contacts c where c.tenant_id = t.id limit 1) as type, now() as since
           from tenants t where subdomain = 'summit'`,
      );
      const summit = summitRows[0]!;
      await owner.query(
        `insert into contacts (tenant_id, name, email, phone, job_title, type, status, notes)
         select $1::uuid, 'Bulk Export ' || g, 'bulk-export-' || g || '@example.com', '', '', $2, 'ACTIVE', ''
           from generate_series(1, 100000) g`,
        [summit.id, summit.type],
      );
      const queue = await owner.query<{ heartbeat_seconds: number | null }>(
        "select heartbeat_seconds from pgboss.queue where name = 'tenant-data.export'",
      );
      expect(queue.rows[0]?.heartbeat_seconds).toBe(10);

      const staff = await staffSignIn(port, SUMMIT_HOST, SUMMIT_ADMIN);
      const exports = `/api/tenants/${staff.tenantId}/data-exports`;
      const started = await call(port, SUMMIT_HOST, "POST", exports, undefined, staff.cookie);
      expect(started.status).toBe(202);
      const { id } = started.body as { id: string };
      const exportRow = async () =>
        (
          await owner.query<{ state: string; progress: number }>(
            "select state, progress from tenant_data_exports where id = $1",
            [id],
          )
        ).rows[0];
      // Caught mid-run, every node dies at once: no shutdown hook, the job is left active with no one beating.
      await expect.poll(async () => (await exportRow())?.state, { intervals: [20], timeout: 30_000 }).toBe("running");
      await Promise.all(info.nodes.map((node) => control(`/nodes/${node.index}/kill`)));
      const atKill = await exportRow();
      expect(atKill?.state).toBe("running");
      expect(atKill?.progress).toBeLessThan(100);

      await Promise.all(info.nodes.map((node) => control(`/nodes/${node.index}/start`)));
      await expect.poll(async () => (await exportRow())?.state, { timeout: 150_000 }).toBe("ready");

      const job = await owner.query<{ state: string; retry_count: number }>(
        "select state, retry_count from pgboss.job where name = 'tenant-data.export' and data->>'exportId' = $1",
        [id],
      );
      expect(job.rows).toHaveLength(1);
      expect(job.rows[0]!.retry_count, "the killed run was retried").toBeGreaterThanOrEqual(1);
      await expect
        .poll(
          async () =>
            (
              await owner.query(
                "select state from pgboss.job where name = 'tenant-data.export' and data->>'exportId' = $1",
                [id],
              )
            ).rows[0]?.state,
        )
        .toBe("completed");
      const mails = await owner.query<{ n: number }>(
        "select count(*)::int as n from mail_outbox where subject = 'Your Summit Legal Partners data export is ready' and created_at >= $1",
        [summit.since],
      );
      expect(mails.rows[0]!.n, "one e-mail for one export").toBe(1);
      const download = await call(port, SUMMIT_HOST, "GET", `${exports}/${id}/download`, undefined, staff.cookie);
      expect(download.status).toBe(200);
      expect(String(download.body).startsWith("PK")).toBe(true);
    } finally {
      await owner.query("delete from contacts where email like 'bulk-export-%@example.com'");
      await owner.end();
    }
  });

  test("two tenants' transactions interleaved on one PgBouncer server connection never see each other's rows", async () => {
    const info = await cluster();
    const single = info.bouncedUrl.replace(/\/engagesuite$/, "/engagesuite_single");
    const owner = new pg.Client({ connectionString: info.ownerUrl });
    await owner.connect();
    const { rows: tenantRows } = await owner.query<{ id: string; subdomain: string }>(
      "select id, subdomain from tenants where subdomain in ('demo', 'summit')",
    );
    await owner.end();
    const tenantOf = Object.fromEntries(tenantRows.map((row) => [row.subdomain, row.id])) as Record<string, string>;

    const clients = [new pg.Client({ connectionString: single }), new pg.Client({ connectionString: single })];
    await Promise.all(clients.map((c) => c.connect()));
    try {
      const pids = new Set<number>();
      // The app's binding (db/tenant.ts): transaction-local settings only, so nothing outlives the transaction.
      const run = async (client: pg.Client, tenantId: string, holdMs: number) => {
        await client.query("begin");
        const before = await client.query<{ pid: number; tenant: string | null; role: string }>(
          "select pg_backend_pid() as pid, current_setting('app.tenant_id', true) as tenant, current_user as role",
        );
        await client.query(
          `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'app_user', true)`,
        );
        const seen = await client.query<{ tenant_id: string }>("select distinct tenant_id from contacts");
        await pause(holdMs);
        await client.query("commit");
        const pid = before.rows[0]!.pid;
        pids.add(pid);
        return { before: before.rows[0]!, seen: seen.rows.map((row) => row.tenant_id) };
      };
      for (let round = 0; round < 10; round++) {
        // Both clients ask at once; the one server connection serves one transaction, then the other.
        const [demo, summit] = await Promise.all([
          run(clients[0]!, tenantOf.demo!, 20),
          run(clients[1]!, tenantOf.summit!, 20),
        ]);
        expect(demo.seen).toEqual([tenantOf.demo]);
        expect(summit.seen).toEqual([tenantOf.summit]);
        for (const before of [demo.before, summit.before]) {
          expect(before.tenant ?? "").toBe("");
          expect(before.role).toBe("engagesuite_app");
        }
      }
      expect(pids.size, "every transaction ran on the same server connection").toBe(1);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });
});
