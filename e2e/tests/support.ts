import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

/** The origin of a tenant's own host, e.g. http://demo.localhost:3100. */
export function tenantOrigin(baseURL: string | undefined, subdomain: string): string {
  const url = new URL(baseURL ?? "http://localhost:3100");
  return `${url.protocol}//${subdomain}.${url.hostname}:${url.port}`;
}

/** Fails on any serious or critical axe-core violation (DESIGN §9). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast that pops in or fades out while axe reads the page (a live notification) is checked in its final colours:
  // with reduced motion it has no fade (sonner's own rule), and the app's other motion stops too.
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Let opening animations (a dialog's zoom-in) finish: mid-fade colours are not what a person reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // AxeBuilder injects axe-core through the DevTools protocol, so the page's strict CSP (no inline scripts) stays on.
  const { violations } = await new AxeBuilder({ page }).analyze();
  await page.emulateMedia({ reducedMotion: null });
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

/** The demo accounts `npm start` seeds (apps/server/src/db/seed/accounts.ts). */
export const DEMO_ADMIN = { username: "demo-admin", password: "DemoAdmin123!" } as const;
export const DEMO_STAFF = { username: "demo-staff", password: "DemoStaff123!" } as const;
export const SUPER_ADMIN = { email: "superadmin@engagesuite.example", password: "SuperAdmin123!" } as const;
/** The demo super admin's TOTP key (two-factor authentication is required for the role), printed by `npm start`. */
export const SUPER_ADMIN_TOTP_SECRET = "ENGAGESUITEDEMOSUPERADMINTOTPKEY";

const PERIOD_MS = 30_000;
/** The last time step this run used per key: the server takes each step's code once. */
const lastStepUsed = new Map<string, number>();

/**
 * A code of `secret` the server has not accepted yet (its replay rule: each step once). It also takes the next step's
 * code, so two sign-ins per 30 seconds need no wait; a third waits for the clock (and the test gets that time).
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const now = Date.now();
  const step = Math.max(Math.floor(now / PERIOD_MS), (lastStepUsed.get(secret) ?? -1) + 1);
  const waitMs = (step - 1) * PERIOD_MS - now;
  if (waitMs > 0) {
    test.info().setTimeout(test.info().timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs + 100));
  }
  lastStepUsed.set(secret, step);
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
}

/** Fills the sign-in's code step with a fresh code; resolves once the page has moved on (a used code is retried). */
export async function enterTotpCode(page: Page, secret: string, leaves: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel("Authentication code").fill(await freshTotpCode(secret));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    const refused = page.getByText("That code is not valid.", { exact: false });
    const outcome = await Promise.race([leaves().then(() => "left"), refused.waitFor().then(() => "refused")]);
    if (outcome === "left" || attempt >= 2) return;
    // A step this run had not recorded was used before (a restarted worker): the next one is fresh.
  }
}

/** Staff sign-in on a tenant landing's form; resolves once the tenant admin dashboard is the page. */
export async function signInAsStaff(
  page: Page,
  origin: string,
  login: { username: string; password: string } = DEMO_ADMIN,
): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel("Username or email").fill(login.username);
  await page.getByLabel("Password", { exact: true }).fill(login.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/tu/admin/dashboard**`);
}

/** The super admin's sign-in on the platform login, password then code; resolves once the war room is the page. */
export async function signInAsSuperAdmin(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(SUPER_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterTotpCode(page, SUPER_ADMIN_TOTP_SECRET, () => page.waitForURL("**/su/admin/dashboard"));
  await page.waitForURL("**/su/admin/dashboard");
}

/** The super admin's two sign-in calls through an API client of `browserApi` (password, then a fresh code). */
export async function superAdminApiSignIn(call: ApiCall): Promise<{ status: number; body: unknown }> {
  const first = await call<{ challenge: string }>("POST", "/api/auth/login", SUPER_ADMIN);
  if (first.status !== 200) return first;
  return call("POST", "/api/auth/mfa", {
    challenge: first.body.challenge,
    code: await freshTotpCode(SUPER_ADMIN_TOTP_SECRET),
  });
}

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  /** The whole message as it arrived (headers and parts), quoted-printable decoded. */
  text: string;
  receivedAt: string;
}

/**
 * The newest mail to `address` that the e2e run's SMTP server received (e2e/smtp-sink.mjs), waiting for it to arrive;
 * `matching` narrows it (a subject or text), `since` (epoch ms) leaves out what arrived before the action under test.
 */
export async function receivedMail(
  baseURL: string | undefined,
  address: string,
  matching: (mail: ReceivedMail) => boolean = () => true,
  since = 0,
): Promise<ReceivedMail> {
  const port = Number(new URL(baseURL ?? "http://localhost:3100").port) + 26;
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`http://127.0.0.1:${port}/messages`)).json()) as ReceivedMail[];
        found = mails.find(
          (m) => m.to.toLowerCase() === address.toLowerCase() && Date.parse(m.receivedAt) >= since && matching(m),
        );
        return Boolean(found);
      },
      { message: `a mail to ${address} through SMTP`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** A portal client's sign-in through the form of `/portal/login` on the workspace's host, landing on the dashboard. */
export async function portalSignInAs(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/portal/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/portal/dashboard**`);
}

/** The demo clinic's time zone (its workspace settings). */
const CLINIC_ZONE = "America/Los_Angeles";

/** A wall-clock day `days` from now in the demo clinic's zone, as YYYY-MM-DD (what a date field takes). */
export function clinicDay(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: CLINIC_ZONE }).format(new Date(Date.now() + days * 86_400_000));
}

/** The calendar file of a mail as it arrived over SMTP: its text/calendar MIME part, base64-decoded. */
export function calendarOf(mail: ReceivedMail): string {
  const part = mail.text.split(/\r?\n--/).find((p) => /content-type: text\/calendar/i.test(p));
  expect(part, "a text/calendar part").toBeTruthy();
  const [, body = ""] = part!.split(/\r?\n\r?\n/);
  return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
}

/** A new contact of the signed-in staff member's workspace, through the API from their page. */
export async function createContactFromPage(page: Page, name: string, email: string): Promise<void> {
  const status = await page.evaluate(
    async ({ name, email }) => {
      const tenant = await (await fetch("/api/tenants/current")).json();
      const res = await fetch(`/api/tenants/${tenant.id}/contacts`, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, email }),
      });
      return res.status;
    },
    { name, email },
  );
  expect(status).toBe(201);
}
