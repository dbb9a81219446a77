import { HANDOFF_MESSAGES, MFA_MESSAGES } from "@engagesuite/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { freshTotpCode, setCookie } from "../../test/http";

/**
 * Behind a proxy that sets X-Forwarded-Host (TRUST_PROXY naming it, TRUST_PROXY_HOST on), the Host header names the
 * app node, not the site the browser is on, and two requests of one sign-in may reach two nodes. A sign-in challenge
 * and a handoff code are bound to the public host, read the way tenancy reads it (lib/request-origin.ts).
 */
const L = DEMO_LOGINS;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { TRUST_PROXY: ["loopback"], TRUST_PROXY_HOST: true } });
});
afterAll(() => t.close());

/** A browser request on `site`, forwarded by the proxy (on loopback) to the app node `node`. */
const viaProxy = (url: string, body: object, site: string, node: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { host: node, "x-forwarded-host": site, "x-forwarded-proto": "http", origin: `http://${site}` },
  });

describe("the sign-in's second step behind a proxy", () => {
  it("opens the challenge on the public host it was issued for, whichever node answers", async () => {
    const first = await viaProxy(
      "/api/auth/login",
      { email: L.superAdmin.email, password: L.superAdmin.password },
      "localhost:3000",
      "10.0.0.7:8080",
    );
    expect(first.statusCode).toBe(200);
    const { challenge } = first.json();
    expect(challenge).toEqual(expect.any(String));

    // The same challenge sent for another site (a tenant's host) does not open.
    const elsewhere = await viaProxy(
      "/api/auth/mfa",
      { challenge, code: await freshTotpCode(t.app, L.superAdmin.totpSecret) },
      "demo.localhost:3000",
      "10.0.0.7:8080",
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({ message: MFA_MESSAGES.challengeExpired });

    const second = await viaProxy(
      "/api/auth/mfa",
      { challenge, code: await freshTotpCode(t.app, L.superAdmin.totpSecret) },
      "localhost:3000",
      "10.0.0.8:8080",
    );
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ redirectTo: "/su/admin/dashboard", user: { role: "SUPER_ADMIN" } });
    expect(setCookie(second, "es_session")?.value).toBeTruthy();
  });
});

describe("the login handoff behind a proxy", () => {
  it("redeems the code on the tenant's public host, not on the node's Host", async () => {
    const login = async () => {
      const res = await viaProxy(
        "/api/auth/login",
        { email: L.demoAdmin.email, password: L.demoAdmin.password },
        "localhost:3000",
        "10.0.0.7:8080",
      );
      expect(res.statusCode).toBe(200);
      const { redirectTo } = res.json() as { redirectTo: string };
      expect(redirectTo).toMatch(/^http:\/\/demo\.localhost:3000\/auth\/handoff#code=/);
      return decodeURIComponent(redirectTo.split("#code=")[1]!);
    };

    const wrongSite = await viaProxy(
      "/api/auth/handoff",
      { code: await login() },
      "summit.localhost:3000",
      "10.0.0.8:8080",
    );
    expect(wrongSite.statusCode).toBe(400);
    expect(wrongSite.json()).toEqual({ message: HANDOFF_MESSAGES.invalid });

    const redeemed = await viaProxy(
      "/api/auth/handoff",
      { code: await login() },
      "demo.localhost:3000",
      "10.0.0.8:8080",
    );
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({ redirectTo: "/tu/admin/dashboard" });
    expect(setCookie(redeemed, "es_session")?.value).toBeTruthy();
  });
});
