import { CircleUserRound } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ACCOUNT_TEXT } from "@/features/account/messages";
import { useStaffSession } from "./use-staff-session";

/**
 * The account's own page (profile, e-mail, password, two-factor authentication, sessions), beside Sign out; the
 * signed-in person's first name on wider screens. Nothing when signed out.
 */
export function AccountLink() {
  const { data: user } = useStaffSession();
  if (!user) return null;
  const to = user.role === "SUPER_ADMIN" ? "/su/admin/account" : "/tu/admin/account";
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={to} aria-label={ACCOUNT_TEXT.linkLabel}>
        <CircleUserRound aria-hidden="true" />
        <span className="hidden sm:inline">{ACCOUNT_TEXT.linkLabel}</span>
      </Link>
    </Button>
  );
}
