import { TOAST } from "@engagesuite/shared";
import { OctagonXIcon } from "lucide-react";
import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { useTheme } from "@/components/theme/theme-provider";
import { useAnyModalOpen } from "@/lib/open-modals";

/**
 * The one toast viewport (Sonner, as shadcn/ui wraps it), mounted once by the app providers, with the spec's
 * settings: one toast at a time, 5 s, swipe right to dismiss, F8 focuses it, at most 420 px wide, bottom-right
 * (full width on phones), and at the top while a dialog is open, so a toast about the dialog's own action never covers
 * its buttons. Colours come from the theme's popover and destructive tokens.
 */
export function Toaster() {
  const { theme } = useTheme();
  const modalOpen = useAnyModalOpen();
  return (
    <Sonner
      theme={theme}
      position={modalOpen ? "top-center" : "bottom-right"}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.limit}
      swipeDirections={[TOAST.swipeDirection]}
      hotkey={[...TOAST.hotkey]}
      closeButton
      icons={{ error: <OctagonXIcon className="size-4" aria-hidden="true" /> }}
      toastOptions={{
        closeButtonAriaLabel: "Close",
        classNames: { title: "font-semibold! text-sm!", description: "text-sm! text-inherit! opacity-90" },
      }}
      style={
        {
          "--width": `${TOAST.viewportMaxWidthPx}px`,
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--error-bg": "var(--destructive)",
          "--error-text": "white",
          "--error-border": "var(--destructive)",
          "--border-radius": "var(--radius)",
        } as CSSProperties
      }
    />
  );
}
