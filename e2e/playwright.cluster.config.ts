import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run test:cluster` (issue 25): the end-to-end journeys through nginx in front of three app nodes and PgBouncer in
 * transaction pooling mode (e2e/cluster/start-cluster.mjs), then the cluster's own tests.
 */
const port = Number(process.env.E2E_PORT ?? 3300);

export default defineConfig({
  ...base,
  outputDir: `./.artifacts/cluster-results-${port}`,
  testIgnore: [],
  testMatch: [
    "onboarding-wizard.spec.ts",
    "contacts-dashboard.spec.ts",
    "helpdesk-flows.spec.ts",
    "portal-journey.spec.ts",
    "cluster.spec.ts",
  ],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects: base.projects?.filter((project) => project.name === "desktop"),
  webServer: {
    command: "node e2e/cluster/start-cluster.mjs",
    cwd: "..",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
    stdout: "pipe",
    stderr: "pipe",
  },
});
