import { FolderPlus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { useCategoryWrites, useStaffCategories } from "./api";

/** The workspace's article categories: their counts, a new one, and deleting an empty one. */
export function CategoriesPanel() {
  const nameId = useId();
  const categories = useStaffCategories();
  const writes = useCategoryWrites();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value.length < 2) {
      setError("Name must be at least 2 characters");
      return;
    }
    writes.create.mutate(value, {
      onSuccess: () => {
        setName("");
        setError(undefined);
        toast({ title: "Category added", description: `“${value}” is ready for articles.` });
      },
      onError: (failure) => setError(errorMessage(failure, "Could not add the category")),
    });
  };

  return (
    <aside aria-labelledby={`${nameId}-title`} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <h3 id={`${nameId}-title`} className="font-semibold text-sm">
        Categories
      </h3>
      {categories.isPending ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/4" />
        </div>
      ) : (
        <ul aria-label="Categories" className="grid gap-1">
          {(categories.data ?? []).map((category) => (
            <li key={category.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">{category.name}</span>
              <span className="flex shrink-0 items-center gap-1">
                <span className="text-muted-foreground text-xs tabular-nums">
                  {category.articleCount === 1 ? "1 article" : `${category.articleCount} articles`}
                </span>
                {category.articleCount === 0 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7 text-muted-foreground hover:text-destructive"
                    aria-label={`Delete category ${category.name}`}
                    disabled={writes.remove.isPending}
                    onClick={() =>
                      writes.remove.mutate(category.id, {
                        onError: (failure) =>
                          toast({
                            variant: "destructive",
                            title: "Could not delete the category",
                            description: errorMessage(failure, "Please try again."),
                          }),
                      })
                    }
                  >
                    <Trash2 className="size-3.5" aria-hidden="true" />
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Form onSubmit={onAdd} noValidate className="grid gap-2 border-t pt-4">
        <Label htmlFor={nameId}>New category</Label>
        <div className="flex gap-2">
          <Input
            id={nameId}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
          />
          <Button type="submit" variant="outline" disabled={writes.create.isPending}>
            <FolderPlus aria-hidden="true" />
            Add
          </Button>
        </div>
        <FieldError id={`${nameId}-error`}>{error}</FieldError>
      </Form>
    </aside>
  );
}
