import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { AppProviders } from "@/app/providers";
import { MAIN_HOST } from "@/test/render";
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "./alert-dialog";
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

it("moves to the top while a dialog is open, so a toast never covers the dialog's buttons, and back after", async () => {
  const { rerender } = render(
    <AppProviders host={MAIN_HOST}>
      <p>page</p>
    </AppProviders>,
  );
  act(() => {
    toast({ title: "Before the dialog" });
  });
  await screen.findByText("Before the dialog");
  const viewport = () => document.querySelector("[data-sonner-toaster]");
  expect(viewport()).toHaveAttribute("data-y-position", "bottom");

  rerender(
    <AppProviders host={MAIN_HOST}>
      <AlertDialog open>
        <AlertDialogContent>
          <AlertDialogTitle>Delete it?</AlertDialogTitle>
          <AlertDialogDescription>It goes to the trash.</AlertDialogDescription>
          <button type="button">Delete</button>
        </AlertDialogContent>
      </AlertDialog>
    </AppProviders>,
  );
  act(() => {
    toast({ variant: "destructive", title: "Error", description: "Could not delete" });
  });
  await waitFor(() => expect(viewport()).toHaveAttribute("data-y-position", "top"));

  rerender(
    <AppProviders host={MAIN_HOST}>
      <p>page</p>
    </AppProviders>,
  );
  await waitFor(() => expect(viewport()).toHaveAttribute("data-y-position", "bottom"));
});
