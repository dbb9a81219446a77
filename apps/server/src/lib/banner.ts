import { DEMO_TENANT_SUBDOMAIN, SUITE_NAME } from "@engagesuite/shared";
import type { Config } from "../config";
import { DEMO_LOGINS } from "../db/seed/accounts";

/** What `npm start` prints once the server listens: where to go and how to sign in. */
export function printBanner(config: Config, databaseKind: "pglite" | "postgres"): void {
  const port = config.PORT === 80 ? "" : `:${config.PORT}`;
  const main = `http://${config.APP_DOMAIN}${port}`;
  const tenant = `http://${DEMO_TENANT_SUBDOMAIN}.${config.APP_DOMAIN}${port}`;
  const lines = ["", `  ${SUITE_NAME} is running`, "", `  Main site      ${main}`, `  Demo tenant    ${tenant}`];
  if (config.APP_DOMAIN === "localhost") lines.push(`                 ${main}/?tenant=${DEMO_TENANT_SUBDOMAIN}`);
  lines.push(`  API docs       ${main}/api/docs`);
  lines.push(
    `  Database       ${databaseKind === "pglite" ? `embedded PGlite (${config.DATA_DIR})` : "PostgreSQL (DATABASE_URL)"}`,
  );
  if (config.outboxView) lines.push(`  Mail outbox    ${main}/api/dev/outbox.html`);
  if (config.SEED_DEMO) {
    const l = DEMO_LOGINS;
    lines.push(
      "",
      "  Demo logins (seeded on a new database)",
      `  Super admin         ${main}/login                 ${l.superAdmin.email} / ${l.superAdmin.password}`,
      `                      two-factor key (add it to an authenticator app): ${l.superAdmin.totpSecret}`,
      `  Demo tenant admin   ${tenant}/                     ${l.demoAdmin.username} / ${l.demoAdmin.password}`,
      `  Demo tenant staff   ${tenant}/                     ${l.demoStaff.username} / ${l.demoStaff.password}`,
      `  Demo portal client  ${tenant}/portal/login         ${l.demoPortalClient.email} / ${l.demoPortalClient.password}`,
      `  Second tenant admin http://summit.${config.APP_DOMAIN}${port}/   ${l.summitAdmin.username} / ${l.summitAdmin.password}`,
    );
  }
  lines.push("");
  console.log(lines.join("\n"));
}
