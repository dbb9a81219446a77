import { DEMO_TENANT_SUBDOMAIN, SUITE_NAME } from "@engagesuite/shared";
import type { Config } from "../config";
import { DEMO_LOGINS } from "../db/seed/accounts";
import { mainOrigin, tenantOrigin } from "./public-origin";

/** What `npm start` prints once the server listens: where to go and how to sign in. */
export function printBanner(config: Config, databaseKind: "pglite" | "postgres"): void {
  const main = mainOrigin(config);
  const tenant = tenantOrigin(config, DEMO_TENANT_SUBDOMAIN);
  const lines = ["", `  ${SUITE_NAME} is running`, "", `  Main site      ${main}`, `  Demo tenant    ${tenant}`];
  if (config.APP_DOMAIN === "localhost") lines.push(`                 ${main}/?tenant=${DEMO_TENANT_SUBDOMAIN}`);
  if (config.apiDocs) lines.push(`  API docs       ${main}/api/docs`);
  lines.push(
    `  Database       ${databaseKind === "pglite" ? `embedded PGlite (${config.DATA_DIR})` : "PostgreSQL (DATABASE_URL)"}`,
  );
  if (config.outboxView) lines.push(`  Mail outbox    ${main}/api/dev/outbox.html`);
  if (config.SEED_DEMO) {
    const l = DEMO_LOGINS;
    lines.push("", "  Demo logins (seeded on a new database)");
    // The demo super admin exists on localhost only (db/bootstrap.ts).
    if (config.APP_DOMAIN === "localhost") {
      lines.push(
        `  Super admin         ${main}/login                 ${l.superAdmin.email} / ${l.superAdmin.password}`,
        `                      two-factor key (add it to an authenticator app): ${l.superAdmin.totpSecret}`,
      );
    }
    lines.push(
      `  Demo tenant admin   ${tenant}/                     ${l.demoAdmin.username} / ${l.demoAdmin.password}`,
      `  Demo tenant staff   ${tenant}/                     ${l.demoStaff.username} / ${l.demoStaff.password}`,
      `  Demo portal client  ${tenant}/portal/login         ${l.demoPortalClient.email} / ${l.demoPortalClient.password}`,
      `  Second tenant admin ${tenantOrigin(config, "summit")}/   ${l.summitAdmin.username} / ${l.summitAdmin.password}`,
    );
  }
  lines.push("");
  console.log(lines.join("\n"));
}
