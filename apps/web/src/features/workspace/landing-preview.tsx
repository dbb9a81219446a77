import type { CSSProperties } from "react";
import { TenantLogo } from "@/components/layout/tenant-shell";

/**
 * A small mock of the tenant's landing page in the chosen colours: the brand bar and header with the logo and name,
 * the page's tinted background (the secondary colour), the portal button (the primary colour) and the sign-in card.
 * It draws with the same CSS variables as the real landing, so what it shows is what visitors will see.
 */
export function LandingPreview({
  name,
  logoUrl,
  primaryColor,
  secondaryColor,
}: {
  name: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
}) {
  const style = { "--tenant-primary": primaryColor, "--tenant-secondary": secondaryColor } as CSSProperties;
  const displayName = name.trim() || "Your company";
  return (
    <figure className="space-y-2">
      <div
        style={style}
        aria-hidden="true"
        data-testid="landing-preview"
        className="overflow-hidden rounded-xl border bg-background shadow-sm"
      >
        <div className="h-1 bg-[var(--tenant-primary)]" />
        <div className="flex items-center gap-2 border-b px-3 py-2">
          <TenantLogo tenant={{ name: displayName, logoUrl }} className="size-6 rounded text-xs" />
          <span className="truncate font-semibold text-sm">{displayName}</span>
        </div>
        <div className="grid gap-3 bg-[var(--tenant-secondary)] p-4 sm:grid-cols-[1fr_10rem] sm:items-center">
          <div className="min-w-0 space-y-2">
            <TenantLogo tenant={{ name: displayName, logoUrl }} className="size-10 rounded-lg text-lg" />
            <p className="truncate font-bold text-gray-950 text-lg leading-tight">{displayName}</p>
            <span className="inline-flex h-7 items-center rounded-md bg-[var(--tenant-primary)] px-3 font-medium text-white text-xs">
              Client Portal →
            </span>
          </div>
          <div className="space-y-1.5 rounded-lg border bg-white p-3 text-gray-950 shadow-sm">
            <p className="font-semibold text-xs">Staff sign in</p>
            <div className="h-4 rounded border bg-gray-50" />
            <div className="h-4 rounded border bg-gray-50" />
            <div className="h-5 rounded bg-[var(--tenant-primary)]" />
          </div>
        </div>
      </div>
      <figcaption className="text-muted-foreground text-xs">Preview of your landing page</figcaption>
    </figure>
  );
}
