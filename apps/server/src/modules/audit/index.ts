import { AUDIT_RETENTION_DAYS } from "@engagesuite/shared";
import { defineModule } from "../module";
import { deleteExpiredAuditEvents } from "./queries";
import { recordAuditEvent } from "./record";
import { auditRoutes } from "./routes";

const AUDIT_RETENTION_QUEUE = "audit-retention";

const HOUR = 3_600_000;
const DEMO_EVENTS = [
  { hoursAgo: 50, actorName: "Avery Morgan", action: "sign_in", target: null, ip: "203.0.113.10" },
  { hoursAgo: 49, actorName: "Avery Morgan", action: "contacts_import", target: "12 contacts", ip: "203.0.113.10" },
  { hoursAgo: 30, actorName: "Riley Chen", action: "sign_in_failed", target: null, ip: "198.51.100.7" },
  { hoursAgo: 29, actorName: "Riley Chen", action: "sign_in", target: null, ip: "198.51.100.7" },
  { hoursAgo: 5, actorName: "Avery Morgan", action: "contacts_export", target: "All contacts", ip: "203.0.113.10" },
  { hoursAgo: 4, actorName: "Avery Morgan", action: "staff_mfa_rule", target: "Required", ip: "203.0.113.10" },
] as const;

/** The tenant's audit log (issue 17 point 9): recorded by the modules where things happen (record.ts), read by admins. */
export const auditModule = defineModule({
  name: "audit",
  routes: auditRoutes,
  queues: (services) => [
    {
      // Events are kept a year: once a day, every tenant's older events go (a second run deletes nothing).
      name: AUDIT_RETENTION_QUEUE,
      expireInSeconds: 600,
      retryLimit: 3,
      cron: "17 3 * * *",
      handler: async () => {
        const deleted = await deleteExpiredAuditEvents(services.db, AUDIT_RETENTION_DAYS);
        if (deleted > 0) services.log.info({ deleted }, "audit events past their retention deleted");
      },
    },
  ],
  seedDemo: async (tx, tenant) => {
    const now = Date.now();
    // The demo tenant's admin and staff member are Avery Morgan and Riley Chen; Summit's admin is Jordan Blake.
    const names = (name: string | null) => (tenant.subdomain === "demo" || !name ? name : "Jordan Blake");
    for (const { hoursAgo, actorName, ...event } of DEMO_EVENTS) {
      const at = new Date(now - hoursAgo * HOUR);
      await recordAuditEvent(tx, { tenantId: tenant.id, ...event, actorName: names(actorName), at });
    }
  },
});
