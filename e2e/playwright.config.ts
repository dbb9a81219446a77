import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_WORKERS, type ServerPerWorkerOptions, testServer, workerServerPort } from "./worker-servers";

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

export default defineConfig<ServerPerWorkerOptions>({
  testDir: "./tests",
  // The cluster's own tests drive its topology (npm run test:cluster, playwright.cluster.config.ts).
  testIgnore: ["cluster.spec.ts"],
  outputDir: `./.artifacts/results-${port}`,
  // Files are spread over the workers; the tests of one file run in order. Each worker has its own server and demo
  // workspace (worker-servers.ts), so no spec sees another's writes.
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: true,
  // In CI one retry: a test that passes only on its second try is reported as flaky (and is a bug to chase), but a
  // one-off stall of a shared 2-core machine does not turn the whole run red. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // A whole journey (sign in, several dialogs, axe) on a CI machine that runs other layers at the same time.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    // Worker 0's server; the fixtures move each other worker to its own (fixtures.ts).
    baseURL: `http://localhost:${port}`,
    serverPerWorker: true,
    // The web app formats dates and numbers in the browser's language; the tests read them as an en-US reader would.
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Every test runs at desktop width; tests tagged @responsive also at a phone's, and @phone-only only there.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    { name: "phone", use: { ...devices["Pixel 7"], browserName: "chromium" }, grep: /@responsive|@phone-only/ },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) =>
    testServer("e2e/start-server.mjs", workerServerPort(port, index)),
  ),
});
