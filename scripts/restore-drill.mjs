// The restore drill (issue 25 point 7): a backup restored into a new PostgreSQL cluster, then the end-to-end smoke
// against it. Needs a PostgreSQL server's binaries (initdb, pg_dump, pg_restore); .ci/run installs them. Without them
// it says so: `npm test` (RESTORE_DRILL_OPTIONAL) leaves it out, `npm run test:restore-drill` fails.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { bin, run } from "./lib.mjs";

function hasInitdb() {
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (existsSync(path.join(dir, "initdb"))) return true;
  } catch {
    // no pg_config: look where Debian puts the server
  }
  const root = "/usr/lib/postgresql";
  return existsSync(root) && readdirSync(root).some((version) => existsSync(path.join(root, version, "bin/initdb")));
}

if (!hasInitdb()) {
  const message = "The restore drill needs a PostgreSQL server's binaries (apt-get install postgresql).";
  if (process.env.RESTORE_DRILL_OPTIONAL) {
    console.log(`${message} Left out of this run.`);
    process.exit(0);
  }
  console.error(message);
  process.exit(1);
}
run(bin("playwright"), ["test", "-c", "e2e/playwright.restore-drill.config.ts"], {
  env: { ...process.env, E2E_PORT: process.env.RESTORE_DRILL_PORT ?? "3400" },
});
