import {
  TENANT_DELETION_GRACE_DAYS,
  TENANT_EXPORT_KEEP_DAYS,
  type TenantExport,
  tenantDataApi,
} from "@engagesuite/shared";
import { Download, FileArchive, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { urlOf } from "@/lib/api-client";
import { formatDate, formatNumber } from "@/lib/format";
import { useCancelDeletion, useDataExports, useDeletion, useScheduleDeletion, useStartExport } from "./api";
import { DeletionDialog } from "./deletion-dialog";

const STATE_WORDS: Record<TenantExport["state"], string> = {
  queued: "Waiting to start",
  running: "Being prepared",
  ready: "Ready",
  failed: "Failed",
};

function size(bytes: number | null): string {
  if (!bytes) return "";
  return bytes >= 1_048_576
    ? `${formatNumber(Math.round(bytes / 104_857.6) / 10)} MB`
    : `${formatNumber(Math.ceil(bytes / 1024))} KB`;
}

/** GDPR Article 20: every record of the workspace as a ZIP, prepared by a job, downloaded by an administrator. */
export function ExportDataCard({ tenantId }: { tenantId: string }) {
  const exports = useDataExports(tenantId);
  const start = useStartExport(tenantId);
  const rows = exports.data ?? [];
  const preparing = rows.some((row) => row.state === "queued" || row.state === "running");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export your data</CardTitle>
        <CardDescription>
          Every record of your workspace — contacts, tickets and comments, articles, documents, appointments, your team
          (without passwords) and the audit log — as a ZIP of CSV and JSON files with the files you stored. We e-mail
          you when it is ready; it is kept {TENANT_EXPORT_KEEP_DAYS} days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button
            type="button"
            disabled={start.isPending || preparing}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: () =>
                  toast({ title: "Export started", description: "We will e-mail you when it is ready." }),
                onError: (error) =>
                  toast({
                    variant: "destructive",
                    title: "Export not started",
                    description: errorMessage(error, "Please try again."),
                  }),
              })
            }
          >
            <FileArchive aria-hidden="true" />
            {preparing ? "Preparing an export…" : "Export all data"}
          </Button>
        </div>
        {rows.length > 0 && (
          <ul className="divide-y rounded-lg border" aria-label="Data exports">
            {rows.map((row) => (
              <li key={row.id} className="grid gap-2 p-3 sm:flex sm:items-center sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="font-medium">
                    {formatDate(row.createdAt, "dateTime")}
                    {row.requestedBy ? (
                      <span className="font-normal text-muted-foreground"> · {row.requestedBy}</span>
                    ) : null}
                  </p>
                  <p className="text-muted-foreground">
                    {STATE_WORDS[row.state]}
                    {row.state === "ready" && row.expiresAt
                      ? ` · ${size(row.bytes)} · until ${formatDate(row.expiresAt, "short")}`
                      : ""}
                  </p>
                  {(row.state === "queued" || row.state === "running") && (
                    <div
                      role="progressbar"
                      aria-label="Export progress"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={row.progress}
                      className="mt-2 h-2 w-full overflow-hidden rounded-full bg-primary/15 sm:w-64"
                    >
                      <div
                        className="h-full rounded-full bg-primary transition-[width] duration-500"
                        style={{ width: `${Math.max(row.progress, 3)}%` }}
                      />
                    </div>
                  )}
                </div>
                {row.state === "ready" && (
                  <Button asChild variant="outline" size="sm">
                    <a href={urlOf(tenantDataApi.downloadExport, { params: { tenantId, exportId: row.id } })} download>
                      <Download aria-hidden="true" />
                      Download
                    </a>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The workspace's deletion: asked for by typing the subdomain, carried out 14 days later unless cancelled. */
export function DeleteWorkspaceCard({ tenantId, subdomain }: { tenantId: string; subdomain: string }) {
  const deletion = useDeletion(tenantId);
  const schedule = useScheduleDeletion(tenantId);
  const cancel = useCancelDeletion(tenantId);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const scheduledFor = deletion.data?.scheduledFor ?? null;

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle id={titleId}>Delete this workspace</CardTitle>
        <CardDescription>
          Everything goes: every contact, ticket, article, document, appointment, account and file of the workspace, for
          good. It happens {TENANT_DELETION_GRACE_DAYS} days after you ask, and until then you can cancel it. Export
          your data first if you want to keep it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {scheduledFor ? (
          <Alert variant="destructive">
            <AlertTitle>This workspace will be deleted on {formatDate(scheduledFor, "long")}</AlertTitle>
            <AlertDescription className="grid gap-3">
              <p>Asked by {deletion.data?.requestedBy ?? "an administrator"}.</p>
              <div>
                <Button
                  type="button"
                  variant="outline"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(undefined, {
                      onSuccess: () => toast({ title: "Deletion cancelled", description: "Your workspace stays." }),
                      onError: (err) =>
                        toast({
                          variant: "destructive",
                          title: "Not cancelled",
                          description: errorMessage(err, "Please try again."),
                        }),
                    })
                  }
                >
                  Cancel the deletion
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : (
          <div>
            <Button type="button" variant="destructive" disabled={deletion.isPending} onClick={() => setOpen(true)}>
              <Trash2 aria-hidden="true" />
              Delete workspace…
            </Button>
          </div>
        )}
      </CardContent>
      <DeletionDialog
        target={open ? { name: "this workspace", subdomain } : null}
        pending={schedule.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(confirm, showError) =>
          schedule.mutate(confirm, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: "Deletion scheduled", description: "You can cancel it until the day it happens." });
            },
            onError: (err) => showError(errorMessage(err, "Please try again.")),
          })
        }
      />
    </Card>
  );
}
