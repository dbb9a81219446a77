import { DOMAIN_MESSAGES, MSG, ONBOARDING_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { callLog, server } from "@/test/server";
import { CompanyInfoStep } from "./company-info-step";
import { renderAt } from "./test-fixtures";

/**
 * GET /api/onboarding/subdomain-availability: every subdomain is free except the taken ones, which are answered with
 * the first three of `{name}-2`, `{name}-hq`, `{name}-team`, `{name}-crm` that are not taken either.
 */
function stubAvailability(taken: string[] = []) {
  const log = callLog();
  server.use(
    log.recorder,
    http.get("/api/onboarding/subdomain-availability", ({ request }) => {
      const subdomain = new URL(request.url).searchParams.get("subdomain") ?? "";
      const available = !taken.includes(subdomain);
      const message = available ? ONBOARDING_MESSAGES.subdomainAvailable : ONBOARDING_MESSAGES.subdomainTaken;
      const suggestions = available
        ? []
        : ["2", "hq", "team", "crm"].map((suffix) => `${subdomain}-${suffix}`).filter((name) => !taken.includes(name));
      return HttpResponse.json({ subdomain, available, message, suggestions: suggestions.slice(0, 3) });
    }),
  );
  return log;
}

function renderStep(onContinue = vi.fn()) {
  renderAt(<CompanyInfoStep initial={null} onContinue={onContinue} onBack={vi.fn()} />);
  return onContinue;
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

describe("Company Info", () => {
  it("has a labelled input for each spec field, named as the spec names it", () => {
    stubAvailability();
    renderStep();
    for (const name of [
      "companyName",
      "subdomain",
      "customDomain",
      "email",
      "phone",
      "address",
      "city",
      "state",
      "zipCode",
      "country",
    ]) {
      const input = document.querySelector(`input[name="${name}"]`);
      expect(input, name).not.toBeNull();
      expect(document.querySelector(`label[for="${input?.id}"]`), name).not.toBeNull();
    }
    expect(screen.getByText(".localhost")).toBeInTheDocument();
  });

  it("marks every field but company name, subdomain and email as optional (SPEC §5)", () => {
    stubAvailability();
    renderStep();
    for (const name of ["Company name", "Subdomain", "Email"]) expect(field(name)).toBeInTheDocument();
    for (const name of [
      "Custom domain",
      "Phone",
      "Address",
      "City",
      "State / Province",
      "ZIP / Postal code",
      "Country",
    ]) {
      expect(field(`${name} (optional)`)).toBeInTheDocument();
    }
    expect(screen.getAllByText("(optional)")).toHaveLength(7);
  });

  it("derives the subdomain from the company name until it is edited by hand", async () => {
    stubAvailability();
    renderStep();
    const user = userEvent.setup();
    await user.type(field("Company name"), "Acme Health & Co.");
    expect(field("Subdomain")).toHaveValue("acme-health-co");

    await user.clear(field("Subdomain"));
    await user.type(field("Subdomain"), "acme");
    await user.type(field("Company name"), " Group");
    expect(field("Subdomain")).toHaveValue("acme");
  });

  it("keeps deriving after the subdomain is emptied", async () => {
    stubAvailability();
    renderStep();
    const user = userEvent.setup();
    await user.type(field("Company name"), "Acme");
    await user.clear(field("Subdomain"));
    await user.type(field("Company name"), " Labs");
    expect(field("Subdomain")).toHaveValue("acme-labs");
  });

  it("shows the spec's messages for an empty form", async () => {
    stubAvailability();
    const onContinue = renderStep();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(MSG.companyNameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.subdomainMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.portalEmail)).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it.each([
    ["a".repeat(21), MSG.subdomainMax],
    ["my_company", MSG.subdomainChars],
    ["ab", MSG.subdomainMin],
  ])("subdomain %s shows '%s'", async (value, message) => {
    stubAvailability();
    renderStep();
    const user = userEvent.setup();
    await user.type(field("Subdomain"), value);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("shows an available subdomain in green and continues with the normalised values", async () => {
    stubAvailability();
    const onContinue = renderStep();
    const user = userEvent.setup();
    await user.type(field("Company name"), "Acme Health");
    await user.type(field("Email"), "owner@acme.example");
    const message = await screen.findByText(ONBOARDING_MESSAGES.subdomainAvailable);
    expect(message.className).toMatch(/emerald/);
    const next = screen.getByRole("button", { name: "Continue" });
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() =>
      expect(onContinue).toHaveBeenCalledWith(
        expect.objectContaining({ companyName: "Acme Health", subdomain: "acme-health", email: "owner@acme.example" }),
      ),
    );
  });

  it("refuses a custom domain that is the platform's own or not public, and takes the business's own", async () => {
    stubAvailability();
    const onContinue = renderStep();
    const user = userEvent.setup();
    await user.type(field("Company name"), "Acme Health");
    await user.type(field("Email"), "owner@acme.example");
    await screen.findByText(ONBOARDING_MESSAGES.subdomainAvailable);
    for (const [domain, message] of [
      ["portal.acme.localhost", DOMAIN_MESSAGES.notPublic],
      ["not a domain", DOMAIN_MESSAGES.invalid],
    ] as const) {
      await user.clear(field("Custom domain (optional)"));
      await user.type(field("Custom domain (optional)"), domain);
      await user.click(screen.getByRole("button", { name: "Continue" }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(onContinue).not.toHaveBeenCalled();
    }
    await user.clear(field("Custom domain (optional)"));
    await user.type(field("Custom domain (optional)"), "crm.acme-health.example");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ customDomain: "crm.acme-health.example" })),
    );
  });

  it("shows a taken subdomain in red and keeps Continue disabled", async () => {
    stubAvailability(["acme"]);
    renderStep();
    await userEvent.type(field("Company name"), "Acme");
    const message = await screen.findByText(ONBOARDING_MESSAGES.subdomainTaken);
    expect(message.className).toMatch(/destructive/);
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
    expect(field("Subdomain")).toHaveAttribute("aria-invalid", "true");
  });

  it("offers free subdomains instead of a taken one, and a click on one fills the field and frees Continue", async () => {
    stubAvailability(["acme", "acme-2"]);
    const onContinue = renderStep();
    const user = userEvent.setup();
    await user.type(field("Company name"), "Acme");
    await user.type(field("Email"), "owner@acme.example");
    await screen.findByText(ONBOARDING_MESSAGES.subdomainTaken);
    const offered = screen.getByRole("group", { name: "Free instead:" });
    expect(
      within(offered)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["acme-hq", "acme-team", "acme-crm"]);

    await user.click(within(offered).getByRole("button", { name: "acme-team" }));
    expect(field("Subdomain")).toHaveValue("acme-team");
    expect(field("Subdomain")).toHaveFocus();
    await screen.findByText(ONBOARDING_MESSAGES.subdomainAvailable);
    expect(screen.queryByRole("group", { name: "Free instead:" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ subdomain: "acme-team" })));
  });

  it("checks the availability once typing pauses", async () => {
    const log = stubAvailability();
    renderStep();
    await userEvent.type(field("Subdomain"), "acme-labs");
    await screen.findByText(ONBOARDING_MESSAGES.subdomainAvailable);
    const checks = log.callsTo("GET", /availability/).map((call) => call.path);
    expect(checks).toEqual(["/api/onboarding/subdomain-availability?subdomain=acme-labs"]);
  });
});
