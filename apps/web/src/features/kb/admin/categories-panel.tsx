import type { KbCategory } from "@engagesuite/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
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
import { TextField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { type KbCategoryInput, kbAdminApi, kbKeys } from "../api";
import {
  CATEGORY_FIELDS,
  type CategoryField,
  type FieldErrors,
  serverFieldErrors,
  toCategoryInput,
} from "./article-form";

/** Add, rename and delete categories. Deleting one that still has articles is refused (409), in the server's words. */
export function CategoriesPanel({ categories }: { categories: KbCategory[] }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<KbCategory | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: (category: KbCategory) => kbAdminApi.removeCategory(category.id),
    onMutate: () => setDeleteError(null),
    onSuccess: (_, category) => {
      void queryClient.invalidateQueries({ queryKey: kbKeys.all });
      toast({ title: "Category deleted", description: `“${category.name}” has been deleted.` });
    },
    onError: (error) => setDeleteError(errorMessage(error, "The category could not be deleted. Please try again.")),
  });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card shadow-sm">
      <div className="border-b px-4 py-3 sm:px-5">
        <h2 id={headingId} className="font-semibold">
          Categories
        </h2>
        <p className="text-muted-foreground text-xs">Counts are of published articles.</p>
      </div>

      {deleteError && (
        <div className="px-4 pt-4 sm:px-5">
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>Category not deleted</AlertTitle>
            <AlertDescription>
              <p>{deleteError}</p>
            </AlertDescription>
          </Alert>
        </div>
      )}

      {categories.length === 0 ? (
        <p className="px-4 py-6 text-center text-muted-foreground text-sm sm:px-5">No categories</p>
      ) : (
        <ul aria-label="Categories" className="divide-y">
          {categories.map((category) =>
            editing === category.id ? (
              <li key={category.id} className="px-4 py-3 sm:px-5">
                <CategoryForm
                  category={category}
                  onDone={() => setEditing(null)}
                  submitLabel="Save"
                  label={`Rename ${category.name}`}
                />
              </li>
            ) : (
              <li key={category.id} className="flex items-start gap-2 px-4 py-3 sm:px-5">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium text-sm">{category.name}</p>
                  <p className="text-muted-foreground text-xs tabular-nums">{category.articleCount} published</p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Rename ${category.name}`}
                  onClick={() => setEditing(category.id)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 text-muted-foreground hover:text-destructive"
                  aria-label={`Delete ${category.name}`}
                  disabled={remove.isPending}
                  onClick={() => setDeleting(category)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ),
          )}
        </ul>
      )}

      <div className="border-t px-4 py-4 sm:px-5">
        <CategoryForm submitLabel="Add category" label="Add a category" />
      </div>

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this category?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes “{deleting?.name}”. A category that still has articles cannot be deleted.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button
              type="button"
              variant="destructive"
              onClick={() => {
                if (deleting) remove.mutate(deleting);
                setDeleting(null);
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

/** Adds a category, or renames one (name and description). */
function CategoryForm({
  category,
  onDone,
  submitLabel,
  label,
}: {
  category?: KbCategory;
  onDone?: () => void;
  submitLabel: string;
  label: string;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<KbCategoryInput>({
    name: category?.name ?? "",
    description: category?.description ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors<CategoryField>>({});

  const save = useMutation({
    mutationFn: (input: KbCategoryInput) =>
      category ? kbAdminApi.updateCategory(category.id, input) : kbAdminApi.createCategory(input),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: kbKeys.all });
      toast({ title: category ? "Category renamed" : "Category added", description: `“${saved.name}” is saved.` });
      setErrors({});
      if (!category) setValues({ name: "", description: "" });
      onDone?.();
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error, CATEGORY_FIELDS);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0)
        toast({
          variant: "destructive",
          title: "Could not save the category",
          description: errorMessage(error, "Please try again."),
        });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = toCategoryInput(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.input);
  }

  const set = (field: CategoryField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  return (
    <Form noValidate aria-label={label} onSubmit={submit} className="grid gap-3">
      <TextField
        label={category ? "Name" : "New category"}
        name="name"
        value={values.name}
        error={errors.name}
        placeholder={category ? undefined : "Category name"}
        onChange={(event) => set("name", event.target.value)}
      />
      <TextField
        label="Description"
        name="description"
        value={values.description}
        error={errors.description}
        placeholder="Optional"
        onChange={(event) => set("description", event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {category ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {save.isPending ? "Saving..." : submitLabel}
        </Button>
        {onDone && (
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
