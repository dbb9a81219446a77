import { act, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { AppProviders } from "@/app/providers";
import { MAIN_HOST } from "@/test/render";
import { resetToasts, toast } from "./use-toast";

afterEach(() => {
  act(() => resetToasts());
});

it("a toast raised before the lazily loaded toast viewport mounts is shown once it does", async () => {
  toast({ title: "Raised early", description: "before the viewport loaded" });
  render(
    <AppProviders host={MAIN_HOST}>
      <p>page</p>
    </AppProviders>,
  );
  expect(await screen.findByText("Raised early", {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByText("before the viewport loaded")).toBeInTheDocument();
});
