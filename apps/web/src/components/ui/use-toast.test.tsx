import { TOAST } from "@engagesuite/shared";
import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { resetToasts, type ToasterToast, toast, toastReducer, useToast } from "./use-toast";

const t = (id: string): ToasterToast => ({ id, title: `Toast ${id}`, open: true });

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe("toastReducer", () => {
  it("keeps only the newest toast (limit 1)", () => {
    expect(TOAST.limit).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: "ADD_TOAST", toast: t("1") });
    state = toastReducer(state, { type: "ADD_TOAST", toast: t("2") });
    expect(state.toasts.map((x) => x.id)).toEqual(["2"]);
  });

  it("updates a toast by id", () => {
    const state = toastReducer({ toasts: [t("1")] }, { type: "UPDATE_TOAST", toast: { id: "1", title: "New" } });
    expect(state.toasts[0]).toMatchObject({ id: "1", title: "New", open: true });
  });

  it("dismiss closes (open: false) without removing; remove drops it", () => {
    const dismissed = toastReducer({ toasts: [t("1")] }, { type: "DISMISS_TOAST", toastId: "1" });
    expect(dismissed.toasts).toHaveLength(1);
    expect(dismissed.toasts[0]?.open).toBe(false);
    expect(toastReducer(dismissed, { type: "REMOVE_TOAST", toastId: "1" }).toasts).toEqual([]);
  });

  it("dismiss and remove without an id apply to every toast", () => {
    const two = { toasts: [t("1"), t("2")] };
    expect(toastReducer(two, { type: "DISMISS_TOAST" }).toasts.every((x) => !x.open)).toBe(true);
    expect(toastReducer(two, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});

describe("toast() and useToast()", () => {
  it("shows one toast at a time and removes a dismissed one after the removal delay", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());

    act(() => {
      toast({ title: "First" });
    });
    let second!: ReturnType<typeof toast>;
    act(() => {
      second = toast({ title: "Second", description: "Newest wins", variant: "destructive" });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });

    act(() => second.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => vi.advanceTimersByTime(TOAST.removeDelayMs - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it("renders title and description in the Toaster's labelled viewport", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Login failed", description: "Invalid email or password. Please try again." });
    });
    expect(screen.getByText("Login failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid email or password. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /F8/ })).toBeInTheDocument();
  });
});
