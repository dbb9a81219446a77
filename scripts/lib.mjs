// Helpers shared by the npm scripts: run a command, know whether installs and builds are current.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** A package's executable, from a workspace's own node_modules first (npm nests a version the root cannot share). */
export const bin = (name, workspace = ".") =>
  [path.join(root, workspace, "node_modules", ".bin", name), path.join(root, "node_modules", ".bin", name)].find((p) =>
    existsSync(p),
  ) ?? name;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("Installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

function hashTree(hash, target) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) {
      if (entry === "node_modules" || entry === "dist" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) {
        continue;
      }
      hashTree(hash, path.join(target, entry));
    }
  } else {
    hash.update(path.relative(root, target));
    hash.update(readFileSync(target));
  }
}

/** Builds the web app when its sources (or the shared package, or the lock file) changed since the last build. */
export function ensureWebBuilt({ force = false } = {}) {
  const hash = createHash("sha256");
  for (const p of [
    "apps/web/src",
    "apps/web/public",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    "apps/web/package.json",
    "packages/shared/src",
    "package-lock.json",
  ]) {
    hashTree(hash, path.join(root, p));
  }
  const digest = hash.digest("hex");
  const stamp = path.join(root, "apps/web/dist/.build-hash");
  if (!force && existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return;
  console.log("Building the web app…");
  run(bin("vite", "apps/web"), ["build", "--logLevel", "warn"], { cwd: path.join(root, "apps/web") });
  writeFileSync(stamp, digest);
}

/** Spawns a long-running child that shares the terminal, and forwards Ctrl-C / SIGTERM to it. */
export function serve(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
