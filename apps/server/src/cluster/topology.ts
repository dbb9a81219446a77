import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as pause } from "node:timers/promises";
import pg from "pg";
import S3rver from "s3rver";
import { ensureAppLoginRole } from "../db/app-role";
import { freePort, type PrivateCluster, startPrivateCluster } from "../faults/private-cluster";
import { repoRoot, serverRoot } from "../paths";

/**
 * The production topology on one machine, from Debian's packages (issue 25): a PostgreSQL cluster of its own,
 * PgBouncer in transaction pooling mode in front of it, an S3-compatible store (s3rver), several app nodes (the
 * production build), and nginx balancing across them with wildcard tenant hosts. Every part listens on loopback.
 */
export interface ClusterOptions {
  /** The balancer's port: the product is http://localhost:{port} and http://{sub}.localhost:{port}. */
  port: number;
  nodes?: number;
  /** Extra environment for every node (mail, inbound SMTP is given to node 0 only). */
  env?: Record<string, string>;
  /** Environment for node 0 only. */
  firstNodeEnv?: Record<string, string>;
  /** Server connections PgBouncer keeps per database and user. */
  poolSize?: number;
}

export interface AppNode {
  index: number;
  port: number;
  alive(): boolean;
  /** SIGKILL: no shutdown hook, as a crash or an OOM kill ends it. */
  kill(): Promise<void>;
  /** Starts it again on its port; resolves once it answers its health check. */
  start(): Promise<void>;
  output(): string;
}

export interface Cluster {
  port: number;
  nodes: AppNode[];
  postgresPort: number;
  bouncerPort: number;
  /** The owner's direct URL and the app role's URL through PgBouncer. */
  ownerUrl: string;
  bouncedUrl: string;
  restartBouncer(): Promise<void>;
  stop(): Promise<void>;
}

const APP_ROLE = "engagesuite_app";
const APP_PASSWORD = "engagesuite_app";
const asRoot = process.getuid?.() === 0;

/** A scratch directory the `postgres` OS user can use too (PgBouncer drops root to it). */
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join("/tmp", prefix));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await pause(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

const healthy = (port: number) => async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;

function accepts(port: number, url: string) {
  return async () => {
    const client = new pg.Client({
      connectionString: url.replace(/:\d+\//, `:${port}/`),
      connectionTimeoutMillis: 1000,
    });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      return true;
    } finally {
      await client.end().catch(() => {});
    }
  };
}

/** Keeps a child's last output, and kills it if this process exits first. */
function supervised(child: ChildProcess) {
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once("exit", () => {
      process.removeListener("exit", killOnExit);
      resolve();
    });
  });
  return { output: () => output, exited, alive: () => child.exitCode === null && child.signalCode === null };
}

async function startBouncer(dir: string, port: number, postgresPort: number, poolSize: number) {
  const ini = path.join(dir, "pgbouncer.ini");
  writeFileSync(path.join(dir, "userlist.txt"), `"${APP_ROLE}" ""\n"postgres" ""\n`);
  writeFileSync(
    ini,
    [
      "[databases]",
      `engagesuite = host=127.0.0.1 port=${postgresPort} dbname=engagesuite`,
      // The same database over exactly one server connection: the isolation test interleaves two tenants on it.
      `engagesuite_single = host=127.0.0.1 port=${postgresPort} dbname=engagesuite pool_size=1`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "userlist.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 1000",
      "ignore_startup_parameters = extra_float_digits,options",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      "",
    ].join("\n"),
  );
  // PgBouncer refuses to run as root: -u drops to the postgres user.
  const args = asRoot ? ["-u", "postgres", ini] : [ini];
  const child = spawn("pgbouncer", args, { stdio: ["ignore", "pipe", "pipe"] });
  const watched = supervised(child);
  return { child, ...watched };
}

function nginxConfig(dir: string, port: number, nodePorts: number[]): string {
  return `${asRoot ? "user root;\n" : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 30m;
  upstream app {
${nodePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port} default_server;
    server_name localhost *.localhost;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_read_timeout 120s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.nodes ?? 3;
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {});
  };
  try {
    const postgres: PrivateCluster = await startPrivateCluster();
    stops.push(() => postgres.destroy());
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      await ensureAppLoginRole(admin, APP_ROLE, APP_PASSWORD);
      await admin.query("CREATE DATABASE engagesuite");
    } finally {
      await admin.end();
    }
    const ownerUrl = `postgres://postgres@127.0.0.1:${postgres.port}/engagesuite`;

    const bouncerDir = scratchDir("engagesuite-pgbouncer-");
    stops.push(async () => rmSync(bouncerDir, { recursive: true, force: true }));
    const bouncerPort = await freePort();
    const bouncedUrl = `postgres://${APP_ROLE}:${APP_PASSWORD}@127.0.0.1:${bouncerPort}/engagesuite`;
    let bouncer = await startBouncer(bouncerDir, bouncerPort, postgres.port, options.poolSize ?? 8);
    stops.push(async () => {
      bouncer.child.kill("SIGKILL");
      await bouncer.exited;
    });
    await waitFor("PgBouncer", accepts(bouncerPort, bouncedUrl), 15_000);

    const s3Dir = mkdtempSync(path.join("/tmp", "engagesuite-s3-"));
    const s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: "engagesuite-cluster", configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    stops.push(async () => {
      await s3.close();
      rmSync(s3Dir, { recursive: true, force: true });
    });

    const dataRoot = mkdtempSync(path.join("/tmp", "engagesuite-nodes-"));
    stops.push(async () => rmSync(dataRoot, { recursive: true, force: true }));
    const nodePorts = await Promise.all(Array.from({ length: count }, () => freePort()));
    const env = (index: number): NodeJS.ProcessEnv => ({
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(nodePorts[index]),
      APP_DOMAIN: "localhost",
      PUBLIC_URL: `http://localhost:${options.port}`,
      DATABASE_URL: bouncedUrl,
      MIGRATION_DATABASE_URL: ownerUrl,
      DATABASE_POOLER: "transaction",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "127.0.0.1",
      DATA_DIR: path.join(dataRoot, `node-${index}`),
      S3_BUCKET: "engagesuite-cluster",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      ...options.env,
      ...(index === 0 ? options.firstNodeEnv : {}),
    });
    const nodes: AppNode[] = nodePorts.map((port, index) => {
      let running: ReturnType<typeof supervised> & { child: ChildProcess } = undefined as never;
      const node: AppNode = {
        index,
        port,
        alive: () => running?.alive() ?? false,
        output: () => running?.output() ?? "",
        async kill() {
          if (running?.alive()) running.child.kill("SIGKILL");
          await running?.exited;
        },
        async start() {
          const child = spawn(process.execPath, [path.join(serverRoot, "dist/main.js")], {
            cwd: repoRoot,
            env: env(index),
            stdio: ["ignore", "pipe", "pipe"],
          });
          running = { child, ...supervised(child) };
          await waitFor(`app node ${index}`, async () => {
            if (!running.alive()) throw new Error(`app node ${index} exited:\n${running.output()}`);
            return healthy(port)();
          });
        },
      };
      return node;
    });
    stops.push(async () => {
      await Promise.all(nodes.map((node) => node.kill()));
    });
    // The first node migrates and seeds; the others start on a ready database (they would wait on its lock anyway).
    await nodes[0]!.start();
    await Promise.all(nodes.slice(1).map((node) => node.start()));

    const nginxDir = mkdtempSync(path.join("/tmp", "engagesuite-nginx-"));
    for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(nginxDir, sub));
    writeFileSync(path.join(nginxDir, "nginx.conf"), nginxConfig(nginxDir, options.port, nodePorts));
    const nginx = spawn("nginx", ["-p", nginxDir, "-c", path.join(nginxDir, "nginx.conf"), "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const nginxWatch = supervised(nginx);
    stops.push(async () => {
      nginx.kill("SIGTERM");
      await nginxWatch.exited;
      rmSync(nginxDir, { recursive: true, force: true });
    });
    await waitFor("nginx", healthy(options.port), 15_000);

    return {
      port: options.port,
      nodes,
      postgresPort: postgres.port,
      bouncerPort,
      ownerUrl,
      bouncedUrl,
      async restartBouncer() {
        bouncer.child.kill("SIGKILL");
        await bouncer.exited;
        bouncer = await startBouncer(bouncerDir, bouncerPort, postgres.port, options.poolSize ?? 8);
        await waitFor("PgBouncer", accepts(bouncerPort, bouncedUrl), 15_000);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
