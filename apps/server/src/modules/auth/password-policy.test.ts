import { MSG, PASSWORD_MESSAGES, PASSWORD_POLICY_MESSAGES } from "@engagesuite/shared";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, portalClients, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, portalCookie, staffCookie } from "../../test/http";
import { newPasswordProblem } from "./password-policy";

/**
 * Issue 15 §5: every place a password is set (reset, the tenant admin's invitation, which is a reset link, portal
 * registration, password change) refuses fewer than 8 characters and the common passwords, in its own words; the
 * spec's "at least 6" stays on portal registration below 6 characters. Nothing is written and no token is spent.
 */
const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";
const { tooShort, tooCommon } = PASSWORD_POLICY_MESSAGES;
let t: TestApp;
let ids: { demo: string; summit: string };

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.owner.db.execute(sql`delete from rate_limit_buckets`);
});

const refused = (message: string, field = "password") => ({ message, fieldErrors: { [field]: [message] } });

async function tokenMailedTo(to: string): Promise<string> {
  const [mail] = await t.db.owner.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return /token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
}

describe("the rule", () => {
  it.each([
    ["1234567", tooShort],
    ["🔒🔒🔒🔒🔒🔒🔒", tooShort],
    ["password1", tooCommon],
    ["PassWord123", tooCommon],
    ["EngageSuite2026!", tooCommon],
    ["helpdesk#12345", tooCommon],
    ["engagesuite-rocks-here", null],
    ["Ilex-harbour-42", null],
    ["correct horse battery", null],
  ])("%s → %s", async (password, problem) => {
    expect(await newPasswordProblem(password)).toBe(problem);
  });
});

describe("staff reset (and the tenant admin's invitation, a reset link)", () => {
  it("refuses a short or common password with its own message and leaves the token usable", async () => {
    await call(t.app, "POST", "/api/auth/password-reset/request", { email: L.demoAdmin.email });
    const token = await tokenMailedTo(L.demoAdmin.email);
    const [before] = await t.db.owner.db.select().from(users).where(eq(users.email, L.demoAdmin.email));
    for (const [password, message] of [
      ["seven77", tooShort],
      ["qwerty123", tooCommon],
    ] as const) {
      const res = await call(t.app, "POST", "/api/auth/password-reset/confirm", { token, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused(message));
    }
    const [after] = await t.db.owner.db.select().from(users).where(eq(users.email, L.demoAdmin.email));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    const ok = await call(t.app, "POST", "/api/auth/password-reset/confirm", { token, password: L.demoAdmin.password });
    expect(ok.statusCode).toBe(200);
  });
});

describe("portal", () => {
  const registration = (password: string, email: string) => ({
    email,
    firstName: "Nia",
    lastName: "Okafor",
    password,
    tenantId: ids.demo,
  });
  async function clientEmails() {
    return (await withTenant(t.db.owner.db, ids.demo, (tx) => tx.select().from(portalClients))).map((c) => c.email);
  }

  it.each([
    ["12345", MSG.portalPasswordMin],
    ["123456a", tooShort],
    ["sunshine1", tooCommon],
  ])("registration refuses %s with '%s' and creates no account", async (password, message) => {
    const email = `policy-${password.length}@example.com`;
    const res = await call(t.app, "POST", "/api/client-portal/register", registration(password, email), { host: DEMO });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ password: [message] });
    expect(await clientEmails()).not.toContain(email);
  });

  it("reset refuses a common password and leaves the token usable", async () => {
    const email = L.demoPortalClient.email;
    await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/request",
      { email, tenantId: ids.demo },
      { host: DEMO },
    );
    const token = await tokenMailedTo(email);
    const common = await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/confirm",
      { token, password: "football1" },
      { host: DEMO },
    );
    expect(common.json()).toEqual(refused(tooCommon));
    const ok = await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/confirm",
      { token, password: L.demoPortalClient.password },
      { host: DEMO },
    );
    expect(ok.statusCode).toBe(200);
  });

  it("change refuses a short or common new password and keeps the old one", async () => {
    const cookie = await portalCookie(t.app, DEMO, { ...L.demoPortalClient, tenantId: ids.demo });
    for (const [newPassword, message] of [
      ["short12", tooShort],
      ["baseball1", tooCommon],
    ] as const) {
      const res = await call(
        t.app,
        "POST",
        "/api/client-portal/password",
        { currentPassword: L.demoPortalClient.password, newPassword },
        { host: DEMO, cookie },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused(message, "newPassword"));
    }
    expect(await portalCookie(t.app, DEMO, { ...L.demoPortalClient, tenantId: ids.demo })).not.toBe("");
  });
});

describe("staff password change", () => {
  it("refuses a short or common new password and a wrong current one", async () => {
    const cookie = await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password);
    const change = (currentPassword: string, newPassword: string) =>
      call(t.app, "POST", "/api/auth/password", { currentPassword, newPassword }, { host: DEMO, cookie });
    expect((await change(L.demoStaff.password, "short12")).json()).toEqual(refused(tooShort, "newPassword"));
    expect((await change(L.demoStaff.password, "Welcome123")).json()).toEqual(refused(tooCommon, "newPassword"));
    expect((await change("not-my-password", "a-fine-new-password")).json()).toEqual(
      refused(PASSWORD_MESSAGES.currentWrong, "currentPassword"),
    );
    expect(await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password)).not.toBe("");
  });
});
