import { PASSWORD_MESSAGES } from "@engagesuite/shared";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, platformCookie, portalCookie, staffCookie } from "../../test/http";

/** Issue 15 §5: a password change or reset ends every other session of the account; the changing one stays. */
const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";
let t: TestApp;
let ids: { demo: string; summit: string };

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
});
afterAll(() => t.close());

const staffMe = (cookie: string, host = DEMO) => call(t.app, "GET", "/api/auth/me", undefined, { host, cookie });
const portalMe = (cookie: string) => call(t.app, "GET", "/api/client-portal/me", undefined, { host: DEMO, cookie });

describe("POST /api/auth/password (staff change their own password)", () => {
  it("needs the current password, ends the other sessions and keeps this one", async () => {
    const here = await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password);
    const elsewhere = await staffCookie(t.app, DEMO, L.demoStaff.email, L.demoStaff.password);
    const other = await staffCookie(t.app, DEMO, L.demoAdmin.username, L.demoAdmin.password);
    const res = await call(
      t.app,
      "POST",
      "/api/auth/password",
      { currentPassword: L.demoStaff.password, newPassword: "a-fresh-staff-pass" },
      { host: DEMO, cookie: here },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_MESSAGES.changed });
    expect((await staffMe(here)).statusCode).toBe(200);
    expect((await staffMe(elsewhere)).statusCode).toBe(401);
    expect((await staffMe(other)).statusCode).toBe(200);
    expect(await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password)).toBe("");
    expect(await staffCookie(t.app, DEMO, L.demoStaff.username, "a-fresh-staff-pass")).not.toBe("");
    const [row] = await t.db.owner.db.select().from(users).where(eq(users.email, L.demoStaff.email));
    expect(row!.passwordChangedAt).not.toBeNull();
  });

  it("lets the super admin change theirs on the platform, and refuses without a session or on another tenant's host", async () => {
    const admin = await platformCookie(t.app, L.superAdmin.email, L.superAdmin.password);
    const body = { currentPassword: L.superAdmin.password, newPassword: "a-new-platform-pass" };
    const changed = await call(t.app, "POST", "/api/auth/password", body, { cookie: admin });
    expect(changed.statusCode).toBe(200);
    expect((await call(t.app, "POST", "/api/auth/password", body)).statusCode).toBe(401);

    const summitAdmin = await staffCookie(
      t.app,
      "summit.localhost:3000",
      L.summitAdmin.username,
      L.summitAdmin.password,
    );
    const crossHost = await call(
      t.app,
      "POST",
      "/api/auth/password",
      { currentPassword: L.summitAdmin.password, newPassword: "hijacked-pass-word" },
      { host: DEMO, cookie: summitAdmin },
    );
    expect(crossHost.statusCode).toBe(403);
    expect(crossHost.json().message).toContain("tenant mismatch");
  });
});

describe("portal password reset", () => {
  it("ends every session of the client", async () => {
    const login = { ...L.demoPortalClient, tenantId: ids.demo };
    const a = await portalCookie(t.app, DEMO, login);
    const b = await portalCookie(t.app, DEMO, login);
    expect((await portalMe(a)).statusCode).toBe(200);
    await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/request",
      { email: login.email, tenantId: ids.demo },
      { host: DEMO },
    );
    const [mail] = await t.db.owner.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddress} = ${login.email}`)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    const done = await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/confirm",
      { token, password: "portal-reset-pass" },
      { host: DEMO },
    );
    expect(done.statusCode).toBe(200);
    expect((await portalMe(a)).statusCode).toBe(401);
    expect((await portalMe(b)).statusCode).toBe(401);
  });
});
