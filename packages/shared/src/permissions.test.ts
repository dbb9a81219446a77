import { describe, expect, it } from "vitest";
import {
  can,
  canCall,
  PERMISSION_NAMES,
  PERMISSIONS,
  permissionDeniedMessage,
  requiredPermission,
  rolesWith,
  WORKSPACE_ROLES,
} from "./permissions";

describe("the permission table", () => {
  it("gives the administrator every permission", () => {
    for (const permission of PERMISSION_NAMES) expect(can("TENANT_ADMIN", permission), permission).toBe(true);
  });

  it("lets staff work contacts, tickets and the knowledge base, and delete one contact", () => {
    for (const permission of ["contacts.work", "contacts.delete", "tickets.work", "kb.work"] as const) {
      expect(can("STAFF", permission), permission).toBe(true);
    }
  });

  it("keeps bulk deletes, merges, the trash, imports, exports, billing, users, settings, domains and the audit log from staff", () => {
    const adminOnly = PERMISSION_NAMES.filter((p) => !can("STAFF", p)).sort();
    expect(adminOnly).toEqual(
      [
        "audit.view",
        "billing.view",
        "contactFields.manage",
        "contacts.bulkDelete",
        "contacts.export",
        "contacts.import",
        "contacts.merge",
        "contacts.trash",
        "domains.manage",
        "tickets.canned",
        "users.manage",
        "workspace.manage",
      ].sort(),
    );
    for (const permission of adminOnly) expect(rolesWith(permission)).toEqual(["TENANT_ADMIN"]);
  });

  it("admits no one outside a workspace: the super admin, no role, an unknown one", () => {
    for (const permission of PERMISSION_NAMES) {
      for (const role of ["SUPER_ADMIN", null, undefined, "", "tenant_admin"]) {
        expect(can(role, permission), `${String(role)} ${permission}`).toBe(false);
      }
    }
  });

  it("has a refusal in words for every permission, and only workspace roles", () => {
    for (const permission of PERMISSION_NAMES) {
      expect(permissionDeniedMessage(permission)).toMatch(/^[A-Z].{10,}/);
      for (const role of PERMISSIONS[permission].roles) expect(WORKSPACE_ROLES).toContain(role);
    }
  });

  it("reads the permission an endpoint requires from its declaration", () => {
    expect(requiredPermission({ access: "tenantAdmin" })).toBe("workspace.manage");
    expect(requiredPermission({ access: "tenantAdmin", permission: "users.manage" })).toBe("users.manage");
    expect(requiredPermission({ access: "staff", permission: "contacts.export" })).toBe("contacts.export");
    expect(requiredPermission({ access: "staff" })).toBeUndefined();
    for (const access of ["public", "tenantPublic", "portalClient", "superAdmin", "account"]) {
      expect(requiredPermission({ access }), access).toBeUndefined();
    }
  });

  it("reads whether a role may call an endpoint from its declaration", () => {
    expect(canCall("STAFF", { access: "staff", permission: "contacts.export" })).toBe(false);
    expect(canCall("TENANT_ADMIN", { access: "staff", permission: "contacts.export" })).toBe(true);
    expect(canCall("STAFF", { access: "staff" })).toBe(true);
    expect(canCall("STAFF", { access: "tenantAdmin" })).toBe(false);
    expect(canCall("TENANT_ADMIN", { access: "tenantAdmin" })).toBe(true);
    expect(canCall("SUPER_ADMIN", { access: "staff" })).toBe(false);
    expect(canCall("TENANT_ADMIN", { access: "superAdmin" })).toBe(false);
  });
});
