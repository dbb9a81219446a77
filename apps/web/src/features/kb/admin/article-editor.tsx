import type { KbArticle, KbCategory } from "@engagesuite/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink, Save, Send, Trash2, Undo2 } from "lucide-react";
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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form } from "@/components/ui/form";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { usePublicVerticals } from "@/features/verticals/use-public-verticals";
import { errorMessage } from "@/lib/api";
import { type KbArticleInput, kbAdminApi, kbKeys } from "../api";
import { articlePath } from "../article-url";
import { formatArticleDate } from "../format";
import { MarkdownBodyField } from "../markdown-body-field";
import {
  ARTICLE_FIELDS,
  type ArticleField,
  type ArticleFormValues,
  EMPTY_ARTICLE,
  type FieldErrors,
  formValuesOf,
  serverFieldErrors,
  splitTags,
  toArticleInput,
} from "./article-form";
import { ArticleStatusBadge } from "./status-badge";

type Action = "save" | "publish" | "unpublish" | "delete";

/**
 * The page-level article editor: title, summary, category, industry (optional), tags, featured, and a Markdown body
 * with a live Preview (the renderer readers get). Save keeps a draft (or the published article) up to date; Publish
 * saves then publishes; Unpublish takes it back to a draft; Delete asks first.
 */
export function ArticleEditor({
  article,
  categories,
  onCreated,
  onClose,
}: {
  /** Null for a new article. */
  article: KbArticle | null;
  categories: KbCategory[];
  onCreated: (article: KbArticle) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const verticals = usePublicVerticals();
  const [values, setValues] = useState<ArticleFormValues>(() => (article ? formValuesOf(article) : EMPTY_ARTICLE));
  const [errors, setErrors] = useState<FieldErrors<ArticleField>>({});
  const [current, setCurrent] = useState<KbArticle | null>(article);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const created = useRef<KbArticle | null>(null);
  const ids = {
    title: useId(),
    summary: useId(),
    body: useId(),
    categoryId: useId(),
    verticalId: useId(),
    tags: useId(),
    featured: useId(),
  };

  const set = <K extends ArticleField>(field: K, value: ArticleFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const refresh = (saved: KbArticle) => {
    setCurrent(saved);
    queryClient.setQueryData(kbKeys.adminArticle(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: kbKeys.all });
  };

  /** Creates or updates the article from the form; throws the server's error. */
  async function persist(input: KbArticleInput): Promise<KbArticle> {
    return current ? kbAdminApi.update(current.id, input) : kbAdminApi.create(input);
  }

  const mutation = useMutation({
    mutationFn: async (action: Action): Promise<KbArticle | null> => {
      if (action === "delete") {
        await kbAdminApi.remove((current as KbArticle).id);
        return null;
      }
      if (action === "unpublish") return kbAdminApi.unpublish((current as KbArticle).id);
      const checked = toArticleInput(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        throw new ValidationError();
      }
      const saved = await persist(checked.input);
      // A new article has its id as soon as it is saved, even if publishing then fails.
      if (!current) created.current = saved;
      refresh(saved);
      return action === "publish" ? kbAdminApi.publish(saved.id) : saved;
    },
    onSuccess: (saved, action) => {
      if (action === "delete") {
        void queryClient.invalidateQueries({ queryKey: kbKeys.all });
        toast({ title: "Article deleted", description: `“${values.title}” has been deleted.` });
        onClose();
        return;
      }
      if (saved) refresh(saved);
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
            ? "It is now visible in every tenant's knowledge base."
            : action === "unpublish"
              ? "It is a draft again, hidden from readers."
              : undefined,
      });
    },
    onSettled: () => {
      const article = created.current;
      created.current = null;
      if (article) onCreated(article);
    },
    onError: (error, action) => {
      if (error instanceof ValidationError) return;
      const fieldErrors = serverFieldErrors(error, ARTICLE_FIELDS);
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
  const tags = splitTags(values.tags);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <Button type="button" variant="ghost" size="sm" className="-ml-2 text-muted-foreground" onClick={onClose}>
            <ArrowLeft aria-hidden="true" />
            All articles
          </Button>
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-balance break-words font-semibold text-2xl tracking-tight">
              {current ? "Edit article" : "New article"}
            </h2>
            {current && <ArticleStatusBadge status={current.status} />}
          </div>
          {current && (
            <p className="text-muted-foreground text-sm">
              Last updated {formatArticleDate(current.updatedAt)}
              {isPublished && (
                <>
                  {" · "}
                  <a
                    href={articlePath(current.id)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    View live
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                </>
              )}
            </p>
          )}
        </div>
      </div>

      <Form
        noValidate
        aria-label={current ? "Edit article" : "New article"}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate("save");
        }}
      >
        <div className="grid min-w-0 gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <Field id={ids.title} label="Title" error={errors.title}>
            <Input
              id={ids.title}
              name="title"
              value={values.title}
              onChange={(event) => set("title", event.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? `${ids.title}-error` : undefined}
              className="h-10 text-base md:text-base"
            />
          </Field>
          <Field
            id={ids.summary}
            label="Summary"
            hint="One or two sentences shown on the article's card."
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
          </Field>

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
                ? "Published: every tenant can read it. Saving updates it at once."
                : "A draft is only visible here until you publish it."}
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
            <Field id={ids.categoryId} label="Category" error={errors.categoryId}>
              <NativeSelect
                id={ids.categoryId}
                name="categoryId"
                value={values.categoryId}
                onChange={(event) => set("categoryId", event.target.value)}
                aria-invalid={errors.categoryId ? true : undefined}
                aria-describedby={errors.categoryId ? `${ids.categoryId}-error` : undefined}
              >
                <option value="">Select a category</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              id={ids.verticalId}
              label="Industry (optional)"
              hint="Shown under Industry Specific for tenants of this industry."
              error={errors.verticalId}
            >
              <NativeSelect
                id={ids.verticalId}
                name="verticalId"
                value={values.verticalId}
                onChange={(event) => set("verticalId", event.target.value)}
                aria-describedby={errors.verticalId ? `${ids.verticalId}-error` : `${ids.verticalId}-hint`}
              >
                <option value="">All industries</option>
                {(verticals.data ?? []).map((vertical) => (
                  <option key={vertical.id} value={vertical.id}>
                    {vertical.displayName}
                  </option>
                ))}
                {values.verticalId !== "" &&
                  !(verticals.data ?? []).some((v) => String(v.id) === values.verticalId) && (
                    <option value={values.verticalId}>Industry #{values.verticalId}</option>
                  )}
              </NativeSelect>
            </Field>
            <Field id={ids.tags} label="Tags" hint="Separated by commas, up to 10." error={errors.tags}>
              <Input
                id={ids.tags}
                name="tags"
                value={values.tags}
                placeholder="csv, import, contacts"
                onChange={(event) => set("tags", event.target.value)}
                aria-invalid={errors.tags ? true : undefined}
                aria-describedby={errors.tags ? `${ids.tags}-error` : `${ids.tags}-hint`}
              />
              {tags.length > 0 && (
                <ul aria-label="Tag preview" className="flex flex-wrap gap-1.5">
                  {tags.map((tag, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a tag may repeat while typing
                    <li key={`${tag}-${index}`}>
                      <Badge variant="secondary" className="font-normal">
                        {tag.toLowerCase()}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </Field>
            <div className="flex items-start gap-3">
              <Checkbox
                id={ids.featured}
                name="featured"
                checked={values.featured}
                onCheckedChange={(checked) => set("featured", checked === true)}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={ids.featured}>Featured</Label>
                <p className="text-muted-foreground text-xs">Listed under Featured Articles when published.</p>
              </div>
            </div>
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
    </div>
  );
}

/** A form-side failure, already shown under its fields. */
class ValidationError extends Error {}

function Field({
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
