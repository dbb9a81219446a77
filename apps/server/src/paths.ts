import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Folders the server reads files from at run time. This module sits in apps/server/src/ and the production build is
 * one file, apps/server/dist/main.js, at the same depth: the same relative paths hold under tsx and from the build,
 * and the build copies nothing.
 */
const moduleDir = path.dirname(fileURLToPath(import.meta.url));
export const serverRoot = path.resolve(moduleDir, "..");
export const repoRoot = path.resolve(serverRoot, "../..");

/** The SQL migrations drizzle-kit generates. */
export const MIGRATIONS_FOLDER = path.join(serverRoot, "drizzle");
/** The help centre's shipped articles (Markdown) and categories, read when seeding. */
export const KB_CONTENT_FOLDER = path.join(serverRoot, "src/db/seed/kb-content");
