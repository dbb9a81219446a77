import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot } from "../paths";
import { dumpDatabase, dumpRoles, restoreDatabase, restoreRoles } from "./backup";
import { createClusterDatabase, type PrivateCluster, startPrivateCluster } from "./private-cluster";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * `npm run test:restore-drill`'s server (e2e/playwright.restore-drill.config.ts starts it): a demo-seeded database on
 * a cluster of its own, backed up as docs/OPERATIONS.md says, the cluster destroyed, the backup restored into a new
 * cluster, and the production build serving the restored database on RESTORE_DRILL_PORT for the end-to-end smoke.
 */
const port = Number(process.env.RESTORE_DRILL_PORT ?? 3400);
const workDir = mkdtempSync(path.join(tmpdir(), "engagesuite-drill-"));
let target: PrivateCluster | undefined;
let server: ServerProcess | undefined;
let stopping = false;

const shutdown = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await server?.kill();
  await target?.destroy();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
};
// `on`, not `once`: the signal comes twice (to the process group and forwarded by start.mjs), and a second one
// without a listener would end the process before the cluster is stopped.
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

try {
  const source = await startPrivateCluster();
  const created = await createClusterDatabase(source, { appPoolSize: 1 });
  await created.database.close();
  const rolesFile = path.join(workDir, "roles.sql");
  const dumpFile = path.join(workDir, "engagesuite.dump");
  await dumpRoles(source.url, rolesFile);
  await dumpDatabase(created.ownerUrl, dumpFile);
  await source.destroy();

  target = await startPrivateCluster();
  await restoreRoles(target.url, rolesFile);
  await restoreDatabase(target.url, dumpFile);
  const onTarget = (url: string) => {
    const u = new URL(url);
    u.port = String(target!.port);
    return u.toString();
  };
  server = await startServerProcess(
    {
      NODE_ENV: "production",
      PORT: String(port),
      LOG_LEVEL: "warn",
      WEB_DIST: path.join(repoRoot, "apps/web/dist"),
      DATABASE_URL: onTarget(created.appUrl),
      MIGRATION_DATABASE_URL: onTarget(created.ownerUrl),
      SEED_DEMO: "false",
      MAIL_OUTBOX_VIEW: "true",
      TRUST_PROXY: "127.0.0.1",
    },
    "build",
  );
  server.child.stdout?.pipe(process.stdout);
  server.child.stderr?.pipe(process.stderr);
  console.log(`restore drill: backup restored into a new cluster, server on http://localhost:${port}`);
  const exit = await server.exited;
  if (!stopping) console.error(`restore drill: the server exited (${exit})`);
  await shutdown(1);
} catch (error) {
  console.error(error);
  await shutdown(1);
}
