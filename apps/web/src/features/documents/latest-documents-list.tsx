import { FileText } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { usePortalDocuments } from "./api";

/** The overview card's body: the three latest documents (issue 20 point 4). Owned by the documents feature. */
export function LatestDocumentsList() {
  const documents = usePortalDocuments();
  if (documents.isPending) return <Skeleton className="h-20 w-full" />;
  const latest = documents.data?.documents.slice(0, 3) ?? [];
  if (latest.length === 0) return <p className="text-muted-foreground text-sm">No documents available.</p>;
  return (
    <ul className="space-y-3" aria-label="Recent documents">
      {latest.map((document) => (
        <li key={document.id} className="flex items-center gap-3">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate text-sm" title={document.name}>
            {document.name}
          </span>
          <span className="shrink-0 text-muted-foreground text-xs">{formatDate(document.createdAt, "short")}</span>
        </li>
      ))}
    </ul>
  );
}
