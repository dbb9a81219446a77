// Every screen of the product (issue 23 point 8): public pages, the tenant dashboard's sections as its admin sees them,
// the client portal as the demo client sees it, and the platform as the super admin sees it, at 1280x800 and 390x844
// in light and dark, into .screens/. axe-core checks each one; a serious or critical violation fails the run.
// Usage: npm run screenshots [-- baseURL [name-filter]]   (against a running server: npm start)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { root } from "./lib.mjs";

const base = new URL(process.argv[2] ?? "http://localhost:3000");
const only = process.argv[3];
const origin = (sub) => `${base.protocol}//${sub ? `${sub}.` : ""}${base.hostname}:${base.port}`;
const main = origin();
const demo = origin("demo");

/** How each kind of visitor signs in (the demo logins `npm start` prints). */
const signIn = {
  visitor: async () => {},
  admin: async (page) => {
    await page.goto(`${demo}/`);
    await page.getByLabel("Username or email").fill("demo-admin");
    await page.getByLabel("Password", { exact: true }).fill("DemoAdmin123!");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${demo}/tu/admin/dashboard**`);
  },
  client: async (page) => {
    await page.goto(`${demo}/portal/login`);
    await page.getByLabel("Email").fill("patient@demo-health.example");
    await page.getByLabel("Password", { exact: true }).fill("Patient123!");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${demo}/portal/dashboard**`);
  },
  superAdmin: async (page) => {
    await page.goto(`${main}/login`);
    await page.getByLabel("Email").fill("superadmin@engagesuite.example");
    await page.getByLabel("Password", { exact: true }).fill("SuperAdmin123!");
    await page.getByRole("button", { name: "Sign in" }).click();
    const totp = new TOTP({ secret: Secret.fromBase32("ENGAGESUITEDEMOSUPERADMINTOTPKEY") });
    // The server takes each 30-second code once: a second sign-in within the window uses the next one.
    for (const offset of [0, 30_000, 60_000]) {
      await page.getByLabel("Authentication code").fill(totp.generate({ timestamp: Date.now() + offset }));
      await page.getByRole("button", { name: "Verify", exact: true }).click();
      const ok = await page
        .waitForURL("**/su/admin/dashboard", { timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (ok) return;
    }
    throw new Error("the super admin's code was refused");
  },
};

const section = (name) => `${demo}/tu/admin/dashboard${name ? `?section=${name}` : ""}`;
/** name, who, address. */
const SCREENS = [
  ["landing", "visitor", `${main}/`],
  ["pricing", "visitor", `${main}/pricing`],
  ["vertical", "visitor", `${main}/verticals/healthcare`],
  ["service-modules", "visitor", `${main}/service-modules`],
  ["onboarding", "visitor", `${main}/onboarding`],
  ["login", "visitor", `${main}/login`],
  ["not-found", "visitor", `${main}/no-such-page`],
  ["tenant-landing", "visitor", `${demo}/`],
  ["tenant-unknown", "visitor", `${origin("ghost")}/`],
  ["portal-login", "visitor", `${demo}/portal/login`],
  ["portal-register", "visitor", `${demo}/portal/register`],
  ["tenant-contacts", "admin", section("")],
  ["tenant-trash", "admin", `${section("contacts")}&view=trash`],
  ["tenant-help-desk", "admin", section("help-desk")],
  ["tenant-appointments", "admin", section("appointments")],
  ["tenant-portal", "admin", section("portal")],
  ["tenant-knowledge-base", "admin", section("knowledge-base")],
  ["tenant-help-articles", "admin", section("help-articles")],
  ["tenant-users", "admin", section("users")],
  ["tenant-billing", "admin", section("billing")],
  ["tenant-settings", "admin", section("settings")],
  ["tenant-domains", "admin", section("domains")],
  ["tenant-audit", "admin", section("audit")],
  ["tenant-account", "admin", `${demo}/tu/admin/account`],
  ["tenant-security", "admin", `${demo}/tu/admin/security`],
  ["portal-dashboard", "client", `${demo}/portal/dashboard`],
  ["portal-documents", "client", `${demo}/portal/dashboard?tab=documents`],
  ["portal-appointments", "client", `${demo}/portal/dashboard?tab=appointments`],
  ["portal-support", "client", `${demo}/portal/support`],
  ["platform-war-room", "superAdmin", `${main}/su/admin/dashboard`],
  ["platform-knowledge-base", "superAdmin", `${main}/su/admin/knowledge-base`],
  ["platform-security", "superAdmin", `${main}/su/admin/security`],
].filter(([name]) => !only || name.includes(only));

const VIEWPORTS = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
];
const out = path.join(root, ".screens");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});

const findings = [];
for (const who of Object.keys(signIn)) {
  const screens = SCREENS.filter(([, visitor]) => visitor === who);
  if (screens.length === 0) continue;
  // One signed-in browser per visitor; its cookies serve every theme and width.
  const context = await browser.newContext({ locale: "en-US", reducedMotion: "reduce" });
  const page = await context.newPage();
  await signIn[who](page);
  for (const theme of ["light", "dark"]) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme).catch(() => {});
    for (const [label, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const [name, , address] of screens) {
        await page.goto(address, { waitUntil: "networkidle" });
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        await page.reload({ waitUntil: "networkidle" });
        await page.waitForFunction(() => !document.querySelector("[data-sonner-toast]"), null, { timeout: 15_000 });
        const file = `${name}-${label}-${theme}.png`;
        await page.screenshot({ path: path.join(out, file), fullPage: true });
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          findings.push(`${file}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
        }
      }
    }
  }
  await context.close();
}
await browser.close();
const shots = SCREENS.length * VIEWPORTS.length * 2;
writeFileSync(path.join(out, "axe.txt"), findings.join("\n"));
console.log(`${shots} screenshots in ${out}; serious or critical axe findings: ${findings.length}`);
for (const finding of findings) console.log(`  ${finding}`);
process.exitCode = findings.length ? 1 : 0;
