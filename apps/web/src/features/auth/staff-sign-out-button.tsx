import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useStaffSession, useStaffSignOut } from "./use-staff-session";

/** "Sign out" for the staff session; renders nothing when nobody is signed in. */
export function StaffSignOutButton() {
  const { data: user } = useStaffSession();
  const signOut = useStaffSignOut();
  if (!user) return null;
  const label = signOut.isPending ? "Signing out..." : "Sign out";
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
      aria-label={label}
    >
      <LogOut aria-hidden="true" />
      {/* Icon only on a phone, so the header keeps room for the My account link. */}
      <span className="hidden sm:inline">{label}</span>
    </Button>
  );
}
