// The server for end-to-end tests, as `npm start` runs it (the compiled server, built here when its sources changed):
// a fresh embedded database each run, demo data seeded, built web app.
import { rmSync } from "node:fs";
import path from "node:path";
import { ensureServerBuilt, root, serve, serverEntry } from "../scripts/lib.mjs";

const port = process.env.E2E_PORT ?? "3100";
// One database per port, so end-to-end runs on different ports never share (or delete) each other's data.
const dataDir = path.join(root, `e2e/.artifacts/data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
ensureServerBuilt();
serve(process.execPath, [serverEntry], {
  NODE_ENV: "production",
  PORT: port,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  SEED_DEMO: "true",
  MAIL_OUTBOX_VIEW: "true",
});
