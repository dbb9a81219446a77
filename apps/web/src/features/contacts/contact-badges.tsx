import type { ContactStatus, ContactType } from "@engagesuite/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import {
  CONTACT_STATUS_BADGE,
  CONTACT_STATUS_DOT,
  CONTACT_STATUS_NAMES,
  CONTACT_TYPE_BADGE,
  CONTACT_TYPE_NAMES,
} from "./labels";

export function ContactTypeBadge({ type }: { type: ContactType }) {
  return (
    <Badge variant="outline" data-type={type} className={cn("font-medium", CONTACT_TYPE_BADGE[type])}>
      {CONTACT_TYPE_NAMES[type]}
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
