import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { type ServerPerWorkerOptions, testServer } from "./worker-servers";

/**
 * `npm run test:cluster` (issue 25): the end-to-end journeys through nginx in front of three app nodes and PgBouncer in
 * transaction pooling mode (e2e/cluster/start-cluster.mjs), then the cluster's own tests.
 */
const port = Number(process.env.E2E_PORT ?? 3300);
const desktop = base.projects?.find((project) => project.name === "desktop");
if (!desktop) throw new Error("e2e/playwright.config.ts has no desktop project");

export default defineConfig<ServerPerWorkerOptions>({
  ...base,
  outputDir: `./.artifacts/cluster-results-${port}`,
  testIgnore: [],
  // One server (the cluster's nginx / the restored database), so one worker.
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${port}`, serverPerWorker: false },
  // The cluster's own tests run after the journeys: their writers fill the demo workspace with contacts, which would
  // push the journeys' seeded rows off the first page of the list.
  projects: [
    {
      ...desktop,
      name: "journeys",
      testMatch: [
        "onboarding-wizard.spec.ts",
        "contacts-dashboard.spec.ts",
        "helpdesk-flows.spec.ts",
        "portal-journey.spec.ts",
      ],
    },
    { ...desktop, name: "cluster", testMatch: ["cluster.spec.ts"], dependencies: ["journeys"] },
  ],
  webServer: testServer("e2e/cluster/start-cluster.mjs", port, { timeout: 180_000 }),
});
