/**
 * What each role of a workspace may do (issue 17, "roles that differ"): the one permission table. The server enforces
 * it before any handler runs (an endpoint declaration names its `permission`, and the request-context hook refuses a
 * role the table does not admit with 403); the web app hides what the table refuses, from the same table (`can`), so
 * the screens never offer what the server would refuse.
 *
 * Decisions the issue left open:
 * - STAFF may delete ONE contact (SPEC §2's contacts screen gives every member the row menu's Edit and Delete); only
 *   deleting in bulk is an administrator's (`contacts.bulkDelete`).
 * - Merging two contacts (issue 21 point 7) is an administrator's (`contacts.merge`): it deletes the other contact for
 *   good (no trash to restore it from) and cannot be undone, unlike one delete, which a member may do.
 * - The help centre's articles are written by the platform's super admin (`kb` endpoints are `superAdmin`); a
 *   workspace's members read them (`kb.work`).
 * - The rule that the tenant's staff need two-factor authentication is a workspace setting (`workspace.manage`); an
 *   administrator's password reset link for a member is managing users (`users.manage`).
 *
 * The platform's super admin and portal clients are not workspace roles: the table admits neither (their endpoints
 * have their own access levels, `superAdmin` and `portalClient`), and every member's own account (`account`
 * endpoints) needs no permission.
 */

/** The roles a workspace's members have (SPEC §3's roles minus the platform's SUPER_ADMIN). */
export const WORKSPACE_ROLES = ["TENANT_ADMIN", "STAFF"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

const ADMIN = ["TENANT_ADMIN"] as const;
const EVERY_MEMBER = ["TENANT_ADMIN", "STAFF"] as const;

interface PermissionRule {
  /** The roles that have it. */
  roles: readonly WorkspaceRole[];
  /** What a member without it is told (403), unless the endpoint's declaration says something more precise. */
  denied: string;
}

/** The permission table: each permission, the roles that have it, and the 403's words for the others. */
export const PERMISSIONS = {
  /** Every member: read, add and edit contacts. */
  "contacts.work": { roles: EVERY_MEMBER, denied: "You cannot work with contacts" },
  /** Every member: delete one contact (the row menu's Delete). */
  "contacts.delete": { roles: EVERY_MEMBER, denied: "You cannot delete contacts" },
  "contacts.bulkDelete": { roles: ADMIN, denied: "Only a workspace administrator can delete contacts in bulk" },
  /** Fold one contact into another and delete it for good (issue 21 point 7). */
  "contacts.merge": { roles: ADMIN, denied: "Only a workspace administrator can merge contacts" },
  /** The contacts' trash (issue 21): list, restore, delete forever, empty. */
  "contacts.trash": { roles: ADMIN, denied: "Only a workspace administrator can open the trash" },
  "contacts.import": { roles: ADMIN, denied: "Only a workspace administrator can import contacts" },
  "contacts.export": { roles: ADMIN, denied: "Only a workspace administrator can export contacts" },
  /** The workspace's custom contact fields: add, edit, reorder, delete (issue 19). */
  "contactFields.manage": { roles: ADMIN, denied: "Only a workspace administrator can change contact fields" },
  /** Every member: the help desk's tickets, replies and internal notes. */
  "tickets.work": { roles: EVERY_MEMBER, denied: "You cannot work on tickets" },
  /** The help desk's canned replies (issue 22 point 8): add, edit, delete; every member lists and inserts them. */
  "tickets.canned": { roles: ADMIN, denied: "Only a workspace administrator can change canned replies" },
  /** Every member: the knowledge base (read; the platform writes it). */
  "kb.work": { roles: EVERY_MEMBER, denied: "You cannot use the knowledge base" },
  /** Every member: the workspace's own knowledge base for its clients (write, publish, categories; issue 19). */
  "helpArticles.write": { roles: EVERY_MEMBER, denied: "You cannot write help articles" },
  /**
   * Every member (issue 20): the client portal's accounts (invite, link to a contact, disable), the documents shared
   * with clients and the appointments booked with them. The portal's own settings are `workspace.manage`.
   */
  "portal.work": { roles: EVERY_MEMBER, denied: "You cannot work with portal clients" },
  /** The team: invitations, roles, deactivation, a member's password reset link. */
  "users.manage": { roles: ADMIN, denied: "Only a workspace administrator can manage users" },
  /** The workspace's settings: name, logo, colours, time zone, the staff's two-factor rule. */
  "workspace.manage": { roles: ADMIN, denied: "Only a workspace administrator can do this" },
  "domains.manage": { roles: ADMIN, denied: "Only a workspace administrator can manage custom domains." },
  "billing.view": { roles: ADMIN, denied: "Only a workspace administrator can see billing" },
  "audit.view": { roles: ADMIN, denied: "Only an administrator can read the audit log" },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/**
 * The permission an endpoint of access `tenantAdmin` needs when its declaration names none: `tenantAdmin` is
 * "a signed-in member of the host's workspace with this permission", and the workspace's settings are the admin's.
 */
export const TENANT_ADMIN_DEFAULT_PERMISSION = "workspace.manage" satisfies Permission;

/** Whether a member of this role has the permission (false for any other role: super admin, none, unknown). */
export function can(role: string | null | undefined, permission: Permission): boolean {
  const roles: readonly string[] = PERMISSIONS[permission].roles;
  return typeof role === "string" && roles.includes(role);
}

/** The roles that have the permission. */
export function rolesWith(permission: Permission): readonly WorkspaceRole[] {
  return PERMISSIONS[permission].roles;
}

/** The words of a 403 for a member without the permission. */
export function permissionDeniedMessage(permission: Permission): string {
  return PERMISSIONS[permission].denied;
}

/**
 * The permission a declaration requires of a signed-in member, if any: its own `permission`, or, for `tenantAdmin`,
 * `workspace.manage`. Endpoints of other access levels (public, portal, platform, own account) need none.
 */
export function requiredPermission(endpoint: {
  access: string;
  permission?: Permission | undefined;
}): Permission | undefined {
  if (endpoint.access === "tenantAdmin") return endpoint.permission ?? TENANT_ADMIN_DEFAULT_PERMISSION;
  if (endpoint.access === "staff") return endpoint.permission;
  return undefined;
}

/**
 * Whether a workspace member of this role may call a `staff` or `tenantAdmin` endpoint, read from its declaration as
 * the server reads it (the web hides an action by the very endpoint it would call).
 */
export function canCall(
  role: string | null | undefined,
  endpoint: { access: string; permission?: Permission | undefined },
): boolean {
  if (endpoint.access !== "staff" && endpoint.access !== "tenantAdmin") return false;
  if (!(WORKSPACE_ROLES as readonly unknown[]).includes(role)) return false;
  const permission = requiredPermission(endpoint);
  return permission === undefined || can(role, permission);
}
