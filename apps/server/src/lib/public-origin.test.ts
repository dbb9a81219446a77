import { HOST_MESSAGES } from "@engagesuite/shared";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { mailOutbox } from "../db/schema";
import { DEMO_LOGINS } from "../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../test/harness";
import { listenOnLoopback, requestJson } from "../test/raw-http";
import { mainOrigin, tenantHost, tenantOrigin } from "./public-origin";

const L = DEMO_LOGINS;
const ATTACKER = "203.0.113.66";

async function mailsTo(t: TestApp, to: string) {
  return t.db.owner.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt));
}

/** Every URL in the mail's text. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/** A state change as a browser on `host` sends it (its Origin names that host, as the CSRF check wants). */
const post = (port: number, path: string, host: string, body: unknown, headers: Record<string, string> = {}) =>
  requestJson(port, "POST", path, { host, origin: `http://${host}`, ...headers }, body);

describe("public origins from configuration", () => {
  it("puts the tenant's label before APP_DOMAIN with PUBLIC_URL's scheme and port", () => {
    const local = { publicUrl: "http://localhost:3000", APP_DOMAIN: "localhost" };
    expect(mainOrigin(local)).toBe("http://localhost:3000");
    expect(tenantOrigin(local, "Demo")).toBe("http://demo.localhost:3000");
    expect(tenantHost(local, "demo")).toBe("demo.localhost:3000");
    const real = { publicUrl: "https://www.engagesuite.com", APP_DOMAIN: "engagesuite.com" };
    expect(tenantOrigin(real, "acme")).toBe("https://acme.engagesuite.com");
  });
});

describe("links in e-mails never come from the request's Host (issue 15, point 1) — real HTTP, npm start's settings", () => {
  let t: TestApp;
  let port: number;
  let demoId: string;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listenOnLoopback(t.app);
    demoId = (await demoTenantIds(t)).demo;
  });
  afterAll(() => t.close());

  it("refuses a portal reset sent to an IP address with X-Tenant: 421, no mail, no token", async () => {
    const res = await post(
      port,
      "/api/client-portal/password-reset/request",
      ATTACKER,
      { email: L.demoPortalClient.email, tenantId: demoId },
      { "x-tenant": "demo" },
    );
    expect(res.status).toBe(421);
    expect(res.body).toEqual({ message: HOST_MESSAGES.misdirected });
    expect(await mailsTo(t, L.demoPortalClient.email)).toHaveLength(0);
    const [tokens] = await queryRows<{ n: number }>(
      t.db.owner.db,
      sql`select count(*)::int as n from portal_password_resets`,
    );
    expect(tokens?.n).toBe(0);
  });

  it("refuses a staff reset sent to an IP address with X-Tenant, and mails nothing", async () => {
    const res = await post(
      port,
      "/api/auth/password-reset/request",
      ATTACKER,
      { email: L.demoAdmin.email },
      {
        "x-tenant": "demo",
      },
    );
    expect(res.status).toBe(421);
    expect(await mailsTo(t, L.demoAdmin.email)).toHaveLength(0);
  });

  it("links a portal reset to the configured tenant origin, whatever port or hint the request used", async () => {
    // The real host with the ?tenant= hint of localhost, and the tenant's host on a port nobody configured.
    const hinted = await post(
      port,
      "/api/client-portal/password-reset/request",
      "localhost:3000",
      { email: L.demoPortalClient.email, tenantId: demoId },
      { "x-tenant": "demo" },
    );
    expect(hinted.status).toBe(200);
    const odd = await post(port, "/api/client-portal/password-reset/request", "demo.localhost:8666", {
      email: L.demoPortalClient.email,
      tenantId: demoId,
    });
    expect(odd.status).toBe(200);
    const mails = await mailsTo(t, L.demoPortalClient.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const links = linksIn(mail.textBody);
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(/^http:\/\/demo\.localhost:3000\/portal\/reset-password\?token=[\w-]{43}$/);
    }
  });

  it("links a staff reset to PUBLIC_URL even when the request names another port", async () => {
    const res = await post(port, "/api/auth/password-reset/request", "localhost:8666", { email: L.demoAdmin.email });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(t, L.demoAdmin.email);
    expect(linksIn(mail!.textBody)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/reset-password\?token=/),
    ]);
  });
});

describe("links behind a proxy on a real domain (TRUST_PROXY set, X-Forwarded-Host not trusted)", () => {
  let t: TestApp;
  let port: number;
  let demoId: string;
  beforeAll(async () => {
    t = await createTestApp({
      config: { APP_DOMAIN: "engagesuite.test", PUBLIC_URL: "https://engagesuite.test", TRUST_PROXY: ["loopback"] },
    });
    port = await listenOnLoopback(t.app);
    demoId = (await demoTenantIds(t)).demo;
  });
  afterAll(() => t.close());

  it("ignores X-Forwarded-Host and -Proto for links and for the tenant", async () => {
    const forged = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http", "x-tenant": "summit" };
    const staff = await post(
      port,
      "/api/auth/password-reset/request",
      "engagesuite.test",
      { email: L.demoStaff.email },
      forged,
    );
    expect(staff.status).toBe(200);
    const portal = await post(
      port,
      "/api/client-portal/password-reset/request",
      "demo.engagesuite.test",
      { email: L.demoPortalClient.email, tenantId: demoId },
      forged,
    );
    expect(portal.status).toBe(200);
    const [staffMail] = await mailsTo(t, L.demoStaff.email);
    expect(linksIn(staffMail!.textBody)).toEqual([
      expect.stringMatching(/^https:\/\/engagesuite\.test\/reset-password\?token=/),
    ]);
    const [portalMail] = await mailsTo(t, L.demoPortalClient.email);
    expect(linksIn(portalMail!.textBody)).toEqual([
      expect.stringMatching(/^https:\/\/demo\.engagesuite\.test\/portal\/reset-password\?token=/),
    ]);
  });

  it("answers 421 to an IP-address Host with a tenant hint on a real domain", async () => {
    const res = await post(
      port,
      "/api/client-portal/password-reset/request",
      ATTACKER,
      { email: L.demoPortalClient.email, tenantId: demoId },
      { "x-tenant": "demo" },
    );
    expect(res.status).toBe(421);
    expect(await mailsTo(t, L.demoPortalClient.email)).toHaveLength(1);
  });
});
