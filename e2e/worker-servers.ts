import { availableParallelism } from "node:os";
import type { PlaywrightTestConfig } from "@playwright/test";

/**
 * The end-to-end suite runs several workers, each against a server of its own (its own embedded database, demo data,
 * SMTP sink and inbound mail port): specs change the demo workspace, so two workers sharing one server would see each
 * other's contacts and tickets. Worker i's server listens at the base port + i × PORT_STRIDE, and its mail ports at
 * that port + 25…27 (e2e/start-server.mjs), so the stride leaves them room.
 */
export const PORT_STRIDE = 50;

/**
 * Workers and servers: E2E_WORKERS, else one per two cores. A worker keeps about two cores busy (Chromium rendering
 * without a GPU, axe, the server): on CI's two cores a second worker ran no more tests a minute (4.3 with either) and
 * made journeys slow enough to time out.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || Math.floor(availableParallelism() / 2));

export function workerServerPort(basePort: number, parallelIndex: number): number {
  return basePort + parallelIndex * PORT_STRIDE;
}

/** The option the configs set: true where each worker has its server (playwright.config.ts), false for one server. */
export interface ServerPerWorkerOptions {
  serverPerWorker: boolean;
}

/** One entry of a config's `webServer` (Playwright does not export its type). */
type TestConfigWebServer = Exclude<NonNullable<PlaywrightTestConfig["webServer"]>, unknown[]>;

/**
 * A server script of e2e/ started for a Playwright run: given its port (E2E_PORT), ready when its health check
 * answers. `extra` adds to or overrides a field (a longer start-up, a graceful shutdown).
 */
export function testServer(
  script: string,
  port: number,
  extra: Partial<TestConfigWebServer> = {},
): TestConfigWebServer {
  return {
    command: `node ${script}`,
    cwd: "..",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: "pipe",
    stderr: "pipe",
    ...extra,
  };
}
