import { z } from "zod";
import { PERMISSIONS } from "./permissions";
import { uuidSchema } from "./schemas";

/** What a tenant's audit log records (issue 17 point 9). */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "contacts_import",
  "contacts_export",
  "contact_delete",
  "contacts_bulk_delete",
  "contacts_bulk_update",
  "contacts_merge",
  "contacts_restore",
  "contacts_delete_forever",
  "contacts_trash_empty",
  "domain_claim",
  "domain_remove",
  "staff_mfa_rule",
  "invitation_sent",
  "invitation_resent",
  "invitation_revoked",
  "invitation_accepted",
  "member_role_changed",
  "member_deactivated",
  "member_reactivated",
  "account_email_changed",
  "account_session_ended",
  "account_sessions_ended",
  "settings_change",
  "data_export",
  "workspace_deletion_scheduled",
  "workspace_deletion_cancelled",
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** How the audit log names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Failed sign-in",
  contacts_import: "Imported contacts",
  contacts_export: "Exported contacts",
  contact_delete: "Deleted a contact",
  contacts_bulk_delete: "Deleted contacts in bulk",
  contacts_bulk_update: "Changed contacts in bulk",
  contacts_merge: "Merged two contacts",
  contacts_restore: "Restored contacts from the trash",
  contacts_delete_forever: "Deleted contacts forever",
  contacts_trash_empty: "Emptied the contacts' trash",
  domain_claim: "Claimed a custom domain",
  domain_remove: "Removed a custom domain",
  staff_mfa_rule: "Changed the staff two-factor rule",
  invitation_sent: "Invited a team member",
  invitation_resent: "Resent an invitation",
  invitation_revoked: "Revoked an invitation",
  invitation_accepted: "Accepted an invitation",
  member_role_changed: "Changed a member's role",
  member_deactivated: "Deactivated a member",
  member_reactivated: "Reactivated a member",
  data_export: "Exported the workspace's data",
  workspace_deletion_scheduled: "Scheduled the workspace's deletion",
  workspace_deletion_cancelled: "Cancelled the workspace's deletion",
  account_email_changed: "Changed their e-mail address",
  account_session_ended: "Signed out one of their sessions",
  account_sessions_ended: "Signed out their other sessions",
  settings_change: "Changed the workspace settings",
};

/** Events are kept this long; a daily job deletes older ones. */
export const AUDIT_RETENTION_DAYS = 365;

export const AUDIT_MESSAGES = {
  adminOnly: PERMISSIONS["audit.view"].denied,
  invalidCursor: "The page cursor is not valid",
} as const;

export const auditEventSchema = z.object({
  id: uuidSchema,
  createdAt: z.string(),
  /** Who, as they were named when it happened (null: nobody signed in, e.g. a failed sign-in of an unknown login). */
  actorId: uuidSchema.nullable(),
  actorName: z.string().nullable(),
  action: auditActionSchema,
  target: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListQuerySchema = z.object({
  /** A staff member's user id. */
  person: uuidSchema.optional(),
  action: auditActionSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** The next page's cursor, null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many events match the filters (all pages). */
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
