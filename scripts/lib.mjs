// Helpers shared by the npm scripts: run a command, know whether installs and builds are current.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress.mjs";

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

/** A digest of the files (and folders) that make a build, to tell whether the last build is still current. */
function digestOf(paths, extra = "") {
  const hash = createHash("sha256");
  hash.update(extra);
  for (const p of paths) hashTree(hash, path.join(root, p));
  return hash.digest("hex");
}

const isCurrent = (stamp, digest) => existsSync(stamp) && readFileSync(stamp, "utf8") === digest;

/** Builds the web app when its sources (or the shared package, or the lock file) changed since the last build. */
export function ensureWebBuilt({ force = false } = {}) {
  const digest = digestOf([
    "apps/web/src",
    "apps/web/public",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    "apps/web/package.json",
    "packages/shared/src",
    "package-lock.json",
    "scripts/lib.mjs",
  ]);
  const stamp = path.join(root, "apps/web/dist/.build-hash");
  const renderer = path.join(root, "apps/web/dist-ssr/ssr.js");
  if (!force && isCurrent(stamp, digest) && existsSync(renderer)) return;
  console.log("Building the web app…");
  run(bin("vite", "apps/web"), ["build", "--logLevel", "warn"], { cwd: path.join(root, "apps/web") });
  // The server's renderer of the public pages (apps/web/src/app/ssr.tsx).
  run(bin("vite", "apps/web"), ["build", "--ssr", "src/app/ssr.tsx", "--logLevel", "warn"], {
    cwd: path.join(root, "apps/web"),
  });
  precompress(path.join(root, "apps/web/dist"));
  writeFileSync(stamp, digest);
}

/**
 * The production server: one ES module bundling apps/server/src and the shared package (its exports are TypeScript),
 * with every npm package left to node_modules. main.js sits in apps/server/dist/, at the depth of apps/server/src/,
 * so paths the server resolves from its own file (migrations, help-centre Markdown, web app) hold in both layouts.
 */
const SERVER_BUILD = {
  entryPoints: ["apps/server/src/main.ts"],
  outfile: "apps/server/dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "@engagesuite/shared": "./packages/shared/src/index.ts" },
  sourcemap: true,
  keepNames: true,
  logLevel: "warning",
};
export const serverEntry = path.join(root, SERVER_BUILD.outfile);

/** Builds the server when its sources (or the shared package, or the lock file) changed since the last build. */
export function ensureServerBuilt({ force = false } = {}) {
  const digest = digestOf(
    [
      "apps/server/src",
      "apps/server/package.json",
      "apps/server/tsconfig.json",
      "packages/shared/src",
      "packages/shared/package.json",
      "tsconfig.base.json",
      "package-lock.json",
    ],
    JSON.stringify(SERVER_BUILD),
  );
  const stamp = path.join(path.dirname(serverEntry), ".build-hash");
  if (!force && isCurrent(stamp, digest)) return;
  console.log("Building the server…");
  // esbuild's JS API, loaded only now: ensureInstalled() may just have installed it.
  const { buildSync } = createRequire(import.meta.url)("esbuild");
  let result;
  try {
    result = buildSync({ ...SERVER_BUILD, absWorkingDir: root, write: false });
  } catch {
    console.error("\nThe server build failed (esbuild's messages above).");
    process.exit(1);
  }
  // Each file lands whole (written aside, then renamed), the map before the code, so a server starting while another
  // process builds never reads half a bundle.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith(".map")) - Number(a.path.endsWith(".map")),
  );
  mkdirSync(path.dirname(serverEntry), { recursive: true });
  for (const file of files) {
    const aside = `${file.path}.${process.pid}.tmp`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
  writeFileSync(stamp, digest);
}

/** Spawns a long-running child that shares the terminal, and forwards Ctrl-C / SIGTERM to it. */
export function serve(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
