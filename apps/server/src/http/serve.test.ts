import { endpoint } from "@engagesuite/shared";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { serve } from "./serve";

describe("serve", () => {
  it("refuses to register a permission on an endpoint no workspace member calls (it would be ignored)", async () => {
    const app = Fastify();
    for (const access of ["public", "tenantPublic", "portalClient", "superAdmin", "account"] as const) {
      const declaration = endpoint({
        method: "GET",
        path: `/api/example-${access}`,
        access,
        permission: "contacts.export",
        tenantScoped: false,
        tags: [],
        summary: "An example",
        responses: {},
      });
      expect(() => serve(app, declaration, async () => ({}) as never)).toThrow(/a permission needs access/);
    }
    const staff = endpoint({
      method: "GET",
      path: "/api/example-staff",
      access: "staff",
      permission: "contacts.export",
      tenantScoped: true,
      tags: [],
      summary: "An example",
      responses: {},
    });
    expect(() => serve(app, staff, async () => ({}) as never)).not.toThrow();
    await app.close();
  });
});
