import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { tenantRoutes } from "@/app/router";
import { fakeContactsApi, tenantSummary } from "@/features/contacts/testing";
import { authUser, renderRoutes, tenantHost } from "@/test/render";

const PATH = "/tu/admin/dashboard";
const sidebar = () => screen.getAllByRole("navigation", { name: "Dashboard" })[0] as HTMLElement;
const withoutHelpDesk = () => tenantSummary({ modules: ["core", "knowledge-base", "client-portal"] });

describe("the dashboard's sidebar follows the workspace's modules (issue 18)", () => {
  it("shows an administrator only the sections the workspace has, and Add module leading to the billing page", async () => {
    fakeContactsApi({ user: authUser({ role: "TENANT_ADMIN" }), tenant: withoutHelpDesk() });
    const { router } = renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    const nav = await waitFor(() => sidebar());
    expect(await within(nav).findByRole("button", { name: /Knowledge Base/ })).toBeInTheDocument();
    expect(within(nav).queryByRole("button", { name: /Help Desk/ })).toBeNull();
    const add = within(nav).getByRole("link", { name: "Add module" });
    expect(add.getAttribute("href")).toContain("section=billing");
    await userEvent.click(add);
    await waitFor(() => expect(router.state.location.search).toBe("?section=billing"));
  });

  it("opens Contacts for ?section=help-desk when the workspace lacks the help desk", async () => {
    fakeContactsApi({ user: authUser({ role: "STAFF" }), tenant: withoutHelpDesk() });
    renderRoutes(tenantRoutes, `${PATH}?section=help-desk`, tenantHost("acme"));
    expect(await screen.findByRole("heading", { level: 2, name: "Contacts Management" })).toBeInTheDocument();
  });

  it("shows a staff member no Add module, and a workspace with every module none either", async () => {
    fakeContactsApi({ user: authUser({ role: "STAFF" }), tenant: withoutHelpDesk() });
    const staff = renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    expect(await within(await waitFor(() => sidebar())).findByRole("button", { name: /Contacts/ })).toBeInTheDocument();
    expect(within(sidebar()).queryByRole("link", { name: "Add module" })).toBeNull();
    expect(within(sidebar()).queryByRole("button", { name: /Help Desk/ })).toBeNull();
    staff.unmount();

    fakeContactsApi({ user: authUser({ role: "TENANT_ADMIN" }) });
    renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    expect(
      await within(await waitFor(() => sidebar())).findByRole("button", { name: /Help Desk/ }),
    ).toBeInTheDocument();
    expect(within(sidebar()).queryByRole("link", { name: "Add module" })).toBeNull();
  });

  it("keeps only Contacts of the spec's sections for a workspace with Core alone", async () => {
    fakeContactsApi({ user: authUser({ role: "TENANT_ADMIN" }), tenant: tenantSummary({ modules: [] }) });
    renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    const nav = await waitFor(() => sidebar());
    expect(await within(nav).findByRole("button", { name: /Contacts/ })).toBeInTheDocument();
    expect(within(nav).queryByRole("button", { name: /Knowledge Base/ })).toBeNull();
    expect(within(nav).queryByRole("button", { name: /Help Desk/ })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Add module" })).toBeInTheDocument();
  });
});
