import type { ContactStatus } from "@engagesuite/shared";
import { Badge } from "@/components/ui/badge";
import { useContactTypeLabel } from "@/features/choices/api";
import { cn } from "@/lib/utils";
import { CONTACT_STATUS_BADGE, CONTACT_STATUS_DOT, CONTACT_STATUS_NAMES, contactTypeBadgeClass } from "./labels";

/** A contact's type, by the workspace's label for its key (an archived type's too). */
export function ContactTypeBadge({ type }: { type: string }) {
  const labelOf = useContactTypeLabel();
  return (
    <Badge variant="outline" data-type={type} className={cn("font-medium", contactTypeBadgeClass(type))}>
      {labelOf(type)}
    </Badge>
  );
}

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <Badge variant="outline" data-status={status} className={cn("gap-1.5 font-medium", CONTACT_STATUS_BADGE[status])}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", CONTACT_STATUS_DOT[status])} />
      {CONTACT_STATUS_NAMES[status]}
    </Badge>
  );
}
