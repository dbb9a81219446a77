// The server for end-to-end tests: a fresh embedded database each run, demo data seeded, built web app.
import { rmSync } from "node:fs";
import path from "node:path";
import { bin, root, serve } from "../scripts/lib.mjs";

const port = process.env.E2E_PORT ?? "3100";
// One database per port, so end-to-end runs on different ports never share (or delete) each other's data.
const dataDir = path.join(root, `e2e/.artifacts/data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
serve(bin("tsx"), ["apps/server/src/main.ts"], {
  NODE_ENV: "production",
  PORT: port,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  SEED_DEMO: "true",
  MAIL_OUTBOX_VIEW: "true",
});
