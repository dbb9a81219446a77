import { AUTH_MESSAGES, MSG } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, portalClients } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, setCookie } from "../../test/http";

let t: TestApp;
let ids: { demo: string; summit: string };
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const client = DEMO_LOGINS.demoPortalClient;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
});
afterAll(() => t.close());

const register = (host: string, body: object) => call(t.app, "POST", "/api/client-portal/register", body, { host });
const login = (host: string, body: object, cookie?: string) =>
  call(t.app, "POST", "/api/client-portal/login", body, { host, cookie });
const me = (host: string, cookie: string) => call(t.app, "GET", "/api/client-portal/me", undefined, { host, cookie });

async function clientsOf(tenantId: string) {
  return withTenant(t.db.owner.db, tenantId, (tx) => tx.select().from(portalClients));
}

describe("POST /api/client-portal/register", () => {
  it("creates an account on this tenant only", async () => {
    const res = await register(DEMO, {
      email: "New.Client@Example.com",
      firstName: "Nia",
      lastName: "Okafor",
      password: "secret-123",
      tenantId: ids.demo,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.registered });
    expect((await clientsOf(ids.demo)).map((c) => c.email)).toContain("new.client@example.com");
    expect((await clientsOf(ids.summit)).map((c) => c.email)).not.toContain("new.client@example.com");
  });

  it.each([
    [{ email: "bad" }, "email", "Please enter a valid email address"],
    [{ firstName: "N" }, "firstName", "First name must be at least 2 characters"],
    [{ lastName: "O" }, "lastName", "Last name must be at least 2 characters"],
    [{ password: "12345" }, "password", "Password must be at least 6 characters"],
  ])("answers 400 in the spec's words for %o and writes nothing", async (patch, field, message) => {
    const before = (await clientsOf(ids.demo)).length;
    const body = {
      email: "x@example.com",
      firstName: "Nia",
      lastName: "Okafor",
      password: "secret-123",
      tenantId: ids.demo,
      ...patch,
    };
    const res = await register(DEMO, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
    expect((await clientsOf(ids.demo)).length).toBe(before);
  });

  it("refuses a tenantId that is not this host's tenant, and a host without a tenant", async () => {
    const body = { email: "y@example.com", firstName: "Nia", lastName: "Okafor", password: "secret-123" };
    const mismatch = await register(DEMO, { ...body, tenantId: ids.summit });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toContain("tenant mismatch");
    const noTenant = await register("localhost:3000", { ...body, tenantId: ids.demo });
    expect(noTenant.statusCode).toBe(404);
    expect(noTenant.json()).toEqual({ message: MSG.tenantNotFound });
  });

  it("answers the same for an e-mail that already has an account, writes no second one, and tells the owner", async () => {
    const before = await clientsOf(ids.demo);
    const res = await register(DEMO, {
      email: client.email,
      firstName: "Eve",
      lastName: "Intruder",
      password: "another-123",
      tenantId: ids.demo,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.registered });
    expect((await clientsOf(ids.demo)).length).toBe(before.length);
    const [mail] = await t.db.owner.db.select().from(mailOutbox).where(sql`${mailOutbox.toAddress} = ${client.email}`);
    expect(mail?.subject).toBe("Your Demo Health Clinic patient portal account");
    expect((await login(DEMO, { email: client.email, password: "another-123", tenantId: ids.demo })).statusCode).toBe(
      401,
    );
  });

  it("rate limits registration attempts for one e-mail", async () => {
    const body = {
      email: "repeat@example.com",
      firstName: "Re",
      lastName: "Peat",
      password: "secret-123",
      tenantId: ids.summit,
    };
    for (let i = 0; i < 3; i++) expect((await register(SUMMIT, body)).statusCode).toBe(201);
    const blocked = await register(SUMMIT, body);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
  });
});

describe("portal sign-in", () => {
  it("signs a client in with a host-only cookie that ends with the browser session", async () => {
    const res = await login(DEMO, { email: client.email.toUpperCase(), password: client.password, tenantId: ids.demo });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      email: client.email,
      firstName: "Jamie",
      lastName: "Rivera",
      tenantId: ids.demo,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      emailVerified: true,
    });
    const cookie = setCookie(res, "es_portal")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    const who = await me(DEMO, cookieFrom(res));
    expect(who.json()).toMatchObject({ email: client.email });

    const out = await call(t.app, "POST", "/api/client-portal/logout", undefined, {
      host: DEMO,
      cookie: cookieFrom(res),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(DEMO, cookieFrom(res))).statusCode).toBe(401);
  });

  it("never lets a client of one tenant in on another", async () => {
    const onSummit = await login(SUMMIT, { email: client.email, password: client.password, tenantId: ids.summit });
    expect(onSummit.statusCode).toBe(401);
    expect(onSummit.json()).toEqual({ message: "Invalid email or password" });
    const named = await login(SUMMIT, { email: client.email, password: client.password, tenantId: ids.demo });
    expect(named.statusCode).toBe(403);
    const demoCookie = cookieFrom(
      await login(DEMO, { email: client.email, password: client.password, tenantId: ids.demo }),
    );
    expect((await me(SUMMIT, demoCookie)).statusCode).toBe(401);
    expect((await me("localhost:3000", demoCookie)).statusCode).toBe(404);
  });

  it("keeps portal and staff sessions apart", async () => {
    const portal = cookieFrom(
      await login(DEMO, { email: client.email, password: client.password, tenantId: ids.demo }),
    );
    expect((await call(t.app, "GET", "/api/auth/me", undefined, { host: DEMO, cookie: portal })).statusCode).toBe(401);
    const staff = await call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      { username: "demo-admin", password: DEMO_LOGINS.demoAdmin.password },
      { host: DEMO },
    );
    expect((await me(DEMO, cookieFrom(staff))).statusCode).toBe(401);
  });

  it("answers 400 in the spec's words and rate limits an account", async () => {
    const bad = await login(DEMO, { email: "nope", password: "", tenantId: ids.demo });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password is required"],
    });
    for (let i = 0; i < 5; i++) {
      expect(
        (await login(SUMMIT, { email: "victim@example.com", password: `guess${i}`, tenantId: ids.summit })).statusCode,
      ).toBe(401);
    }
    const blocked = await login(SUMMIT, { email: "victim@example.com", password: "guess", tenantId: ids.summit });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
  });
});

describe("on a real domain", () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await createTestApp({ config: { APP_DOMAIN: "engagesuite.test" } });
  });
  afterAll(() => real.close());

  it("names the portal cookie __Host- and marks it Secure", async () => {
    const realIds = await demoTenantIds(real);
    const res = await call(
      real.app,
      "POST",
      "/api/client-portal/login",
      { email: client.email, password: client.password, tenantId: realIds.demo },
      {
        host: "demo.engagesuite.test",
      },
    );
    expect(res.statusCode).toBe(200);
    expect(setCookie(res, "__Host-es_portal")).toMatchObject({ secure: true, httpOnly: true, path: "/" });
    expect(setCookie(res, "__Host-es_portal")!.domain).toBeUndefined();
  });
});
