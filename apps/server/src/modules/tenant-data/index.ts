import { TENANT_EXPORT_KEEP_DAYS } from "@engagesuite/shared";
import { and, eq, lte } from "drizzle-orm";
import { withTenant } from "../../db/tenant";
import { tenantOrigin } from "../../lib/public-origin";
import { dataExportReadyMail } from "../../providers/mail/templates";
import { createFileStorage } from "../../providers/storage";
import { tenants } from "../../tenancy/schema";
import { defineModule } from "../module";
import { purgeDueTenants } from "./deletion";
import { buildExport } from "./export";
import { type ExportJobData, TENANT_EXPORT_QUEUE, tenantDataRoutes } from "./routes";
import { tenantDataExports } from "./schema";

const SWEEP_QUEUE = "tenant-data.sweep";

/**
 * A workspace's own data (issue 25 point 6): the full export its administrators download (a job builds it and e-mails
 * them), and the deletion of the workspace 14 days after it was asked for (an hourly sweep carries it out, and removes
 * exports past their keeping time).
 */
export const tenantDataModule = defineModule({
  name: "tenant-data",
  routes: async (app, services) => tenantDataRoutes(app, services, createFileStorage(services.config)),
  queues: (services) => {
    const storage = createFileStorage(services.config);
    return [
      {
        name: TENANT_EXPORT_QUEUE,
        expireInSeconds: 1800,
        retryLimit: 1,
        handler: async (job) => {
          const { tenantId, exportId } = job as ExportJobData;
          const [tenant] = await services.db
            .select({ name: tenants.name, subdomain: tenants.subdomain })
            .from(tenants)
            .where(eq(tenants.id, tenantId));
          if (!tenant) return;
          const deps = { db: services.db, storage, now: () => services.clock.now() };
          await buildExport(deps, tenantId, exportId, async (tx) => {
            const [row] = await tx
              .select({ email: tenantDataExports.requestedByEmail })
              .from(tenantDataExports)
              .where(and(eq(tenantDataExports.tenantId, tenantId), eq(tenantDataExports.id, exportId)));
            if (!row?.email) return;
            const link = `${tenantOrigin(services.config, tenant.subdomain)}/tu/admin/dashboard?section=settings`;
            await services.mailer.enqueue(
              tx,
              dataExportReadyMail({ to: row.email, tenantName: tenant.name, link, keepDays: TENANT_EXPORT_KEEP_DAYS }),
            );
          });
        },
      },
      {
        name: SWEEP_QUEUE,
        expireInSeconds: 1800,
        retryLimit: 2,
        cron: "41 * * * *",
        handler: async () => {
          const now = services.clock.now();
          await purgeDueTenants(services.db, storage, now, services.log);
          for (const { id } of await services.db.select({ id: tenants.id }).from(tenants)) {
            const expired = await withTenant(services.db, id, (tx) =>
              tx
                .delete(tenantDataExports)
                .where(and(eq(tenantDataExports.tenantId, id), lte(tenantDataExports.expiresAt, now)))
                .returning({ key: tenantDataExports.storageKey }),
            );
            for (const { key } of expired) if (key) await storage.delete(key);
          }
        },
      },
    ];
  },
});
