import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { type ServerPerWorkerOptions, testServer } from "./worker-servers";

/**
 * `npm run test:restore-drill` (issue 25 point 7): the end-to-end smoke against a server on a database restored from a
 * backup into a new PostgreSQL cluster (apps/server/src/faults/restore-drill.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3400);

export default defineConfig<ServerPerWorkerOptions>({
  ...base,
  outputDir: `./.artifacts/restore-drill-results-${port}`,
  testMatch: ["foundation.spec.ts", "contacts-dashboard.spec.ts"],
  // One server (the cluster's nginx / the restored database), so one worker.
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${port}`, serverPerWorker: false },
  projects: base.projects?.filter((project) => project.name === "desktop"),
  webServer: testServer("e2e/restore-drill/start.mjs", port, {
    timeout: 180_000,
    // SIGTERM lets the drill stop its server and PostgreSQL cluster and remove their files.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  }),
});
