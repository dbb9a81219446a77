// The cluster test (issue 25): the end-to-end journeys through nginx, three app nodes and PgBouncer in transaction
// pooling mode. It needs Debian's nginx and pgbouncer and a PostgreSQL server's binaries (initdb); .ci/run installs
// them. Without them it says so and passes nothing off as tested: `npm test` leaves it out, `npm run test:cluster` fails.
import { existsSync } from "node:fs";
import { bin, run } from "./lib.mjs";

const missing = ["/usr/sbin/nginx", "/usr/sbin/pgbouncer"].filter((p) => !existsSync(p));
if (missing.length > 0) {
  const message = `The cluster test needs ${missing.join(" and ")} (apt-get install nginx-light pgbouncer).`;
  if (process.env.CLUSTER_OPTIONAL) {
    console.log(`${message} Left out of this run.`);
    process.exit(0);
  }
  console.error(message);
  process.exit(1);
}
run(bin("playwright"), ["test", "-c", "e2e/playwright.cluster.config.ts"], {
  env: { ...process.env, E2E_PORT: process.env.CLUSTER_PORT ?? "3300" },
});
