import type { Document, DocumentLink } from "@engagesuite/shared";
import { Download, FileImage, FileSpreadsheet, FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { downloadDocument, sizeLabel } from "./api";

function iconOf(contentType: string) {
  if (contentType.startsWith("image/")) return FileImage;
  if (contentType.includes("spreadsheet") || contentType === "text/csv") return FileSpreadsheet;
  return FileText;
}

/**
 * Documents as rows: the name, its size, date and who shared it, a Download button and, for staff, Delete. One
 * layout at every width: the details wrap under the name on a phone.
 */
export function DocumentList({
  documents,
  linkOf,
  sharedByLabel,
  onDelete,
}: {
  documents: Document[];
  linkOf: (document: Document) => () => Promise<DocumentLink>;
  sharedByLabel: (document: Document) => string;
  onDelete?: (document: Document) => void;
}) {
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(document: Document) {
    setDownloading(document.id);
    try {
      await downloadDocument(linkOf(document));
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Download failed",
        description: errorMessage(error, "Please try again."),
      });
    } finally {
      setDownloading(null);
    }
  }

  return (
    <ul className="divide-y rounded-lg border" aria-label="Documents">
      {documents.map((document) => {
        const Icon = iconOf(document.contentType);
        return (
          <li key={document.id} className="flex items-center gap-3 px-3 py-3 sm:px-4">
            <span className="hidden size-9 shrink-0 items-center justify-center rounded-md bg-muted sm:flex">
              <Icon className="size-4.5 text-muted-foreground" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-sm [overflow-wrap:anywhere]" title={document.name}>
                {document.name}
              </p>
              <p className="text-muted-foreground text-xs">
                <span className="whitespace-nowrap tabular-nums">
                  {sizeLabel(document.sizeBytes)} · {formatDate(document.createdAt, "short")}
                </span>
                <span className="hidden sm:inline" aria-hidden="true">
                  {" · "}
                </span>
                <span className="block sm:inline">{sharedByLabel(document)}</span>
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={downloading === document.id}
                onClick={() => void download(document)}
                aria-label={`Download ${document.name}`}
              >
                <Download aria-hidden="true" />
                <span className="hidden sm:inline">Download</span>
              </Button>
              {onDelete && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-muted-foreground hover:text-destructive"
                  onClick={() => onDelete(document)}
                  aria-label={`Delete ${document.name}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
