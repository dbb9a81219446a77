import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/client";
import type { QueueDefinition } from "../../jobs/queue";

/** One app node's counts for some minutes: cumulative since the node started, so a batch sent twice counts once. */
export interface HealthBatch {
  nodeId: string;
  minutes: { minute: number; total: number; errors: number }[];
}

export const HEALTH_STATS_QUEUE = "platform.health-stats";

/**
 * Counts API answers per minute (all, and 5xx) in this node's memory and hands them to a pg-boss job
 * (`HEALTH_STATS_QUEUE`), so the war room's system health covers every app node without a write per request. The
 * traffic sends its own counts: the first answer `flushEveryMs` after the last batch sends the next one (after the
 * answer, not awaited), and closing the server sends the rest (what it answers while closing is not counted). No timer: the counts live in this node's memory, where
 * a cron job run by whichever node claims it cannot reach, and a node without traffic has nothing new to send.
 *
 * A batch carries each minute's running totals for this node, not increments: the job writes them with `greatest`, so
 * a batch retried, replayed or overtaken by a later one leaves the same row. A minute is forgotten once a batch that
 * holds it was sent after the minute ended; a batch that could not be sent is simply included in the next one.
 */
export function trackApiHealth(
  app: FastifyInstance,
  send: (batch: HealthBatch) => Promise<unknown>,
  options: { flushEveryMs?: number; now?: () => number; nodeId?: string } = {},
): { flush(): Promise<void> } {
  const flushEveryMs = options.flushEveryMs ?? 10_000;
  const now = options.now ?? Date.now;
  const nodeId = options.nodeId ?? randomUUID();
  const minutes = new Map<number, { total: number; errors: number }>();
  let lastFlush = now();
  let flushing: Promise<void> | undefined;

  const flush = async () => {
    if (minutes.size === 0) return;
    const current = Math.floor(now() / 60_000) * 60_000;
    const batch: HealthBatch = { nodeId, minutes: [...minutes].map(([minute, counts]) => ({ minute, ...counts })) };
    try {
      await send(batch);
    } catch {
      return; // kept: the next batch carries these minutes again
    }
    for (const { minute } of batch.minutes) if (minute < current) minutes.delete(minute);
  };

  app.addHook("onResponse", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.url.startsWith("/api/health")) return;
    const at = now();
    const minute = Math.floor(at / 60_000) * 60_000;
    const counts = minutes.get(minute) ?? { total: 0, errors: 0 };
    counts.total += 1;
    if (reply.statusCode >= 500) counts.errors += 1;
    minutes.set(minute, counts);
    if (!flushing && at - lastFlush >= flushEveryMs) {
      lastFlush = at;
      flushing = flush().finally(() => {
        flushing = undefined;
      });
    }
  });
  // preClose: the job queue stops in an onClose hook, and a batch must be sent while it still runs.
  app.addHook("preClose", async () => {
    await flushing;
    await flush();
  });
  return { flush };
}

/** Writes a batch: each minute's row for this node takes the larger of the stored and the sent totals (idempotent). */
export async function recordHealthBatch(db: Db, batch: HealthBatch): Promise<void> {
  for (const { minute, total, errors } of batch.minutes) {
    await db.execute(
      sql`insert into api_health_minutes (minute, node_id, total, server_errors)
          values (${new Date(minute)}, ${batch.nodeId}, ${total}, ${errors})
          on conflict (minute, node_id) do update set
            total = greatest(api_health_minutes.total, excluded.total),
            server_errors = greatest(api_health_minutes.server_errors, excluded.server_errors)`,
    );
  }
}

export function healthStatsQueue(db: Db): QueueDefinition<object> {
  return {
    name: HEALTH_STATS_QUEUE,
    expireInSeconds: 60,
    retryLimit: 5,
    retryDelay: 5,
    deleteAfterSeconds: 3_600,
    handler: (batch) => recordHealthBatch(db, batch as HealthBatch),
  };
}

export async function systemHealth(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ total: number; errors: number }>(
    db,
    sql`select coalesce(sum(total), 0)::int as total, coalesce(sum(server_errors), 0)::int as errors
        from api_health_minutes where minute > now() - interval '1 hour'`,
  );
  if (!row || row.total === 0) return null;
  return Math.round(((row.total - row.errors) / row.total) * 1000) / 10;
}
