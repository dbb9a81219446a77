import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/harness";
import { JOB_HEARTBEAT_SECONDS, JobQueue, type QueueDefinition } from "./queue";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const queue = (retryLimit: number): QueueDefinition<object> => ({
  name: "queue-options-test",
  expireInSeconds: 60,
  retryLimit,
  retryDelay: 5,
  handler: async () => {},
});

/** Starts a queue with the definitions, reads what pg-boss stored, and stops it. */
async function startAndRead(definition: QueueDefinition<object>) {
  const jobs = new JobQueue(db.owner, { connectionString: db.ownerUrl });
  await jobs.startWithRetry([definition]);
  expect(jobs.ready).toBe(true);
  const stored = await jobs.storedQueue(definition.name);
  await jobs.stop();
  return stored;
}

it("creates a queue with the code's options, and applies changed options to the stored queue at the next start", async () => {
  const first = await startAndRead(queue(2));
  expect(first).toMatchObject({ name: "queue-options-test", expireInSeconds: 60, retryLimit: 2, retryDelay: 5 });
  if (db.kind === "postgres") expect(first?.heartbeatSeconds).toBe(JOB_HEARTBEAT_SECONDS);

  // Unchanged: the stored queue stays as it was (nothing to update).
  expect(await startAndRead(queue(2))).toMatchObject({ retryLimit: 2, updatedOn: first?.updatedOn });

  const changed = await startAndRead(queue(7));
  expect(changed).toMatchObject({ retryLimit: 7, expireInSeconds: 60 });
  expect(changed?.updatedOn).not.toEqual(first?.updatedOn);
});
