import { type RegistryTenant, type TenantStatus, tenantUrl } from "@engagesuite/shared";
import { Building2, ExternalLink, PauseCircle, PlayCircle, Search, Trash2, Undo2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useAppHost } from "@/app/host-context";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FilterSelect } from "@/components/ui/filter-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { SEARCH_DEBOUNCE_MS } from "@/components/ui/search-box";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { money, STATE_BADGE, STATE_DOT, STATE_NAMES } from "@/features/billing/format";
import { DeletionDialog } from "@/features/tenant-data/deletion-dialog";
import { errorMessage } from "@/lib/api";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import {
  type RegistryFilters,
  type TenantAction,
  useRegistryTenants,
  useTenantDeletionAction,
  useTenantStatusAction,
} from "./api";
import { formatShortDate, NO_VALUE } from "./format";
import { PLAN_NAMES, TENANT_STATUS_BADGE, TENANT_STATUS_DOT, TENANT_STATUS_NAMES, TENANT_STATUSES } from "./labels";

const REGISTRY_TEXT = {
  searchLabel: "Search tenants",
  statusLabel: "Status",
  allStatuses: "All statuses",
  loadFailed: "Could not load the tenants",
  actionFailed: "Could not change the tenant's status",
  empty: "No tenants yet",
  noMatch: "No tenants match",
} as const;

/** The value after it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Tenants that can be suspended (working workspaces) or reactivated (suspended ones). */
function actionFor(status: TenantStatus): TenantAction | null {
  if (status === "TRIAL" || status === "ACTIVE") return "suspend";
  if (status === "SUSPENDED") return "reactivate";
  return null;
}

/** The tenant registry: every tenant, searchable and filterable, with Suspend (confirmed) and Reactivate. */
export function TenantRegistry() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<TenantStatus | null>(null);
  const debouncedSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const filters: RegistryFilters = { search: debouncedSearch.trim(), status };
  const query = useRegistryTenants(filters);
  const action = useTenantStatusAction();
  const [confirming, setConfirming] = useState<RegistryTenant | null>(null);
  const [deleting, setDeleting] = useState<RegistryTenant | null>(null);
  const deletion = useTenantDeletionAction();
  const wide = useMediaQuery("(min-width: 768px)");
  const searchId = useId();
  const filtered = Boolean(filters.search || status);

  const run = (tenant: RegistryTenant, kind: TenantAction) => {
    action.mutate(
      { tenant, action: kind },
      {
        onSuccess: (updated) => {
          setConfirming(null);
          toast({
            title: kind === "suspend" ? `${updated.name} suspended` : `${updated.name} reactivated`,
            description:
              kind === "suspend"
                ? "Its staff and clients have been signed out and cannot sign in."
                : "Its staff and clients can sign in again.",
          });
        },
        onError: (error) => {
          toast({
            variant: "destructive",
            title: REGISTRY_TEXT.actionFailed,
            description: errorMessage(error, "Please try again."),
          });
        },
      },
    );
  };

  const keep = (tenant: RegistryTenant) =>
    deletion.mutate(
      { tenant, confirm: null },
      {
        onSuccess: () => toast({ title: `${tenant.name} stays`, description: "Its deletion is cancelled." }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Could not cancel the deletion",
            description: errorMessage(error, "Please try again."),
          }),
      },
    );

  const pendingId = action.isPending
    ? action.variables?.tenant.id
    : deletion.isPending
      ? deletion.variables?.tenant.id
      : undefined;
  const rowProps = { pendingId, onAction: run, onSuspend: setConfirming, onDelete: setDeleting, onKeep: keep };
  const tenants = query.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor={searchId}>{REGISTRY_TEXT.searchLabel}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              name="search"
              autoComplete="off"
              placeholder="Name or subdomain"
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <FilterSelect
          label={REGISTRY_TEXT.statusLabel}
          name="status"
          value={status}
          onChange={setStatus}
          options={TENANT_STATUSES}
          optionNames={TENANT_STATUS_NAMES}
          allLabel={REGISTRY_TEXT.allStatuses}
          className="sm:w-48"
        />
      </div>

      <p className="text-muted-foreground text-sm" aria-live="polite">
        {query.isPending ? "Loading tenants…" : `${tenants.length} ${tenants.length === 1 ? "tenant" : "tenants"}`}
        {query.isFetching && !query.isPending ? " · updating…" : ""}
      </p>

      {query.isError && !query.data ? (
        <LoadFailedAlert title={REGISTRY_TEXT.loadFailed} onRetry={() => void query.refetch()}>
          {errorMessage(query.error, "The platform did not answer.")}
        </LoadFailedAlert>
      ) : query.isPending ? (
        <RegistrySkeleton />
      ) : tenants.length === 0 ? (
        <Card className="items-center px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <Building2 className="size-6 text-muted-foreground" aria-hidden="true" />
          </span>
          <div className="space-y-1">
            <h2 className="font-semibold text-lg">{filtered ? REGISTRY_TEXT.noMatch : REGISTRY_TEXT.empty}</h2>
            <p className="text-muted-foreground text-sm">
              {filtered ? "Try another name or status." : "Tenants appear here once onboarding creates them."}
            </p>
          </div>
        </Card>
      ) : wide ? (
        <RegistryTable tenants={tenants} {...rowProps} />
      ) : (
        <RegistryList tenants={tenants} {...rowProps} />
      )}

      <SuspendDialog
        tenant={confirming}
        pending={action.isPending && action.variables?.action === "suspend"}
        onCancel={() => setConfirming(null)}
        onConfirm={(tenant) => run(tenant, "suspend")}
      />
      <DeletionDialog
        target={deleting}
        pending={deletion.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(confirm, showError) => {
          const tenant = deleting;
          if (!tenant) return;
          deletion.mutate(
            { tenant, confirm },
            {
              onSuccess: (answer) => {
                setDeleting(null);
                toast({
                  title: `${tenant.name} will be deleted`,
                  description: `On ${formatShortDate(answer.scheduledFor)}, unless you or its administrators cancel it.`,
                });
              },
              onError: (error) => showError(errorMessage(error, "Please try again.")),
            },
          );
        }}
      />
    </div>
  );
}

interface ActionProps {
  pendingId: string | undefined;
  onAction: (tenant: RegistryTenant, action: TenantAction) => void;
  onSuspend: (tenant: RegistryTenant) => void;
  onDelete: (tenant: RegistryTenant) => void;
  onKeep: (tenant: RegistryTenant) => void;
}

interface RowsProps extends ActionProps {
  tenants: RegistryTenant[];
}

function RegistryTable({ tenants, ...actions }: RowsProps) {
  const { appDomain } = useAppHost();
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <Table>
        <caption className="sr-only">Tenants</caption>
        <TableHeader className="bg-muted/40">
          <TableRow className="hover:bg-transparent">
            <TableHead className="px-2 pl-5">Name</TableHead>
            <TableHead className="px-2">Subdomain</TableHead>
            <TableHead className="px-2">Vertical</TableHead>
            <TableHead className="px-2">Plan</TableHead>
            <TableHead className="px-2">Status</TableHead>
            <TableHead className="px-2">Subscription</TableHead>
            <TableHead className="px-2 text-right">MRR</TableHead>
            <TableHead className="px-2">Trial ends</TableHead>
            <TableHead className="px-2">Created</TableHead>
            <TableHead className="px-2 pr-5 text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tenants.map((tenant) => (
            <TableRow key={tenant.id} data-testid="tenant-row">
              <TableCell className="max-w-64 truncate px-2 pl-5 font-medium">{tenant.name}</TableCell>
              <TableCell className="px-2">
                <SubdomainLink subdomain={tenant.subdomain} appDomain={appDomain} />
              </TableCell>
              <TableCell className="px-2 text-muted-foreground">{tenant.verticalName ?? NO_VALUE}</TableCell>
              <TableCell className="px-2">{PLAN_NAMES[tenant.planTier]}</TableCell>
              <TableCell className="px-2">
                <TenantStatusBadge status={tenant.status} />
                <DeletionDate tenant={tenant} />
              </TableCell>
              <TableCell className="px-2">
                <SubscriptionBadge state={tenant.subscriptionState} />
              </TableCell>
              <TableCell className="px-2 text-right">
                <Mrr cents={tenant.mrrCents} />
              </TableCell>
              <TableCell className="px-2 text-muted-foreground tabular-nums">
                {formatShortDate(tenant.setupPeriodEndsAt)}
              </TableCell>
              <TableCell className="px-2 text-muted-foreground tabular-nums">
                {formatShortDate(tenant.createdAt)}
              </TableCell>
              <TableCell className="px-2 pr-5">
                <TenantActions tenant={tenant} {...actions} compact />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/** Phones: one card per tenant instead of a table that would scroll sideways. */
function RegistryList({ tenants, ...actions }: RowsProps) {
  const { appDomain } = useAppHost();
  return (
    <ul className="grid gap-3">
      {tenants.map((tenant) => (
        <li key={tenant.id} data-testid="tenant-row">
          <Card className="gap-3 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold">{tenant.name}</p>
                <SubdomainLink subdomain={tenant.subdomain} appDomain={appDomain} />
              </div>
              <div className="text-right">
                <TenantStatusBadge status={tenant.status} />
                <DeletionDate tenant={tenant} />
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <Fact term="Vertical" value={tenant.verticalName ?? NO_VALUE} />
              <Fact term="Plan" value={PLAN_NAMES[tenant.planTier]} />
              <div className="min-w-0">
                <dt className="text-muted-foreground text-xs">Subscription</dt>
                <dd>
                  <SubscriptionBadge state={tenant.subscriptionState} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground text-xs">MRR</dt>
                <dd>
                  <Mrr cents={tenant.mrrCents} />
                </dd>
              </div>
              <Fact term="Trial ends" value={formatShortDate(tenant.setupPeriodEndsAt)} />
              <Fact term="Created" value={formatShortDate(tenant.createdAt)} />
            </dl>
            <TenantActions tenant={tenant} {...actions} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="truncate">{value}</dd>
    </div>
  );
}

function SubdomainLink({ subdomain, appDomain }: { subdomain: string; appDomain: string }) {
  const { protocol, port } = window.location;
  const url = tenantUrl(subdomain, appDomain, protocol, port);
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 rounded-sm font-mono text-muted-foreground text-xs outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {subdomain}
      <ExternalLink className="size-3" aria-hidden="true" />
      <span className="sr-only">(opens the tenant's site in a new tab)</span>
    </a>
  );
}

function TenantStatusBadge({ status }: { status: TenantStatus }) {
  return (
    <Badge variant="outline" data-status={status} className={cn("gap-1.5 font-medium", TENANT_STATUS_BADGE[status])}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", TENANT_STATUS_DOT[status])} />
      {TENANT_STATUS_NAMES[status]}
    </Badge>
  );
}

/** The tenant's subscription state (issue 18), as the billing page names it. */
function SubscriptionBadge({ state }: { state: RegistryTenant["subscriptionState"] }) {
  if (!state) return <span className="text-muted-foreground">{NO_VALUE}</span>;
  return (
    <Badge
      variant="outline"
      data-testid="subscription-state"
      data-state={state}
      className={cn("gap-1.5 font-medium", STATE_BADGE[state])}
    >
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", STATE_DOT[state])} />
      {STATE_NAMES[state]}
    </Badge>
  );
}

/** Monthly recurring revenue; nothing recurring is muted. */
function Mrr({ cents }: { cents: number }) {
  return (
    <span data-testid="mrr" className={cn("tabular-nums", cents === 0 ? "text-muted-foreground" : "font-medium")}>
      {money(cents)}
    </span>
  );
}

/** A scheduled deletion, under the status. */
function DeletionDate({ tenant }: { tenant: RegistryTenant }) {
  if (!tenant.deletionScheduledFor) return null;
  return (
    <p className="mt-1 text-destructive text-xs leading-tight" data-testid="deletion-date">
      Deleted on <span className="block">{formatShortDate(tenant.deletionScheduledFor)}</span>
    </p>
  );
}

/** Suspend or reactivate, and delete or keep; `compact` (the table) shows the second pair as icons with a tooltip. */
function TenantActions({
  tenant,
  pendingId,
  onAction,
  onSuspend,
  onDelete,
  onKeep,
  compact = false,
}: ActionProps & { tenant: RegistryTenant; compact?: boolean }) {
  const pending = pendingId === tenant.id;
  return (
    <div className={cn("flex items-center justify-end gap-2", !compact && "flex-wrap")}>
      <TenantActionButton tenant={tenant} pending={pending} onAction={onAction} onSuspend={onSuspend} />
      {tenant.deletionScheduledFor ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Cancel the deletion of ${tenant.name}`}
          title="Cancel the deletion"
          disabled={pending}
          onClick={() => onKeep(tenant)}
        >
          <Undo2 aria-hidden="true" />
          {compact ? null : "Keep"}
        </Button>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Delete ${tenant.name}`}
          title={`Delete ${tenant.name}…`}
          className="text-destructive hover:text-destructive"
          onClick={() => onDelete(tenant)}
        >
          <Trash2 aria-hidden="true" />
          {compact ? null : "Delete"}
        </Button>
      )}
    </div>
  );
}

function TenantActionButton({
  tenant,
  pending,
  onAction,
  onSuspend,
}: {
  tenant: RegistryTenant;
  pending: boolean;
  onAction: (tenant: RegistryTenant, action: TenantAction) => void;
  onSuspend: (tenant: RegistryTenant) => void;
}) {
  const kind = actionFor(tenant.status);
  if (kind === "suspend") {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Suspend ${tenant.name}`}
        className="text-destructive hover:text-destructive"
        onClick={() => onSuspend(tenant)}
      >
        <PauseCircle aria-hidden="true" />
        Suspend
      </Button>
    );
  }
  if (kind === "reactivate") {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Reactivate ${tenant.name}`}
        disabled={pending}
        onClick={() => onAction(tenant, "reactivate")}
      >
        <PlayCircle aria-hidden="true" />
        {pending ? "Reactivating..." : "Reactivate"}
      </Button>
    );
  }
  return <span className="text-muted-foreground text-xs">No actions</span>;
}

function SuspendDialog({
  tenant,
  pending,
  onCancel,
  onConfirm,
}: {
  tenant: RegistryTenant | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (tenant: RegistryTenant) => void;
}) {
  // The dialog keeps the last tenant while it closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState<RegistryTenant | null>(tenant);
  if (tenant && tenant !== shown) setShown(tenant);
  return (
    <AlertDialog
      open={tenant !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Suspend {shown?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Everyone at {shown?.name} — its staff and its portal clients — is signed out at once and cannot sign in
            until you reactivate the workspace. Its data is kept.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            disabled={pending || !shown}
            onClick={() => shown && onConfirm(shown)}
          >
            {pending ? "Suspending..." : "Suspend tenant"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function RegistrySkeleton() {
  return (
    <Card className="gap-0 py-2">
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="flex items-center gap-4 border-b px-5 py-3 last:border-0">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="ml-auto h-6 w-16" />
        </div>
      ))}
    </Card>
  );
}
