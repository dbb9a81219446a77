import { createWriteStream, type WriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { TENANT_EXPORT_KEEP_DAYS } from "@engagesuite/shared";
import { stringify } from "csv-stringify";
import { and, eq, ne, sql } from "drizzle-orm";
import { ZipFile } from "yazl";
import { type Db, queryRows, type Tx } from "../../db/client";
import { GLOBAL_TABLES_WITH_TENANT_ID, TENANT_TABLES } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import type { FileStorage } from "../../providers/storage";
import { demoFileBytes } from "../documents/demo-files";
import { tenantDataExports } from "./schema";

/**
 * A workspace's data as a ZIP (issue 25 point 6, GDPR Article 20): every table that holds its rows as CSV and JSON, and
 * every file it stored under `files/`. Built on this machine's disk and streamed: rows come through a cursor 500 at a
 * time, each table is written to its files as they come, the ZIP is written from those files and uploaded from disk,
 * so memory stays flat whatever the size of the workspace.
 */

/** Tables with the workspace's rows that are not its records: secrets of live sessions, and the exports themselves. */
const NOT_EXPORTED = new Set(["staff_sessions", "portal_sessions", "tenant_data_exports"]);
/** Columns that are credentials, never exported (password hashes, second-factor seeds, token hashes). */
const SECRET_COLUMN = /password|secret|token|mfa_last_step/;
const BATCH = 500;

export const exportStorageKey = (tenantId: string, exportId: string) => `exports/${tenantId}/${exportId}.zip`;

/** The exported tables: the tenant-owned ones and the global ones that carry a tenant's rows (its users, its log). */
export function exportedTables(): string[] {
  return [...TENANT_TABLES, ...GLOBAL_TABLES_WITH_TENANT_ID].filter((table) => !NOT_EXPORTED.has(table)).sort();
}

async function columnsOf(tx: Tx, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((row) => row.name).filter((name) => !SECRET_COLUMN.test(name));
}

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

function write(stream: WriteStream, text: string): Promise<void> {
  if (stream.write(text)) return Promise.resolve();
  return new Promise((resolve) => stream.once("drain", resolve));
}

/** One table's rows of the tenant into `<table>.csv` and `<table>.json`, through a cursor; answers the row count. */
async function exportTable(tx: Tx, tenantId: string, table: string, dir: string): Promise<number> {
  const columns = await columnsOf(tx, table);
  const list = columns.map((name) => `"${name}"`).join(", ");
  const csvFile = createWriteStream(path.join(dir, `${table}.csv`));
  const csv = stringify({ header: true, columns });
  const csvDone = pipeline(csv, csvFile);
  const json = createWriteStream(path.join(dir, `${table}.json`));
  await write(json, "[");
  const cursor = `export_${table}`;
  await tx.execute(
    sql`declare ${sql.identifier(cursor)} no scroll cursor for
      select ${sql.raw(list)} from ${sql.identifier(table)} where tenant_id = ${tenantId}::uuid`,
  );
  let count = 0;
  for (;;) {
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`fetch ${sql.raw(String(BATCH))} from ${sql.identifier(cursor)}`,
    );
    for (const row of rows) {
      if (!csv.write(columns.map((name) => cell(row[name]))))
        await new Promise<void>((r) => csv.once("drain", () => r()));
      await write(json, `${count === 0 ? "\n" : ",\n"}${JSON.stringify(row)}`);
      count++;
    }
    if (rows.length < BATCH) break;
  }
  await tx.execute(sql`close ${sql.identifier(cursor)}`);
  csv.end();
  await write(json, "\n]\n");
  json.end();
  await Promise.all([csvDone, new Promise<void>((resolve) => json.once("close", () => resolve()))]);
  return count;
}

/** The storage keys of every file the workspace stored: documents, ticket attachments and thumbnails. */
export async function storedFiles(tx: Tx, tenantId: string): Promise<{ key: string; sha256: string | null }[]> {
  return queryRows<{ key: string; sha256: string | null }>(
    tx,
    sql`select storage_key as key, sha256 from documents where tenant_id = ${tenantId}::uuid
      union all select storage_key, null from ticket_attachments where tenant_id = ${tenantId}::uuid
      union all select thumbnail_key, null from ticket_attachments
        where tenant_id = ${tenantId}::uuid and thumbnail_key is not null
      union all select storage_key, null from tenant_data_exports
        where tenant_id = ${tenantId}::uuid and storage_key is not null`,
  );
}

export interface ExportDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

/** Moves a running export on; never touches one already ready (another run of the same job finished it). */
async function setProgress(
  deps: ExportDeps,
  tenantId: string,
  exportId: string,
  set: Partial<typeof tenantDataExports.$inferInsert>,
) {
  await withTenant(deps.db, tenantId, (tx) =>
    tx
      .update(tenantDataExports)
      .set(set)
      .where(
        and(
          eq(tenantDataExports.tenantId, tenantId),
          eq(tenantDataExports.id, exportId),
          ne(tenantDataExports.state, "ready"),
        ),
      ),
  );
}

/** Builds the export's ZIP, stores it, and marks the export ready; answers its size in bytes. */
export async function buildExport(
  deps: ExportDeps,
  tenantId: string,
  exportId: string,
  /** Runs in the transaction that marks the export ready (the e-mail to the asker goes with it). */
  whenReady?: (tx: Tx) => Promise<void>,
): Promise<number> {
  // A job runs at least once: a retry after the export was finished (its node died before the job was marked done)
  // changes nothing and mails no one again.
  const [before] = await withTenant(deps.db, tenantId, (tx) =>
    tx
      .select({ state: tenantDataExports.state, bytes: tenantDataExports.bytes })
      .from(tenantDataExports)
      .where(and(eq(tenantDataExports.tenantId, tenantId), eq(tenantDataExports.id, exportId))),
  );
  if (!before) return 0;
  if (before.state === "ready") return before.bytes ?? 0;
  const dir = await mkdtemp(path.join(tmpdir(), "engagesuite-export-"));
  try {
    await setProgress(deps, tenantId, exportId, { state: "running", progress: 0 });
    const tables = exportedTables();
    const counts: Record<string, number> = {};
    // A transaction per table (a cursor lives in one), and the progress written between them.
    for (const [i, table] of tables.entries()) {
      counts[table] = await withTenant(deps.db, tenantId, (tx) => exportTable(tx, tenantId, table, dir));
      await setProgress(deps, tenantId, exportId, { progress: Math.round(((i + 1) / tables.length) * 80) });
    }
    // Earlier exports are not part of the workspace's data.
    const files = (await withTenant(deps.db, tenantId, (tx) => storedFiles(tx, tenantId))).filter(
      (file) => !file.key.startsWith("exports/"),
    );
    const zip = new ZipFile();
    for (const table of tables) {
      zip.addFile(path.join(dir, `${table}.csv`), `${table}.csv`);
      zip.addFile(path.join(dir, `${table}.json`), `${table}.json`);
    }
    for (const { key, sha256 } of files) {
      // Opened when the ZIP gets to it, one at a time. The demo's seeded documents are drawn, not stored.
      zip.addReadStreamLazy(`files/${key}`, (done) => {
        deps.storage.getStream(key).then(
          (stream) => done(null, stream ?? Readable.from([(sha256 && demoFileBytes(sha256)) || Buffer.alloc(0)])),
          (error) => done(error, Readable.from([])),
        );
      });
    }
    zip.addBuffer(
      Buffer.from(
        `${JSON.stringify({ tenantId, exportedAt: deps.now().toISOString(), rows: counts, files: files.length }, null, 2)}\n`,
      ),
      "manifest.json",
    );
    zip.end();
    const zipPath = path.join(dir, "export.zip");
    await pipeline(zip.outputStream, createWriteStream(zipPath));
    await setProgress(deps, tenantId, exportId, { progress: 95 });
    const { size } = await stat(zipPath);
    const key = exportStorageKey(tenantId, exportId);
    await deps.storage.putFile(key, zipPath, "application/zip");
    const now = deps.now();
    await withTenant(deps.db, tenantId, async (tx) => {
      // Two runs of one job (a retry while the first still ran) both get here: the first to mark it ready mails.
      const marked = await tx
        .update(tenantDataExports)
        .set({
          state: "ready",
          progress: 100,
          storageKey: key,
          bytes: size,
          finishedAt: now,
          expiresAt: new Date(now.getTime() + TENANT_EXPORT_KEEP_DAYS * 86_400_000),
        })
        .where(
          and(
            eq(tenantDataExports.tenantId, tenantId),
            eq(tenantDataExports.id, exportId),
            ne(tenantDataExports.state, "ready"),
          ),
        )
        .returning({ id: tenantDataExports.id });
      if (marked.length > 0) await whenReady?.(tx);
    });
    return size;
  } catch (error) {
    await setProgress(deps, tenantId, exportId, { state: "failed", finishedAt: deps.now() }).catch(() => {});
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
