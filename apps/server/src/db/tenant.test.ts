import { eq, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/harness";
import { queryRows } from "./client";
import { applyTenantIsolation } from "./migrate";
import { preparedSql } from "./prepared";
import { contacts, GLOBAL_TABLES_WITH_TENANT_ID, tenants } from "./schema";
import { seedCatalog } from "./seed/catalog";
import {
  closeRequestTransaction,
  lastReads,
  openRequestTransaction,
  type RequestScope,
  runInRequestScope,
  withTenant,
} from "./tenant";
import { registeredTenantTables } from "./tenant-table";

declare global {
  interface ImportMeta {
    /** Vite's (and so Vitest's) static import of every file a pattern matches. */
    glob<T>(patterns: string[], options: { eager: true }): Record<string, T>;
  }
}

/** Every schema.ts, as drizzle-kit reads them (drizzle.config.ts): a module's tables need not be in the barrel. */
const schemaFiles = import.meta.glob<Record<string, unknown>>(
  ["../modules/*/schema.ts", "../tenancy/*schema.ts", "../lib/schema.ts", "../providers/*/schema.ts"],
  { eager: true },
);
const TENANT_TABLES = registeredTenantTables();

let db: TestDatabase;
let tenantA: string;
let tenantB: string;

async function createTenant(subdomain: string): Promise<string> {
  const [row] = await db.owner.db
    .insert(tenants)
    .values({ name: subdomain, subdomain, email: `${subdomain}@example.com` })
    .returning({ id: tenants.id });
  return row!.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCatalog(db.owner.db);
  tenantA = await createTenant("tenant-a");
  tenantB = await createTenant("tenant-b");
  await withTenant(db.owner.db, tenantA, (tx) =>
    tx.insert(contacts).values([
      { tenantId: tenantA, name: "Alice A" },
      { tenantId: tenantA, name: "Aaron A" },
    ]),
  );
  await withTenant(db.owner.db, tenantB, (tx) => tx.insert(contacts).values([{ tenantId: tenantB, name: "Bob B" }]));
});

afterAll(() => db.close());

const names = (rows: { name: string }[]) => rows.map((r) => r.name).sort();

describe("row-level security", () => {
  it("returns no rows to the app role when no tenant is set", async () => {
    const rows = await db.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      return tx.select().from(contacts);
    });
    expect(rows).toEqual([]);
    if (db.kind === "postgres") {
      // The app's own login role owns nothing and inherits app_user: a plain query outside withTenant sees nothing.
      expect(await db.app.db.select().from(contacts)).toEqual([]);
    }
  });

  it("shows a tenant only its own rows, even without a WHERE clause", async () => {
    const a = await withTenant(db.app.db, tenantA, (tx) => tx.select().from(contacts));
    const b = await withTenant(db.app.db, tenantB, (tx) => tx.select().from(contacts));
    expect(names(a)).toEqual(["Aaron A", "Alice A"]);
    expect(names(b)).toEqual(["Bob B"]);
  });

  it("hides another tenant's row even when asked for it by id", async () => {
    const [bob] = await withTenant(db.app.db, tenantB, (tx) => tx.select().from(contacts));
    const seenFromA = await withTenant(db.app.db, tenantA, (tx) =>
      tx.select().from(contacts).where(eq(contacts.id, bob!.id)),
    );
    expect(seenFromA).toEqual([]);
  });

  it("updates and deletes only the current tenant's rows, even without a WHERE clause", async () => {
    await withTenant(db.app.db, tenantA, (tx) => tx.update(contacts).set({ notes: "touched" }));
    const deleted = await withTenant(db.app.db, tenantA, (tx) =>
      tx.delete(contacts).where(eq(contacts.name, "Bob B")).returning(),
    );
    expect(deleted).toEqual([]);
    const bob = await withTenant(db.app.db, tenantB, (tx) => tx.select().from(contacts));
    expect(bob).toHaveLength(1);
    expect(bob[0]!.notes).toBeNull();
    const alice = await withTenant(db.app.db, tenantA, (tx) => tx.select().from(contacts));
    expect(alice.every((c) => c.notes === "touched")).toBe(true);
  });

  it("refuses to write a row into another tenant", async () => {
    await expect(
      withTenant(db.app.db, tenantA, (tx) => tx.insert(contacts).values({ tenantId: tenantB, name: "Intruder" })),
    ).rejects.toThrow();
    const b = await withTenant(db.app.db, tenantB, (tx) => tx.select().from(contacts));
    expect(names(b)).toEqual(["Bob B"]);
  });

  it("forgets the tenant when the transaction ends", async () => {
    await withTenant(db.app.db, tenantA, (tx) => tx.select().from(contacts));
    const rows = await db.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      return tx.select().from(contacts);
    });
    expect(rows).toEqual([]);
  });

  it("writes nothing when the work fails, and hands its connection back usable", async () => {
    await expect(
      withTenant(db.app.db, tenantA, async (tx) => {
        await tx.insert(contacts).values({ tenantId: tenantA, name: "Rolled Back" });
        throw new Error("work failed");
      }),
    ).rejects.toThrow("work failed");
    // A failed statement aborts the transaction; every connection of the pool (5) is used again afterwards.
    await expect(withTenant(db.app.db, tenantA, (tx) => tx.execute(sql`select 1/0`))).rejects.toThrow();
    for (let i = 0; i < 10; i++) {
      const rows = await withTenant(db.app.db, tenantA, (tx) => tx.select().from(contacts));
      expect(names(rows)).toEqual(["Aaron A", "Alice A"]);
    }
  });

  it("keeps a named statement prepared on its connection, and runs one planned per run unnamed", async () => {
    const byTenant = () =>
      sql`select name from contacts where tenant_id = ${sql.placeholder("tenantId")} order by name`;
    const named = preparedSql<{ name: string }>("probe_named", byTenant);
    const perRun = preparedSql<{ name: string }>("probe_per_run", byTenant, { planPerRun: true });
    const { answers, prepared } = await withTenant(db.app.db, tenantA, async (tx) => {
      const answers: string[][] = [];
      // Past the five runs after which PostgreSQL may keep a named statement's generic plan.
      for (let i = 0; i < 6; i++) {
        answers.push((await named(tx, { tenantId: tenantA })).map((r) => r.name));
        answers.push((await perRun(tx, { tenantId: tenantA })).map((r) => r.name));
      }
      const prepared = await queryRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where name like 'probe\_%' order by name`,
      );
      return { answers, prepared: prepared.map((r) => r.name) };
    });
    for (const answer of answers) expect(answer).toEqual(["Aaron A", "Alice A"]);
    expect(prepared).not.toContain("probe_per_run");
    // PGlite runs every statement unnamed; PostgreSQL keeps the named one on the pooled connection.
    if (db.kind === "postgres") expect(prepared).toEqual(["probe_named"]);
  });

  it("plans a tenant's statements without parallel workers, for that transaction only", async () => {
    const setting = sql`select current_setting('max_parallel_workers_per_gather') as "workers",
      (select reset_val from pg_settings where name = 'max_parallel_workers_per_gather') as "configured"`;
    type Row = { workers: string; configured: string };
    const [inside] = await withTenant(db.app.db, tenantA, (tx) => queryRows<Row>(tx, setting));
    expect(inside?.workers).toBe("0");
    // Every connection of the pool (5) is back at the configured value once its tenant transaction ended.
    for (let i = 0; i < 10; i++) {
      await withTenant(db.app.db, tenantA, (tx) => queryRows<Row>(tx, setting));
      const [outside] = await db.app.db.transaction((tx) => queryRows<Row>(tx, setting));
      expect(outside?.workers).toBe(outside?.configured);
    }
    // PostgreSQL's default is 2 (PGlite, which has no workers, says 0 everywhere).
    if (db.kind === "postgres") expect(inside?.configured).not.toBe("0");
  });

  it("refuses a tenant id that is not a uuid", async () => {
    await expect(withTenant(db.app.db, "' or 1=1 --", async () => 1)).rejects.toThrow(/tenant id/);
  });
});

describe("a request's last reads", () => {
  const readBoth = () =>
    withTenant(db.app.db, tenantA, (tx) =>
      lastReads(() =>
        Promise.all([
          queryRows<{ name: string }>(tx, sql`select name from contacts`),
          queryRows<{ n: number }>(tx, sql`select count(*)::int as n from contacts`),
        ]),
      ),
    );

  it("answers them, and on PostgreSQL sends them and the COMMIT in one write, refusing any statement after", async () => {
    const pool = db.app.pool;
    if (!pool) {
      // PGlite has no request transaction: the reads just run in their own.
      const [rows, [count]] = await readBoth();
      expect(names(rows)).toEqual(["Aaron A", "Alice A"]);
      expect(count?.n).toBe(2);
      return;
    }
    const scope: RequestScope = {};
    const inScope = <T>(work: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => runInRequestScope(scope, () => void work().then(resolve, reject)));
    await inScope(async () => {
      const [bound] = await openRequestTransaction<{ tenant: string }>(
        scope,
        pool,
        tenantA,
        "select current_setting('app.tenant_id') as tenant",
      );
      expect(bound?.tenant).toBe(tenantA);
      const client = scope.transaction!.client;
      const socket = (client as unknown as { connection: { stream: { _write: unknown; _writev: unknown } } }).connection
        .stream;
      const write = vi.spyOn(socket as { _write(): void }, "_write");
      const writev = vi.spyOn(socket as { _writev(): void }, "_writev");

      const [rows, [count]] = await readBoth();
      expect(names(rows)).toEqual(["Aaron A", "Alice A"]);
      expect(count?.n).toBe(2);
      await scope.transaction!.committed;
      expect(write.mock.calls.length + writev.mock.calls.length).toBe(1);
      expect(client.getTransactionStatus()).toBe("I");

      const late = await withTenant(db.app.db, tenantA, (tx) => queryRows(tx, sql`select 1`)).catch((e: Error) => e);
      expect(String((late as Error).cause)).toMatch(/outside its transaction/);
      await closeRequestTransaction(scope, "commit");
      // The COMMIT went with the reads: closing sends nothing more.
      expect(write.mock.calls.length + writev.mock.calls.length).toBe(1);
      write.mockRestore();
      writev.mockRestore();
    });
    // The connection went back to the pool usable and unbound.
    const [after] = await db.app.db.transaction((tx) =>
      queryRows<{ tenant: string | null }>(tx, sql`select current_setting('app.tenant_id', true) as tenant`),
    );
    expect(after?.tenant ?? "").toBe("");
  });
});

describe("schema catalogue", () => {
  it("forces RLS with a policy on every table that carries tenant_id, and starts its primary key with tenant_id", async () => {
    const rows = await queryRows<{
      table_name: string;
      rls: boolean;
      forced: boolean;
      policies: number;
      pk_first: string | null;
    }>(
      db.owner.db,
      sql`
      select c.relname as table_name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies,
        (select a.attname from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
          where k.conrelid = c.oid and k.contype = 'p') as pk_first
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
    `,
    );
    const tenantOwned = rows.filter((r) => !(GLOBAL_TABLES_WITH_TENANT_ID as readonly string[]).includes(r.table_name));
    expect(tenantOwned.map((r) => r.table_name)).toContain("contacts");
    for (const table of tenantOwned) {
      expect(table, table.table_name).toMatchObject({ rls: true, forced: true, pk_first: "tenant_id" });
      expect(table.policies, table.table_name).toBeGreaterThan(0);
    }
  });

  it("declares every table that carries tenant_id with tenantTable(), and no other, unless it is global by design", async () => {
    const isGlobal = (name: string) => (GLOBAL_TABLES_WITH_TENANT_ID as readonly string[]).includes(name);
    const declared = Object.values(schemaFiles)
      .flatMap((file) => Object.values(file))
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter((config) => config.columns.some((column) => column.name === "tenant_id") && !isGlobal(config.name))
      .map((config) => config.name)
      .sort();
    const inDatabase = await queryRows<{ table_name: string }>(
      db.owner.db,
      sql`select c.relname as table_name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
        order by 1`,
    );
    expect(TENANT_TABLES).toContain("contacts");
    expect(TENANT_TABLES).toContain("tickets");
    expect(declared).toEqual(TENANT_TABLES);
    expect(inDatabase.map((r) => r.table_name).filter((name) => !isGlobal(name))).toEqual(TENANT_TABLES);
  });

  it("restores isolation at migrate on a tenant table that lost RLS, FORCE, its policy or its grants, and leaves the rest alone", async () => {
    expect(await applyTenantIsolation(db.owner.db)).toEqual([]);
    await db.owner.db.execute(sql`alter table contact_counts no force row level security`);
    await db.owner.db.execute(sql`drop policy tenant_isolation on ticket_comments`);
    await db.owner.db.execute(sql`alter table portal_sessions disable row level security`);
    await db.owner.db.execute(sql`revoke delete on tickets from app_user`);
    expect(await applyTenantIsolation(db.owner.db)).toEqual([
      "contact_counts",
      "portal_sessions",
      "ticket_comments",
      "tickets",
    ]);
    const rows = await queryRows<{
      name: string;
      rls: boolean;
      forced: boolean;
      policies: number;
      can_delete: boolean;
    }>(
      db.owner.db,
      sql`select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
          (select count(*)::int from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation') as policies,
          has_table_privilege('app_user', c.oid, 'DELETE') as can_delete
        from pg_class c where c.relname in ('contact_counts', 'portal_sessions', 'ticket_comments', 'tickets')`,
    );
    for (const row of rows)
      expect(row, row.name).toMatchObject({ rls: true, forced: true, policies: 1, can_delete: true });
    expect(await applyTenantIsolation(db.owner.db)).toEqual([]);
  });

  it("isolates a new tenant table from its declaration alone, and refuses one whose migration is missing", async () => {
    await db.owner.db.execute(
      sql`create table probe_notes (tenant_id uuid not null, id uuid not null, body text, primary key (tenant_id, id))`,
    );
    expect(await applyTenantIsolation(db.owner.db, ["probe_notes"])).toEqual(["probe_notes"]);
    await withTenant(db.owner.db, tenantA, (tx) =>
      tx.execute(sql`insert into probe_notes values (${tenantA}, gen_random_uuid(), 'a')`),
    );
    await withTenant(db.owner.db, tenantB, (tx) =>
      tx.execute(sql`insert into probe_notes values (${tenantB}, gen_random_uuid(), 'b')`),
    );
    const seenByA = await withTenant(db.app.db, tenantA, (tx) =>
      queryRows<{ body: string }>(tx, sql`select body from probe_notes`),
    );
    expect(seenByA).toEqual([{ body: "a" }]);
    await expect(
      withTenant(db.app.db, tenantA, (tx) =>
        tx.execute(sql`insert into probe_notes values (${tenantB}, gen_random_uuid(), 'intruder')`),
      ),
    ).rejects.toThrow();
    await db.owner.db.execute(sql`drop table probe_notes`);

    await expect(applyTenantIsolation(db.owner.db, ["contacts", "never_generated"])).rejects.toThrow(/never_generated/);
  });

  it("keeps every GIN index free of a pending list (fastupdate off), so searches never scan one", async () => {
    const rows = await queryRows<{ index_name: string; options: string[] | null }>(
      db.owner.db,
      sql`select i.relname as index_name, i.reloptions as options
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_am am on am.oid = i.relam and am.amname = 'gin'
        join pg_namespace n on n.oid = i.relnamespace and n.nspname = 'public'
        order by 1`,
    );
    expect(rows.map((r) => r.index_name)).toEqual([
      "contacts_tenant_custom_fields_idx",
      "contacts_tenant_search_idx",
      "help_articles_tenant_search_idx",
      "kb_articles_search_idx",
      "kb_articles_title_trgm_idx",
      "ticket_comments_tenant_search_idx",
      "tickets_tenant_search_idx",
    ]);
    for (const row of rows) expect(row.options, row.index_name).toContain("fastupdate=off");
  });
});
