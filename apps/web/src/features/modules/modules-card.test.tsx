import { BILLING_MESSAGES, ENTITLEMENT_MESSAGES, type ModuleCatalogue, type ModuleOffer } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { STAFF_SESSION_KEY } from "@/features/auth/use-staff-session";
import { expectToast, renderRoutes, tenantHost, testQueryClient } from "@/test/render";
import { type ApiCall, mockApi } from "@/test/server";
import { ModulesCard } from ".";

const TENANT = "00000000-0000-4000-8000-000000000001";
const MODULES = `/api/tenants/${TENANT}/billing/modules`;

const offer = (over: Partial<ModuleOffer> & Pick<ModuleOffer, "slug" | "name">): ModuleOffer => ({
  description: `${over.name} for your team.`,
  status: "available",
  monthlyCents: 0,
  alwaysOn: false,
  ...over,
});

/** A Basic workspace with the help desk and the client portal (a priced add-on on Basic). */
function catalogue(owned: readonly string[] = ["core", "help-desk", "client-portal"]): ModuleCatalogue {
  const priced: Record<string, number> = { "client-portal": 1_900, documents: 1_500 };
  const available = [
    { slug: "core", name: "Core CRM" },
    { slug: "help-desk", name: "Help Desk" },
    { slug: "client-portal", name: "Client Portal" },
    { slug: "documents", name: "Document Management" },
  ] as const;
  const modules = [
    ...available.map(({ slug, name }) => {
      const cents = priced[slug] ?? 0;
      const has = owned.includes(slug);
      return offer({
        slug,
        name,
        monthlyCents: cents,
        alwaysOn: slug === "core",
        status: has ? (cents > 0 ? "added" : "included") : "available",
      });
    }),
    offer({ slug: "families", name: "Families & Households", status: "coming_soon", monthlyCents: null }),
  ];
  const addOnMonthlyCents = modules
    .filter((m) => m.status === "added")
    .reduce((sum, m) => sum + (m.monthlyCents ?? 0), 0);
  return { planTier: "BASIC", modules, addOnMonthlyCents };
}

function renderCard(queryClient = testQueryClient()) {
  return renderRoutes(
    [{ path: "/", element: <ModulesCard tenantId={TENANT} /> }],
    "/",
    tenantHost("acme"),
    queryClient,
  );
}

const row = (name: string) => screen.getByRole("listitem", { name });

describe("ModulesCard", () => {
  it("lists each module with its status and price in USD, and what is coming soon without an action", async () => {
    mockApi({ [`GET ${MODULES}`]: { body: catalogue() } });
    renderCard();
    expect(await screen.findByRole("listitem", { name: "Core CRM" })).toBeInTheDocument();
    expect(within(row("Core CRM")).getByText("Always on")).toBeInTheDocument();
    expect(within(row("Core CRM")).queryByRole("button")).toBeNull();
    expect(within(row("Help Desk")).getByText("Included in your plan")).toBeInTheDocument();
    expect(within(row("Document Management")).queryByText("No extra cost")).toBeNull();
    expect(within(row("Help Desk")).getByRole("button", { name: "Remove Help Desk" })).toBeInTheDocument();
    expect(within(row("Client Portal")).getByText("$19.00 / month")).toBeInTheDocument();
    expect(within(row("Client Portal")).getByText("Added")).toBeInTheDocument();
    expect(within(row("Document Management")).getByText("$15.00 / month")).toBeInTheDocument();
    expect(within(row("Document Management")).getByRole("button", { name: "Add Document Management" })).toBeEnabled();
    const families = row("Families & Households");
    expect(within(families).getByText(ENTITLEMENT_MESSAGES.comingSoonBadge)).toBeInTheDocument();
    expect(within(families).queryByRole("button")).toBeNull();
    expect(within(families).queryByText(/\$/)).toBeNull();
    // When an add-on is charged, and the add-ons' total.
    expect(screen.getByText(new RegExp(ENTITLEMENT_MESSAGES.fromNextPeriod.replace(/\./g, "\\.")))).toBeInTheDocument();
    expect(screen.getByText("Add-ons on your plan").nextSibling).toHaveTextContent("$19.00 / month");
  });

  it("adds a module with the whole chosen set, says so, and refreshes the session the sidebar reads", async () => {
    const api = mockApi({
      [`GET ${MODULES}`]: { body: catalogue() },
      [`PUT ${MODULES}`]: (call: ApiCall) => ({ body: catalogue((call.body as { modules: string[] }).modules) }),
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(STAFF_SESSION_KEY, { user: null, tenant: null });
    const user = userEvent.setup();
    renderCard(queryClient);
    await user.click(await screen.findByRole("button", { name: "Add Document Management" }));
    await expectToast("Document Management added", ENTITLEMENT_MESSAGES.saved);
    expect(api.callsTo("PUT", MODULES).map((c) => c.body)).toEqual([
      { modules: ["core", "help-desk", "client-portal", "documents"] },
    ]);
    expect(await within(row("Document Management")).findByText("Added")).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(STAFF_SESSION_KEY)?.isInvalidated).toBe(true));
  });

  it("asks before removing a module, then sends the set without it", async () => {
    const api = mockApi({
      [`GET ${MODULES}`]: { body: catalogue() },
      [`PUT ${MODULES}`]: (call: ApiCall) => ({ body: catalogue((call.body as { modules: string[] }).modules) }),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Remove Help Desk" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Help Desk?" });
    expect(dialog).toHaveTextContent("Nothing is deleted");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("PUT", MODULES)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Remove Help Desk" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    await expectToast("Help Desk removed", ENTITLEMENT_MESSAGES.saved);
    expect(api.callsTo("PUT", MODULES).map((c) => c.body)).toEqual([{ modules: ["core", "client-portal"] }]);
    expect(await within(row("Help Desk")).findByRole("button", { name: "Add Help Desk" })).toBeInTheDocument();
  });

  it("shows the server's refusal in a toast", async () => {
    mockApi({
      [`GET ${MODULES}`]: { body: catalogue() },
      [`PUT ${MODULES}`]: { status: 403, body: { message: BILLING_MESSAGES.adminOnly } },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Add Document Management" }));
    await expectToast("Not saved", BILLING_MESSAGES.adminOnly);
  });

  it("says when the modules could not be loaded", async () => {
    mockApi({ [`GET ${MODULES}`]: { status: 500, body: { message: "Something went wrong" } } });
    renderCard();
    expect(await screen.findByText("Modules could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
