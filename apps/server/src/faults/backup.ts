import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { postgresBinDir } from "./private-cluster";

/**
 * The backup procedure of docs/OPERATIONS.md ("Backup and restore"), command for command, for the restore drill:
 * the roles with `pg_dumpall --roles-only`, the database with `pg_dump -Fc`, restored with `psql` then
 * `pg_restore --create`. The client binaries of the server's own version, as the current OS user.
 */

const run = promisify(execFile);

async function client(name: string, args: string[]): Promise<string> {
  const bin = path.join(postgresBinDir(), name);
  try {
    const { stdout } = await run(bin, args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${name} ${args.join(" ")} failed:\n${stderr ?? String(error)}`);
  }
}

/** `pg_dumpall --roles-only`: every role with its password hash and memberships (needs a superuser). */
export function dumpRoles(clusterUrl: string, file: string): Promise<string> {
  return client("pg_dumpall", ["--roles-only", "--dbname", clusterUrl, "--file", file]);
}

/** `pg_dump -Fc`: one consistent snapshot of the database, taken while the app keeps writing. */
export function dumpDatabase(databaseUrl: string, file: string): Promise<string> {
  return client("pg_dump", ["--format=custom", "--dbname", databaseUrl, "--file", file]);
}

/**
 * The roles file into a new cluster, stopping at the first error. The new cluster's bootstrap superuser exists already:
 * its `CREATE ROLE` line is dropped first (the documented `sed '/^CREATE ROLE postgres;$/d'`); its ALTER ROLE stays.
 */
export function restoreRoles(clusterUrl: string, file: string, superuser = "postgres"): Promise<string> {
  const filtered = `${file}.restore.sql`;
  const lines = readFileSync(file, "utf8").split("\n");
  writeFileSync(filtered, lines.filter((line) => line !== `CREATE ROLE ${superuser};`).join("\n"));
  return client("psql", [
    "--no-psqlrc",
    "--quiet",
    "-v",
    "ON_ERROR_STOP=1",
    "--dbname",
    clusterUrl,
    "--file",
    filtered,
  ]);
}

/** `pg_restore --create`: the database as dumped (name, owner, grants), connected through the cluster's `postgres`. */
export function restoreDatabase(clusterUrl: string, file: string): Promise<string> {
  return client("pg_restore", ["--create", "--exit-on-error", "--dbname", clusterUrl, file]);
}
