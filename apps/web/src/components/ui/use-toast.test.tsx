import { TOAST } from "@engagesuite/shared";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { Toaster } from "./toaster";
import { resetToasts, toast } from "./use-toast";

function renderToaster() {
  return render(
    <ThemeProvider initialTheme="light">
      <Toaster />
    </ThemeProvider>,
  );
}

/** The toasts on screen, newest first (Sonner's list items). */
function toastItems(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>("[data-sonner-toast]")).filter(
    (item) => item.dataset.removed !== "true",
  );
}

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe("toast()", () => {
  it("renders title and description in the labelled viewport; F8 focuses it", async () => {
    renderToaster();
    act(() => {
      toast({ title: "Login failed", description: "Invalid email or password. Please try again." });
    });
    const region = screen.getByRole("region", { name: /Notifications F8/ });
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid email or password. Please try again.")).toBeInTheDocument();
    expect(region).toContainElement(screen.getByText("Login failed"));

    fireEvent.keyDown(document, { code: "F8", key: "F8" });
    expect(region).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement?.hasAttribute("data-sonner-toaster")).toBe(true);
  });

  it(`keeps at most ${TOAST.limit} toast: the newest replaces the one on screen`, async () => {
    expect(TOAST.limit).toBe(1);
    renderToaster();
    act(() => {
      toast({ title: "First" });
    });
    expect(await screen.findByText("First")).toBeInTheDocument();
    act(() => {
      toast({ title: "Second", description: "Newest wins", variant: "destructive" });
    });
    expect(await screen.findByText("Second")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("First")).not.toBeInTheDocument());
    const items = toastItems();
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveAttribute("data-type", "error");
    expect(items[0]).toHaveAttribute("data-rich-colors", "true");
  });

  it(`closes a toast after ${TOAST.durationMs} ms`, async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    renderToaster();
    act(() => {
      toast({ title: "Saved" });
    });
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(TOAST.durationMs - 10));
    expect(toastItems()).toHaveLength(1);
    // The timer ends, then the exit animation (200 ms) before the toast leaves the DOM.
    await act(async () => vi.advanceTimersByTime(10 + 200));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("the close button dismisses it", async () => {
    renderToaster();
    act(() => {
      toast({ title: "Closable" });
    });
    expect(await screen.findByText("Closable")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByText("Closable")).not.toBeInTheDocument());
  });
});
