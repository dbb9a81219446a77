import { PORTAL_ACCOUNT_STATUS_LABELS, type PortalAccount, type PortalAccountStatus } from "@engagesuite/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const STATUS_STYLES: Record<PortalAccountStatus, string> = {
  active:
    "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  invited: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
  disabled: "border-slate-200 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

export function AccountStatusBadge({ status }: { status: PortalAccountStatus }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[status])}>
      {PORTAL_ACCOUNT_STATUS_LABELS[status]}
    </Badge>
  );
}

export const accountName = (a: Pick<PortalAccount, "firstName" | "lastName" | "email">) =>
  [a.firstName, a.lastName].filter(Boolean).join(" ") || a.email;
