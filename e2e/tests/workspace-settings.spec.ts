import { deflateSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// Workspace settings (issue 17 point 7): Summit's admin uploads a PNG logo and sets colours; the settings screen's
// preview and the tenant landing use them. Summit (not the demo tenant, whose name other specs read) is changed.

const SUMMIT_ADMIN = { username: "summit-admin", password: "SummitAdmin123!" } as const;
const PRIMARY = "#b45309";
const SECONDARY = "#fffbeb";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A 96×96 PNG logo: an amber disc with a white "S"-ish bar pattern on a transparent background. */
function logoPng(size = 96): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const dx = x - size / 2 + 0.5;
      const dy = y - size / 2 + 0.5;
      const inside = dx * dx + dy * dy <= (size / 2 - 2) ** 2;
      const bar = Math.abs(dy) < size / 2.6 && Math.abs(dx) < size / 4 && Math.floor((y / size) * 5) % 2 === 1;
      const [r, g, b] = bar ? [255, 255, 255] : [180, 83, 9];
      row.set([r, g, b, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("workspace settings", () => {
  test("the admin uploads a PNG logo, sets colours, and the landing uses them", async ({ page, baseURL }) => {
    // Two screens and a second browser context, on a machine other work shares.
    test.setTimeout(60_000);
    const summit = tenantOrigin(baseURL, "summit");
    await signInAsStaff(page, summit, SUMMIT_ADMIN);
    await page.getByRole("button", { name: "Settings" }).first().click();
    await expect(page.getByRole("heading", { level: 2, name: "Workspace Settings" })).toBeVisible();

    // The logo: its type is read from its bytes on the server; the screen shows it at once.
    await page.getByLabel("Logo file").setInputFiles({ name: "summit.png", mimeType: "image/png", buffer: logoPng() });
    // The upload is done when the button says Replace (a busy shared machine may take a while to answer).
    await expect(page.getByRole("button", { name: "Replace logo" })).toBeVisible({ timeout: 20_000 });
    const logoSrc = await page.locator("main img[src^='/files/logos/']").first().getAttribute("src");
    expect(logoSrc).toMatch(/^\/files\/logos\/[0-9a-f]{64}\.png$/);
    // The dashboard's own sidebar shows the new logo too (its session was fetched again).
    await expect(page.locator(`img[src='${logoSrc}']`).first()).toBeVisible();

    // Colours: a light primary colour warns about white text; a darker one passes.
    await page.getByLabel("Primary colour", { exact: true }).fill("#fcd34d");
    await expect(page.getByText("Text may be hard to read")).toBeVisible();
    await page.getByLabel("Primary colour", { exact: true }).fill(PRIMARY);
    await page.getByLabel("Secondary colour", { exact: true }).fill(SECONDARY);
    await expect(page.getByText("Text may be hard to read")).toBeHidden();
    await expect(page.getByTestId("landing-preview")).toHaveCSS("--tenant-primary", PRIMARY);
    await page.getByLabel("Time zone").selectOption("America/Denver");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Workspace settings saved")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();

    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "e2e/.artifacts/workspace-settings-1280.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("heading", { level: 2, name: "Workspace Settings" })).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/workspace-settings-390.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The file is served by its content hash, cached for a year, never sniffed.
    // (Fetched by the page: *.localhost resolves in the browser, not in Node.)
    const file = await page.evaluate(async (src) => {
      const res = await fetch(src!);
      return { status: res.status, headers: Object.fromEntries(res.headers.entries()) };
    }, logoSrc);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");

    // The landing, in a fresh visit (signed out, as a visitor sees it), uses the logo and the colours at once.
    const visitor = await page.context().browser()!.newContext({ locale: "en-US" });
    const landing = await visitor.newPage();
    await landing.goto(`${summit}/`);
    await expect(landing.getByRole("heading", { level: 1, name: "Summit Legal Partners" })).toBeVisible();
    await expect(landing.locator(`img[src='${logoSrc}']`).first()).toBeVisible();
    const portalButton = landing.getByRole("link", { name: /Client Portal/ });
    await expect(portalButton).toHaveCSS("background-color", "rgb(180, 83, 9)");
    await landing.screenshot({ path: "e2e/.artifacts/workspace-landing-1280.png", fullPage: true });
    await landing.setViewportSize({ width: 390, height: 844 });
    await landing.screenshot({ path: "e2e/.artifacts/workspace-landing-390.png", fullPage: true });
    await visitor.close();
  });
});
