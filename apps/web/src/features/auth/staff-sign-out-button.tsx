import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useStaffSession, useStaffSignOut } from "./use-staff-session";

/** "Sign out" for the staff session; renders nothing when nobody is signed in. */
export function StaffSignOutButton() {
  const { data: user } = useStaffSession();
  const signOut = useStaffSignOut();
  if (!user) return null;
  return (
    <Button type="button" variant="outline" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
      <LogOut aria-hidden="true" />
      {signOut.isPending ? "Signing out..." : "Sign out"}
    </Button>
  );
}
