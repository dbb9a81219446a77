import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadKbContent } from "./db/seed/kb-files";
import { type ServerProcess, startServerProcess } from "./faults/server-process";
import { repoRoot, serverRoot } from "./paths";

/** Packages a few requests need (certificates, inbound mail, invoices, MFA set-up, new passwords, images, Stripe). */
const LAZY_PACKAGES = [
  "acme-client",
  "mailparser",
  "smtp-server",
  "pdf-lib",
  "qrcode",
  "@zxcvbn-ts/language-common",
  "sharp",
  "stripe",
];

/**
 * Issue 16, points 6 and 8: `npm start` runs the compiled server with node. Built as start.mjs builds it, the bundle
 * starts on a new database (migrations found), seeds the help centre from its Markdown files and answers /api/health.
 */
describe("the production build (apps/server/dist/main.js)", { timeout: 180_000 }, () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: repoRoot, stdio: "pipe" });
    dataDir = mkdtempSync(path.join(tmpdir(), "engagesuite-build-"));
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("bundles the server and the shared package, leaving npm packages to node_modules", () => {
    const bundle = readFileSync(path.join(serverRoot, "dist/main.js"), "utf8");
    expect(bundle).not.toMatch(/from "@engagesuite\/shared"/);
    expect(bundle).toMatch(/from "fastify"/);
  });

  it("loads the packages only some requests need when first used, not at start (issue 24 point 6)", () => {
    const bundle = readFileSync(path.join(serverRoot, "dist/main.js"), "utf8");
    const loadedAtStart = new Set([...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]));
    for (const lazy of LAZY_PACKAGES) {
      expect(loadedAtStart, lazy).not.toContain(lazy);
      expect(bundle).toContain(`import("${lazy}")`);
    }
  });

  it("starts with node on a new database, seeds the Markdown help centre and answers /api/health", async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: "false", NODE_ENV: "production" }, "build");
    const base = `http://127.0.0.1:${server.port}`;
    const health = async () => {
      if (server!.child.exitCode !== null) throw new Error(`the built server exited:\n${server!.output()}`);
      return (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0;
    };
    await expect.poll(health, { timeout: 150_000, interval: 100 }).toBe(200);
    expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({ status: "ok", database: "up" });

    const shipped = loadKbContent();
    const categories = (await (await fetch(`${base}/api/kb/categories`)).json()) as {
      slug: string;
      articleCount: number;
    }[];
    expect(categories.map((c) => c.slug)).toEqual(shipped.categories.map((c) => c.slug));
    expect(categories.reduce((sum, c) => sum + c.articleCount, 0)).toBe(shipped.articles.length);
  });
});
