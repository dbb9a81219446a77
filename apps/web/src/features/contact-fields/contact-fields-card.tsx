import {
  type ContactField,
  CUSTOM_FIELD_KIND_LABELS,
  CUSTOM_FIELD_KINDS,
  CUSTOM_FIELD_MESSAGES,
  type CustomFieldKind,
  contactFieldCreateSchema,
  contactFieldUpdateSchema,
} from "@engagesuite/shared";
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
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
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { FieldError, TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, readApiError } from "@/lib/api";
import {
  useContactFields,
  useCreateContactField,
  useDeleteContactField,
  useReorderContactFields,
  useUpdateContactField,
} from "./api";

/** A key from a label: "Date of birth" → "date_of_birth". */
export function keyFromLabel(label: string): string {
  const key = label
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^[^a-z]+|_+$/g, "")
    .slice(0, 40)
    .replace(/_+$/, "");
  return key;
}

const hasOptions = (kind: CustomFieldKind) => kind === "select" || kind === "multi_select";

/**
 * 'Contact fields' in the workspace settings (issue 19): the extra fields every contact of the workspace has, in the
 * order the contact form shows them; an administrator adds, edits, reorders and deletes them.
 */
export function ContactFieldsCard({ tenantId }: { tenantId: string }) {
  const fields = useContactFields(tenantId);
  const reorder = useReorderContactFields(tenantId);
  const [editing, setEditing] = useState<ContactField | "new" | null>(null);
  const [deleting, setDeleting] = useState<ContactField | null>(null);
  const list = fields.data ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((f) => f.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    reorder.mutate(ids, {
      onError: (error) =>
        toast({ title: "Could not reorder the fields", description: errorMessage(error, ""), variant: "destructive" }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact fields</CardTitle>
        <CardDescription>
          Extra details your team records for every contact, in the order the contact form shows them. They are
          searchable, filterable and included in CSV import and export.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button type="button" className="justify-self-start" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          Add field
        </Button>
        {fields.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : fields.isError ? (
          <p className="text-destructive text-sm">{errorMessage(fields.error, "Failed to load the contact fields.")}</p>
        ) : list.length === 0 ? (
          <p className="text-muted-foreground text-sm">No contact fields yet. Add the first one.</p>
        ) : (
          <ol aria-label="Contact fields" className="min-w-0 divide-y rounded-md border">
            {list.map((field, index) => (
              <li key={field.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
                {/* On a phone the label takes its own line and the buttons wrap below it, untruncated. */}
                <div className="min-w-0 flex-[1_1_14rem]">
                  <p className="truncate font-medium text-sm">{field.label}</p>
                  <p className="truncate text-muted-foreground text-xs">
                    {CUSTOM_FIELD_KIND_LABELS[field.kind]}
                    {hasOptions(field.kind) && field.options.length > 0 ? ` · ${field.options.join(", ")}` : ""}
                  </p>
                </div>
                {field.required && <Badge variant="secondary">Required</Badge>}
                <div className="ml-auto flex items-center">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${field.label} up`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${field.label} down`}
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${field.label}`}
                    onClick={() => setEditing(field)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${field.label}`}
                    onClick={() => setDeleting(field)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
      <FieldDialog tenantId={tenantId} field={editing} onClose={() => setEditing(null)} />
      <DeleteFieldDialog tenantId={tenantId} field={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

interface Draft {
  label: string;
  key: string;
  kind: CustomFieldKind;
  options: string;
  required: boolean;
}

function draftOf(field: ContactField | null): Draft {
  return {
    label: field?.label ?? "",
    key: field?.key ?? "",
    kind: field?.kind ?? "text",
    options: field?.options.join("\n") ?? "",
    required: field?.required ?? false,
  };
}

/** 'Add field' and 'Edit field': label, key (fixed once created), kind, options of a select, required. */
function FieldDialog({
  tenantId,
  field,
  onClose,
}: {
  tenantId: string;
  field: ContactField | "new" | null;
  onClose: () => void;
}) {
  const ids = useId();
  const existing = field && field !== "new" ? field : null;
  const create = useCreateContactField(tenantId);
  const update = useUpdateContactField(tenantId);
  const [draft, setDraft] = useState<Draft>(draftOf(null));
  const [keyTouched, setKeyTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (field) {
      setDraft(draftOf(existing));
      setKeyTouched(false);
      setErrors({});
    }
  }, [field, existing]);
  const pending = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const options = draft.options
      .split("\n")
      .map((o) => o.trim())
      .filter((o) => o !== "");
    const body = { label: draft.label, kind: draft.kind, options, required: draft.required };
    const parsed = existing
      ? contactFieldUpdateSchema.safeParse(body)
      : contactFieldCreateSchema.safeParse({ ...body, key: draft.key });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      if (existing) await update.mutateAsync({ fieldId: existing.id, body });
      else await create.mutateAsync({ ...body, key: draft.key });
      toast({ title: existing ? CUSTOM_FIELD_MESSAGES.updated : CUSTOM_FIELD_MESSAGES.created });
      onClose();
    } catch (error) {
      const fieldErrors = readApiError(error)?.fieldErrors ?? {};
      const next: Record<string, string> = {};
      for (const [key, messages] of Object.entries(fieldErrors)) next[key] = messages[0] ?? "";
      setErrors(next);
      if (Object.keys(next).length === 0)
        toast({ title: "Could not save the field", description: errorMessage(error, ""), variant: "destructive" });
    }
  };

  const title = existing ? "Edit field" : "Add field";
  return (
    <Dialog open={field !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {existing
              ? "Its key stays the same, so the values already recorded are kept."
              : "A field every contact of the workspace can have."}
          </DialogDescription>
        </DialogHeader>
        <Form noValidate onSubmit={submit} className="grid gap-4" aria-label={title}>
          <TextField
            label="Label"
            autoComplete="off"
            required
            value={draft.label}
            error={errors.label}
            onChange={(event) => {
              const label = event.target.value;
              setDraft((d) => ({ ...d, label, key: existing || keyTouched ? d.key : keyFromLabel(label) }));
            }}
          />
          <TextField
            label="Key"
            autoComplete="off"
            value={draft.key}
            disabled={Boolean(existing)}
            error={errors.key}
            className="font-mono"
            onChange={(event) => {
              setKeyTouched(true);
              setDraft((d) => ({ ...d, key: event.target.value }));
            }}
          />
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-kind`}>Kind</Label>
            <NativeSelect
              id={`${ids}-kind`}
              value={draft.kind}
              onChange={(event) => setDraft((d) => ({ ...d, kind: event.target.value as CustomFieldKind }))}
            >
              {CUSTOM_FIELD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {CUSTOM_FIELD_KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
            <FieldError>{errors.kind}</FieldError>
          </div>
          {hasOptions(draft.kind) && (
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-options`}>Options (one per line)</Label>
              <Textarea
                id={`${ids}-options`}
                rows={4}
                value={draft.options}
                aria-invalid={errors.options ? true : undefined}
                onChange={(event) => setDraft((d) => ({ ...d, options: event.target.value }))}
              />
              <FieldError>{errors.options}</FieldError>
            </div>
          )}
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${ids}-required`}
              checked={draft.required}
              onCheckedChange={(checked) => setDraft((d) => ({ ...d, required: checked === true }))}
            />
            <Label htmlFor={`${ids}-required`}>Required</Label>
          </div>
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : existing ? "Save field" : "Add field"}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteFieldDialog({
  tenantId,
  field,
  onClose,
}: {
  tenantId: string;
  field: ContactField | null;
  onClose: () => void;
}) {
  const remove = useDeleteContactField(tenantId);
  return (
    <AlertDialog open={field !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {field?.label}?</AlertDialogTitle>
          <AlertDialogDescription>
            The field disappears from every contact. The values already recorded are kept, but no longer shown.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              if (!field) return;
              remove.mutate(field.id, {
                onSuccess: () => toast({ title: CUSTOM_FIELD_MESSAGES.deleted }),
                onError: (error) =>
                  toast({
                    title: "Could not delete the field",
                    description: errorMessage(error, ""),
                    variant: "destructive",
                  }),
              });
            }}
          >
            Delete field
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
