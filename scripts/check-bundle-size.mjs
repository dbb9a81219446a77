// Fails when a route's JavaScript (gzip) is over its budget (issue 9): what a first visit to the route downloads —
// the entry chunk, the route's lazy page and shell chunks, and every chunk they import statically.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./lib.mjs";

const dist = path.join(root, "apps/web/dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

const BUDGETS = [
  {
    route: "landing page (/)",
    budgetKb: 125,
    modules: [/pages\/marketing\/landing-page\.tsx$/, /layout\/marketing-shell\.tsx$/],
  },
  {
    route: "tenant dashboard (/tu/admin/dashboard)",
    budgetKb: 250,
    modules: [/pages\/tenant\/tenant-admin-dashboard-page\.tsx$/, /layout\/app-shell\.tsx$/],
  },
];

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error("No entry chunk in the Vite manifest");

function collect(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
let failed = false;
for (const { route, budgetKb, modules } of BUDGETS) {
  const keys = new Set();
  collect(entry[0], keys);
  for (const pattern of modules) {
    const key = Object.keys(manifest).find((k) => pattern.test(k));
    if (!key) throw new Error(`${route}: no chunk for ${pattern} in the manifest`);
    collect(key, keys);
  }
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith(".js"));
  const total = files.reduce((sum, f) => sum + gzipKb(f), 0);
  const verdict = total <= budgetKb ? "ok" : "OVER BUDGET";
  if (total > budgetKb) failed = true;
  console.log(`${route}: ${total.toFixed(1)} KB gzip in ${files.length} chunks (budget ${budgetKb} KB) ${verdict}`);
}
process.exit(failed ? 1 : 0);
