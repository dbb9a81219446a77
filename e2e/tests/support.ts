import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The origin of a tenant's own host, e.g. http://demo.localhost:3100. */
export function tenantOrigin(baseURL: string | undefined, subdomain: string): string {
  const url = new URL(baseURL ?? "http://localhost:3100");
  return `${url.protocol}//${subdomain}.${url.hostname}:${url.port}`;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Fails on any serious or critical axe-core violation (DESIGN §9). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Let opening animations (a dialog's zoom-in) finish: mid-fade colours are not what a person reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, so the page's strict CSP (no inline scripts) stays in force.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes }));
  });
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

export type ApiCall = <T = unknown>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: T }>;

/**
 * An API client on one origin, from a page of its own browser context: Node cannot resolve `demo.localhost` (Chromium
 * can), and the browser sends the Origin header the server's CSRF check wants and keeps the session cookie.
 */
export async function browserApi(
  browser: Browser,
  origin: string,
): Promise<{ call: ApiCall; dispose: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/api/health`);
  const call: ApiCall = async (method, path, body) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const res = await fetch(path, {
          method,
          credentials: "include",
          headers: body === undefined ? {} : { "Content-Type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      },
      { method, path, body },
    );
  return { call, dispose: () => context.close() };
}
