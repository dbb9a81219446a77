import type { Db } from "../db/client";
import type { RateLimiter } from "../lib/rate-limit";
import { purgeExpiredAuthTokens } from "../modules/auth/expired-tokens";
import { staffSessionStore } from "../modules/auth/staff-sessions";
import { purgeExpiredReservations } from "../modules/onboarding/subdomains";
import { purgeExpiredPortalSessions } from "../modules/portal/sessions";
import { purgeExpiredPortalInvitations } from "../modules/portal-accounts/service";
import type { QueueDefinition } from "./queue";

export const SWEEP_QUEUE = "expired-rows-sweep";

/** Every 15 minutes, on one node: deletes rows whose time is over. Deleting what is expired is idempotent. */
export function sweepQueue(deps: { db: Db; limiter: RateLimiter }): QueueDefinition<object> {
  return {
    name: SWEEP_QUEUE,
    cron: "*/15 * * * *",
    expireInSeconds: 300,
    retryLimit: 1,
    retryDelay: 60,
    deleteAfterSeconds: 86400,
    handler: () => sweepExpiredRows(deps),
  };
}

async function sweepExpiredRows(deps: { db: Db; limiter: RateLimiter }): Promise<void> {
  await staffSessionStore.purgeExpired(deps.db);
  await purgeExpiredPortalSessions(deps.db);
  await purgeExpiredAuthTokens(deps.db);
  await deps.limiter.purgeExpired();
  await purgeExpiredReservations(deps.db);
  await purgeExpiredPortalInvitations(deps.db);
}
