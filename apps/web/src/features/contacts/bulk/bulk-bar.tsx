import {
  CONTACT_STATUSES,
  CONTACT_TRASH_DAYS,
  type ContactBulkAction,
  type ContactBulkJob,
  type ContactBulkRequest,
  contactBulkApi,
  contactsApi,
} from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useAppHost } from "@/app/host-context";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { activeOf, useContactTypes } from "@/features/choices/api";
import { apiRequest, errorMessage } from "@/lib/api";
import { call, urlOf } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { type ContactFilters, contactExportUrl, filterQuery } from "../filters";
import { CONTACT_STATUS_NAMES } from "../labels";
import { useContactOwners, useTags } from "../tags/queries";

/** Hands a downloaded file to the browser's save. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

type Kind = ContactBulkAction["kind"];
const KIND_LABELS: Record<Kind, string> = {
  tag: "Add a tag",
  untag: "Remove a tag",
  status: "Change the status",
  type: "Change the type",
  owner: "Assign an owner",
  delete: "Delete",
};

/** The list's filter as a bulk request carries it ("all N matching"). */
function bulkFilter(filters: ContactFilters) {
  const { tags, ...rest } = filterQuery(filters);
  return { ...rest, ...(filters.tags?.length ? { tags: filters.tags } : {}) };
}

function actionOf(kind: Kind, value: string): ContactBulkAction | null {
  if (kind === "delete") return { kind };
  if (kind === "owner") return { kind, ownerUserId: value === "none" ? null : value || null };
  if (!value) return null;
  if (kind === "tag" || kind === "untag") return { kind, tagId: value };
  if (kind === "status") return { kind, status: value as (typeof CONTACT_STATUSES)[number] };
  return { kind, type: value };
}

/** A bulk job's state, polled every second until it is done or failed. */
function useBulkJob(tenantId: string, jobId: string | null) {
  return useQuery({
    queryKey: ["contacts", tenantId, "bulk", jobId],
    queryFn: () => call(contactBulkApi.progress, { params: { tenantId, jobId: jobId ?? "" } }),
    enabled: Boolean(jobId),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === "done" || state === "failed" ? false : 1000;
    },
  });
}

const PROGRESS: Record<ContactBulkJob["state"], number> = { queued: 10, running: 55, done: 100, failed: 100 };

function BulkProgress({ job, done }: { job: ContactBulkJob; done: () => void }) {
  const words = {
    queued: `Waiting to start on ${formatNumber(job.total)} contacts…`,
    running: `Changing ${formatNumber(job.total)} contacts…`,
    done: `Done: ${formatNumber(job.total)} ${job.total === 1 ? "contact" : "contacts"} changed.`,
    failed: "The action failed and nothing was changed. Please try again.",
  }[job.state];
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Bulk action progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={PROGRESS[job.state]}
        aria-valuetext={words}
        className="h-2 w-full overflow-hidden rounded-full bg-primary/15"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${job.state === "failed" ? "bg-destructive" : "bg-primary"}`}
          style={{ width: `${PROGRESS[job.state]}%` }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" role="status">
          {words}
        </p>
        {(job.state === "done" || job.state === "failed") && (
          <Button type="button" variant="outline" size="sm" onClick={done}>
            Close
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The bar over the list when rows are ticked (issue 21): the selection (the ticked rows, or all N matching the filter)
 * and one action for all of it, sent as one bulk job whose progress shows here. Delete and export are offered to the
 * roles the server admits (`canDelete`, `canExport`).
 */
export function BulkBar({
  tenantId,
  filters,
  tickedIds,
  allRowsTicked,
  total,
  totalIsLowerBound,
  canDelete,
  canExport,
  onDeleteTicked,
  onClear,
}: {
  tenantId: string;
  filters: ContactFilters;
  tickedIds: string[];
  /** Every loaded row is ticked: "all N matching" is offered. */
  allRowsTicked: boolean;
  total: number;
  totalIsLowerBound: boolean;
  canDelete: boolean;
  /** The role may export: the ticked rows' CSV, or for "all matching" the filter's. */
  canExport: boolean;
  onDeleteTicked: (ids: string[]) => void;
  onClear: () => void;
}) {
  const ids = useId();
  const { context } = useAppHost();
  const tenantParam = context.kind === "tenant" && context.via !== "host" ? context.subdomain : undefined;
  const exportUrl = canExport ? contactExportUrl(tenantId, filters, tenantParam) : undefined;
  const queryClient = useQueryClient();
  const [allMatching, setAllMatching] = useState(false);
  const [kind, setKind] = useState<Kind>("tag");
  const [value, setValue] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const exportTicked = useMutation({
    mutationFn: async () => {
      const body = { ids: tickedIds };
      const res = await apiRequest("POST", urlOf(contactsApi.exportSelected, { params: { tenantId }, body }), body);
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "contacts.csv";
      saveFile(await res.blob(), name);
    },
    onError: (error) =>
      toast({ title: errorMessage(error, "The export failed. Please try again."), variant: "destructive" }),
  });
  const tags = useTags(tenantId).data ?? [];
  const owners = useContactOwners(tenantId).data ?? [];
  const types = activeOf(useContactTypes(tenantId).data);
  const job = useBulkJob(tenantId, jobId);
  const count = allMatching ? total : tickedIds.length;

  const start = useMutation({
    mutationFn: (body: ContactBulkRequest) => call(contactBulkApi.start, { params: { tenantId }, body }),
    onSuccess: (answer) => {
      setJobId(answer.id);
      queryClient.setQueryData(["contacts", tenantId, "bulk", answer.id], answer);
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "The action did not start",
        description: errorMessage(error, "Please try again."),
      }),
  });

  const finish = () => {
    setJobId(null);
    setConfirming(false);
    void queryClient.invalidateQueries({ queryKey: ["contacts", tenantId] });
    onClear();
  };

  const over = job.data?.state === "done" || job.data?.state === "failed";
  useEffect(() => {
    // The list and the tag counts show the change once the job is over.
    if (over) {
      void queryClient.invalidateQueries({ queryKey: ["contacts", tenantId, "list"] });
      void queryClient.invalidateQueries({ queryKey: ["api", "GET", `/api/tenants/${tenantId}/tags`] });
    }
  }, [over, queryClient, tenantId]);

  if (jobId && job.data) {
    return (
      <div className="rounded-md border bg-muted/40 px-3 py-3">
        <BulkProgress job={job.data} done={finish} />
      </div>
    );
  }

  const apply = () => {
    const action = actionOf(kind, value);
    if (!action) return;
    if (kind === "delete" && !allMatching) {
      onDeleteTicked(tickedIds);
      return;
    }
    if (kind === "delete" && !confirming) {
      setConfirming(true);
      return;
    }
    start.mutate({ action, selection: allMatching ? { filter: bulkFilter(filters) } : { ids: tickedIds } });
  };

  const options: { value: string; label: string }[] =
    kind === "tag" || kind === "untag"
      ? tags.map((t) => ({ value: t.id, label: t.name }))
      : kind === "status"
        ? CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_NAMES[s] }))
        : kind === "type"
          ? types.map((t) => ({ value: t.key, label: t.label }))
          : kind === "owner"
            ? [{ value: "none", label: "No owner" }, ...owners.map((o) => ({ value: o.id, label: o.name }))]
            : [];

  return (
    <div className="grid gap-3 rounded-md border bg-muted/40 px-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" role="status">
          {allMatching
            ? `All ${formatNumber(total)}${totalIsLowerBound ? "+" : ""} matching contacts selected`
            : `${formatNumber(tickedIds.length)} selected`}
          {!allMatching && allRowsTicked && !totalIsLowerBound && (
            <Button type="button" variant="link" size="sm" className="h-auto px-2" onClick={() => setAllMatching(true)}>
              Select all {formatNumber(total)} matching
            </Button>
          )}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={`${ids}-kind`} className="sr-only">
          Bulk action
        </label>
        <NativeSelect
          id={`${ids}-kind`}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as Kind);
            setValue("");
            setConfirming(false);
          }}
          className="sm:w-48"
        >
          {(Object.keys(KIND_LABELS) as Kind[])
            .filter((k) => k !== "delete" || canDelete)
            .map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
        </NativeSelect>
        {kind !== "delete" && (
          <>
            <label htmlFor={`${ids}-value`} className="sr-only">
              {KIND_LABELS[kind]}: choose
            </label>
            <NativeSelect
              id={`${ids}-value`}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="sm:w-48"
            >
              <option value="">Choose…</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </>
        )}
        <Button
          type="button"
          size="sm"
          variant={kind === "delete" ? "destructive" : "default"}
          disabled={start.isPending || (kind !== "delete" && !value)}
          onClick={apply}
        >
          {confirming ? `Delete ${formatNumber(count)} contacts` : `Apply to ${formatNumber(count)}`}
        </Button>
        {allMatching && exportUrl && (
          <Button asChild variant="outline" size="sm">
            <a href={exportUrl} download>
              Export CSV
            </a>
          </Button>
        )}
        {!allMatching && canExport && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={exportTicked.isPending}
            onClick={() => exportTicked.mutate()}
          >
            {exportTicked.isPending ? "Exporting…" : "Export CSV"}
          </Button>
        )}
      </div>
      {confirming && (
        <p className="text-destructive text-sm" role="alert">
          This moves {formatNumber(count)} contacts to the trash (an administrator can restore them for{" "}
          {CONTACT_TRASH_DAYS} days). Press the button again to confirm.
        </p>
      )}
    </div>
  );
}
