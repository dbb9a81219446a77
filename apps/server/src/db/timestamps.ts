import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** A timestamp as JavaScript's toISOString() writes it, formatted by PostgreSQL (both truncate to the millisecond). */
export const isoMillis = (column: AnyPgColumn | SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`)})`;

/** A timestamp as text to the microsecond, in UTC: what a keyset cursor carries and casts back without loss. */
export const isoMicros = (column: AnyPgColumn | SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`)})`;
