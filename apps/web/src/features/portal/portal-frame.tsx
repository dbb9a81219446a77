import { SUITE_NAME, type TenantInfo } from "@engagesuite/shared";
import { LayoutDashboard, LogOut } from "lucide-react";
import { type CSSProperties, type ReactNode, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MenuToggle } from "@/components/layout/menu-toggle";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { TenantLogo } from "@/components/layout/tenant-shell";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Button } from "@/components/ui/button";
import { tenantBrand } from "@/features/tenant/use-tenant-info";
import { useWorkspaceFormat } from "@/features/tenant/use-workspace-format";
import { TermsProvider } from "@/i18n/terms";
import { usePortalAuth } from "./portal-auth";
import { usePortalHref } from "./portal-paths";
import { usePortalTenant } from "./use-portal-tenant";

/** 'Hello, ' plus the first name, or the part of the e-mail before the @ (SPEC §2). */
function greetingName(user: { firstName: string | null; email: string }): string {
  return user.firstName?.trim() || user.email.split("@")[0] || user.email;
}

export interface PortalNavProps {
  className?: string;
  label: string;
  /** Closes the phone menu after a choice. */
  onNavigate: () => void;
}

/**
 * The signed-in portal's chrome (SPEC §2), shared by its pages: the tenant's brand bar and logo, 'Client Portal' and
 * the greeting, the theme toggle, Sign out, the side navigation (a menu on phones) and the footer in the workspace's
 * name.
 */
export function PortalFrame({ nav, children }: { nav: (props: PortalNavProps) => ReactNode; children: ReactNode }) {
  const { user, logout } = usePortalAuth();
  const navigate = useNavigate();
  const href = usePortalHref();
  const { tenant } = usePortalTenant();
  useWorkspaceFormat(tenant);
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const brandStyle = { "--tenant-primary": tenantBrand(tenant).primaryColor } as CSSProperties;

  // ProtectedPortalRoute renders the portal's pages only with a user.
  if (!user) return null;

  const signOut = async () => {
    setSigningOut(true);
    if (await logout()) navigate(href("/portal/login"), { replace: true });
    else setSigningOut(false);
  };
  const closeMenu = () => setMenuOpen(false);

  return (
    <div className="flex min-h-svh flex-col bg-muted/30" style={brandStyle}>
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background">
        <div aria-hidden="true" data-testid="brand-bar" className="h-1 bg-[var(--tenant-primary)]" />
        <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <MenuToggle open={menuOpen} controls={menuId} onToggle={() => setMenuOpen((open) => !open)} />
            {tenant ? (
              <TenantLogo tenant={tenant} className="size-8 sm:size-9" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-[var(--tenant-primary)] text-white sm:size-9"
              >
                <LayoutDashboard className="size-5" />
              </span>
            )}
            <div className="min-w-0 leading-tight">
              {tenant && (
                <p className="truncate font-medium text-muted-foreground text-xs" data-testid="portal-tenant-name">
                  {tenant.name}
                </p>
              )}
              <p className="truncate font-semibold text-base tracking-tight sm:text-lg">
                {tenant?.terms?.portal ?? "Client Portal"}
              </p>
              <p className="truncate text-muted-foreground text-sm">Hello, {greetingName(user)}</p>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            {/* On phones the theme toggle sits in the menu, leaving the header room for the logo and title. */}
            <ThemeToggle className="hidden sm:inline-flex" />
            <Button type="button" variant="outline" size="sm" disabled={signingOut} onClick={signOut}>
              <LogOut aria-hidden="true" />
              {signingOut ? "Signing out..." : "Sign out"}
            </Button>
          </div>
        </div>
        <div id={menuId} hidden={!menuOpen} className="border-t bg-background md:hidden">
          {nav({ className: "px-4 py-3", label: "Portal (mobile)", onNavigate: closeMenu })}
          <div className="flex items-center justify-between border-t px-7 py-2 text-muted-foreground text-sm sm:hidden">
            Theme
            <ThemeToggle />
          </div>
        </div>
      </header>

      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-8 px-4 py-8 sm:px-6 lg:px-8">
        <aside className="hidden w-56 shrink-0 md:block">
          {nav({ className: "sticky top-24", label: "Portal", onNavigate: closeMenu })}
        </aside>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <TermsProvider terms={tenant?.terms}>{children}</TermsProvider>
        </main>
      </div>

      <PortalFooter tenant={tenant} />
    </div>
  );
}

const footerLink = "rounded-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The workspace's name, its own privacy and terms pages (when it set them) and the support page. */
function PortalFooter({ tenant }: { tenant: TenantInfo | null }) {
  const href = usePortalHref();
  return (
    <footer className="border-t bg-background">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          © {new Date().getFullYear()} {tenant?.name ?? SUITE_NAME}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {tenant?.privacyPolicyUrl && (
              <li>
                <a href={tenant.privacyPolicyUrl} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  Privacy Policy
                </a>
              </li>
            )}
            {tenant?.termsUrl && (
              <li>
                <a href={tenant.termsUrl} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  Terms of Service
                </a>
              </li>
            )}
            <li>
              <Link to={href("/portal/support")} className={footerLink}>
                Contact Support
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
