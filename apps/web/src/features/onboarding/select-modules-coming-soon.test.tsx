import { ENTITLEMENT_MESSAGES, type ServiceModule } from "@engagesuite/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "@/test/render";
import { mockApi } from "@/test/server";
import { SelectModulesStep } from "./select-modules-step";

const module = (id: number, slug: string, displayName: string, type: "CORE" | "ADDON" = "ADDON"): ServiceModule => ({
  id,
  slug,
  displayName,
  description: `${displayName} for your business.`,
  heroImage: `/images/modules/${slug}.svg`,
  type,
});

const MODULES = [
  module(1, "core", "Core CRM", "CORE"),
  module(2, "help-desk", "Help Desk"),
  module(5, "billing", "Billing & Invoicing"),
  module(8, "families", "Families & Households"),
];

function Step({ onContinue, initial }: { onContinue: (ids: number[]) => void; initial: number[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <SelectModulesStep
      verticalId={1}
      verticalName="Healthcare"
      selectedIds={ids}
      onChange={setIds}
      onContinue={onContinue}
      onBack={() => {}}
      onChooseIndustry={() => {}}
    />
  );
}

describe("Select Modules: modules the product does not have yet (issue 18)", () => {
  it("shows them as Coming soon, disabled and never selected, even when a stale choice names one", async () => {
    mockApi({ "GET /api/services/compatible/1": { body: MODULES } });
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <Step onContinue={onContinue} initial={[2, 8]} /> }], "/");
    const families = await screen.findByRole("button", { name: /Families & Households/ });
    expect(within(families).getByText(ENTITLEMENT_MESSAGES.comingSoonBadge)).toBeInTheDocument();
    expect(families).toHaveAttribute("aria-disabled", "true");
    expect(families).toHaveAttribute("aria-pressed", "false");
    await user.click(families);
    expect(families).toHaveAttribute("aria-pressed", "false");
    const billing = screen.getByRole("button", { name: /Billing & Invoicing/ });
    await user.click(billing);
    expect(billing).toHaveAttribute("aria-pressed", "false");
    // SPEC §5: Core stays selected; the help desk toggles as before.
    expect(screen.getByRole("button", { name: /Core CRM/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("2 modules selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenCalledWith([1, 2]);
  });
});
