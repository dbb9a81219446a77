import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let dist: string;
/** The product's own host: any other is refused with 421 (tenancy/plugin.ts). */
const headers = { host: "engagesuite.test" };

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><meta name="engage-app-domain" content="localhost"></head><body>app</body></html>',
  );
  writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log('hi')");
  t = await createTestApp({ demo: false, config: { WEB_DIST: dist, APP_DOMAIN: "engagesuite.test" } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("web app serving", () => {
  it("serves index.html for client routes with the product's domain in the meta tag", async () => {
    for (const url of ["/", "/onboarding", "/portal/login?tenantId=x", "/anything/unknown"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { host: "engagesuite.test" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain('<meta name="engage-app-domain" content="engagesuite.test">');
    }
  });

  it("serves hashed assets as immutable", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js", headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers unknown API paths and non-GET requests with the JSON 404", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/does-not-exist", headers });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found" });
    const post = await t.app.inject({
      method: "POST",
      url: "/somewhere",
      payload: {},
      headers: { ...headers, origin: "https://engagesuite.test" },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: "Not found" });
  });

  it("sends security headers with a strict script policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers });
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toContain("includeSubDomains");
  });
});

describe("OpenAPI", () => {
  it("documents the public API at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json", headers });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      "/api/public/verticals",
      "/api/verticals/{id}",
      "/api/services/compatible/{verticalId}",
      "/api/tenants/by-subdomain/{subdomain}",
      "/api/health",
    ]) {
      expect(paths).toContain(p);
    }
    const ui = await t.app.inject({ method: "GET", url: "/api/docs/", headers });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain("swagger");
  });
});
