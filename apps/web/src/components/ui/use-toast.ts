import { TOAST } from "@engagesuite/shared";
import type { ReactNode } from "react";
import { toast as sonnerToast } from "sonner";

/** What a feature shows: `toast({ title, description, variant: "destructive" })`. */
export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  /** One button in the toast (e.g. Undo); the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

/**
 * Show a toast through Sonner (mounted once by the app providers, see `toaster.tsx`). At most TOAST.limit toasts
 * live at once: the oldest ones are dismissed when a new one comes, so the newest wins. A destructive toast is
 * Sonner's error type in the destructive colours. Returns the toast's id and a handle to dismiss it.
 */
export function toast({ title, description, variant = "default", action }: ToastInput) {
  const live = sonnerToast.getToasts();
  for (const old of live.slice(0, Math.max(0, live.length - (TOAST.limit - 1)))) sonnerToast.dismiss(old.id);
  const id =
    variant === "destructive"
      ? sonnerToast.error(title, { description, richColors: true })
      : sonnerToast(title, { description, ...(action ? { action } : {}) });
  return { id, dismiss: () => sonnerToast.dismiss(id) };
}

/** Test helper: dismiss every toast, so none is replayed into the next test's Toaster. */
export function resetToasts(): void {
  sonnerToast.dismiss();
}
