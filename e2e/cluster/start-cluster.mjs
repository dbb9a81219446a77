// The server of `npm run test:cluster`: the production build on three nodes behind nginx and PgBouncer
// (apps/server/src/cluster), with the same SMTP sink as the single-node end-to-end run.
import { ensureServerBuilt, serve } from "../../scripts/lib.mjs";
import { startSmtpSink } from "../smtp-sink.mjs";

const port = Number(process.env.E2E_PORT ?? 3300);
ensureServerBuilt();
await startSmtpSink({ smtpPort: port + 25, httpPort: port + 26 });
serve(process.execPath, ["--import", "tsx", "apps/server/src/cluster/main.ts"], {
  CLUSTER_PORT: String(port),
  CLUSTER_SMTP_URL: `smtp://127.0.0.1:${port + 25}`,
  CLUSTER_INBOUND_SMTP_PORT: String(port + 27),
});
