import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { readerLocale } from "./web-app";

/**
 * The server renders the public pages with the web app's renderer (dist-ssr/ssr.js beside dist, built from
 * apps/web/src/app/ssr.tsx). Here a stand-in renderer with the same contract shows what the server does with it; the
 * real renderer is exercised end to end (e2e/tests/server-rendering.spec.ts).
 */
const RENDERER = `
let renders = 0;
export function isPrerendered(host, appDomain, pathname) {
  return host === appDomain && (pathname === "/" || pathname.startsWith("/verticals/"));
}
export async function renderPage({ url, locale, hints, fetch }) {
  renders += 1;
  if (url === "/verticals/broken") throw new Error("the renderer failed");
  if (url === "/verticals/left-to-the-script") return null;
  const read = await fetch("/api/public/verticals", { method: "GET" });
  const verticals = await read.json();
  const write = await fetch("/api/public/verticals", { method: "POST" }).then(() => "sent", () => "refused");
  return {
    html: "<h1>Rendered " + url + "</h1><p>render " + renders + ", " + verticals.length + " verticals, status " + read.status + ", locale " + locale + ", write " + write + ", portal signed out " + hints.portalSignedOut + "</p>",
    state: { queries: [{ queryKey: ["x"], state: { data: "</script><script>alert(1)</script>" } }] },
  };
}
`;

let t: TestApp;
let root: string;
const headers = { host: "engagesuite.test" };

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "web-ssr-"));
  const dist = path.join(root, "dist");
  mkdirSync(dist);
  mkdirSync(path.join(root, "dist-ssr"));
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><meta name="engage-app-domain" content="localhost"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, "dist-ssr", "ssr.js"), RENDERER);
  t = await createTestApp({ config: { WEB_DIST: dist, APP_DOMAIN: "engagesuite.test" } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { ...headers, ...extra } });

describe("server-rendered pages (issue 24 point 2)", () => {
  it("sends a public page with its HTML in the root and the reads it made beside it", async () => {
    const res = await page("/", { "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toMatch(/<div id="root"><h1>Rendered \/<\/h1><p>render \d+, [1-9]\d* verticals, status 200/);
    expect(res.body).toContain("locale de-DE");
    // The page's reads are answered by the server itself, and only reads: a write is refused.
    expect(res.body).toContain("write refused");
    // The answers travel as JSON the browser does not run, and cannot close their script element.
    expect(res.body).toContain('<script type="application/json" id="ssr-state">');
    expect(res.body).not.toContain("</script><script>alert(1)");
    expect(res.body).toContain("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>");
  });

  it("renders a page once for many readers within 30 s (per language), and again for another page", async () => {
    const first = await page("/verticals/healthcare");
    const again = await page("/verticals/healthcare");
    expect(again.body).toBe(first.body);
    const other = await page("/verticals/legal");
    expect(other.body).not.toBe(first.body);
    const german = await page("/verticals/healthcare", { "accept-language": "de" });
    expect(german.body).toContain("locale de,");
  });

  it("leaves a page to the script when the renderer declines it or fails, and other pages and hosts always", async () => {
    for (const url of ["/verticals/broken", "/verticals/left-to-the-script", "/onboarding", "/login"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain("ssr-state");
    }
    const tenant = await t.app.inject({ method: "GET", url: "/", headers: { host: "demo.engagesuite.test" } });
    expect(tenant.statusCode).toBe(200);
    expect(tenant.body).toContain('<div id="root"></div>');
  });

  it("tells the page whether the reader can have a portal session (no portal cookie: the sign-in renders at once)", async () => {
    expect((await page("/verticals/portal")).body).toContain("portal signed out true");
    expect((await page("/verticals/portal", { cookie: "es_portal=abc" })).body).toContain("portal signed out false");
    expect((await page("/verticals/portal", { cookie: "es_session=abc" })).body).toContain("portal signed out true");
  });

  it("compresses the rendered page as it does the plain one", async () => {
    const res = await page("/", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("accept-encoding");
  });

  it("reads the reader's language as the browser would name it, and nothing from a malformed header", () => {
    expect(readerLocale("en-GB,en;q=0.8")).toBe("en-GB");
    expect(readerLocale("de")).toBe("de");
    expect(readerLocale(undefined)).toBeUndefined();
    expect(readerLocale("*")).toBeUndefined();
    expect(readerLocale("not a locale!!")).toBeUndefined();
    expect(readerLocale(";q=1")).toBeUndefined();
  });
});
