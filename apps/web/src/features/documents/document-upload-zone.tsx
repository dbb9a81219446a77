import {
  DOCUMENT_ACCEPT,
  DOCUMENT_ALLOWED_TYPES_TEXT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
} from "@engagesuite/shared";
import { CheckCircle2, CircleAlert, Upload, X } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { sizeLabel, UploadError, uploadDocumentFile } from "./api";

/** Files go up three at a time. */
const PARALLEL_UPLOADS = 3;

interface UploadItem {
  key: number;
  file: File;
  progress: number;
  status: "waiting" | "uploading" | "done" | "failed";
  error?: string;
}

/**
 * A drop zone and a "Choose files" button: several files at once, each sent on its own with a progress bar and its
 * own error (the server decides the type from the bytes; a file over 25 MB is refused here already).
 */
export function DocumentUploadZone({
  uploadUrl,
  onUploaded,
  title,
  className,
}: {
  uploadUrl: string;
  onUploaded: () => void;
  title: string;
  className?: string;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const hintId = useId();

  const update = (key: number, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function start(files: File[]) {
    const added: UploadItem[] = files.map((file) => {
      const tooLarge = file.size > DOCUMENT_MAX_BYTES;
      return {
        key: nextKey.current++,
        file,
        progress: 0,
        status: tooLarge ? "failed" : "waiting",
        error: tooLarge ? DOCUMENT_MESSAGES.tooLarge : undefined,
      };
    });
    setItems((current) => [...current.filter((item) => item.status !== "done"), ...added]);
    const queue = added.filter((item) => item.status === "waiting");
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { key } = item;
        update(key, { status: "uploading" });
        try {
          await uploadDocumentFile(uploadUrl, item.file, (progress) => update(key, { progress }));
          update(key, { status: "done", progress: 1 });
          onUploaded();
        } catch (error) {
          const message = error instanceof UploadError ? error.message : "The file could not be uploaded.";
          update(key, { status: "failed", error: message });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void start(files);
  };

  return (
    <div className={cn("space-y-3", className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the button inside is the keyboard way */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors",
          dragging ? "border-primary bg-primary/5" : "border-border bg-muted/30",
        )}
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-background shadow-xs">
          <Upload className="size-5 text-muted-foreground" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <p className="font-medium text-sm">{title}</p>
          <p id={hintId} className="text-pretty text-muted-foreground text-xs">
            Drag files here or choose them. {DOCUMENT_ALLOWED_TYPES_TEXT}; up to 25 MB each.
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-describedby={hintId}
          aria-label="Files to upload"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length > 0) void start(files);
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className="space-y-2" aria-label="Uploads">
          {items.map((item) => (
            <li key={item.key} className="rounded-md border bg-card px-3 py-2 text-sm">
              <div className="flex items-center gap-2">
                {item.status === "done" ? (
                  <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                ) : item.status === "failed" ? (
                  <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
                ) : null}
                <span className="min-w-0 flex-1 truncate font-medium">{item.file.name}</span>
                <span className="shrink-0 text-muted-foreground text-xs tabular-nums">{sizeLabel(item.file.size)}</span>
                {(item.status === "done" || item.status === "failed") && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-6"
                    aria-label={`Dismiss ${item.file.name}`}
                    onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </Button>
                )}
              </div>
              {item.status === "failed" ? (
                <p role="alert" className="mt-1 text-destructive text-xs">
                  {item.error}
                </p>
              ) : item.status === "done" ? (
                <p className="mt-1 text-muted-foreground text-xs">Uploaded</p>
              ) : (
                <div
                  role="progressbar"
                  aria-label={`Uploading ${item.file.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className="h-full rounded-full bg-primary transition-[width] duration-200"
                    style={{ width: `${Math.max(item.progress * 100, item.status === "uploading" ? 2 : 0)}%` }}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
