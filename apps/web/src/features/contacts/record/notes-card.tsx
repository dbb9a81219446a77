import {
  CONTACT_NOTE_MAX_LENGTH,
  CONTACT_RECORD_MESSAGES,
  type ContactNote,
  contactNoteInputSchema,
} from "@engagesuite/shared";
import { Pencil, Pin, PinOff, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { FieldError } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { Markdown } from "@/features/kb/markdown";
import { formatDate } from "@/lib/format";
import { useAddNote, useContactNotes, useDeleteNote, useUpdateNote } from "./api";

/** A note's text, checked with the server's schema: its message, or null when it may be sent. */
function noteError(body: string): string | null {
  const result = contactNoteInputSchema.safeParse({ body });
  return result.success ? null : (result.error.issues[0]?.message ?? CONTACT_RECORD_MESSAGES.noteEmpty);
}

function NoteEditor({
  label,
  initial = "",
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(body);
    setError(problem);
    if (problem) return;
    try {
      await onSubmit(body.trim());
      setBody("");
    } catch {
      // The toast tells; the text stays to try again.
    }
  };
  return (
    <Form noValidate onSubmit={submit} className="grid gap-2" aria-label={label}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Textarea
        id={id}
        rows={3}
        value={body}
        maxLength={CONTACT_NOTE_MAX_LENGTH + 100}
        placeholder="Write a note… Markdown works: **bold**, lists, links."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function NoteItem({ tenantId, contactId, note }: { tenantId: string; contactId: string; note: ContactNote }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateNote(tenantId, contactId);
  const remove = useDeleteNote(tenantId, contactId);
  const edited = note.updatedAt.slice(0, 19) !== note.createdAt.slice(0, 19);
  return (
    <li className="grid gap-2 py-4 first:pt-0 last:pb-0" data-note-id={note.id}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium">{note.authorName}</span>
        <span className="text-muted-foreground text-xs">
          <time dateTime={note.createdAt}>{formatDate(note.createdAt, "dateTime")}</time>
          {edited && " · edited"}
        </span>
        {note.pinned && (
          <Badge variant="secondary" className="gap-1">
            <Pin aria-hidden="true" className="size-3" />
            Pinned
          </Badge>
        )}
        {note.canEdit && !editing && (
          <div className="ml-auto flex gap-1">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={note.pinned ? "Unpin note" : "Pin note"}
              disabled={update.isPending}
              onClick={() => update.mutate({ noteId: note.id, patch: { pinned: !note.pinned } })}
            >
              {note.pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Edit note"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8 text-destructive hover:text-destructive"
              aria-label="Delete note"
              disabled={remove.isPending}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      <AlertDialog open={confirming} onOpenChange={(next) => !remove.isPending && setConfirming(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this note?</AlertDialogTitle>
            <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(note.id, { onSuccess: () => setConfirming(false) })}
            >
              {remove.isPending ? "Deleting..." : "Delete note"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {editing ? (
        <NoteEditor
          label="Edit note"
          initial={note.body}
          submitLabel="Save note"
          pending={update.isPending}
          onSubmit={async (body) => {
            await update.mutateAsync({ noteId: note.id, patch: { body } });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Markdown source={note.body} className="prose prose-sm max-w-none break-words text-sm" />
      )}
    </li>
  );
}

/** The contact's notes: pinned first, then newest; Markdown; the author (or an administrator) edits and deletes. */
export function NotesCard({ tenantId, contactId }: { tenantId: string; contactId: string }) {
  const notes = useContactNotes(tenantId, contactId);
  const add = useAddNote(tenantId, contactId);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h3>Notes</h3>
        </CardTitle>
        <CardDescription>Pinned notes stay on top.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <NoteEditor
          label="New note"
          submitLabel="Add note"
          pending={add.isPending}
          onSubmit={(body) => add.mutateAsync(body)}
        />
        {notes.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : notes.data && notes.data.length > 0 ? (
          <ul className="divide-y border-t pt-4" aria-label="Notes">
            {notes.data.map((note) => (
              <NoteItem key={note.id} tenantId={tenantId} contactId={contactId} note={note} />
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">No notes yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
