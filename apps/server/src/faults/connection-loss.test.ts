import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "../db/client";
import { createTestDatabase, type TestDatabase } from "../test/harness";

/**
 * The moments a PostgreSQL restart can hit a pooled connection, made deterministic with a TCP proxy that cuts the
 * connection on cue: right as a transaction's BEGIN goes out, and between two statements of a transaction. The pool
 * has one connection, so a client lost for good would leave it stuck.
 */

interface CuttingProxy {
  port: number;
  /** Cut the connection that next sends a BEGIN, before the server sees it. */
  cutNextBegin(): void;
  /** Cut every open connection now. */
  cutAll(): void;
  close(): Promise<void>;
}

function startProxy(target: { host: string; port: number }): Promise<CuttingProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let cutOnBegin = false;
  const server: Server = createServer((client) => {
    const upstream = tcpConnect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const cut = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("data", (chunk) => {
      if (cutOnBegin && /\bbegin\b/i.test(chunk.toString("latin1"))) {
        cutOnBegin = false;
        cut();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => client.write(chunk));
    client.on("close", cut);
    upstream.on("close", cut);
    client.on("error", cut);
    upstream.on("error", cut);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : 0,
        cutNextBegin: () => {
          cutOnBegin = true;
        },
        cutAll: () => {
          for (const [a, b] of [...pairs]) {
            a.destroy();
            b.destroy();
          }
          pairs.clear();
        },
        close: () =>
          new Promise<void>((done) => {
            for (const [a, b] of pairs) {
              a.destroy();
              b.destroy();
            }
            server.close(() => done());
          }),
      });
    });
  });
}

let testDb: TestDatabase;
let proxy: CuttingProxy;
let handle: DatabaseHandle;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const url = new URL(testDb.ownerUrl!);
  proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  handle = await openDatabase({ url: url.toString(), poolSize: 1 });
});

afterAll(async () => {
  await handle?.close();
  await proxy?.close();
  await testDb?.close();
});

const outstanding = () => handle.pool!.totalCount - handle.pool!.idleCount;
const oneRow = () => handle.db.transaction((tx) => queryRows<{ one: number }>(tx, sql`select 1 as one`));

describe("a pooled connection lost to a database restart", () => {
  it("when lost as BEGIN goes out, goes back to the pool instead of leaking it", async () => {
    expect(await oneRow()).toEqual([{ one: 1 }]);
    proxy.cutNextBegin();
    await expect(oneRow()).rejects.toThrow();
    await expect.poll(outstanding, { timeout: 2_000, interval: 20 }).toBe(0);
    // The pool's one connection was not lost for good: the next transaction gets a fresh one at once.
    expect(await oneRow()).toEqual([{ one: 1 }]);
  });

  it("when lost between two statements of a transaction, fails that transaction without crashing the process", async () => {
    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.cutAll();
      // The checked-out client's socket closes under it: node-postgres emits 'error' on the client, which ends the
      // process unless someone listens.
      await expect.poll(outstanding, { timeout: 2_000, interval: 20 }).toBe(0);
      await tx.execute(sql`select 2`);
    });
    await expect(failed).rejects.toThrow();
    expect(outstanding()).toBe(0);
    expect(await oneRow()).toEqual([{ one: 1 }]);
  });
});
