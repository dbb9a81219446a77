import type { Seats, TeamMember } from "@engagesuite/shared";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { SectionHeader } from "@/components/layout/section-header";
import { Button } from "@/components/ui/button";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { SearchBox } from "@/components/ui/search-box";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api";
import { formatDate, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { type TeamFilters, useTeam } from "./api";
import { InviteDialog } from "./invite-dialog";
import { ManageMemberDialog, memberName } from "./manage-member-dialog";
import { RoleBadge, StatusBadge } from "./member-badges";

/** "3 of 10 seats used" (Enterprise: "3 seats used, unlimited on Enterprise"). */
export function seatsLabel(seats: Seats): string {
  if (seats.limit === null) return `${formatNumber(seats.used)} seats used (unlimited on ${seats.planName})`;
  return `${formatNumber(seats.used)} of ${formatNumber(seats.limit)} seats used`;
}

function lastSeen(member: TeamMember, style: "dateTime" | "short" = "dateTime"): string {
  if (member.status === "invited") {
    return member.invitationExpiresAt ? `Invited ${formatDate(member.invitedAt, "short")}` : "Invitation expired";
  }
  return formatDate(member.lastSignInAt, style) ?? "Never";
}

/**
 * The workspace admin's Users screen (issue 17 points 1, 2, 4, 5): the team with its roles and statuses, searched and
 * paged on the server, the plan's seats, inviting, and each member's actions in a dialog. Lazily loaded: the
 * dashboard's first chunk does not carry it.
 */
export function UsersSection({ tenantId, headingId }: { tenantId: string; headingId: string }) {
  const [filters, setFilters] = useState<TeamFilters>({ search: "", page: 1 });
  const [inviting, setInviting] = useState(false);
  const [managed, setManaged] = useState<string | null>(null);
  const team = useTeam(tenantId, filters);
  const data = team.data;
  const members = data?.members ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const full = data ? data.seats.limit !== null && data.seats.used >= data.seats.limit : false;
  const managedMember = members.find((m) => m.id === managed) ?? null;

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <SectionHeader
        headingId={headingId}
        title="Users"
        description="Your team: invite people, change their role, and deactivate those who have left."
        action={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" />
            Invite member
          </Button>
        }
      />

      {data && <SeatsMeter seats={data.seats} full={full} />}

      <SearchBox
        value={filters.search}
        onSearch={(search) => setFilters({ search, page: 1 })}
        label="Search users"
        placeholder="Name, e-mail or username"
        maxLength={200}
        className="sm:max-w-md"
      />

      {team.isPending ? (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : team.isError ? (
        <LoadFailedAlert title="Failed to load the team" onRetry={() => void team.refetch()}>
          {errorMessage(team.error, "Please try again.")}
        </LoadFailedAlert>
      ) : members.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
          {filters.search ? "No one in your team matches this search." : "No one in your team yet."}
        </p>
      ) : (
        <div className="space-y-3">
          {/* Phones: one card per member. */}
          <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Team members">
            {members.map((member) => (
              <li key={member.id} className="min-w-0 rounded-xl border bg-card p-4 shadow-xs">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{memberName(member)}</p>
                    <p className="truncate text-muted-foreground text-sm">{member.email}</p>
                    {member.username && <p className="truncate text-muted-foreground text-sm">@{member.username}</p>}
                  </div>
                  <StatusBadge status={member.status} />
                </div>
                <div className="mt-3 flex items-center justify-between gap-3">
                  <div className="flex min-w-0 items-center gap-2 text-muted-foreground text-xs">
                    <RoleBadge role={member.role} />
                    <span className="truncate">{lastSeen(member, "short")}</span>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Manage ${memberName(member)}`}
                    onClick={() => setManaged(member.id)}
                  >
                    Manage
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {/* Wider screens: the table. */}
          <Table aria-label="Team members" containerClassName="hidden md:block rounded-xl border">
            <TableHeader>
              <TableRow>
                <TableHead className="pl-4">Name</TableHead>
                <TableHead>Username</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Last sign-in</TableHead>
                <TableHead className="pr-4 text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.map((member) => (
                <TableRow key={member.id} className={cn(member.status === "deactivated" && "text-muted-foreground")}>
                  <TableCell className="max-w-[18rem] pl-4">
                    <p className="truncate font-medium text-foreground">{memberName(member)}</p>
                    <p className="truncate text-muted-foreground text-xs">{member.email}</p>
                  </TableCell>
                  <TableCell className="max-w-[10rem] truncate">{member.username ?? "—"}</TableCell>
                  <TableCell>
                    <RoleBadge role={member.role} />
                  </TableCell>
                  <TableCell>
                    <StatusBadge status={member.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{lastSeen(member)}</TableCell>
                  <TableCell className="pr-4 text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Manage ${memberName(member)}`}
                      onClick={() => setManaged(member.id)}
                    >
                      Manage
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <nav aria-label="Team pages" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {data &&
                `${formatNumber(data.total)} ${data.total === 1 ? "person" : "people"} · page ${filters.page} of ${pages}`}
            </p>
            {pages > 1 && (
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={filters.page <= 1}
                  onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
                >
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={filters.page >= pages}
                  onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
                >
                  Next
                </Button>
              </div>
            )}
          </nav>
        </div>
      )}

      <InviteDialog tenantId={tenantId} open={inviting} onOpenChange={setInviting} />
      <ManageMemberDialog
        tenantId={tenantId}
        member={managedMember}
        onOpenChange={(open) => !open && setManaged(null)}
      />
    </section>
  );
}

function SeatsMeter({ seats, full }: { seats: Seats; full: boolean }) {
  const share = seats.limit ? Math.min(100, Math.round((seats.used / seats.limit) * 100)) : 0;
  return (
    <div className="rounded-xl border bg-card p-4 sm:max-w-md">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-medium">{seatsLabel(seats)}</p>
        <p className="text-muted-foreground text-xs">{seats.planName} plan</p>
      </div>
      {seats.limit !== null && (
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Seats used"
          aria-valuemin={0}
          aria-valuemax={seats.limit}
          aria-valuenow={seats.used}
        >
          <div
            className={cn(
              "h-full rounded-full",
              full ? "bg-destructive" : "bg-[var(--tenant-primary)] dark:bg-primary",
            )}
            style={{ width: `${share}%` }}
          />
        </div>
      )}
      <p className="mt-2 text-muted-foreground text-xs">
        {full
          ? "Every seat is taken. Deactivate a member, revoke an invitation or upgrade your plan to invite someone."
          : "Active members and pending invitations use a seat; deactivated members do not."}
      </p>
    </div>
  );
}
