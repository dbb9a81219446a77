import pg from "pg";
import type { TestDatabase } from "./harness";

/** Records the SQL text of every statement sent while active: pg clients of this process, or the test's PGlite. */
export function recordStatements(db: TestDatabase): { statements: string[]; stop(): void } {
  const statements: string[] = [];
  if (db.kind === "postgres") {
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      const text = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text;
      if (typeof text === "string") statements.push(text);
      return query.apply(this, args);
    };
    return {
      statements,
      stop: () => {
        proto.query = query;
      },
    };
  }
  // Every PGlite query, in or out of a transaction, reaches the wire protocol through this one method.
  const pglite = db.app.pglite as unknown as { execProtocolRawSync: (message: Uint8Array) => Uint8Array };
  const exec = pglite.execProtocolRawSync;
  pglite.execProtocolRawSync = function (this: unknown, message: Uint8Array) {
    statements.push(...queryTexts(message));
    return exec.call(this, message);
  };
  return {
    statements,
    stop: () => {
      pglite.execProtocolRawSync = exec;
    },
  };
}

/** The SQL of the Query ('Q') and Parse ('P') messages in a frontend protocol buffer. */
function queryTexts(message: Uint8Array): string[] {
  const texts: string[] = [];
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  const decoder = new TextDecoder();
  const cstring = (from: number) => {
    const end = message.indexOf(0, from);
    return { text: decoder.decode(message.subarray(from, end)), next: end + 1 };
  };
  for (let at = 0; at + 5 <= message.length; ) {
    const type = String.fromCharCode(message[at]!);
    const length = view.getInt32(at + 1);
    if (type === "Q") texts.push(cstring(at + 5).text);
    if (type === "P") texts.push(cstring(cstring(at + 5).next).text);
    at += 1 + length;
  }
  return texts;
}

/**
 * The statements that read or write one of `tables` and never mention tenant_id: a pragmatic text check that a tenant
 * query carries its own `tenant_id` filter (or, for an INSERT, sets it), which Citus routes on.
 */
export function statementsWithoutTenantFilter(statements: readonly string[], tables: readonly string[]): string[] {
  const names = new Set(tables);
  return statements.filter((statement) => {
    const touched = [...statement.matchAll(/\b(?:from|join|update|into)\s+(?:"?public"?\.)?"?(\w+)"?/gi)].map((m) =>
      m[1]!.toLowerCase(),
    );
    return touched.some((table) => names.has(table)) && !/\btenant_id\b/i.test(statement);
  });
}
