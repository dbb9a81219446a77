import { SUITE_NAME, type TenantInfo } from "@engagesuite/shared";
import type { CSSProperties, ReactNode } from "react";
import { TenantLogo } from "@/components/layout/tenant-shell";
import { LogoMark } from "@/components/layout/wordmark";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { tenantBrand } from "@/features/tenant/use-tenant-info";
import { useDocumentTitle } from "@/lib/use-document-title";

/** The portal sign-in and sign-up card: the tenant's logo and name on top, the page's h1, the form, a footer line. */
export function PortalAuthCard({
  title,
  description,
  tenant,
  children,
  footer,
}: {
  title: string;
  description: string;
  tenant: TenantInfo | null;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(tenant ? `${title} · ${tenant.name}` : title);
  const brand = tenantBrand(tenant);
  const style = { "--tenant-primary": brand.primaryColor, "--tenant-secondary": brand.secondaryColor } as CSSProperties;
  return (
    <Card className="overflow-hidden pt-0 shadow-md" style={style}>
      <div aria-hidden="true" className="h-1.5 bg-[var(--tenant-primary)]" />
      <CardHeader className="justify-items-center gap-3 pt-2 text-center">
        <div className="flex items-center gap-3">
          {tenant ? (
            <>
              <TenantLogo tenant={tenant} className="size-10 rounded-lg" />
              <span className="font-semibold text-lg tracking-tight">{tenant.name}</span>
            </>
          ) : (
            <>
              <LogoMark className="size-10" />
              <span className="font-semibold text-lg tracking-tight">{SUITE_NAME}</span>
            </>
          )}
        </div>
        <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
        <CardDescription className="text-pretty">{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
      {footer && (
        <CardFooter className="justify-center border-t pt-6 text-muted-foreground text-sm">{footer}</CardFooter>
      )}
    </Card>
  );
}
