import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mainRoutes } from "@/app/router";
import { overview } from "@/features/platform/testing";
import { authUser, renderRoutes } from "@/test/render";
import { mockApi } from "@/test/server";

const SUPER_ADMIN = authUser({ role: "SUPER_ADMIN", tenantId: null, tenantDomain: null, tenantName: null });

describe("war room page", () => {
  it.each(["/su/admin/dashboard", "/war-room", "/dashboard"])(
    "%s: the live figures in the workspace shell, with the theme toggle and Sign out",
    async (path) => {
      const api = mockApi({
        "/api/auth/me": { body: { user: SUPER_ADMIN } },
        "/api/platform/overview": { body: overview({ activeTenants: 4, activeSessions: 9 }) },
      });
      renderRoutes(mainRoutes, path);
      expect(await screen.findByRole("heading", { level: 1, name: "Super Admin War Room" })).toBeInTheDocument();
      const tenants = await screen.findByRole("group", { name: "Active Tenants" });
      expect(await within(tenants).findByText("4")).toBeInTheDocument();
      expect(within(screen.getByRole("group", { name: "Active Sessions" })).getByText("9")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
      expect(api.callsTo("GET", "/api/platform/overview").length).toBeGreaterThanOrEqual(1);
    },
  );
});
