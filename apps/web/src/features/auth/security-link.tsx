import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useStaffSession } from "./use-staff-session";

/** The account's Security page (password, two-factor authentication), beside Sign out; nothing when signed out. */
export function SecurityLink() {
  const { data: user } = useStaffSession();
  if (!user) return null;
  const to = user.role === "SUPER_ADMIN" ? "/su/admin/security" : "/tu/admin/security";
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={to} aria-label="Security">
        <ShieldCheck aria-hidden="true" />
        <span className="hidden sm:inline">Security</span>
      </Link>
    </Button>
  );
}
