// The landing page's picture of the product (issue 23): the demo workspace's dashboard as its admin sees it, taken
// from a running server (npm start) in light and dark, written as WebP at two widths into apps/web/public/marketing/.
// Usage: node scripts/marketing-screenshots.mjs [baseURL]   (run again when the dashboard's look changes)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { root } from "./lib.mjs";

const base = new URL(process.argv[2] ?? "http://localhost:3000");
const demo = `${base.protocol}//demo.${base.hostname}:${base.port}`;
const out = path.join(root, "apps/web/public/marketing");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});

/** PNG bytes re-encoded as WebP at `width` by the browser's own encoder (no image library needed). */
async function toWebp(page, png, width) {
  const dataUrl = await page.evaluate(
    async ({ src, width }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = Math.round((image.height * width) / image.width);
      const context = canvas.getContext("2d");
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL("image/webp", 0.82);
    },
    { src: `data:image/png;base64,${png.toString("base64")}`, width },
  );
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

for (const theme of ["light", "dark"]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
  await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
  const page = await context.newPage();
  await page.goto(`${demo}/`);
  await page.getByLabel("Username or email").fill("demo-admin");
  await page.getByLabel("Password", { exact: true }).fill("DemoAdmin123!");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${demo}/tu/admin/dashboard**`);
  await page.getByRole("table").first().waitFor();
  await page.waitForLoadState("networkidle");
  // The sign-in's toast has gone before the picture is taken.
  await page.waitForFunction(() => !document.querySelector("[data-sonner-toast]"), null, { timeout: 15_000 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  const png = await page.screenshot();
  for (const width of [1280, 640]) {
    const file = path.join(out, `dashboard-${theme}-${width}.webp`);
    writeFileSync(file, await toWebp(page, png, width));
    console.log(path.relative(root, file));
  }
  await context.close();
}
await browser.close();
