import { PORTAL_ACCOUNT_STATUS_LABELS, PORTAL_ACCOUNT_STATUSES, type PortalAccount } from "@engagesuite/shared";
import { CheckCircle2, UserPlus } from "lucide-react";
import { useState } from "react";
import { SectionHeader } from "@/components/layout/section-header";
import { Button } from "@/components/ui/button";
import { FilterSelect } from "@/components/ui/filter-select";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { SearchBox } from "@/components/ui/search-box";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { formatDate, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { AccountStatusBadge, accountName } from "./account-badges";
import { AccountDetailDialog } from "./account-detail-dialog";
import { NO_PORTAL_FILTERS, type PortalAccountFilters, usePortalAccount, usePortalAccounts } from "./api";
import { InviteContactDialog } from "./invite-contact-dialog";

function lastSignIn(account: PortalAccount, style: "dateTime" | "short" = "dateTime"): string {
  if (account.status === "invited") return `Invited ${formatDate(account.createdAt, "short")}`;
  return formatDate(account.lastLoginAt, style) ?? "Never";
}

function Verified({ account }: { account: PortalAccount }) {
  return account.emailVerified ? (
    <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-300">
      <CheckCircle2 aria-hidden="true" className="size-4" />
      Verified
    </span>
  ) : (
    <span className="text-muted-foreground">Not verified</span>
  );
}

/**
 * The staff's Portal section (issue 20 point 1): the workspace's portal accounts, searched and paged on the server,
 * inviting a contact, and each account's detail with its actions, documents and appointments. Lazily loaded.
 */
export function PortalSection({ tenantId, headingId }: { tenantId: string; headingId: string }) {
  const [filters, setFilters] = useState<PortalAccountFilters>(NO_PORTAL_FILTERS);
  const [inviting, setInviting] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const accounts = usePortalAccounts(tenantId, filters);
  const { values } = useTerms();
  const data = accounts.data;
  const rows = data?.accounts ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // The open account stays open when a change moves it off this page (a status filter).
  const detail = usePortalAccount(tenantId, openId);
  const opened = (openId && (rows.find((a) => a.id === openId) ?? detail.data)) || null;
  const filtered = filters.search !== "" || filters.status !== "all";
  const contactNoun = values.contact.one;

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <SectionHeader
        headingId={headingId}
        title="Portal"
        description={`Who can sign in to your ${values.portal.toLowerCase()}: invite ${values.contact.other.toLowerCase()}, link accounts to them, and disable access.`}
        action={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" />
            Invite {values.aContact.toLowerCase()}
          </Button>
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          value={filters.search}
          onSearch={(search) => setFilters((f) => ({ ...f, search, page: 1 }))}
          label="Search portal accounts"
          placeholder="Name or e-mail"
          maxLength={200}
          className="sm:max-w-md sm:flex-1"
        />
        <FilterSelect
          label="Status"
          name="status"
          value={filters.status === "all" ? null : filters.status}
          onChange={(status) => setFilters((f) => ({ ...f, status: status ?? "all", page: 1 }))}
          options={PORTAL_ACCOUNT_STATUSES}
          optionNames={PORTAL_ACCOUNT_STATUS_LABELS}
          allLabel="All statuses"
          className="sm:w-48"
        />
      </div>

      {accounts.isPending ? (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : accounts.isError ? (
        <LoadFailedAlert title="Failed to load the portal accounts" onRetry={() => void accounts.refetch()}>
          {errorMessage(accounts.error, "Please try again.")}
        </LoadFailedAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
          {filtered
            ? "No portal account matches this search."
            : `No one has a portal account yet. Invite ${values.aContact.toLowerCase()} to get started.`}
        </p>
      ) : (
        <div className="space-y-3">
          {/* Phones: one card per account. */}
          <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Portal accounts">
            {rows.map((account) => (
              <li key={account.id} className="min-w-0 rounded-xl border bg-card p-4 shadow-xs">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{accountName(account)}</p>
                    <p className="truncate text-muted-foreground text-sm">{account.email}</p>
                    <p className="truncate text-muted-foreground text-sm">
                      {account.contact
                        ? `${contactNoun}: ${account.contact.name}`
                        : `No ${contactNoun.toLowerCase()} linked`}
                    </p>
                  </div>
                  <AccountStatusBadge status={account.status} />
                </div>
                <div className="mt-3 flex items-center justify-between gap-3">
                  <div className="flex min-w-0 flex-col text-muted-foreground text-xs">
                    <Verified account={account} />
                    <span className="truncate">{lastSignIn(account, "short")}</span>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Open ${accountName(account)}`}
                    onClick={() => setOpenId(account.id)}
                  >
                    Open
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {/* Wider screens: the table. */}
          <Table aria-label="Portal accounts" containerClassName="hidden md:block rounded-xl border">
            <TableHeader>
              <TableRow>
                <TableHead className="pl-4">Name</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Verified</TableHead>
                <TableHead>Linked {contactNoun.toLowerCase()}</TableHead>
                <TableHead>Last sign-in</TableHead>
                <TableHead className="pr-4 text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((account) => (
                <TableRow
                  key={account.id}
                  className={cn("cursor-pointer", account.status === "disabled" && "text-muted-foreground")}
                  onClick={() => setOpenId(account.id)}
                >
                  <TableCell className="max-w-[15rem] pl-4">
                    <p className="truncate font-medium text-foreground">{accountName(account)}</p>
                    <p className="truncate text-muted-foreground text-xs">{account.email}</p>
                  </TableCell>
                  <TableCell>
                    <AccountStatusBadge status={account.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-sm">
                    <Verified account={account} />
                  </TableCell>
                  <TableCell className="max-w-[10rem] truncate">
                    {account.contact?.name ?? <span className="text-muted-foreground">Not linked</span>}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{lastSignIn(account, "short")}</TableCell>
                  <TableCell className="pr-4 text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Open ${accountName(account)}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpenId(account.id);
                      }}
                    >
                      Open
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <nav aria-label="Portal account pages" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {data &&
                `${formatNumber(data.total)} ${data.total === 1 ? "account" : "accounts"} · page ${filters.page} of ${pages}`}
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

      <InviteContactDialog tenantId={tenantId} open={inviting} onOpenChange={setInviting} />
      <AccountDetailDialog tenantId={tenantId} account={opened} onOpenChange={(open) => !open && setOpenId(null)} />
    </section>
  );
}
