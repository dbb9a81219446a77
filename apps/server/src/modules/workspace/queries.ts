import type { WorkspaceSettings } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { tenants } from "../../tenancy/schema";

/** The settings' columns of the (global) tenants table. */
const settingsColumns = {
  name: tenants.name,
  logoUrl: tenants.logoUrl,
  primaryColor: tenants.primaryColor,
  secondaryColor: tenants.secondaryColor,
  timeZone: tenants.timeZone,
  locale: tenants.locale,
};

export async function findWorkspaceSettings(db: DbOrTx, tenantId: string): Promise<WorkspaceSettings | null> {
  const [row] = await db.select(settingsColumns).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row ?? null;
}

/** Locks the tenant's row and answers its settings as they are (the change and its audit record are one transaction). */
export async function lockWorkspaceSettings(db: DbOrTx, tenantId: string): Promise<WorkspaceSettings | null> {
  const [row] = await db.select(settingsColumns).from(tenants).where(eq(tenants.id, tenantId)).for("update").limit(1);
  return row ?? null;
}

export async function writeWorkspaceSettings(
  db: DbOrTx,
  tenantId: string,
  changes: Partial<WorkspaceSettings>,
): Promise<WorkspaceSettings> {
  const [row] = await db
    .update(tenants)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId))
    .returning(settingsColumns);
  return row!;
}
