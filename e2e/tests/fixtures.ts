import { test as base } from "@playwright/test";
import { type ServerPerWorkerOptions, workerServerPort } from "../worker-servers";

export * from "@playwright/test";

let visitor = Math.floor(Math.random() * 5_000);

/**
 * Each test's browser comes from an address of its own: the e2e server trusts X-Forwarded-For from the loopback, as
 * from a proxy (start-server.mjs), so the per-address sign-in limit (100 in 10 minutes, AUTH_LIMITS.loginPerIp) counts
 * one test's sign-ins, not the whole suite's, however fast the machine runs it. A spec that plays a visitor from
 * elsewhere (`test.use({ extraHTTPHeaders })`) keeps its own address.
 */
export const test = base.extend<ServerPerWorkerOptions>({
  serverPerWorker: [false, { option: true }],
  /** Where each worker has its own server, the worker's: the configured base port + its index × the stride. */
  baseURL: async ({ baseURL, serverPerWorker }, use, testInfo) => {
    if (!serverPerWorker || !baseURL) return use(baseURL);
    const url = new URL(baseURL);
    url.port = String(workerServerPort(Number(url.port), testInfo.parallelIndex));
    await use(url.origin);
  },
  /**
   * A page the server rendered shows before its script has taken it over, and a press before then does nothing yet
   * (the app's own pages come with their script): a navigation resolves once the page is hydrated.
   */
  page: async ({ page }, use) => {
    const hydrated = () =>
      page.waitForFunction(
        () => !document.getElementById("ssr-state") || document.documentElement.hasAttribute("data-hydrated"),
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
    await use(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    visitor += 1;
    const address = `198.18.${Math.floor(visitor / 250) % 256}.${(visitor % 250) + 1}`;
    await use({ "X-Forwarded-For": address, ...extraHTTPHeaders });
  },
});
