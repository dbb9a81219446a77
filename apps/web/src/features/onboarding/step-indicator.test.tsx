import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { StepIndicator } from "./step-indicator";

describe("StepIndicator", () => {
  it("marks the current step and only offers earlier steps", async () => {
    const onSelect = vi.fn();
    render(<StepIndicator current={3} onSelect={onSelect} />);
    const nav = screen.getByRole("navigation", { name: "Onboarding progress" });
    const buttons = within(nav).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining("Choose Industry"),
      expect.stringContaining("Select Modules"),
      expect.stringContaining("Company Info"),
    ]);
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent("DNS Setup");
    expect(within(nav).queryByRole("button", { name: /Payment/ })).toBeNull();
    expect(within(nav).queryByRole("button", { name: /Activation/ })).toBeNull();

    await userEvent.click(within(nav).getByRole("button", { name: /Select Modules/ }));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it("offers nothing when locked", () => {
    render(<StepIndicator current={5} onSelect={vi.fn()} locked />);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});
