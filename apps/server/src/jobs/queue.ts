import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { fromDrizzle, fromPglite, PgBoss } from "pg-boss";
import type { DatabaseHandle, DbOrTx } from "../db/client";

/** pg-boss's smallest heartbeat: a job whose worker stops beating for this long is retried. */
export const JOB_HEARTBEAT_SECONDS = 10;

export interface QueueDefinition<T extends object> {
  name: string;
  /** Above the handler's longest run: a job whose worker died is retried after this. */
  expireInSeconds: number;
  retryLimit: number;
  /** Seconds between retries (default 0: at once). */
  retryDelay?: number;
  /** How long finished jobs are kept (pg-boss's default: 7 days). */
  deleteAfterSeconds?: number;
  /** A cron expression (UTC): pg-boss sends one job per occurrence, to one node of the cluster. */
  cron?: string;
  /** Also sends one job when the workers start, e.g. to pick up what waited while no node ran. */
  runAtStart?: boolean;
  /** The handler runs at least once per job: it must be idempotent. */
  handler: (data: T) => Promise<void>;
}

/**
 * The one way to run work later: durable pg-boss jobs on the same PostgreSQL. A job sent inside a transaction exists
 * exactly when that transaction commits; a job whose worker died mid-way is retried after its expiry; periodic work is
 * a cron schedule stored in the database, so it survives restarts and runs once per occurrence across nodes.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  private workersReady = false;
  private stopping = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly usesPglite: boolean;

  constructor(
    database: DatabaseHandle,
    options: { connectionString?: string; log?: FastifyBaseLogger; superviseIntervalSeconds?: number },
  ) {
    const timing = {
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 1,
      monitorIntervalSeconds: 1,
      useListenNotify: true,
    };
    this.usesPglite = Boolean(database.pglite);
    this.boss = database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", ...timing })
      : new PgBoss({ connectionString: options.connectionString, max: 4, ...timing });
    this.boss.on("error", (error) => options.log?.error({ err: error }, "job queue error"));
  }

  /** True once every queue exists and its worker runs: jobs may be sent. */
  get ready(): boolean {
    return this.workersReady;
  }

  /**
   * Starts the workers. When the database cannot be reached yet, the server still starts (and answers 503) while this
   * keeps trying in the background (a timer of the queue itself: it is what starts the jobs).
   */
  async startWithRetry(queues: QueueDefinition<object>[], log?: FastifyBaseLogger, retryMs = 5000): Promise<void> {
    this.stopping = false;
    try {
      await this.start(queues);
    } catch (error) {
      log?.warn({ err: error }, "job queue could not start; retrying");
      if (this.stopping) return;
      this.retry = setTimeout(() => void this.startWithRetry(queues, log, retryMs), retryMs);
      this.retry.unref();
    }
  }

  private async start(queues: QueueDefinition<object>[]): Promise<void> {
    await this.boss.start();
    this.started = true;
    // Every queue exists before any worker starts: pg-boss caches the queue list when the first worker polls.
    const stored = new Map((await this.boss.getQueues(queues.map((q) => q.name))).map((q) => [q.name, q]));
    for (const q of queues) {
      const options = {
        expireInSeconds: q.expireInSeconds,
        retryLimit: q.retryLimit,
        retryDelay: q.retryDelay ?? 0,
        ...(q.deleteAfterSeconds === undefined ? {} : { deleteAfterSeconds: q.deleteAfterSeconds }),
        // On PostgreSQL a worker beats every 5 s, so the job of a node that died is retried by another within about
        // 10 s instead of after its expiry. Not on PGlite: its one connection may be held by the job's own long
        // transaction, the beat would wait, and the job would be retried while it still runs.
        ...(this.usesPglite ? {} : { heartbeatSeconds: JOB_HEARTBEAT_SECONDS }),
        notify: true,
      };
      const existing = stored.get(q.name);
      if (!existing) await this.boss.createQueue(q.name, options);
      // An existing queue keeps what it was created with: what the code says now is applied to it when it differs.
      else if (differs(existing, options)) await this.boss.updateQueue(q.name, options);
    }
    await this.grantToApp();
    for (const q of queues) {
      // Stored schedules outlive the code: a queue that lost its cron loses its schedule too.
      if (q.cron) await this.boss.schedule(q.name, q.cron, {}, { tz: "UTC" });
      else await this.boss.unschedule(q.name);
    }
    for (const q of queues) {
      // NOTIFY wakes a worker for new jobs, not for a retry after a dead worker's job expired: poll every 2 s too.
      await this.boss.work<object>(q.name, { batchSize: 1, notifyPollingIntervalSeconds: 2 }, async ([job]) => {
        if (job) await q.handler(job.data);
      });
    }
    this.workersReady = true;
    for (const q of queues) if (q.runAtStart) await this.boss.send(q.name, {});
  }

  /**
   * pg-boss installs its schema as the owning role; the app's own role (a member of app_user, owning nothing) enqueues
   * jobs inside its business transactions, so it needs rights on that schema. On PGlite too: a tenant transaction
   * switches to app_user there, and a mail enqueued in one (a ticket reply, a portal registration) sends a job.
   */
  private async grantToApp(): Promise<void> {
    const statements = [
      "GRANT USAGE ON SCHEMA pgboss TO app_user",
      "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO app_user",
      "GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA pgboss TO app_user",
      "GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pgboss TO app_user",
      "ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_user",
      "ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT USAGE, SELECT ON SEQUENCES TO app_user",
    ];
    for (const statement of statements) await this.boss.getDb().executeSql(statement);
  }

  /**
   * Enqueues in the caller's transaction (so the job and the business write commit together). On PGlite the
   * transaction must be passed: a send beside an open transaction waits for its one connection forever.
   */
  async sendInTx<T extends object>(
    tx: DbOrTx,
    name: string,
    data: T,
    options: { singletonKey?: string; id?: string } = {},
  ): Promise<void> {
    await this.boss.send(name, data, { ...options, db: fromDrizzle(tx as never, sql as never) });
  }

  /** Enqueues on its own, outside any transaction; answers the job's id. */
  async send<T extends object>(name: string, data: T): Promise<string | null> {
    return this.boss.send(name, data);
  }

  /** The cron schedules pg-boss holds (name and expression). */
  async schedules(): Promise<{ name: string; cron: string }[]> {
    return (await this.boss.getSchedules()).map((s) => ({ name: s.name, cron: s.cron }));
  }

  /** A queue as pg-boss stores it (its options and counts), or null. */
  async storedQueue(name: string) {
    return this.boss.getQueue(name);
  }

  async stop(graceful = true): Promise<void> {
    this.stopping = true;
    this.workersReady = false;
    if (this.retry) clearTimeout(this.retry);
    if (!this.started) return;
    this.started = false;
    // With PGlite the connection is the app's own: pg-boss must not close it.
    await this.boss.stop({ graceful, timeout: graceful ? 5000 : 1, close: !this.usesPglite });
  }
}

/** Whether a stored queue's options differ from the ones given (an option given as absent counts as unchanged). */
function differs(stored: object, options: object): boolean {
  const now = stored as Record<string, unknown>;
  return Object.entries(options).some(([key, value]) => now[key] !== value);
}
