import { z } from "zod";

/**
 * A workspace's own data (issue 25 point 6): a full export for its administrators (GDPR Article 20), and the deletion
 * of the whole workspace after a grace period in which it can be cancelled.
 */
export const TENANT_DELETION_GRACE_DAYS = 14;
/** How long a finished export stays downloadable before the clean-up job removes it. */
export const TENANT_EXPORT_KEEP_DAYS = 7;

export const TENANT_DATA_MESSAGES = {
  confirmMismatch: "Type your workspace's subdomain exactly to confirm",
  exportNotFound: "Export not found",
  exportNotReady: "This export is not ready yet",
  exportRunning: "An export is already being prepared",
  deletionNotScheduled: "No deletion is scheduled for this workspace",
  deletionScheduled: "This workspace is already scheduled for deletion",
} as const;

export const TENANT_EXPORT_STATES = ["queued", "running", "ready", "failed"] as const;

export const tenantExportSchema = z.object({
  id: z.string(),
  state: z.enum(TENANT_EXPORT_STATES),
  /** 0–100. */
  progress: z.number().int(),
  bytes: z.number().int().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the ready file is removed. */
  expiresAt: z.string().nullable(),
});
export type TenantExport = z.infer<typeof tenantExportSchema>;
export const tenantExportListSchema = z.array(tenantExportSchema);

export const tenantDeletionSchema = z.object({
  /** When every row and file of the workspace goes, or null when no deletion is scheduled. */
  scheduledFor: z.string().nullable(),
  requestedBy: z.string().nullable(),
});
export type TenantDeletion = z.infer<typeof tenantDeletionSchema>;

export const tenantDeletionRequestSchema = z.object({
  /** The workspace's subdomain, typed by the person asking. */
  confirm: z.string().trim().min(1, TENANT_DATA_MESSAGES.confirmMismatch).max(100),
});
