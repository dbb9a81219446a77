import type { AuthUser } from "@engagesuite/shared";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { WorkspaceIntro } from "@/components/layout/placeholders";
import { Button } from "@/components/ui/button";
import { NotificationPreferencesCard } from "@/features/notifications/preferences-card";
import { ChangePasswordCard } from "@/features/security/change-password-card";
import { StaffMfaRuleCard } from "@/features/security/staff-mfa-rule-card";
import { TwoFactorCard } from "@/features/security/two-factor-card";
import { EmailCard } from "./email-card";
import { ACCOUNT_TEXT as T } from "./messages";
import { ProfileCard } from "./profile-card";
import { SessionsCard } from "./sessions-card";

/**
 * My account (issue 17 point 6): profile, e-mail address, password, two-factor authentication and sessions of the
 * signed-in member (or the super admin); a tenant admin also sets the staff two-factor rule here.
 */
export function MyAccount({ user, backTo }: { user: AuthUser; backTo: string }) {
  const tenantAdminOf = user.role === "TENANT_ADMIN" && user.tenantId ? user.tenantId : undefined;
  return (
    <WorkspaceIntro title={T.pageTitle} description={T.pageDescription}>
      <Button asChild variant="ghost" size="sm" className="-mt-4 justify-self-start">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {T.back}
        </Link>
      </Button>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <div className="grid gap-6">
          <ProfileCard key={user.id} user={user} />
          <EmailCard user={user} />
          <ChangePasswordCard kind="staff" />
          {user.tenantId && <NotificationPreferencesCard />}
        </div>
        <div className="grid gap-6">
          <SessionsCard />
          <TwoFactorCard kind="staff" />
          {tenantAdminOf && <StaffMfaRuleCard tenantId={tenantAdminOf} />}
        </div>
      </div>
    </WorkspaceIntro>
  );
}
