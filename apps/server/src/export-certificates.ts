import path from "node:path";
import { loadConfig } from "./config";
import { openDatabase, openPglite } from "./db/client";
import { SecretBox } from "./lib/secret-box";
import { exportCertificates } from "./providers/certificates/private-keys";

/**
 * `npm run certificates:export -- <directory>`: writes the custom domains' certificates and their keys, opened with
 * SECRET_KEY, for the TLS terminator to load (docs/OPERATIONS.md). Reads DATABASE_URL (or the local PGlite data, with
 * the server stopped).
 */
async function main(): Promise<void> {
  const directory = process.argv[2];
  if (!directory) throw new Error("Usage: npm run certificates:export -- <directory>");
  const config = loadConfig();
  const pglite = config.DATABASE_URL ? null : await openPglite(path.join(config.DATA_DIR, "pglite"));
  const database = await openDatabase(pglite ? { pglite } : { url: config.DATABASE_URL!, poolSize: 1 });
  try {
    const { written, unreadable } = await exportCertificates(database.db, new SecretBox(config.secretKey), directory);
    console.log(`Wrote ${written.length} certificate(s) to ${path.resolve(directory)}`);
    if (unreadable.length > 0) {
      console.error(`Not written, their keys do not open with this SECRET_KEY: ${unreadable.join(", ")}`);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
    await pglite?.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
