import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOGO_MAX_BYTES, WORKSPACE_MESSAGES, type WorkspaceSettings } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { tenants } from "../../tenancy/schema";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom } from "../../test/http";
import { auditEvents } from "../audit/schema";

let t: TestApp;
let dataDir: string;
let ids: { demo: string; summit: string };
let demoAdmin: string;
let demoStaff: string;
let summitAdmin: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";

/** A valid PNG of the given size (signature and IHDR; the rest of the file does not matter to the checks). */
function png(width = 2, height = 2): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  ihdr[17] = 6;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(12)]);
}

/** A baseline JPEG's start: SOI, an APP0 segment, then SOF0 with the dimensions. */
function jpeg(width = 40, height = 30): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(9), Buffer.from([0xff, 0xd9])]);
}

const SAFE_SVG =
  '<?xml version="1.0"?>\n<!-- logo --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4ed8"/></linearGradient></defs><rect width="64" height="64" rx="12" fill="url(#g)"/><text x="8" y="40" style="font: bold 24px sans-serif">A&amp;B</text></svg>';
const b64 = (data: Buffer | string) => Buffer.from(data).toString("base64");

async function signIn(host: string, username: string, password: string) {
  const res = await call(t.app, "POST", "/api/auth/tenant/login", { username, password }, { host });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "workspace-test-"));
  t = await createTestApp({ config: { DATA_DIR: dataDir } });
  ids = await demoTenantIds(t);
  demoAdmin = await signIn(DEMO, DEMO_LOGINS.demoAdmin.username, DEMO_LOGINS.demoAdmin.password);
  demoStaff = await signIn(DEMO, DEMO_LOGINS.demoStaff.username, DEMO_LOGINS.demoStaff.password);
  summitAdmin = await signIn(SUMMIT, DEMO_LOGINS.summitAdmin.username, DEMO_LOGINS.summitAdmin.password);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const settingsPath = () => `/api/tenants/${ids.demo}/workspace`;
const logoPath = () => `/api/tenants/${ids.demo}/workspace/logo`;
const asAdmin = (method: "GET" | "PATCH" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie: demoAdmin });

async function tenantRow() {
  const [row] = await t.db.owner.db.select().from(tenants).where(eq(tenants.id, ids.demo));
  return row!;
}
async function settingsEvents() {
  const rows = await withTenant(t.db.owner.db, ids.demo, (tx) =>
    tx.select().from(auditEvents).where(eq(auditEvents.action, "settings_change")),
  );
  return rows;
}

describe("workspace settings: who may", () => {
  it("answers the admin the settings, and refuses staff (403 with the clear message)", async () => {
    const res = await asAdmin("GET", settingsPath());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: "Demo Health Clinic",
      logoUrl: "/images/logos/demo.svg",
      primaryColor: "#0f766e",
      secondaryColor: "#f0fdfa",
      timeZone: "America/Los_Angeles",
      locale: "en-US",
    });
    for (const [method, url, body] of [
      ["GET", settingsPath(), undefined],
      ["PATCH", settingsPath(), { name: "Staff rename" }],
      ["PUT", logoPath(), { data: b64(png()) }],
      ["DELETE", logoPath(), undefined],
    ] as const) {
      const staff = await call(t.app, method, url, body, { host: DEMO, cookie: demoStaff });
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
      expect(staff.json().message).toBe(WORKSPACE_MESSAGES.adminOnly);
    }
    const signedOut = await call(t.app, "GET", settingsPath(), undefined, { host: DEMO });
    expect(signedOut.statusCode).toBe(401);
    expect((await tenantRow()).name).toBe("Demo Health Clinic");
  });

  it("refuses another tenant's admin, on their host and on this one, and changes nothing", async () => {
    const before = await tenantRow();
    const onOwnHost = await call(
      t.app,
      "PATCH",
      settingsPath(),
      { name: "Hijacked" },
      { host: SUMMIT, cookie: summitAdmin },
    );
    expect(onOwnHost.statusCode).toBe(403);
    const onDemoHost = await call(
      t.app,
      "PATCH",
      settingsPath(),
      { name: "Hijacked" },
      { host: DEMO, cookie: summitAdmin },
    );
    expect([401, 403]).toContain(onDemoHost.statusCode);
    const upload = await call(t.app, "PUT", logoPath(), { data: b64(png()) }, { host: SUMMIT, cookie: summitAdmin });
    expect(upload.statusCode).toBe(403);
    // The demo admin cannot reach Summit's settings either.
    const other = await asAdmin("GET", `/api/tenants/${ids.summit}/workspace`);
    expect(other.statusCode).toBe(403);
    expect(await tenantRow()).toEqual(before);
  });
});

describe("workspace settings: changes", () => {
  it("saves name, colours, zone and locale, records what changed, and the tenant info shows it at once", async () => {
    // Warm the node's tenant cache first: the change must not wait for it to expire.
    const warm = await call(t.app, "GET", "/api/tenants/by-subdomain/demo", undefined, { host: DEMO });
    expect(warm.json().name).toBe("Demo Health Clinic");

    const res = await asAdmin("PATCH", settingsPath(), {
      name: "  Demo Health Partners ",
      primaryColor: "#1D4ED8",
      secondaryColor: "#eff6ff",
      timeZone: "Europe/Berlin",
      locale: "de-de",
    });
    expect(res.statusCode).toBe(200);
    const saved: WorkspaceSettings = res.json();
    expect(saved).toMatchObject({
      name: "Demo Health Partners",
      primaryColor: "#1d4ed8",
      secondaryColor: "#eff6ff",
      timeZone: "Europe/Berlin",
      locale: "de-DE",
    });

    const info = await call(t.app, "GET", "/api/tenants/by-subdomain/demo", undefined, { host: DEMO });
    expect(info.json()).toMatchObject({
      name: "Demo Health Partners",
      verticalTheme: { primaryColor: "#1d4ed8", secondaryColor: "#eff6ff" },
      timeZone: "Europe/Berlin",
      locale: "de-DE",
    });

    const [event] = await settingsEvents();
    expect(event).toMatchObject({
      action: "settings_change",
      actorName: "Avery Morgan",
      target: "Company name, Primary colour, Secondary colour, Time zone, Locale",
    });
    expect(event!.details).toMatchObject({ name: { from: "Demo Health Clinic", to: "Demo Health Partners" } });

    // Saving the same values again records nothing.
    await asAdmin("PATCH", settingsPath(), { name: "Demo Health Partners" });
    expect(await settingsEvents()).toHaveLength(1);
  });

  it.each([
    [{ primaryColor: "blue" }, "primaryColor", WORKSPACE_MESSAGES.colorFormat],
    [{ secondaryColor: "#12345" }, "secondaryColor", WORKSPACE_MESSAGES.colorFormat],
    [{ timeZone: "Mars/Olympus_Mons" }, "timeZone", WORKSPACE_MESSAGES.timeZoneInvalid],
    [{ timeZone: "../../etc" }, "timeZone", WORKSPACE_MESSAGES.timeZoneInvalid],
    [{ locale: "not a locale" }, "locale", WORKSPACE_MESSAGES.localeInvalid],
    [{ locale: "xx-ZZ-invalid-tag-too-long-value" }, "locale", WORKSPACE_MESSAGES.localeInvalid],
    [{ name: "   " }, "name", WORKSPACE_MESSAGES.nameRequired],
    [{ name: "x".repeat(101) }, "name", WORKSPACE_MESSAGES.nameTooLong],
  ])("refuses %j with a 400 on its field and writes nothing", async (body, field, message) => {
    const before = await tenantRow();
    const events = (await settingsEvents()).length;
    const res = await asAdmin("PATCH", settingsPath(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.[field]).toContain(message);
    expect(await tenantRow()).toEqual(before);
    expect(await settingsEvents()).toHaveLength(events);
  });

  it("refuses an empty change and unknown keys", async () => {
    expect((await asAdmin("PATCH", settingsPath(), {})).statusCode).toBe(400);
    expect((await asAdmin("PATCH", settingsPath(), { logoUrl: "https://evil.example/x.png" })).statusCode).toBe(400);
  });
});

describe("workspace logo", () => {
  it("stores a PNG under its content hash, points logoUrl at it, and serves it with immutable caching", async () => {
    const bytes = png(120, 40);
    const res = await asAdmin("PUT", logoPath(), { data: b64(bytes) });
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json() as WorkspaceSettings;
    expect(logoUrl).toMatch(/^\/files\/logos\/[0-9a-f]{64}\.png$/);
    expect((await tenantRow()).logoUrl).toBe(logoUrl);
    const info = await call(t.app, "GET", "/api/tenants/by-subdomain/demo", undefined, { host: DEMO });
    expect(info.json().logoUrl).toBe(logoUrl);

    // Served on the tenant's host and on the main site alike.
    for (const host of [DEMO, "localhost:3000"]) {
      const file = await call(t.app, "GET", logoUrl!, undefined, { host });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/png");
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
    const [event] = (await settingsEvents()).filter((e) => e.target === "Logo");
    expect(event).toBeDefined();
  });

  it("accepts a JPEG and a plain SVG; the SVG is served with a CSP that runs and loads nothing", async () => {
    const jpg = await asAdmin("PUT", logoPath(), { data: b64(jpeg()) });
    expect(jpg.statusCode).toBe(200);
    expect(jpg.json().logoUrl).toMatch(/\.jpg$/);
    const jpgFile = await call(t.app, "GET", jpg.json().logoUrl, undefined, { host: DEMO });
    expect(jpgFile.headers["content-type"]).toBe("image/jpeg");

    const res = await asAdmin("PUT", logoPath(), { data: b64(SAFE_SVG) });
    expect(res.statusCode).toBe(200);
    const file = await call(t.app, "GET", res.json().logoUrl, undefined, { host: DEMO });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/svg+xml");
    expect(file.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.body).toBe(SAFE_SVG);
  });

  const svgWith = (inner: string, rootAttributes = "") =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${rootAttributes}>${inner}</svg>`;
  it.each([
    ["oversize", b64(Buffer.concat([png(), Buffer.alloc(LOGO_MAX_BYTES)])), WORKSPACE_MESSAGES.logoTooLarge],
    [
      "a GIF (wrong magic)",
      b64(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1")),
      WORKSPACE_MESSAGES.logoType,
    ],
    [
      "an executable named like a PNG",
      b64(Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1")),
      WORKSPACE_MESSAGES.logoType,
    ],
    ["HTML", b64("<html><body><script>alert(1)</script></body></html>"), WORKSPACE_MESSAGES.logoType],
    ["a PNG with absurd dimensions", b64(png(100_000, 1)), WORKSPACE_MESSAGES.logoDimensions],
    ["a PNG cut short", b64(png().subarray(0, 20)), WORKSPACE_MESSAGES.logoType],
    ["an SVG with a script", b64(svgWith("<script>alert(1)</script>")), WORKSPACE_MESSAGES.logoUnsafeSvg],
    ["an SVG with onload", b64(svgWith("<rect/>", ' onload="alert(1)"')), WORKSPACE_MESSAGES.logoUnsafeSvg],
    [
      "an SVG with an external href",
      b64(svgWith('<use href="https://evil.example/x.svg#a"/>')),
      WORKSPACE_MESSAGES.logoUnsafeSvg,
    ],
    [
      "an SVG with xlink:href javascript",
      b64(svgWith('<use xlink:href="javascript:alert(1)"/>')),
      WORKSPACE_MESSAGES.logoUnsafeSvg,
    ],
    [
      "an SVG with foreignObject",
      b64(svgWith("<foreignObject><div/></foreignObject>")),
      WORKSPACE_MESSAGES.logoUnsafeSvg,
    ],
    ["an SVG with an image", b64(svgWith('<image href="#a"/>')), WORKSPACE_MESSAGES.logoUnsafeSvg],
    [
      "an SVG with an external url()",
      b64(svgWith('<rect fill="url(https://evil.example/p.svg#x)"/>')),
      WORKSPACE_MESSAGES.logoUnsafeSvg,
    ],
    [
      "an SVG with a style element",
      b64(svgWith("<style>@import url(https://evil.example/x.css)</style>")),
      WORKSPACE_MESSAGES.logoUnsafeSvg,
    ],
    [
      "an SVG with an entity",
      b64(`<!DOCTYPE svg [<!ENTITY x "y">]>${svgWith("<text>&x;</text>")}`),
      WORKSPACE_MESSAGES.logoUnsafeSvg,
    ],
    [
      "an SVG with encoded characters",
      b64(svgWith('<use href="&#106;avascript:alert(1)"/>')),
      WORKSPACE_MESSAGES.logoUnsafeSvg,
    ],
    [
      "an SVG without dimensions",
      b64('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'),
      WORKSPACE_MESSAGES.logoDimensions,
    ],
    ["not base64", "%%%%", WORKSPACE_MESSAGES.logoEncoding],
    ["base64 of the wrong length", "iVBORw0", WORKSPACE_MESSAGES.logoEncoding],
  ])("refuses %s with a 400 and writes nothing", async (_label, data, message) => {
    const before = await tenantRow();
    const events = (await settingsEvents()).length;
    const res = await asAdmin("PUT", logoPath(), { data });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.data).toContain(message);
    expect(await tenantRow()).toEqual(before);
    expect(await settingsEvents()).toHaveLength(events);
  });

  it("refuses a body over the limit with a 4xx, not a 500", async () => {
    const res = await asAdmin("PUT", logoPath(), { data: "A".repeat(2 * LOGO_MAX_BYTES) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("removes the logo", async () => {
    const res = await asAdmin("DELETE", logoPath());
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toBeNull();
    expect((await tenantRow()).logoUrl).toBeNull();
  });

  it("answers 404 for a file that is not stored, and 400 for a name that is not a content hash", async () => {
    const missing = await call(t.app, "GET", `/files/logos/${"0".repeat(64)}.png`, undefined, { host: DEMO });
    expect(missing.statusCode).toBe(404);
    const traversal = await call(t.app, "GET", "/files/logos/..%2F..%2Fetc%2Fpasswd", undefined, { host: DEMO });
    expect(traversal.statusCode).toBe(400);
  });
});
