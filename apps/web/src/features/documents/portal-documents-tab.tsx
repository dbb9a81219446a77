import { documentsApi } from "@engagesuite/shared";
import { useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyPanel } from "@/features/portal/empty-panel";
import { errorMessage } from "@/lib/api";
import { portalDocumentLink, portalDocumentsKey, usePortalDocuments } from "./api";
import { DocumentList } from "./document-list";
import { DocumentUploadZone } from "./document-upload-zone";

/** The portal dashboard's Documents tab (issue 20 point 2). Owned by the documents feature. */
export function PortalDocumentsTab() {
  const documents = usePortalDocuments();
  const queryClient = useQueryClient();

  if (documents.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading documents">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (documents.isError) {
    return (
      <LoadFailedAlert title="Your documents could not be loaded" onRetry={() => void documents.refetch()}>
        {errorMessage(documents.error, "Please try again.")}
      </LoadFailedAlert>
    );
  }
  const { documents: list, uploadsAllowed } = documents.data;
  const upload = uploadsAllowed && (
    <DocumentUploadZone
      title="Send us a file"
      uploadUrl={documentsApi.portalUpload.path}
      onUploaded={() => void queryClient.invalidateQueries({ queryKey: portalDocumentsKey() })}
    />
  );
  if (list.length === 0) {
    return (
      <div className="space-y-6">
        <EmptyPanel
          icon={FileText}
          title="No documents found"
          description="Documents shared with you will appear here."
        />
        {upload}
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Documents</CardTitle>
        <CardDescription>Files shared with you, and the files you sent us.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <DocumentList
          documents={list}
          linkOf={(document) => portalDocumentLink(document.id)}
          sharedByLabel={(document) =>
            document.direction === "from_client" ? "Uploaded by you" : `Shared by ${document.sharedBy}`
          }
        />
        {upload}
      </CardContent>
    </Card>
  );
}
