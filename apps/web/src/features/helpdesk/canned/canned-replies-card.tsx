import {
  CANNED_REPLY_BODY_MAX,
  CANNED_REPLY_MESSAGES,
  CANNED_REPLY_PLACEHOLDERS,
  CANNED_REPLY_TITLE_MAX,
  type CannedReply,
  type CannedReplyPlaceholder,
  cannedReplyCreateSchema,
} from "@engagesuite/shared";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useTerms } from "@/i18n/terms";
import { errorMessage, readApiError } from "@/lib/api";
import { useCannedReplies, useCreateCannedReply, useDeleteCannedReply, useUpdateCannedReply } from "./api";

type Draft = { title: string; body: string };
type Errors = { title?: string; body?: string; form?: string };

/** The form that adds or edits a canned reply: checked as the server checks it, the server's 400/409 shown in place. */
function CannedReplyForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  submitLabel: string;
  pending: boolean;
  onSubmit: (draft: Draft) => Promise<unknown>;
  onCancel: () => void;
}) {
  const ids = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = cannedReplyCreateSchema.safeParse(draft);
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ title: fields.title?.[0], body: fields.body?.[0] });
      return;
    }
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const answer = readApiError(error);
      setErrors({
        title: answer?.fieldErrors?.title?.[0],
        body: answer?.fieldErrors?.body?.[0],
        form: answer?.fieldErrors
          ? undefined
          : errorMessage(error, "The canned reply was not saved. Please try again."),
      });
    }
  };
  return (
    <Form noValidate onSubmit={submit} className="grid gap-3 rounded-lg border bg-muted/30 p-3">
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-title`}>Title</Label>
        <Input
          id={`${ids}-title`}
          value={draft.title}
          maxLength={CANNED_REPLY_TITLE_MAX}
          placeholder="e.g. Thanks, we're on it"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${ids}-title-error` : undefined}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        <FieldError id={`${ids}-title-error`}>{errors.title}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-body`}>Reply</Label>
        <Textarea
          id={`${ids}-body`}
          value={draft.body}
          rows={5}
          maxLength={CANNED_REPLY_BODY_MAX}
          placeholder={"Hi {{contact.first_name}},\n\nThanks for your message about {{ticket.number}}…"}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${ids}-body-error` : undefined}
          className="max-h-72 min-h-28"
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
        />
        <FieldError id={`${ids}-body-error`}>{errors.body}</FieldError>
      </div>
      <FieldError>{errors.form}</FieldError>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function CannedReplyRow({ reply }: { reply: CannedReply }) {
  const update = useUpdateCannedReply();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (editing) {
    return (
      <li className="py-3">
        <CannedReplyForm
          initial={{ title: reply.title, body: reply.body }}
          submitLabel="Save"
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (draft) => {
            await update.mutateAsync({ id: reply.id, ...draft });
            toast({ title: CANNED_REPLY_MESSAGES.saved });
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2 py-3">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium text-sm">{reply.title}</span>
        <p className="line-clamp-2 break-words text-muted-foreground text-xs">{reply.body}</p>
      </div>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-8 shrink-0"
        aria-label={`Edit ${reply.title}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      {confirming ? (
        <div className="flex shrink-0 gap-1">
          <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(false)}>
            Keep
          </Button>
          <Button
            type="button"
            size="sm"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(reply, { onSuccess: () => toast({ title: CANNED_REPLY_MESSAGES.deleted }) })}
          >
            Delete
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-8 shrink-0"
          aria-label={`Delete ${reply.title}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

/**
 * 'Canned replies' in the workspace settings (issue 22 point 8): the administrator adds, edits and deletes the saved
 * answers the team inserts into a ticket's reply (`tickets.canned`), with the placeholders they may hold.
 */
export function CannedRepliesCard() {
  const { t } = useTerms();
  const placeholderMeaning = (name: CannedReplyPlaceholder) =>
    name === "contact.name"
      ? t("tickets.cannedContactName")
      : name === "contact.first_name"
        ? t("tickets.cannedContactFirstName")
        : name === "ticket.number"
          ? t("tickets.cannedTicketNumber")
          : CANNED_REPLY_PLACEHOLDERS[name];
  const replies = useCannedReplies();
  const create = useCreateCannedReply();
  const [adding, setAdding] = useState(false);
  const list = replies.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Canned replies</CardTitle>
        <CardDescription>{t("tickets.cannedIntro")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-x-4 gap-y-1 rounded-lg border border-dashed p-3 text-xs sm:grid-cols-[auto_1fr]">
          {(Object.keys(CANNED_REPLY_PLACEHOLDERS) as CannedReplyPlaceholder[]).map((name) => (
            <div key={name} className="contents">
              <dt className="font-mono text-foreground">{`{{${name}}}`}</dt>
              <dd className="mb-1 text-muted-foreground sm:mb-0">{placeholderMeaning(name)}</dd>
            </div>
          ))}
        </dl>
        {replies.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : replies.isError ? (
          <p className="text-destructive text-sm">
            {errorMessage(replies.error, "The canned replies could not be loaded.")}
          </p>
        ) : list.length === 0 && !adding ? (
          <p className="text-muted-foreground text-sm">No canned replies yet.</p>
        ) : (
          <ul aria-label="Canned replies" className="divide-y">
            {list.map((reply) => (
              <CannedReplyRow key={reply.id} reply={reply} />
            ))}
          </ul>
        )}
        {adding ? (
          <CannedReplyForm
            initial={{ title: "", body: "" }}
            submitLabel="Add reply"
            pending={create.isPending}
            onCancel={() => setAdding(false)}
            onSubmit={async (draft) => {
              await create.mutateAsync(draft);
              toast({ title: CANNED_REPLY_MESSAGES.created });
              setAdding(false);
            }}
          />
        ) : (
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add a canned reply
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
