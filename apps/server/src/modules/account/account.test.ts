import { ACCOUNT_MESSAGES, AUTH_MESSAGES, MSG, PASSWORD_MESSAGES } from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, staffSessions, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { SecretBox } from "../../lib/secret-box";
import { hashToken } from "../../lib/tokens";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, platformCookie, staffCookie } from "../../test/http";
import { tamper } from "../../test/tamper";
import { auditEvents } from "../audit/schema";
import { sealEmailChange } from "./email-change";
import { describeUserAgent } from "./user-agent";

/** Issue 17 point 6: a member's own account. Each test uses accounts no other test of this file changes. */
const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
let t: TestApp;
let ids: { demo: string; summit: string };
let box: SecretBox;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  box = new SecretBox(t.config.secretKey);
});
afterAll(() => t.close());

const owner = () => t.db.owner.db;
const userRow = async (id: string) => (await owner().select().from(users).where(eq(users.id, id)))[0]!;
const userByEmail = async (email: string) =>
  (await owner().select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];
const mailsTo = (email: string) =>
  owner().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.createdAt);
const auditOf = (tenantId: string, action: string) =>
  withTenant(owner(), tenantId, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, tenantId), sql`${auditEvents.action} = ${action}`)),
  );
const me = (cookie: string, host = DEMO) => call(t.app, "GET", "/api/auth/me", undefined, { host, cookie });
const sessions = (cookie: string, host = DEMO) =>
  call(t.app, "GET", "/api/account/sessions", undefined, { host, cookie });

/** A fresh staff member of a tenant (own password), so tests never share an account's state. */
async function newMember(tenantId: string, host: string, name: string) {
  const password = "Quiet-Harbour-71";
  const { hashPassword } = await import("../auth/passwords");
  const [row] = await owner()
    .insert(users)
    .values({
      role: "STAFF",
      tenantId,
      username: name,
      email: `${name}@example.com`,
      passwordHash: await hashPassword(password),
      firstName: "Sam",
      lastName: "Doe",
    })
    .returning();
  const signIn = (userAgent?: string) =>
    call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      { username: name, password },
      { host, headers: userAgent ? { "user-agent": userAgent } : {} },
    ).then((res) =>
      res.cookies
        .filter((c) => c.value)
        .map((c) => `${c.name}=${c.value}`)
        .join("; "),
    );
  return { id: row!.id, email: row!.email, password, signIn };
}

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

describe("PUT /api/account/profile", () => {
  it("changes the member's own name, which /api/auth/me then answers", async () => {
    const m = await newMember(ids.demo, DEMO, "profile-one");
    const cookie = await m.signIn();
    const res = await call(
      t.app,
      "PUT",
      "/api/account/profile",
      { firstName: "  Robin ", lastName: "Ashby" },
      { host: DEMO, cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.profileSaved);
    expect(res.json().user).toMatchObject({ id: m.id, firstName: "Robin", lastName: "Ashby", tenantDomain: "demo" });
    expect((await me(cookie)).json().user).toMatchObject({ firstName: "Robin", lastName: "Ashby" });
  });

  it("answers 400 with field errors to a bad name and writes nothing", async () => {
    const m = await newMember(ids.demo, DEMO, "profile-two");
    const cookie = await m.signIn();
    const before = await userRow(m.id);
    for (const body of [
      { firstName: "R", lastName: "Ashby" },
      { firstName: "Robin" },
      { firstName: 7, lastName: [] },
    ]) {
      const res = await call(t.app, "PUT", "/api/account/profile", body, { host: DEMO, cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
      expect(res.json().fieldErrors).toBeTruthy();
    }
    const bad = await call(
      t.app,
      "PUT",
      "/api/account/profile",
      { firstName: "R", lastName: "Ashby" },
      { host: DEMO, cookie },
    );
    expect(bad.json().fieldErrors.firstName).toEqual([MSG.firstNameMin]);
    expect(await userRow(m.id)).toEqual(before);
  });

  it("refuses without a session (401) and another tenant's member on this host (403), changing no one", async () => {
    const body = { firstName: "Hijacked", lastName: "Name" };
    expect((await call(t.app, "PUT", "/api/account/profile", body, { host: DEMO })).statusCode).toBe(401);
    const summit = await staffCookie(t.app, SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
    const cross = await call(t.app, "PUT", "/api/account/profile", body, { host: DEMO, cookie: summit });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toContain("tenant mismatch");
    expect(await owner().select().from(users).where(eq(users.firstName, "Hijacked"))).toEqual([]);
  });
});

describe("changing the e-mail address by a link to the new one", () => {
  const ask = (cookie: string, body: unknown, host = DEMO) =>
    call(t.app, "POST", "/api/account/email", body, { host, cookie });
  const confirm = (token: string, host = DEMO) =>
    call(t.app, "POST", "/api/account/email/confirm", { token }, { host });
  const tokenIn = (text: string) => {
    const url = /(http:\/\/\S+\/account\/confirm-email#\S+)/.exec(text)?.[1];
    return { url, token: url ? new URLSearchParams(new URL(url).hash.slice(1)).get("token") : null };
  };

  it("mails a link to the new address, changes it only when followed, once; tells the old address; audits it", async () => {
    const m = await newMember(ids.demo, DEMO, "email-one");
    const cookie = await m.signIn();
    const res = await ask(cookie, { newEmail: "  Email.One.New@Example.com ", password: m.password });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.emailChangeSent("email.one.new@example.com"));
    expect((await userRow(m.id)).email).toBe(m.email);

    const [mail] = await mailsTo("email.one.new@example.com");
    const { url, token } = tokenIn(mail!.textBody);
    // On the member's own tenant host, the token in the fragment (never in a request line or a log).
    expect(url).toMatch(/^http:\/\/demo\.localhost:3000\/account\/confirm-email#token=/);
    expect(token).toBeTruthy();
    expect(mail!.htmlBody).toContain("Confirm new address");

    const done = await confirm(token!);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(ACCOUNT_MESSAGES.emailChanged("email.one.new@example.com"));
    const row = await userRow(m.id);
    expect(row.email).toBe("email.one.new@example.com");
    expect(row.emailVerifiedAt).not.toBeNull();
    const [notice] = await mailsTo(m.email);
    expect(notice!.subject).toContain("was changed");
    expect(notice!.textBody).toContain("email.one.new@example.com");

    // Single use: the same link again changes nothing.
    const again = await confirm(token!);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.emailChangeInvalid);

    const [event] = await auditOf(ids.demo, "account_email_changed");
    expect(event).toMatchObject({ actorId: m.id, target: "email.one.new@example.com" });
    expect(event!.details).toEqual({ from: m.email });
    // The member still signs in, with the new address or the username.
    expect((await me(cookie)).json().user.email).toBe("email.one.new@example.com");
  });

  it("answers 409 for an address in use (whoever has it, in any case), 400 for the same one or a wrong password; nothing mailed", async () => {
    const m = await newMember(ids.demo, DEMO, "email-two");
    const cookie = await m.signIn();
    const taken = await ask(cookie, { newEmail: L.summitAdmin.email.toUpperCase(), password: m.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ACCOUNT_MESSAGES.emailInUse);
    expect(JSON.stringify(taken.json())).not.toMatch(/summit|jordan/i);
    const same = await ask(cookie, { newEmail: m.email, password: m.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors.newEmail).toEqual([ACCOUNT_MESSAGES.emailSame]);
    const wrong = await ask(cookie, { newEmail: "email.two.new@example.com", password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.password).toEqual([PASSWORD_MESSAGES.currentWrong]);
    for (const body of [{ newEmail: "not-an-address", password: m.password }, { newEmail: "a@b.co" }, {}]) {
      const bad = await ask(cookie, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toBeTruthy();
    }
    expect(await mailsTo("email.two.new@example.com")).toEqual([]);
    expect(await mailsTo(L.summitAdmin.email.toUpperCase())).toEqual([]);
    expect((await userRow(m.id)).email).toBe(m.email);
  });

  it("checks the address again when the link is followed: taken meanwhile → 409, nothing changed", async () => {
    const m = await newMember(ids.demo, DEMO, "email-three");
    const rival = await newMember(ids.summit, SUMMIT, "email-three-rival");
    const cookie = await m.signIn();
    expect((await ask(cookie, { newEmail: "contested@example.com", password: m.password })).statusCode).toBe(202);
    const { token } = tokenIn((await mailsTo("contested@example.com"))[0]!.textBody);
    await owner().update(users).set({ email: "Contested@example.com" }).where(eq(users.id, rival.id));
    const res = await confirm(token!);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.emailInUse);
    expect((await userRow(m.id)).email).toBe(m.email);
    expect(await mailsTo(m.email)).toEqual([]);
  });

  it("gives a contested address to exactly one of two links followed at the same moment", async () => {
    const a = await newMember(ids.demo, DEMO, "email-race-a");
    const b = await newMember(ids.summit, SUMMIT, "email-race-b");
    const aCookie = await a.signIn();
    const bCookie = await b.signIn();
    expect((await ask(aCookie, { newEmail: "both@example.com", password: a.password })).statusCode).toBe(202);
    expect((await ask(bCookie, { newEmail: "both@example.com", password: b.password }, SUMMIT)).statusCode).toBe(202);
    const links = (await mailsTo("both@example.com")).map((m) => tokenIn(m.textBody));
    const onHost = (host: string) => links.find((l) => l.url?.startsWith(`http://${host}/`))!.token!;
    const answers = await Promise.all([confirm(onHost(DEMO)), confirm(onHost(SUMMIT), SUMMIT)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await owner()
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = 'both@example.com'`);
    expect(holders).toHaveLength(1);
  });

  it("refuses a link on another tenant's host, an expired, altered or foreign-purpose one, and one for another account", async () => {
    const m = await newMember(ids.demo, DEMO, "email-four");
    const other = await newMember(ids.demo, DEMO, "email-four-other");
    const cookie = await m.signIn();
    expect((await ask(cookie, { newEmail: "email.four.new@example.com", password: m.password })).statusCode).toBe(202);
    const { token } = tokenIn((await mailsTo("email.four.new@example.com"))[0]!.textBody);

    expect((await confirm(token!, SUMMIT)).statusCode).toBe(400);
    expect((await confirm(token!, "localhost:3000")).statusCode).toBe(400);
    expect((await confirm(tamper(token!, 3))).statusCode).toBe(400);
    const claim = {
      userId: m.id,
      tenantId: ids.demo,
      newEmail: "late@example.com",
      currentEmail: m.email,
      verifiedAt: "",
    };
    const expired = sealEmailChange(box, claim, Date.now() - 25 * 3_600_000);
    expect((await confirm(expired)).statusCode).toBe(400);
    // A token naming another account but this account's address (what a forger would need) does nothing.
    const foreign = sealEmailChange(box, { ...claim, userId: other.id, newEmail: "stolen@example.com" });
    expect((await confirm(foreign)).statusCode).toBe(400);
    // A token of another purpose (a portal verification's) is no e-mail change.
    expect((await confirm(box.sealToken("portal-email-verification", { t: ids.demo }, 60_000))).statusCode).toBe(400);
    expect((await userRow(m.id)).email).toBe(m.email);
    expect((await userRow(other.id)).email).toBe(other.email);

    // The good link still works on its own host, and a second request's link dies with the first change.
    expect((await ask(cookie, { newEmail: "email.four.second@example.com", password: m.password })).statusCode).toBe(
      202,
    );
    const second = tokenIn((await mailsTo("email.four.second@example.com"))[0]!.textBody).token!;
    expect((await confirm(token!)).statusCode).toBe(200);
    expect((await confirm(second)).statusCode).toBe(400);
    expect((await userRow(m.id)).email).toBe("email.four.new@example.com");
  });

  it("works for the super admin on the platform's host, with no audit event of any tenant", async () => {
    const admin = await platformCookie(t.app, L.superAdmin.email, L.superAdmin.password);
    const res = await ask(
      admin,
      { newEmail: "platform.owner@example.com", password: L.superAdmin.password },
      "localhost:3000",
    );
    expect(res.statusCode).toBe(202);
    const { url, token } = tokenIn((await mailsTo("platform.owner@example.com"))[0]!.textBody);
    expect(url).toMatch(/^http:\/\/localhost:3000\/account\/confirm-email#token=/);
    expect((await confirm(token!, DEMO)).statusCode).toBe(400);
    expect((await confirm(token!, "localhost:3000")).statusCode).toBe(200);
    expect(await userByEmail("platform.owner@example.com")).toMatchObject({ role: "SUPER_ADMIN" });
    // Put it back for the other tests of this file.
    await owner().update(users).set({ email: L.superAdmin.email }).where(eq(users.role, "SUPER_ADMIN"));
  });

  it("refuses another tenant's member on this host (403) and the signed-out (401)", async () => {
    const summit = await staffCookie(t.app, SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
    const body = { newEmail: "cross@example.com", password: L.summitAdmin.password };
    expect((await ask(summit, body)).statusCode).toBe(403);
    expect((await call(t.app, "POST", "/api/account/email", body, { host: DEMO })).statusCode).toBe(401);
    expect(await mailsTo("cross@example.com")).toEqual([]);
  });
});

describe("the member's own sessions", () => {
  it("lists only their own live sessions, this one marked, with opaque ids, devices in plain words", async () => {
    const m = await newMember(ids.demo, DEMO, "sessions-one");
    const neighbour = await newMember(ids.demo, DEMO, "sessions-one-neighbour");
    const phone = await m.signIn(IPHONE);
    const laptop = await m.signIn(WINDOWS_CHROME);
    await neighbour.signIn(WINDOWS_CHROME);
    const res = await sessions(laptop);
    expect(res.statusCode).toBe(200);
    const list = res.json().sessions as { id: string; device: string; current: boolean; ip: string }[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, device: "Chrome on Windows", ip: "127.0.0.1" });
    expect(list[1]).toMatchObject({ current: false, device: "Safari on iPhone" });
    // The ids are not the stored hashes (nor the cookies' tokens): a list cannot be turned into a cookie.
    const stored = await owner()
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .where(eq(staffSessions.userId, m.id));
    const tokens = [phone, laptop].map((c) => c.split("=")[1]!);
    for (const s of list) {
      expect(stored.map((r) => r.id)).not.toContain(s.id);
      expect(tokens).not.toContain(s.id);
      expect(tokens.map(hashToken)).not.toContain(s.id);
    }
  });

  it("signs out one other session; never the current one, never another member's", async () => {
    const m = await newMember(ids.demo, DEMO, "sessions-two");
    const neighbour = await newMember(ids.demo, DEMO, "sessions-two-neighbour");
    const here = await m.signIn(WINDOWS_CHROME);
    const phone = await m.signIn(IPHONE);
    const theirs = await neighbour.signIn(IPHONE);
    const mine = (await sessions(here)).json().sessions as { id: string; current: boolean }[];
    const theirIds = ((await sessions(theirs)).json().sessions as { id: string }[]).map((s) => s.id);

    // Another member's session id: not found, and they stay signed in.
    const foreign = await call(t.app, "DELETE", `/api/account/sessions/${theirIds[0]}`, undefined, {
      host: DEMO,
      cookie: here,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ACCOUNT_MESSAGES.sessionNotFound);
    expect((await me(theirs)).statusCode).toBe(200);

    const current = mine.find((s) => s.current)!;
    const self = await call(t.app, "DELETE", `/api/account/sessions/${current.id}`, undefined, {
      host: DEMO,
      cookie: here,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ACCOUNT_MESSAGES.currentSession);

    const other = mine.find((s) => !s.current)!;
    const ended = await call(t.app, "DELETE", `/api/account/sessions/${other.id}`, undefined, {
      host: DEMO,
      cookie: here,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe(ACCOUNT_MESSAGES.sessionEnded);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    const again = await call(t.app, "DELETE", `/api/account/sessions/${other.id}`, undefined, {
      host: DEMO,
      cookie: here,
    });
    expect(again.statusCode).toBe(404);
    const events = await auditOf(ids.demo, "account_session_ended");
    expect(events.filter((e) => e.actorId === m.id)).toHaveLength(1);
  });

  it("signs out every other session, keeps this one and other members' sessions, and audits it", async () => {
    const m = await newMember(ids.demo, DEMO, "sessions-three");
    const neighbour = await newMember(ids.demo, DEMO, "sessions-three-neighbour");
    const here = await m.signIn();
    const a = await m.signIn(IPHONE);
    const b = await m.signIn(WINDOWS_CHROME);
    const theirs = await neighbour.signIn();
    const res = await call(t.app, "POST", "/api/account/sessions/sign-out-others", undefined, {
      host: DEMO,
      cookie: here,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2, message: ACCOUNT_MESSAGES.otherSessionsEnded(2) });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(theirs)).statusCode).toBe(200);
    expect((await sessions(here)).json().sessions).toHaveLength(1);
    const [event] = (await auditOf(ids.demo, "account_sessions_ended")).filter((e) => e.actorId === m.id);
    expect(event).toMatchObject({ target: "2 sessions", details: { count: 2 } });

    const none = await call(t.app, "POST", "/api/account/sessions/sign-out-others", undefined, {
      host: DEMO,
      cookie: here,
    });
    expect(none.json()).toEqual({ ended: 0, message: ACCOUNT_MESSAGES.otherSessionsEnded(0) });
  });

  it("is refused to another tenant's member on this host (403) and to the signed-out (401)", async () => {
    const summit = await staffCookie(t.app, SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
    const cross = await sessions(summit, DEMO);
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toContain("tenant mismatch");
    const others = await call(t.app, "POST", "/api/account/sessions/sign-out-others", undefined, {
      host: DEMO,
      cookie: summit,
    });
    expect(others.statusCode).toBe(403);
    expect((await me(summit, SUMMIT)).statusCode).toBe(200);
    expect((await call(t.app, "GET", "/api/account/sessions", undefined, { host: DEMO })).statusCode).toBe(401);
    expect((await call(t.app, "GET", "/api/account/sessions", undefined, { host: DEMO })).json().message).toBe(
      AUTH_MESSAGES.notSignedIn,
    );
  });

  it("answers a malformed session id with a 4xx, never touching a session", async () => {
    const m = await newMember(ids.demo, DEMO, "sessions-four");
    const here = await m.signIn();
    for (const id of ["%00", "a.b", "x".repeat(101)]) {
      const res = await call(t.app, "DELETE", `/api/account/sessions/${id}`, undefined, { host: DEMO, cookie: here });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await me(here)).statusCode).toBe(200);
  });
});

describe("describeUserAgent", () => {
  it("names the browser and the system in plain words", () => {
    expect(describeUserAgent(IPHONE)).toBe("Safari on iPhone");
    expect(describeUserAgent(WINDOWS_CHROME)).toBe("Chrome on Windows");
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0",
      ),
    ).toBe("Edge on macOS");
    expect(describeUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0")).toBe(
      "Firefox on Linux",
    );
    expect(describeUserAgent("Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/124 Mobile")).toBe(
      "Chrome on Android",
    );
    expect(describeUserAgent(null)).toBe("Unknown device");
    expect(describeUserAgent("something-else/1.0")).toBe("Unknown device");
  });
});
