import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../paths";
import { createTestDatabase, type TestDatabase } from "../test/harness";
import { queryRows } from "./client";
import { CROSS_TENANT_UNIQUE_INDEXES, citusDistributionScript, LOCAL_TABLES, REFERENCE_TABLES } from "./distribution";
import { TENANT_TABLES } from "./schema";

/**
 * Issue 25 point 5: the schema is ready to be distributed by tenant_id on Citus, checked on the migrated catalogue.
 * Citus co-locates a tenant's rows on one worker only when every key that must be checked on one shard starts with
 * (or contains) the distribution column.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const tenantTables = new Set<string>(TENANT_TABLES);
const referenceTables = new Set<string>(REFERENCE_TABLES);

interface Constraint {
  table_name: string;
  name: string;
  kind: "p" | "u" | "f";
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
}

async function constraints(): Promise<Constraint[]> {
  return queryRows<Constraint>(
    db.owner.db,
    sql`select c.relname as table_name, k.conname as name, k.contype as kind,
        array(select a.attname::text from unnest(k.conkey) with ordinality u(att, ord)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.att order by u.ord) as columns,
        f.relname as ref_table,
        case when k.confrelid = 0 then null else array(select a.attname::text from unnest(k.confkey) with ordinality u(att, ord)
          join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.att order by u.ord) end as ref_columns
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      left join pg_class f on f.oid = k.confrelid
      where k.contype in ('p', 'u', 'f')`,
  );
}

describe("Citus readiness", () => {
  it("names every table once: distributed (tenantTable), reference or local", async () => {
    const tables = await queryRows<{ name: string }>(
      db.owner.db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    const lists = [TENANT_TABLES, REFERENCE_TABLES, LOCAL_TABLES].map((list) => new Set<string>(list));
    const unplaced = tables.map((t) => t.name).filter((name) => lists.every((list) => !list.has(name)));
    expect(unplaced, "tables in no list of db/distribution.ts").toEqual([]);
    const twice = tables.map((t) => t.name).filter((name) => lists.filter((list) => list.has(name)).length > 1);
    expect(twice, "tables in two lists").toEqual([]);
    const gone = [...REFERENCE_TABLES, ...LOCAL_TABLES].filter((name) => !tables.some((t) => t.name === name));
    expect(gone, "listed tables the database does not have").toEqual([]);
  });

  it("leads every distributed table's primary key with tenant_id and puts tenant_id in every unique key", async () => {
    const problems: string[] = [];
    const all = await constraints();
    for (const table of TENANT_TABLES) {
      const pk = all.find((k) => k.table_name === table && k.kind === "p");
      if (pk?.columns[0] !== "tenant_id") problems.push(`${table}: primary key ${pk?.columns.join(", ") ?? "missing"}`);
    }
    for (const k of all.filter((k) => k.kind === "u" && tenantTables.has(k.table_name))) {
      if (!k.columns.includes("tenant_id"))
        problems.push(`${k.table_name}.${k.name}: unique (${k.columns.join(", ")})`);
    }
    const uniqueIndexes = await queryRows<{ table_name: string; name: string; definition: string }>(
      db.owner.db,
      sql`select c.relname as table_name, i.relname as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where x.indisunique and not x.indisprimary`,
    );
    const excepted = uniqueIndexes.filter((i) => Object.hasOwn(CROSS_TENANT_UNIQUE_INDEXES, i.name)).map((i) => i.name);
    expect(excepted.sort(), "every named exception still exists").toEqual(
      Object.keys(CROSS_TENANT_UNIQUE_INDEXES).sort(),
    );
    for (const index of uniqueIndexes.filter((i) => tenantTables.has(i.table_name))) {
      if (Object.hasOwn(CROSS_TENANT_UNIQUE_INDEXES, index.name)) continue;
      if (!/\btenant_id\b/.test(index.definition.split(" USING ")[1] ?? "")) {
        problems.push(`${index.table_name}.${index.name}: ${index.definition}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps every foreign key where Citus can check it: between distributed tables on tenant_id, else to a reference table", async () => {
    const problems: string[] = [];
    for (const fk of (await constraints()).filter((k) => k.kind === "f")) {
      const from = fk.table_name;
      const to = fk.ref_table ?? "";
      const described = `${from}(${fk.columns.join(", ")}) → ${to}(${fk.ref_columns?.join(", ")}) [${fk.name}]`;
      if (tenantTables.has(from) && tenantTables.has(to)) {
        if (fk.columns[0] !== "tenant_id" || fk.ref_columns?.[0] !== "tenant_id")
          problems.push(`${described}: not on tenant_id`);
      } else if (tenantTables.has(from) && !referenceTables.has(to)) {
        problems.push(`${described}: a distributed table may point only at a distributed or a reference table`);
      } else if (referenceTables.has(from) && !referenceTables.has(to)) {
        problems.push(`${described}: a reference table may point only at a reference table`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("ships the distribution script the lists make (scripts/citus-distribute.sql)", () => {
    const committed = readFileSync(path.join(repoRoot, "scripts/citus-distribute.sql"), "utf8");
    expect(committed).toBe(citusDistributionScript());
  });
});
