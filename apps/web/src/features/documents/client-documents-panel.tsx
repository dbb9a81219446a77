import { type Document, documentsApi, formatBytes } from "@engagesuite/shared";
import { useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { urlOf } from "@/lib/api-client";
import { formatDate, formatLocale } from "@/lib/format";
import { clientDocumentsKey, staffDocumentLink, useClientDocuments, useDeleteDocument } from "./api";
import { DocumentList } from "./document-list";
import { DocumentUploadZone } from "./document-upload-zone";

/** A portal client's documents in the staff's Portal view (issue 20 point 2). Owned by the documents feature. */
export function ClientDocumentsPanel({ tenantId, clientId }: { tenantId: string; clientId: string }) {
  const documents = useClientDocuments(tenantId, clientId);
  const queryClient = useQueryClient();
  const remove = useDeleteDocument(tenantId, clientId);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const { terms } = useTerms();
  const contact = terms.contact.one.toLowerCase();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: clientDocumentsKey(tenantId, clientId) });
  const usage = documents.data?.usage;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Documents</CardTitle>
        <CardDescription>
          Files you share appear in their portal, and they are e-mailed a link. Files they upload appear here.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <DocumentUploadZone
          title={`Share files with this ${contact}`}
          uploadUrl={urlOf(documentsApi.upload, { params: { tenantId, clientId }, query: { name: "" } })}
          onUploaded={refresh}
        />
        {documents.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading documents">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : documents.isError ? (
          <LoadFailedAlert title="Documents could not be loaded" onRetry={() => void documents.refetch()}>
            {errorMessage(documents.error, "Please try again.")}
          </LoadFailedAlert>
        ) : documents.data.documents.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border px-4 py-8 text-center">
            <FileText className="size-5 text-muted-foreground" aria-hidden="true" />
            <p className="text-muted-foreground text-sm">No documents shared yet.</p>
          </div>
        ) : (
          <DocumentList
            documents={documents.data.documents}
            linkOf={(document) => staffDocumentLink(tenantId, document.id)}
            sharedByLabel={(document) =>
              document.direction === "from_client"
                ? `Uploaded by ${contact}`
                : `Shared by ${document.sharedBy}${document.firstDownloadedAt ? ` · Seen ${formatDate(document.firstDownloadedAt, "short")}` : ""}`
            }
            onDelete={setDeleting}
          />
        )}
        {usage && (
          <div className="space-y-1.5">
            <p className="text-muted-foreground text-xs">
              {formatBytes(usage.usedBytes, formatLocale())} of {formatBytes(usage.quotaBytes, formatLocale())} used on
              the {usage.planName} plan
            </p>
            {/* biome-ignore lint/a11y/useSemanticElements: a <meter> cannot be styled alike in every browser */}
            <div
              role="meter"
              aria-label="Document storage used"
              aria-valuemin={0}
              aria-valuemax={usage.quotaBytes}
              aria-valuenow={usage.usedBytes}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={usage.usedBytes / usage.quotaBytes > 0.9 ? "h-full bg-destructive" : "h-full bg-primary"}
                style={{ width: `${Math.min(100, (usage.usedBytes / usage.quotaBytes) * 100)}%` }}
              />
            </div>
          </div>
        )}
      </CardContent>
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {deleting?.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              It is removed for the {contact} too, and the file is deleted. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (!deleting) return;
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    toast({ title: "Document deleted" });
                    setDeleting(null);
                  },
                  onError: (error) =>
                    toast({
                      variant: "destructive",
                      title: "Not deleted",
                      description: errorMessage(error, "Please try again."),
                    }),
                });
              }}
            >
              Delete
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
