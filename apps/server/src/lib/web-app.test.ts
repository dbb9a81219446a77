import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../../../scripts/precompress.mjs";
import { createTestApp, type TestApp } from "../test/harness";
import { preferredEncoding } from "./web-app";

let t: TestApp;
const ASSETS = {
  "main-abc123.js": "export const answer = 42; console.log(answer);",
  "main-abc123.css": ".card { padding: 1rem; color: var(--foreground); }",
  "icons-abc123.svg": '<path d="M0 0h24v24H0z" fill="none"/>',
};
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
  // Assets big enough to be worth compressing, as the build writes them (scripts/precompress.mjs).
  for (const [name, line] of Object.entries(ASSETS)) {
    writeFileSync(path.join(dist, "assets", name), Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join("\n"));
  }
  writeFileSync(path.join(dist, "assets", "logo-abc123.png"), Buffer.alloc(4096, 7));
  expect(precompress(dist)).toBe(Object.keys(ASSETS).length + 2); // and index.html and index-abc123.js
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

describe("compression (issue 24)", () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { ...headers, ...(acceptEncoding !== undefined && { "accept-encoding": acceptEncoding }) },
    });
  const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
    res.headers["content-encoding"] === "br"
      ? brotliDecompressSync(res.rawPayload)
      : res.headers["content-encoding"] === "gzip"
        ? gunzipSync(res.rawPayload)
        : res.rawPayload;

  it("sends each built asset pre-compressed by what the client accepts, and the same bytes once decoded", async () => {
    for (const name of Object.keys(ASSETS)) {
      const url = `/assets/${name}`;
      const original = readFileSync(path.join(dist, "assets", name));
      for (const [accept, encoding] of [
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
        ["br;q=0, gzip", "gzip"],
        ["identity", undefined],
        [undefined, undefined],
      ] as const) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers["content-encoding"], `${url} ${accept}`).toBe(encoding);
        expect(res.headers.vary, `${url} ${accept}`).toMatch(/accept-encoding/i);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(decoded(res).equals(original), `${url} ${accept}`).toBe(true);
        if (encoding) expect(res.rawPayload.length).toBeLessThan(original.length / 4);
      }
    }
  });

  it("sends images as they are (they are compressed already)", async () => {
    const res = await get("/assets/logo-abc123.png", "gzip, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });

  it("compresses the page, which is never cached", async () => {
    const page = await get("/contacts", "gzip, deflate, br");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(page).toString()).toContain('content="engagesuite.test"');
    const gzip = await get("/contacts", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip).toString()).toBe(decoded(page).toString());
    const plain = await get("/contacts");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(decoded(page).toString());
  });

  it("compresses API answers above 1 KB when asked, and only then", async () => {
    const big = await get("/api/docs/json", "gzip");
    expect(big.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).paths).toBeTruthy();
    expect((await get("/api/docs/json")).headers["content-encoding"]).toBeUndefined();
    const small = await get("/api/health", "gzip, br");
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ status: "ok" });
  });

  it("refuses a compressed request body with a clear 415 instead of inflating it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: {
        ...headers,
        "content-type": "application/json",
        "content-encoding": "gzip",
        origin: "https://engagesuite.test",
      },
      payload: Buffer.from("not really gzip"),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/content-encoding/i);
  });

  it("negotiates brotli, then gzip, honouring q=0 and *", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity, *;q=0")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("gzip;q=abc")).toBeNull();
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
