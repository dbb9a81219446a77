import { DEMO_TENANT_SUBDOMAIN, SUITE_NAME } from "@engagesuite/shared";
import type { Config } from "../config";

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
  lines.push("");
  console.log(lines.join("\n"));
}
