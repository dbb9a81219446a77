import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamMember, type TeamRole } from "@engagesuite/shared";
import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import {
  useChangeRole,
  useDeactivate,
  useReactivate,
  useResendInvitation,
  useRevokeInvitation,
  useSendResetLink,
} from "./api";
import { RoleBadge, StatusBadge } from "./member-badges";

export const memberName = (m: Pick<TeamMember, "firstName" | "lastName" | "email">) =>
  [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email;

type Confirming = "deactivate" | "revoke" | null;

/**
 * One member's page of actions: their role, and by their status a reset link and deactivation (active), resend and
 * revoke (invited) or reactivation (deactivated). The server's refusals (the last administrator, the plan's seats) are
 * shown here in its words.
 */
export function ManageMemberDialog({
  tenantId,
  member,
  onOpenChange,
}: {
  tenantId: string;
  /** The member being managed; the dialog is open while there is one. */
  member: TeamMember | null;
  onOpenChange: (open: boolean) => void;
}) {
  const roleId = useId();
  const [role, setRole] = useState<TeamRole>("STAFF");
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const changeRole = useChangeRole(tenantId);
  const deactivate = useDeactivate(tenantId);
  const reactivate = useReactivate(tenantId);
  const resend = useResendInvitation(tenantId);
  const revoke = useRevokeInvitation(tenantId);
  const reset = useSendResetLink(tenantId);
  const pending = [changeRole, deactivate, reactivate, resend, revoke, reset].some((m) => m.isPending);

  useEffect(() => {
    if (member) {
      setRole(member.role);
      setConfirming(null);
      setProblem(null);
    }
  }, [member]);

  if (!member) return <Dialog open={false} />;
  const name = memberName(member);

  async function run(action: () => Promise<unknown>, done: string, close = false) {
    setProblem(null);
    try {
      await action();
      toast({ title: done });
      if (close) onOpenChange(false);
    } catch (error) {
      setProblem(errorMessage(error, "That did not work. Please try again."));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription className="break-all">{member.email}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <StatusBadge status={member.status} />
          </dd>
          <dt className="text-muted-foreground">Username</dt>
          <dd className="break-all">{member.username ?? "Not chosen yet"}</dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd>
            <RoleBadge role={member.role} />
          </dd>
          {member.status === "invited" ? (
            <>
              <dt className="text-muted-foreground">Invitation</dt>
              <dd>
                {member.invitationExpiresAt
                  ? `Link works until ${formatDate(member.invitationExpiresAt, "dateTime")}`
                  : "Link expired: resend it"}
              </dd>
            </>
          ) : (
            <>
              <dt className="text-muted-foreground">Last sign-in</dt>
              <dd>{formatDate(member.lastSignInAt, "dateTime") ?? "Never"}</dd>
            </>
          )}
        </dl>

        {problem && (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        )}

        <div className="grid gap-2 border-t pt-4">
          <Label htmlFor={roleId}>Role</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <NativeSelect
              id={roleId}
              className="sm:flex-1"
              value={role}
              onChange={(event) => setRole(event.target.value as TeamRole)}
              disabled={pending}
            >
              {TEAM_ROLES.map((r) => (
                <option key={r} value={r}>
                  {TEAM_ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
            <Button
              type="button"
              variant="outline"
              disabled={pending || role === member.role}
              onClick={() =>
                run(
                  () => changeRole.mutateAsync({ userId: member.id, role }),
                  `${name} is now ${TEAM_ROLE_LABELS[role] === "Administrator" ? "an administrator" : "staff"}`,
                  true,
                )
              }
            >
              {changeRole.isPending ? "Saving…" : "Save role"}
            </Button>
          </div>
        </div>

        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
          {member.status === "active" && confirming !== "deactivate" && (
            <>
              <Button
                type="button"
                variant="outline"
                disabled={pending}
                onClick={() => run(() => reset.mutateAsync(member.id), `Password reset link sent to ${member.email}`)}
              >
                {reset.isPending ? "Sending…" : "Send password reset link"}
              </Button>
              <Button
                type="button"
                variant="destructive"
                disabled={pending}
                onClick={() => setConfirming("deactivate")}
              >
                Deactivate
              </Button>
            </>
          )}
          {member.status === "invited" && confirming !== "revoke" && (
            <>
              <Button
                type="button"
                variant="outline"
                disabled={pending}
                onClick={() => run(() => resend.mutateAsync(member.id), `Invitation sent again to ${member.email}`)}
              >
                {resend.isPending ? "Sending…" : "Resend invitation"}
              </Button>
              <Button type="button" variant="destructive" disabled={pending} onClick={() => setConfirming("revoke")}>
                Revoke invitation
              </Button>
            </>
          )}
          {member.status === "deactivated" && (
            <Button
              type="button"
              disabled={pending}
              onClick={() => run(() => reactivate.mutateAsync(member.id), `${name} can sign in again`, true)}
            >
              {reactivate.isPending ? "Reactivating…" : "Reactivate"}
            </Button>
          )}
          {confirming && (
            <fieldset className="grid w-full gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3">
              <legend className="sr-only">Confirm</legend>
              <p className="text-sm">
                {confirming === "deactivate"
                  ? `Deactivate ${name}? They are signed out at once and cannot sign in until reactivated. Their tickets and notes keep their name.`
                  : `Revoke the invitation to ${member.email}? Its link stops working and the seat is free again.`}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" disabled={pending} onClick={() => setConfirming(null)}>
                  Cancel
                </Button>
                <Button
                  type="button"
                  variant="destructive"
                  disabled={pending}
                  onClick={() =>
                    confirming === "deactivate"
                      ? run(() => deactivate.mutateAsync(member.id), `${name} is deactivated`, true)
                      : run(() => revoke.mutateAsync(member.id), "Invitation revoked", true)
                  }
                >
                  {pending ? "Working…" : confirming === "deactivate" ? "Deactivate" : "Revoke invitation"}
                </Button>
              </div>
            </fieldset>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
