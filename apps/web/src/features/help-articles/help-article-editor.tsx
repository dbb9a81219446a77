import type { HelpArticle, HelpArticleInput } from "@engagesuite/shared";
import { helpArticleInputSchema } from "@engagesuite/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Save, Send, Trash2, Undo2 } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
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
import { Form } from "@/components/ui/form";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ArticleStatusBadge } from "@/features/kb/admin/status-badge";
import { formatArticleDate } from "@/features/kb/format";
import { MarkdownBodyField } from "@/features/kb/markdown-body-field";
import { KbErrorAlert } from "@/features/kb/states";
import { errorMessage, readApiError } from "@/lib/api";
import { HELP_ARTICLES_KEY, helpArticleWrites, useStaffArticle, useStaffCategories } from "./api";

type Action = "save" | "publish" | "unpublish" | "delete";
const FIELDS = ["title", "summary", "body", "categoryId", "tags"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { title: "", summary: "", body: "", categoryId: "", tags: "" };
const valuesOf = (a: HelpArticle): Values => ({
  title: a.title,
  summary: a.summary,
  body: a.body,
  categoryId: a.categoryId,
  tags: a.tags.join(", "),
});

/** The form's values checked by the same schema the server uses: the input, or the first error of each field. */
function checked(values: Values): { ok: true; input: HelpArticleInput } | { ok: false; errors: Errors } {
  const tags = values.tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  const result = helpArticleInputSchema.safeParse({ ...values, tags });
  if (result.success) return { ok: true, input: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** A form-side failure, already shown under its fields. */
class ValidationError extends Error {}

/** Loads the article (or starts a new one), then shows the editor. */
export function HelpArticleEditor(props: {
  articleId: string | null;
  headingId: string;
  onCreated: (article: HelpArticle) => void;
  onClose: () => void;
}) {
  const article = useStaffArticle(props.articleId);
  if (props.articleId !== null && article.isPending)
    return (
      <div className="space-y-3" role="status" aria-label="Loading article...">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (props.articleId !== null && !article.data)
    return (
      <div className="space-y-4">
        <BackButton onClick={props.onClose} />
        <KbErrorAlert title="Failed to load the article" onRetry={() => void article.refetch()} />
      </div>
    );
  return <EditorForm {...props} article={article.data ?? null} />;
}

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="-ml-2 text-muted-foreground" onClick={onClick}>
      <ArrowLeft aria-hidden="true" />
      All articles
    </Button>
  );
}

/**
 * Title, summary, category, tags and the Markdown body (Write and Preview, the renderer clients get). Save keeps a
 * draft (or the published article) up to date; Publish saves then publishes; Unpublish takes it back; Delete asks.
 */
function EditorForm({
  article,
  headingId,
  onCreated,
  onClose,
}: {
  article: HelpArticle | null;
  headingId: string;
  onCreated: (article: HelpArticle) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const categories = useStaffCategories();
  const [values, setValues] = useState<Values>(() => (article ? valuesOf(article) : EMPTY));
  const [errors, setErrors] = useState<Errors>({});
  const [current, setCurrent] = useState<HelpArticle | null>(article);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const created = useRef<HelpArticle | null>(null);
  const ids = { title: useId(), summary: useId(), body: useId(), categoryId: useId(), tags: useId() };

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const mutation = useMutation({
    mutationFn: async (action: Action): Promise<HelpArticle | null> => {
      if (action === "delete") {
        await helpArticleWrites.remove(current!.id);
        return null;
      }
      if (action === "unpublish") return helpArticleWrites.unpublish(current!.id);
      const check = checked(values);
      if (!check.ok) {
        setErrors(check.errors);
        throw new ValidationError();
      }
      const saved = current
        ? await helpArticleWrites.update(current.id, check.input)
        : await helpArticleWrites.create(check.input);
      if (!current) created.current = saved;
      setCurrent(saved);
      return action === "publish" ? helpArticleWrites.publish(saved.id) : saved;
    },
    onSuccess: (saved, action) => {
      void queryClient.invalidateQueries({ queryKey: HELP_ARTICLES_KEY });
      if (action === "delete") {
        toast({ title: "Article deleted", description: `“${values.title}” has been deleted.` });
        onClose();
        return;
      }
      if (saved) setCurrent(saved);
      setErrors({});
      toast({
        title:
          action === "publish"
            ? "Article published"
            : action === "unpublish"
              ? "Article unpublished"
              : saved?.status === "published"
                ? "Changes saved"
                : "Draft saved",
        description:
          action === "publish"
            ? "Your clients can now find it in the portal's Help area."
            : action === "unpublish"
              ? "It is a draft again, hidden from your clients."
              : undefined,
      });
    },
    onSettled: () => {
      const saved = created.current;
      created.current = null;
      if (saved) onCreated(saved);
    },
    onError: (error, action) => {
      if (error instanceof ValidationError) return;
      const fieldErrors: Errors = {};
      for (const [field, messages] of Object.entries(readApiError(error)?.fieldErrors ?? {}))
        if (FIELDS.includes(field as Field)) fieldErrors[field as Field] = messages[0];
      setErrors(fieldErrors);
      toast({
        variant: "destructive",
        title: action === "delete" ? "Could not delete the article" : "Could not save the article",
        description: errorMessage(error, "Please try again."),
      });
    },
  });

  const pending = mutation.isPending ? mutation.variables : null;
  const isPublished = current?.status === "published";

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="min-w-0 space-y-2">
        <BackButton onClick={onClose} />
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={headingId} className="text-balance break-words font-semibold text-2xl tracking-tight">
            {current ? "Edit article" : "New article"}
          </h2>
          {current && <ArticleStatusBadge status={current.status} />}
        </div>
        {current && (
          <p className="text-muted-foreground text-sm">Last updated {formatArticleDate(current.updatedAt)}</p>
        )}
      </div>

      <Form
        noValidate
        aria-label={current ? "Edit article" : "New article"}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate("save");
        }}
      >
        <div className="grid min-w-0 gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <FormField id={ids.title} label="Title" error={errors.title}>
            <Input
              id={ids.title}
              name="title"
              value={values.title}
              onChange={(event) => set("title", event.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? `${ids.title}-error` : undefined}
              className="h-10 text-base md:text-base"
            />
          </FormField>
          <FormField
            id={ids.summary}
            label="Summary"
            hint="One or two sentences shown in the search results."
            error={errors.summary}
          >
            <Textarea
              id={ids.summary}
              name="summary"
              rows={2}
              className="field-sizing-fixed"
              value={values.summary}
              onChange={(event) => set("summary", event.target.value)}
              aria-invalid={errors.summary ? true : undefined}
              aria-describedby={errors.summary ? `${ids.summary}-error` : `${ids.summary}-hint`}
            />
          </FormField>
          <MarkdownBodyField
            id={ids.body}
            value={values.body}
            onChange={(body) => set("body", body)}
            error={errors.body}
          />
        </div>

        <div className="grid gap-5 lg:sticky lg:top-20">
          <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <h3 className="font-semibold text-sm">Publishing</h3>
            <p className="text-muted-foreground text-sm">
              {isPublished
                ? "Published: your clients can read it in the portal. Saving updates it at once."
                : "A draft is only visible to your team until you publish it."}
            </p>
            <div className="grid gap-2">
              <Button type="submit" variant={isPublished ? "default" : "outline"} disabled={pending !== null}>
                <Save aria-hidden="true" />
                {pending === "save" ? "Saving..." : isPublished ? "Save changes" : "Save draft"}
              </Button>
              {isPublished ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={pending !== null}
                  onClick={() => mutation.mutate("unpublish")}
                >
                  <Undo2 aria-hidden="true" />
                  {pending === "unpublish" ? "Unpublishing..." : "Unpublish"}
                </Button>
              ) : (
                <Button type="button" disabled={pending !== null} onClick={() => mutation.mutate("publish")}>
                  <Send aria-hidden="true" />
                  {pending === "publish" ? "Publishing..." : "Publish"}
                </Button>
              )}
            </div>
            {current && (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                disabled={pending !== null}
                onClick={() => setConfirmDelete(true)}
              >
                <Trash2 aria-hidden="true" />
                Delete article
              </Button>
            )}
          </div>

          <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <FormField id={ids.categoryId} label="Category" error={errors.categoryId}>
              <NativeSelect
                id={ids.categoryId}
                name="categoryId"
                value={values.categoryId}
                onChange={(event) => set("categoryId", event.target.value)}
                aria-invalid={errors.categoryId ? true : undefined}
                aria-describedby={errors.categoryId ? `${ids.categoryId}-error` : undefined}
              >
                <option value="">Select a category</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={ids.tags} label="Tags" hint="Separated by commas, up to 10." error={errors.tags}>
              <Input
                id={ids.tags}
                name="tags"
                value={values.tags}
                placeholder="appointments, billing"
                onChange={(event) => set("tags", event.target.value)}
                aria-invalid={errors.tags ? true : undefined}
                aria-describedby={errors.tags ? `${ids.tags}-error` : `${ids.tags}-hint`}
              />
            </FormField>
          </div>
        </div>
      </Form>

      <AlertDialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this article?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes “{values.title || current?.title}”. This action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button
              type="button"
              variant="destructive"
              disabled={pending === "delete"}
              onClick={() => {
                setConfirmDelete(false);
                mutation.mutate("delete");
              }}
            >
              Delete
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
