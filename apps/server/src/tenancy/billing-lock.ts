import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { billingSubscriptions } from "../db/schema";

/** Statuses of `tenants.status` in which the workspace is not usable as usual. */
export const INACTIVE_TENANT_STATUSES = new Set(["SUSPENDED", "CANCELLED"]);

/**
 * Why a workspace is not usable as usual: its subscription ended (`read_only`: reads and export work, writes do not,
 * for 30 days), its subscription is `suspended` (only billing works, so an administrator can pay), or a super admin
 * suspended it (`admin`: nothing works, no one signs in). `tenants.status` mirrors the subscription (CANCELLED for
 * read-only, SUSPENDED for suspended); a status the subscription's state does not explain is the super admin's.
 */
export type TenantLock = "read_only" | "suspended" | "admin" | null;

export async function tenantLockOf(db: DbOrTx, tenantId: string, status: string | null): Promise<TenantLock> {
  if (!status || !INACTIVE_TENANT_STATUSES.has(status)) return null;
  const [row] = await db
    .select({ state: billingSubscriptions.state })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.tenantId, tenantId));
  if (status === "CANCELLED" && row?.state === "read_only") return "read_only";
  if (status === "SUSPENDED" && row?.state === "suspended") return "suspended";
  return "admin";
}
