import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/client";

/**
 * Counts API answers per minute (all, and 5xx) in this node's memory and adds them to `api_health_minutes`, so the war
 * room's system health covers every app node without a write per request. The traffic writes its own counts: the
 * first answer `flushEveryMs` after the last write starts the next one (after the answer, not awaited), and closing
 * the server writes the rest. No timer and no job: the counts live in this node's memory, where a job run by whichever
 * node claims it cannot reach, and a node without traffic has nothing new to write.
 */
export function trackApiHealth(
  app: FastifyInstance,
  db: Db,
  options: { flushEveryMs?: number; now?: () => number } = {},
): { flush(): Promise<void> } {
  const flushEveryMs = options.flushEveryMs ?? 10_000;
  const now = options.now ?? Date.now;
  const buckets = new Map<number, { total: number; errors: number }>();
  let lastFlush = now();
  let flushing: Promise<void> | undefined;

  const flush = async () => {
    const pending = [...buckets.entries()];
    buckets.clear();
    for (const [minute, counts] of pending) {
      await db
        .execute(
          sql`insert into api_health_minutes (minute, total, server_errors)
              values (${new Date(minute)}, ${counts.total}, ${counts.errors})
              on conflict (minute) do update set total = api_health_minutes.total + excluded.total,
                server_errors = api_health_minutes.server_errors + excluded.server_errors`,
        )
        .catch(() => {
          const back = buckets.get(minute) ?? { total: 0, errors: 0 };
          buckets.set(minute, { total: back.total + counts.total, errors: back.errors + counts.errors });
        });
    }
  };

  app.addHook("onResponse", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.url.startsWith("/api/health")) return;
    const at = now();
    const minute = Math.floor(at / 60_000) * 60_000;
    const bucket = buckets.get(minute) ?? { total: 0, errors: 0 };
    bucket.total += 1;
    if (reply.statusCode >= 500) bucket.errors += 1;
    buckets.set(minute, bucket);
    if (!flushing && at - lastFlush >= flushEveryMs) {
      lastFlush = at;
      flushing = flush().finally(() => {
        flushing = undefined;
      });
    }
  });
  app.addHook("onClose", async () => {
    await flushing;
    await flush();
  });
  return { flush };
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
