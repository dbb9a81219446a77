// Screenshots of each screen at desktop and phone widths into .screens/ (run against a server: npm start).
// Usage: node scripts/screenshots.mjs [baseURL] [path ...]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { root } from "./lib.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const url = new URL(base);
const tenant = (sub) => `${url.protocol}//${sub}.${url.hostname}:${url.port}`;
const pages =
  process.argv.length > 3
    ? process.argv.slice(3).map((p) => [p.replace(/[^a-z0-9]+/gi, "_"), p.startsWith("http") ? p : `${base}${p}`])
    : [
        ["landing", `${base}/`],
        ["404", `${base}/nope`],
        ["onboarding", `${base}/onboarding`],
        ["login", `${base}/login`],
        ["pricing", `${base}/pricing`],
        ["vertical", `${base}/verticals/legal`],
        ["tenant-landing", `${tenant("demo")}/`],
        ["tenant-error", `${tenant("ghost")}/`],
        ["portal-login", `${tenant("demo")}/portal/login`],
      ];
const out = path.join(root, ".screens");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const [name, target] of pages) {
  for (const [label, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 375, height: 740 }],
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto(target, { waitUntil: "networkidle" });
    await page.screenshot({ path: path.join(out, `${name}-${label}.png`), fullPage: true });
    await page.close();
  }
}
await browser.close();
console.log(`Screenshots in ${out}`);
