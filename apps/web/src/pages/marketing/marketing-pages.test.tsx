import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MODULES, VERTICALS } from "@/features/onboarding/test-fixtures";
import { renderRoutes } from "@/test/render";
import { mockApi } from "@/test/server";
import { PricingPage } from "./pricing-page";
import { ServiceModulesPage } from "./service-modules-page";
import { VerticalPage } from "./vertical-page";

const ROUTES = [
  { path: "/pricing", element: <PricingPage /> },
  { path: "/service-modules", element: <ServiceModulesPage /> },
  { path: "/verticals/:slug", element: <VerticalPage /> },
];

describe("/pricing", () => {
  it("shows the three plans with monthly prices, Professional highlighted, and the $1 trial", () => {
    renderRoutes(ROUTES, "/pricing");
    expect(screen.getByRole("heading", { level: 1, name: "Pricing" })).toBeInTheDocument();
    const basic = screen.getByRole("article", { name: "Basic" });
    const professional = screen.getByRole("article", { name: "Professional" });
    const enterprise = screen.getByRole("article", { name: "Enterprise" });
    expect(basic).toHaveTextContent("$49.00/month");
    expect(professional).toHaveTextContent("$99.00/month");
    expect(enterprise).toHaveTextContent("$199.00/month");
    expect(within(professional).getByText("Most popular")).toBeInTheDocument();
    expect(within(basic).queryByText("Most popular")).toBeNull();
    expect(within(enterprise).getByText("SLA guarantee")).toBeInTheDocument();
    expect(within(basic).getByText("$1 for 7 days")).toBeInTheDocument();
    expect(screen.getByText(/Every plan starts with \$1 for 7 days/)).toBeInTheDocument();
    expect(within(professional).getByRole("link", { name: /Start with Professional/ })).toHaveAttribute(
      "href",
      "/onboarding?tier=professional&yearly=false",
    );
  });

  it("compares the plans row by row, with words for what a tick or a dash means", () => {
    renderRoutes(ROUTES, "/pricing");
    const table = screen.getByRole("table", { name: "What each plan includes" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Feature", "Basic", "Professional", "Enterprise"]);
    const cells = (label: string) =>
      within(screen.getByRole("row", { name: new RegExp(`^${label}`) }))
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells("Team members")).toEqual(["Up to 3", "Up to 10", "Unlimited"]);
    expect(cells("Storage")).toEqual(["10 GB", "50 GB", "250 GB"]);
    expect(cells("Workflow automation")).toEqual(["Not included", "Included", "Included"]);
    expect(cells("SLA guarantee")).toEqual(["Not included", "Not included", "Included"]);
    expect(cells("Trial")).toEqual(["$1 for 7 days", "$1 for 7 days", "$1 for 7 days"]);
  });

  it("answers the questions people ask before paying, each opening on its own", async () => {
    renderRoutes(ROUTES, "/pricing");
    expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeInTheDocument();
    for (const question of ["Why $1?", "Can I cancel?", "Is my clients' data kept apart from other businesses?"]) {
      expect(screen.getByText(question, { selector: "summary" })).toBeInTheDocument();
    }
    const cancel = screen.getByText("Can I cancel?", { selector: "summary" }).closest("details")!;
    expect(cancel).not.toHaveAttribute("open");
    await userEvent.click(screen.getByText("Can I cancel?", { selector: "summary" }));
    expect(cancel).toHaveAttribute("open");
    expect(within(cancel).getByText(/from Billing in your dashboard/)).toBeVisible();
    expect(screen.getByText("Why $1?", { selector: "summary" }).closest("details")).not.toHaveAttribute("open");
  });

  it("switches to yearly prices and links", async () => {
    renderRoutes(ROUTES, "/pricing");
    await userEvent.click(screen.getByRole("radio", { name: "Yearly" }));
    const basic = screen.getByRole("article", { name: "Basic" });
    expect(basic).toHaveTextContent("$470.00/year");
    expect(screen.getByRole("article", { name: "Professional" })).toHaveTextContent("$950.00/year");
    expect(screen.getByRole("article", { name: "Enterprise" })).toHaveTextContent("$1,910.00/year");
    expect(within(basic).getByRole("link", { name: /Start with Basic/ })).toHaveAttribute(
      "href",
      "/onboarding?tier=basic&yearly=true",
    );
    expect(screen.getByRole("link", { name: /Start with Enterprise/ })).toHaveAttribute(
      "href",
      "/onboarding?tier=enterprise&yearly=true",
    );
  });
});

describe("/service-modules", () => {
  it("lists every module with its image and description; CORE is included by default", async () => {
    mockApi({ "GET /api/services": { body: MODULES } });
    renderRoutes(ROUTES, "/service-modules");
    expect(screen.getByRole("heading", { level: 1, name: "Service Modules" })).toBeInTheDocument();
    const core = (await screen.findByRole("heading", { name: "Core CRM" })).closest("article") as HTMLElement;
    expect(within(core).getByText("Included by default")).toBeInTheDocument();
    expect(core.querySelector('img[src="/images/modules/core.svg"]')).not.toBeNull();
    const contacts = screen.getByRole("heading", { name: "Contacts" }).closest("article") as HTMLElement;
    expect(within(contacts).getByText("People and companies you work with")).toBeInTheDocument();
    expect(within(contacts).queryByText("Included by default")).toBeNull();
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });

  it("marks a module the product does not have yet as coming soon", async () => {
    const analytics = { ...MODULES[2]!, id: 19, slug: "analytics", displayName: "Analytics & Reporting" };
    mockApi({ "GET /api/services": { body: [...MODULES, analytics] } });
    renderRoutes(ROUTES, "/service-modules");
    const card = (await screen.findByRole("heading", { name: "Analytics & Reporting" })).closest("article")!;
    expect(within(card as HTMLElement).getByText("Coming soon")).toBeInTheDocument();
    const helpDesk = screen.getByRole("heading", { name: "Help Desk" }).closest("article") as HTMLElement;
    expect(within(helpDesk).queryByText("Coming soon")).toBeNull();
  });
});

describe("/verticals/:slug", () => {
  it("shows the vertical, its suited modules and a start button into the wizard", async () => {
    const api = mockApi({
      "GET /api/public/verticals": { body: VERTICALS },
      "GET /api/services/compatible/1": { body: MODULES },
    });
    renderRoutes(ROUTES, "/verticals/healthcare");
    expect(await screen.findByRole("heading", { level: 1, name: "Healthcare" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: /Core CRM/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Help Desk/ })).toBeInTheDocument();
    expect(screen.getByText("Included by default")).toBeInTheDocument();
    for (const link of screen.getAllByRole("link", { name: /Start with Healthcare/ })) {
      expect(link).toHaveAttribute("href", "/onboarding?vertical=1");
    }
    expect(api.callsTo("GET", "/api/services/compatible/1")).toHaveLength(1);
  });
});
