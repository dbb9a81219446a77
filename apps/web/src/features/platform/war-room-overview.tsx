import type { PlatformOverview } from "@engagesuite/shared";
import {
  Activity,
  AlertTriangle,
  Building2,
  ChevronRight,
  Database,
  KeyRound,
  type LucideIcon,
  Puzzle,
  RefreshCw,
  Settings,
  Users,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { usePlatformOverview } from "./api";
import { formatClockTime, formatCount, formatPercent, NO_VALUE } from "./format";
import type { WarRoomView } from "./views";

/** SPEC §2: the war room's four cards, in the spec's order and with its labels. */
export const CARD_LABELS = {
  tenants: "Active Tenants",
  health: "System Health",
  sessions: "Active Sessions",
  database: "Database Status",
} as const;

/** SPEC §2: the four quick-action tiles. */
export const TILE_LABELS = {
  registry: "Tenant Registry",
  monitor: "Authentication Monitor",
  settings: "System Settings",
  modules: "Module Management",
} as const;

const OVERVIEW_TEXT = {
  loadFailed: "Could not load the platform figures",
  loadFailedDescription: "The platform did not answer. Check your connection, then try again.",
  reconnectingTitle: "Database reconnecting",
  connected: "Database connected",
  comingSoon: "Coming soon",
} as const;

/**
 * The figures to show: the latest answer, except while the database is reconnecting, when the server has no figures
 * and the last ones read while it was online are shown instead (marked as possibly stale).
 */
function useShownFigures(overview: PlatformOverview | undefined) {
  const [lastOnline, setLastOnline] = useState<PlatformOverview | null>(null);
  if (overview?.databaseStatus === "Online" && overview !== lastOnline) setLastOnline(overview);
  if (!overview || overview.databaseStatus === "Online") return { figures: overview ?? null, from: null };
  return { figures: lastOnline, from: lastOnline?.checkedAt ?? null };
}

/** The war room's home: live figures, the system status list, quick actions and the database notice. */
export function WarRoomOverview({ onOpen }: { onOpen: (view: WarRoomView) => void }) {
  const query = usePlatformOverview();
  const overview = query.data;
  const { figures, from } = useShownFigures(overview);
  const reconnecting = overview?.databaseStatus === "Reconnecting";
  const loading = query.isPending;
  const staleNote = reconnecting ? (from ? `As of ${formatClockTime(from)}` : "Not known right now") : undefined;

  return (
    <div className="space-y-6">
      {query.isError && !overview ? (
        <LoadFailedAlert title={OVERVIEW_TEXT.loadFailed} onRetry={() => void query.refetch()}>
          {OVERVIEW_TEXT.loadFailedDescription}
        </LoadFailedAlert>
      ) : reconnecting ? (
        <Alert className="border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100">
          <AlertTriangle aria-hidden="true" className="text-amber-600 dark:text-amber-400" />
          <AlertTitle>{OVERVIEW_TEXT.reconnectingTitle}</AlertTitle>
          <AlertDescription className="text-amber-900 dark:text-amber-200">
            <p>
              The platform cannot reach its database right now and is reconnecting.{" "}
              {from
                ? `The figures below may be stale: they were last confirmed at ${formatClockTime(from)}.`
                : "Figures will appear as soon as the database answers again."}
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      <FreshnessLine
        overview={overview}
        loading={loading}
        fetching={query.isFetching}
        refreshFailed={query.isError && Boolean(overview)}
        onRefresh={() => void query.refetch()}
      />

      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label={CARD_LABELS.tenants}
          icon={Building2}
          loading={loading}
          value={formatCount(figures?.activeTenants)}
          hint="Workspaces on trial or active"
          stale={staleNote}
        />
        <StatCard
          label={CARD_LABELS.health}
          icon={Activity}
          loading={loading}
          value={formatPercent(figures?.systemHealth)}
          hint={
            figures && figures.systemHealth === null
              ? "No API traffic in the last hour"
              : "Error-free API answers, last hour"
          }
          stale={staleNote}
        />
        <StatCard
          label={CARD_LABELS.sessions}
          icon={Users}
          loading={loading}
          value={formatCount(figures?.activeSessions)}
          hint="Signed-in staff and portal clients"
          stale={staleNote}
        />
        <StatCard
          label={CARD_LABELS.database}
          icon={Database}
          loading={loading}
          value={overview?.databaseStatus ?? NO_VALUE}
          tone={overview ? (reconnecting ? "warning" : "ok") : undefined}
          hint={reconnecting ? "Not answering; retrying" : overview ? "Answering queries" : "Not checked yet"}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <SystemStatusCard overview={overview} loading={loading} className="lg:col-span-2" />
        <QuickActionsCard onOpen={onOpen} className="lg:col-span-3" />
      </div>
    </div>
  );
}

function FreshnessLine({
  overview,
  loading,
  fetching,
  refreshFailed,
  onRefresh,
}: {
  overview: PlatformOverview | undefined;
  loading: boolean;
  fetching: boolean;
  refreshFailed: boolean;
  onRefresh: () => void;
}) {
  const online = overview?.databaseStatus === "Online";
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground text-sm">
      {online && (
        <span className="inline-flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-400">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
          {OVERVIEW_TEXT.connected}
        </span>
      )}
      {loading ? (
        <Skeleton className="h-4 w-48" />
      ) : overview ? (
        <span data-testid="checked-at">
          Last checked <time dateTime={overview.checkedAt}>{formatClockTime(overview.checkedAt)}</time>
          <span className="hidden sm:inline"> · updates every 10 seconds</span>
        </span>
      ) : null}
      {refreshFailed && (
        <span className="inline-flex items-center gap-1.5 text-amber-800 dark:text-amber-300">
          <AlertTriangle className="size-4" aria-hidden="true" />
          Could not refresh; showing the last figures.
        </span>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="-ml-2 sm:ml-auto"
        onClick={onRefresh}
        disabled={fetching}
      >
        <RefreshCw aria-hidden="true" className={cn(fetching && "animate-spin motion-reduce:animate-none")} />
        {fetching ? "Refreshing..." : "Refresh"}
      </Button>
    </div>
  );
}

function StatCard({
  label,
  icon: Icon,
  value,
  hint,
  loading,
  stale,
  tone,
}: {
  label: string;
  icon: LucideIcon;
  value: string;
  hint: string;
  loading: boolean;
  /** While the database reconnects: when the figure shown was last confirmed (replaces the hint). */
  stale?: string;
  tone?: "ok" | "warning";
}) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="gap-2 py-4 sm:gap-3 sm:py-5">
      <CardHeader className="grid-cols-[1fr_auto] items-center px-4 sm:px-5">
        <p id={labelId} className="font-medium text-muted-foreground text-sm">
          {label}
        </p>
        <span
          aria-hidden="true"
          className={cn(
            "hidden size-9 items-center justify-center rounded-lg sm:flex",
            tone === "warning"
              ? "bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300"
              : tone === "ok"
                ? "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300"
                : "bg-accent text-accent-foreground",
          )}
        >
          <Icon className="size-4.5" />
        </span>
      </CardHeader>
      <CardContent className="space-y-1 px-4 sm:px-5">
        {loading ? (
          <Skeleton className="h-9 w-24" />
        ) : (
          <p
            data-testid="figure"
            className={cn(
              "font-semibold tabular-nums tracking-tight",
              // A long word ("Reconnecting") must fit a half-width card on a phone.
              value.length > 8 ? "text-lg sm:text-3xl" : "text-2xl sm:text-3xl",
              tone === "warning" && "text-amber-700 dark:text-amber-300",
              tone === "ok" && "text-emerald-700 dark:text-emerald-400",
              stale && "text-muted-foreground",
            )}
          >
            {value}
          </p>
        )}
        <p className="text-muted-foreground text-xs">{stale ?? hint}</p>
      </CardContent>
    </Card>
  );
}

function SystemStatusCard({
  overview,
  loading,
  className,
}: {
  overview: PlatformOverview | undefined;
  loading: boolean;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card className={cn("gap-4", className)} aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-base">
            System Status
          </h2>
        </CardTitle>
        <CardDescription>Each part of the platform, as of the last check.</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="space-y-3">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-6 w-full" />
            ))}
          </div>
        ) : overview ? (
          <ul className="divide-y">
            {overview.services.map((service) => (
              <li
                key={service.name}
                data-testid="service"
                className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <span className="font-medium text-sm">{service.name}</span>
                <span
                  className={cn(
                    "inline-flex items-center gap-2 font-medium text-sm",
                    service.healthy ? "text-emerald-700 dark:text-emerald-400" : "text-amber-700 dark:text-amber-300",
                  )}
                >
                  <span
                    aria-hidden="true"
                    data-healthy={service.healthy}
                    className={cn(
                      "size-2.5 rounded-full",
                      service.healthy
                        ? "bg-emerald-500"
                        : "bg-amber-500 motion-safe:animate-pulse motion-reduce:animate-none",
                    )}
                  />
                  {service.status}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">No status yet.</p>
        )}
      </CardContent>
    </Card>
  );
}

function QuickActionsCard({ onOpen, className }: { onOpen: (view: WarRoomView) => void; className?: string }) {
  const headingId = useId();
  return (
    <Card className={cn("gap-4", className)} aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-base">
            Quick Actions
          </h2>
        </CardTitle>
        <CardDescription>Look after tenants and watch who signs in.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            <Tile
              icon={Building2}
              title={TILE_LABELS.registry}
              description="Every workspace: search, filter, suspend or reactivate."
              onClick={() => onOpen("tenants")}
            />
          </li>
          <li>
            <Tile
              icon={KeyRound}
              title={TILE_LABELS.monitor}
              description="Recent sign-ins and failed attempts, live."
              onClick={() => onOpen("sign-ins")}
            />
          </li>
          <li>
            <Tile icon={Settings} title={TILE_LABELS.settings} description="Platform-wide configuration." />
          </li>
          <li>
            <Tile icon={Puzzle} title={TILE_LABELS.modules} description="Industry verticals and service modules." />
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * A quick-action tile: the whole tile is the button's target (stretched over it), and the button's own text is the
 * title, so its accessible name matches what it shows; without `onClick` it is an honest, disabled "Coming soon".
 */
function Tile({
  icon: Icon,
  title,
  description,
  onClick,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  onClick?: () => void;
}) {
  const soon = !onClick;
  const descriptionId = useId();
  return (
    <div
      className={cn(
        "group relative flex h-full items-start gap-3 rounded-lg border p-4 transition-colors has-[button:focus-visible]:ring-[3px] has-[button:focus-visible]:ring-ring/50",
        soon ? "bg-muted/40" : "bg-background hover:border-primary/40 hover:bg-accent/50",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex size-9 shrink-0 items-center justify-center rounded-lg",
          soon ? "bg-muted text-muted-foreground" : "bg-accent text-accent-foreground",
        )}
      >
        <Icon className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <div>
          <button
            type="button"
            aria-disabled={soon ? true : undefined}
            aria-describedby={descriptionId}
            onClick={onClick}
            className={cn(
              "text-left font-semibold text-sm outline-none after:absolute after:inset-0 after:rounded-lg",
              soon ? "cursor-not-allowed text-muted-foreground" : "cursor-pointer",
            )}
          >
            {title}
            {soon && <span className="sr-only"> (coming soon)</span>}
          </button>
        </div>
        <p id={descriptionId} className="text-muted-foreground text-xs leading-relaxed">
          {description}
        </p>
        {soon && <ComingSoon />}
      </div>
      {!soon && (
        <ChevronRight
          aria-hidden="true"
          className="mt-2 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      )}
    </div>
  );
}

function ComingSoon(): ReactNode {
  return (
    <Badge aria-hidden="true" variant="outline" className="mt-1 font-normal text-[11px] text-muted-foreground">
      {OVERVIEW_TEXT.comingSoon}
    </Badge>
  );
}
