import { type CommentAttachment, DOCUMENT_ACCEPT, ticketAttachmentsApi } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { FileText, Paperclip, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { queryOptionsOf } from "@/lib/api-client";
import type { HelpdeskScope } from "./api";
import { attachmentFileUrl, attachmentSizeLabel, attachmentThumbnailUrl, fileProblem } from "./attachments-api";

/**
 * "Attach files" for a comment (issue 22 point 5): several files, listed as chips with their size, each removable.
 * A file the server would refuse by its size is named with the reason and not added.
 */
export function AttachmentPicker({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [problems, setProblems] = useState<string[]>([]);

  const add = (chosen: FileList | null) => {
    if (!chosen) return;
    const next = [...files];
    const refused: string[] = [];
    for (const file of Array.from(chosen)) {
      const problem = fileProblem(file);
      if (problem) refused.push(`${file.name}: ${problem}`);
      else if (!next.some((f) => f.name === file.name && f.size === file.size)) next.push(file);
    }
    setProblems(refused);
    onChange(next);
    if (input.current) input.current.value = "";
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={`${ids}-files`}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          aria-label="Files to attach"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => add(event.target.files)}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={problems.length ? `${ids}-problems` : undefined}
        >
          <Paperclip aria-hidden="true" />
          Attach files
        </Button>
        {files.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Files to attach">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${file.size}`}
                className="inline-flex max-w-full items-center gap-1.5 rounded-md border bg-muted/50 py-0.5 pr-0.5 pl-2 text-xs"
              >
                <FileText className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="max-w-40 truncate">{file.name}</span>
                <span className="text-muted-foreground tabular-nums">{attachmentSizeLabel(file.size)}</span>
                <button
                  type="button"
                  className="rounded p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {problems.length > 0 && (
        <ul id={`${ids}-problems`} className="grid gap-0.5 text-destructive text-xs" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The files of one comment: images as thumbnails (opening the full file), others as a chip with the size. */
export function CommentAttachmentList({
  scope,
  attachments,
}: {
  scope: HelpdeskScope;
  attachments: CommentAttachment[];
}) {
  if (!attachments.length) return null;
  const images = attachments.filter((a) => a.hasThumbnail);
  const others = attachments.filter((a) => !a.hasThumbnail);
  return (
    <div className="grid gap-2" data-testid="comment-attachments">
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Images">
          {images.map((image) => (
            <li key={image.id}>
              <a
                href={attachmentFileUrl(scope, image.id)}
                target="_blank"
                rel="noopener"
                title={`${image.name} (${attachmentSizeLabel(image.sizeBytes)})`}
                className="block overflow-hidden rounded-md border bg-muted focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <img
                  src={attachmentThumbnailUrl(scope, image.id)}
                  alt={image.name}
                  loading="lazy"
                  className="h-24 w-auto max-w-48 object-cover sm:h-28"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Files">
          {others.map((file) => (
            <li key={file.id} className="max-w-full">
              <a
                href={attachmentFileUrl(scope, file.id)}
                className="inline-flex max-w-full items-center gap-1.5 rounded-md border bg-background px-2 py-1 text-xs hover:bg-muted focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <FileText className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="max-w-48 truncate font-medium">{file.name}</span>
                <span className="text-muted-foreground tabular-nums">{attachmentSizeLabel(file.sizeBytes)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The files on the ticket itself (a mailed ticket's attachments, or files added without a comment), under its text. */
export function TicketFiles({ scope, ticketId }: { scope: HelpdeskScope; ticketId: string }) {
  const endpoint = scope.kind === "staff" ? ticketAttachmentsApi.list : ticketAttachmentsApi.portalList;
  const files = useQuery({ ...queryOptionsOf(endpoint, { params: { ticketId } }), refetchOnWindowFocus: false });
  const own = files.data?.filter((file) => file.commentId === null) ?? [];
  if (!own.length) return null;
  return <CommentAttachmentList scope={scope} attachments={own} />;
}
