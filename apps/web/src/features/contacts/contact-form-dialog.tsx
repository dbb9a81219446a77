import { CONTACT_STATUSES, type Contact, type ContactInput, contactInputSchema } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { lazy, Suspense, useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
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
import { Textarea } from "@/components/ui/textarea";
import { activeOf, labelOf, useContactTypes } from "@/features/choices/api";
import { useCustomFieldsForm } from "@/features/contact-fields/custom-field-inputs";
import { useTerms } from "@/i18n/terms";
import { readApiError } from "@/lib/api";
import type { ContactBody } from "./api";
import { useDuplicateCheck } from "./duplicates/api";
import { DuplicateEmailWarning } from "./duplicates/duplicate-warning";
import { CONTACT_STATUS_NAMES } from "./labels";
import { useCreateContact, useUpdateContact } from "./use-contacts";

const OwnerSelect = lazy(() => import("./tags/lazy").then((m) => ({ default: m.OwnerSelect })));

type ContactFormInput = z.input<typeof contactInputSchema>;

const FIELDS = ["name", "email", "phone", "jobTitle", "type", "status", "notes", "ownerUserId"] as const;

/** SPEC §4: a new contact is ACTIVE and of the workspace's first type (CLIENT for the generic vertical). */
function formValues(contact: Contact | null | undefined, firstType: string): ContactFormInput {
  return {
    name: contact?.name ?? "",
    email: contact?.email ?? "",
    phone: contact?.phone ?? "",
    jobTitle: contact?.jobTitle ?? "",
    type: contact?.type ?? firstType,
    status: contact?.status ?? "ACTIVE",
    notes: contact?.notes ?? "",
    ownerUserId: contact?.ownerUserId ?? null,
  };
}

/** Every field is sent (SPEC §7); a cleared optional field goes as "" so an edit can empty it. */
function toBody(values: ContactInput): ContactBody {
  return {
    name: values.name,
    email: values.email ?? "",
    phone: values.phone ?? "",
    jobTitle: values.jobTitle ?? "",
    type: values.type ?? "",
    status: values.status,
    notes: values.notes ?? "",
    ownerUserId: values.ownerUserId ?? null,
  };
}

/**
 * 'Add New Contact' (no contact) and 'Edit Contact' (a contact): the contact's fields, checked with the shared
 * rules (SPEC §5) before sending and by the server after. The add form resets after a create.
 */
export function ContactFormDialog({
  tenantId,
  open,
  onOpenChange,
  contact,
  onSaved,
}: {
  tenantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact?: Contact | null;
  /** The contact as the server saved it (the list highlights its row). */
  onSaved?: (saved: Contact) => void;
}) {
  const editing = Boolean(contact);
  const create = useCreateContact(tenantId);
  const update = useUpdateContact(tenantId);
  const ids = useId();
  const types = useContactTypes(tenantId).data;
  // New contacts take an active type; an edited one also keeps the (perhaps archived) type it has.
  const typeOptions = activeOf(types);
  const firstType = typeOptions[0]?.key ?? "";
  if (contact && !typeOptions.some((c) => c.key === contact.type)) {
    const label = labelOf("contactTypes", types, contact.type);
    typeOptions.push({ key: contact.type, label: `${label} (archived)`, position: -1, archived: true });
  }
  // The workspace's custom fields (issue 19): their own state, checked by the shared validator.
  const custom = useCustomFieldsForm(tenantId, contact?.customFields, open);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactInput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: formValues(contact, firstType),
  });

  // Each opening starts from the contact being edited (or a blank new contact).
  useEffect(() => {
    if (open) reset(formValues(contact, firstType));
  }, [open, contact, reset, firstType]);

  // Issue 21 point 7: an address another contact has is warned about (on blur, once typing stops, before sending);
  // an edit that keeps the contact's own address is not.
  const duplicates = useDuplicateCheck(tenantId, contact?.id);
  const resetDuplicates = duplicates.reset;
  const checkDuplicates = duplicates.check;
  const email = watch("email") ?? "";
  const emailChanged = (value: string | null | undefined) =>
    !contact || (value ?? "").trim().toLowerCase() !== (contact.email ?? "").trim().toLowerCase();
  const checkEmail = emailChanged(email);
  useEffect(() => {
    if (open) resetDuplicates();
  }, [open, resetDuplicates]);
  useEffect(() => {
    if (!open || !checkEmail) return;
    const timer = setTimeout(() => void checkDuplicates(email), 600);
    return () => clearTimeout(timer);
  }, [open, email, checkEmail, checkDuplicates]);
  const matches = checkEmail ? duplicates.matchesFor(email) : [];

  const onSubmit = handleSubmit(
    async (values) => {
      const customFields = custom.check();
      if (customFields === null) return;
      // Stop once to show the warning; "Create anyway" (or "Save anyway") goes on.
      if (emailChanged(values.email) && (await duplicates.blocks(values.email))) return;
      const body = { ...toBody(values), ...(customFields ? { customFields } : {}) };
      try {
        const saved = contact ? await update.mutateAsync({ id: contact.id, body }) : await create.mutateAsync(body);
        reset(formValues(null, firstType));
        onOpenChange(false);
        onSaved?.(saved);
      } catch (error) {
        // The toast is shown by the mutation; field errors from the server go under their fields.
        const fieldErrors = readApiError(error)?.fieldErrors ?? {};
        for (const field of FIELDS) {
          const message = fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
        custom.showServerErrors(fieldErrors);
      }
    },
    () => custom.check(),
  );

  const { t } = useTerms();
  const title = editing ? t("contacts.editTitle") : t("contacts.addTitle");
  const pending = isSubmitting;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {editing ? t("contacts.editDescription") : "Add a person or organisation your team works with."}
          </DialogDescription>
        </DialogHeader>
        <Form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={title}>
          <TextField
            label="Name"
            autoComplete="off"
            required
            aria-required="true"
            error={errors.name?.message}
            {...register("name")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              inputMode="email"
              error={errors.email?.message}
              {...register("email", {
                onBlur: (event) => {
                  if (emailChanged(event.target.value)) void duplicates.check(event.target.value);
                },
              })}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="off"
              error={errors.phone?.message}
              {...register("phone")}
            />
          </div>
          {matches.length > 0 && (
            <DuplicateEmailWarning
              matches={matches}
              continueLabel={editing ? t("merge.saveAnyway") : t("merge.createAnyway")}
              onOpen={() => onOpenChange(false)}
              onContinue={() => {
                duplicates.acknowledge(email);
                void onSubmit();
              }}
            />
          )}
          <TextField label="Job title" autoComplete="off" error={errors.jobTitle?.message} {...register("jobTitle")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-type`}>Type</Label>
              <NativeSelect id={`${ids}-type`} {...register("type")}>
                {typeOptions.map((type) => (
                  <option key={type.key} value={type.key}>
                    {type.label}
                  </option>
                ))}
              </NativeSelect>
              <FieldError>{errors.type?.message}</FieldError>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-status`}>Status</Label>
              <NativeSelect id={`${ids}-status`} {...register("status")}>
                {CONTACT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {CONTACT_STATUS_NAMES[status]}
                  </option>
                ))}
              </NativeSelect>
              <FieldError>{errors.status?.message}</FieldError>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-owner`}>Owner</Label>
            <Suspense fallback={null}>
              <OwnerSelect
                tenantId={tenantId}
                id={`${ids}-owner`}
                value={watch("ownerUserId") ?? null}
                onChange={(value) => setValue("ownerUserId", value, { shouldDirty: true })}
              />
            </Suspense>
            <FieldError>{errors.ownerUserId?.message}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-notes`}>Notes</Label>
            <Textarea
              id={`${ids}-notes`}
              rows={3}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? `${ids}-notes-error` : undefined}
              {...register("notes")}
            />
            <FieldError id={`${ids}-notes-error`}>{errors.notes?.message}</FieldError>
          </div>
          {custom.inputs}
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {editing ? (pending ? "Saving..." : "Save Changes") : pending ? "Adding..." : t("contacts.add")}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
