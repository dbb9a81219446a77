import { HELPDESK_MESSAGES, type Ticket, type TicketComment } from "@engagesuite/shared";
import { Lock, MessageSquare } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { FieldError } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useTerms } from "@/i18n/terms";
import { cn } from "@/lib/utils";
import type { CommentBody, HelpdeskScope } from "./api";
import { CannedReplyMenu } from "./canned/canned-reply-menu";
import { formatCommentTime } from "./format";
import { AttachmentPicker, CommentAttachmentList } from "./ticket-attachments";

/** SPEC §3: the author's name, or 'User' when there is none. */
function commentAuthor(comment: Pick<TicketComment, "createdByName">): string {
  return comment.createdByName?.trim() || "User";
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "U";
}

/** The comments, oldest first ('No comments yet' when there are none); internal notes stand out. */
export function CommentList({
  comments,
  isPending,
  isError,
  onRetry,
  scope,
}: {
  /** Where the comments' files are fetched from (staff or portal); without it no files are shown. */
  scope?: HelpdeskScope;
  comments: TicketComment[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  if (isPending) {
    return (
      <div className="grid gap-3" data-testid="comments-loading">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-4/5" />
      </div>
    );
  }
  if (isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          <p>The comments could not be loaded.</p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!comments || comments.length === 0) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-5 text-muted-foreground text-sm">
        <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
        <p>{HELPDESK_MESSAGES.noComments}</p>
      </div>
    );
  }
  return (
    <ol className="grid gap-3" aria-label="Comments">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} scope={scope} />
      ))}
    </ol>
  );
}

function CommentItem({ comment, scope }: { comment: TicketComment; scope?: HelpdeskScope }) {
  const author = commentAuthor(comment);
  return (
    <li
      data-internal={comment.isInternal || undefined}
      className={cn(
        "grid gap-2 rounded-lg border p-3",
        comment.isInternal
          ? "border-amber-300 border-dashed bg-amber-50/70 dark:border-amber-800 dark:bg-amber-950/40"
          : "bg-card",
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-7 shrink-0 items-center justify-center rounded-full font-semibold text-[11px]",
            comment.fromStaff ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground",
          )}
        >
          {initials(author)}
        </span>
        <span className="font-medium text-sm">{author}</span>
        {comment.fromStaff && !comment.isInternal && (
          <Badge variant="secondary" className="px-1.5 font-normal text-[11px]">
            Support team
          </Badge>
        )}
        {comment.isInternal && (
          <Badge
            variant="outline"
            className="border-amber-300 bg-amber-100 px-1.5 text-[11px] text-amber-900 dark:border-amber-800 dark:bg-amber-900/60 dark:text-amber-100"
          >
            <Lock aria-hidden="true" />
            Internal note
          </Badge>
        )}
        <time dateTime={comment.createdAt} className="text-muted-foreground text-xs sm:ml-auto">
          {formatCommentTime(comment.createdAt)}
        </time>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{comment.content}</p>
      {scope && comment.attachments?.length ? (
        <CommentAttachmentList scope={scope} attachments={comment.attachments} />
      ) : null}
    </li>
  );
}

/**
 * 'Add a Comment' (SPEC §2): non-empty after trimming (SPEC §5). Staff choose a public reply (the default) or an
 * internal note; a client's comment is always public.
 */
export function CommentForm({
  allowInternal,
  pending,
  onSubmit,
  ticket,
}: {
  allowInternal: boolean;
  pending: boolean;
  /** Staff: the ticket, for the canned replies' placeholders ('Insert reply'). */
  ticket?: Ticket;
  /** Resolves when the comment is added; rejects (after its own toast) when it is not. */
  onSubmit: (body: CommentBody) => Promise<unknown>;
}) {
  const ids = useId();
  const { t } = useTerms();
  const [content, setContent] = useState("");
  const [isInternal, setIsInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const text = content.trim();
    if (!text) {
      setError(HELPDESK_MESSAGES.commentEmpty);
      return;
    }
    try {
      await onSubmit({ content: text, isInternal: allowInternal && isInternal, files });
      setContent("");
      setIsInternal(false);
      setFiles([]);
    } catch {
      // The mutation has toasted the failure; what was typed stays.
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${ids}-heading`} className="grid gap-3">
      <h3 id={`${ids}-heading`} className="font-semibold text-sm">
        Add a Comment
      </h3>
      {allowInternal && (
        <fieldset className="grid gap-2">
          <legend className="sr-only">Who sees this comment</legend>
          <div className="inline-flex w-full rounded-lg bg-muted p-[3px] sm:w-fit">
            <VisibilityOption
              name={`${ids}-visibility`}
              checked={!isInternal}
              onSelect={() => setIsInternal(false)}
              label="Public reply"
            />
            <VisibilityOption
              name={`${ids}-visibility`}
              checked={isInternal}
              onSelect={() => setIsInternal(true)}
              label="Internal note"
              icon
            />
          </div>
        </fieldset>
      )}
      <Textarea
        id={`${ids}-content`}
        ref={textareaRef}
        name="content"
        aria-labelledby={`${ids}-heading`}
        aria-describedby={cn(error && `${ids}-error`, allowInternal && `${ids}-hint`) || undefined}
        aria-invalid={error ? true : undefined}
        maxLength={10_000}
        rows={3}
        placeholder={isInternal ? "A note for your team" : "Write a reply..."}
        className={cn(
          "max-h-60 min-h-24",
          isInternal && "border-amber-300 bg-amber-50/60 dark:border-amber-800 dark:bg-amber-950/30",
        )}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (event.target.value.trim()) setError(null);
        }}
      />
      <FieldError id={`${ids}-error`}>{error}</FieldError>
      <AttachmentPicker files={files} onChange={setFiles} disabled={pending} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {allowInternal ? (
          <p id={`${ids}-hint`} className="text-muted-foreground text-xs">
            {isInternal ? "Only your team sees internal notes." : t("tickets.replyHint")}
          </p>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-2">
          {allowInternal && ticket && <CannedReplyMenu ticket={ticket} textarea={textareaRef} onInsert={setContent} />}
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? "Adding..." : isInternal ? "Add Internal Note" : "Add Comment"}
          </Button>
        </div>
      </div>
    </Form>
  );
}

function VisibilityOption({
  name,
  checked,
  onSelect,
  label,
  icon = false,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
  icon?: boolean;
}) {
  return (
    <label
      className={cn(
        "relative inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1 font-medium text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 sm:flex-none",
        checked ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="sr-only" />
      {icon && <Lock className="size-3.5" aria-hidden="true" />}
      {label}
    </label>
  );
}
