// The server for end-to-end tests, as `npm start` runs it (the compiled server, built here when its sources changed):
// a fresh embedded database each run, demo data seeded, built web app.
import { rmSync } from "node:fs";
import path from "node:path";
import { ensureServerBuilt, root, serve, serverEntry } from "../scripts/lib.mjs";
import { startSmtpSink } from "./smtp-sink.mjs";

const port = process.env.E2E_PORT ?? "3100";
// One database per port, so end-to-end runs on different ports never share (or delete) each other's data.
const dataDir = path.join(root, `e2e/.artifacts/data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
ensureServerBuilt();
// Mail leaves by SMTP to a real SMTP server beside the app (E2E_PORT + 25; what arrived is JSON on E2E_PORT + 26); the
// outbox rows stay readable at /api/dev/outbox as well.
const smtpPort = Number(port) + 25;
await startSmtpSink({ smtpPort, httpPort: Number(port) + 26 });
serve(process.execPath, [serverEntry], {
  NODE_ENV: "production",
  PORT: port,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  SEED_DEMO: "true",
  MAIL_OUTBOX_VIEW: "true",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // The help desk's inbound SMTP listener (issue 22): mail to support@{sub}.localhost becomes tickets.
  INBOUND_SMTP_PORT: String(Number(port) + 27),
  // Every test browser reaches the app from 127.0.0.1, as if through one proxy there: a spec that plays visitors from
  // elsewhere (new customers signing up, each from their own address) says so with X-Forwarded-For, and per-address
  // limits count them apart. A request without the header is the loopback's, as before.
  TRUST_PROXY: "127.0.0.1",
});
