import { execFileSync, spawn } from "node:child_process";
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureAppLoginRole } from "../db/app-role";
import { openDatabase } from "../db/client";
import { migratePostgresDatabase } from "../db/migrate";
import { seedCatalog } from "../db/seed/catalog";
import { seedDemoTenants } from "../db/seed/demo";
import type { TestDatabase } from "../test/harness";

/**
 * A throw-away PostgreSQL cluster of its own (initdb + pg_ctl) for fault tests that stop and start the server: the
 * machine's shared PostgreSQL is never touched. Listens on 127.0.0.1 only, on a free port, with trust auth.
 * initdb refuses root, so as root every PostgreSQL binary runs as the `postgres` OS user.
 */
export interface PrivateCluster {
  port: number;
  /** Superuser URL of the cluster's `postgres` database. */
  url: string;
  /** Stops the server; "immediate" is a crash (no checkpoint, crash recovery on the next start). */
  stop(mode?: "immediate" | "fast"): Promise<void>;
  start(): Promise<void>;
  /** Stops the server if it runs and removes its files. Safe to call more than once. */
  destroy(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

/** The PostgreSQL server binaries: `pg_config --bindir`, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string {
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (existsSync(path.join(dir, "initdb"))) return dir;
  } catch {
    // no pg_config on PATH: look for an installed version below
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error("No PostgreSQL server binaries (initdb, pg_ctl) found");
  return path.join(root, versions[0], "bin");
}

/** Runs a PostgreSQL binary (as `postgres` when we are root) and resolves when it exits 0. */
function runPg(bin: string, args: string[], cwd: string): Promise<string> {
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    // stdin/stdout/stderr must not be inherited by the postmaster pg_ctl leaves running: "exit", not "close".
    const child = spawn(command, argv, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(bin)} ${args.join(" ")} exited with ${code}:\n${output}`));
    });
  });
}

/** A TCP port nothing listens on right now (on 127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const DIR_PREFIX = "engagesuite-pg-";
/** In each cluster's directory: the pid of the test process that owns it. */
const OWNER_FILE = "owner.pid";

function clusterBase(): string {
  return asRoot ? "/tmp" : tmpdir();
}

/** pg_ctl stop -m immediate, synchronously (for the exit hook and for leftovers); quiet if nothing runs. */
function stopNow(pgCtl: string, data: string, cwd: string): void {
  const args = ["-D", data, "-m", "immediate", "-w", "stop"];
  try {
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", pgCtl, ...args], { cwd, stdio: "ignore" });
    else execFileSync(pgCtl, args, { cwd, stdio: "ignore" });
  } catch {
    // not running
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Clusters left behind by a test process that was killed before its cleanup ran (a timeout, Ctrl-C): stopped and
 * removed, so they do not pile up. A cluster whose owning process still runs (a concurrent test run) is left alone.
 */
function removeLeftovers(pgCtl: string): void {
  const base = clusterBase();
  for (const name of readdirSync(base)) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = path.join(base, name);
    let owner = Number.NaN;
    try {
      owner = Number(readFileSync(path.join(dir, OWNER_FILE), "utf8"));
    } catch {
      // no owner file (yet): maybe a cluster being created right now; judge by age below
    }
    try {
      const stale =
        Number.isInteger(owner) && owner > 0 ? !isAlive(owner) : Date.now() - statSync(dir).mtimeMs > 3_600_000;
      if (!stale) continue;
      stopNow(pgCtl, path.join(dir, "data"), base);
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // removed by someone else meanwhile
    }
  }
}

/** A directory the `postgres` user owns (and can reach: the base must be traversable by everyone). */
function clusterDirectory(): string {
  const dir = mkdtempSync(path.join(clusterBase(), DIR_PREFIX));
  writeFileSync(path.join(dir, OWNER_FILE), String(process.pid));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  } else {
    accessSync(dir, constants.W_OK);
  }
  return dir;
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinDir();
  const pgCtl = path.join(bin, "pg_ctl");
  removeLeftovers(pgCtl);
  const dir = clusterDirectory();
  const data = path.join(dir, "data");
  const log = path.join(dir, "postgres.log");
  let running = false;
  let destroyed = false;

  // If the test process exits without afterAll, do not leave a postmaster behind.
  const onExit = () => {
    if (running) stopNow(pgCtl, data, dir);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", onExit);

  try {
    await runPg(
      path.join(bin, "initdb"),
      ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync", "--wal-segsize=1"],
      dir,
    );
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      // Settings are appended to postgresql.auto.conf on each try: the last value wins.
      appendFileSync(
        path.join(data, "postgresql.auto.conf"),
        [
          `listen_addresses = '127.0.0.1'`,
          `port = ${port}`,
          `unix_socket_directories = '${dir}'`,
          `max_connections = 60`,
          `shared_buffers = '32MB'`,
          "",
        ].join("\n"),
      );
      try {
        await runPg(pgCtl, ["-D", data, "-l", log, "-w", "-t", "30", "start"], dir);
        running = true;
        break;
      } catch (error) {
        // Another process may have taken the port between our probe and the start: try another one.
        if (attempt >= 3) throw error;
      }
    }

    const cluster: PrivateCluster = {
      port,
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop(mode = "immediate") {
        await runPg(pgCtl, ["-D", data, "-m", mode, "-w", "-t", "30", "stop"], dir);
        running = false;
      },
      async start() {
        await runPg(pgCtl, ["-D", data, "-l", log, "-w", "-t", "30", "start"], dir);
        running = true;
      },
      async destroy() {
        if (destroyed) return;
        destroyed = true;
        process.removeListener("exit", onExit);
        if (running) await cluster.stop("immediate").catch(() => {});
        await rm(dir, { recursive: true, force: true });
      },
    };
    return cluster;
  } catch (error) {
    process.removeListener("exit", onExit);
    onExit();
    throw error;
  }
}

/** The app's login role on a private cluster: owns nothing, member of app_user (RLS applies), as in production. */
const APP_ROLE = "engagesuite_app";
const APP_ROLE_PASSWORD = "engagesuite_app";

/**
 * A migrated database on the private cluster, shaped like the harness's PostgreSQL databases: `owner` migrates and
 * seeds, `app` is the login role the server uses; catalogue and demo tenants seeded.
 */
export async function createClusterDatabase(cluster: PrivateCluster, options: { appPoolSize?: number } = {}) {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await ensureAppLoginRole(admin, APP_ROLE, APP_ROLE_PASSWORD);
    await admin.query("CREATE DATABASE engagesuite");
  } finally {
    await admin.end();
  }
  const ownerUrl = `postgres://postgres@127.0.0.1:${cluster.port}/engagesuite`;
  const appUrl = `postgres://${APP_ROLE}:${APP_ROLE_PASSWORD}@127.0.0.1:${cluster.port}/engagesuite`;
  await migratePostgresDatabase(ownerUrl);
  const owner = await openDatabase({ url: ownerUrl, poolSize: 3 });
  try {
    await seedCatalog(owner.db);
    await seedDemoTenants(owner.db);
  } catch (error) {
    await owner.close();
    throw error;
  }
  const app = await openDatabase({ url: appUrl, poolSize: options.appPoolSize ?? 10 });
  const database: TestDatabase = {
    kind: "postgres",
    app,
    owner,
    ownerUrl,
    close: async () => {
      await app.close().catch(() => {});
      await owner.close().catch(() => {});
    },
  };
  return { database, ownerUrl, appUrl };
}
