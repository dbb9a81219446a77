import {
  CONTACT_STATUSES,
  type ContactInput,
  type ContactRecord,
  contactInputSchema,
  customFieldValueText,
} from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { FieldError, TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { activeOf, labelOf, useContactTypes } from "@/features/choices/api";
import { useCustomFieldsForm } from "@/features/contact-fields/custom-field-inputs";
import { useTerms } from "@/i18n/terms";
import { readApiError } from "@/lib/api";
import { useDuplicateCheck } from "../duplicates/api";
import { DuplicateEmailWarning } from "../duplicates/duplicate-warning";
import { CONTACT_STATUS_NAMES } from "../labels";
import { useSaveContact } from "./api";

type FormInput = z.input<typeof contactInputSchema>;
const FIELDS = ["name", "email", "phone", "jobTitle", "type", "status"] as const;

const valuesOf = (contact: ContactRecord): FormInput => ({
  name: contact.name,
  email: contact.email ?? "",
  phone: contact.phone ?? "",
  jobTitle: contact.jobTitle ?? "",
  type: contact.type,
  status: contact.status,
});

/** One label and its value; an empty value shows a dash. */
function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere]">{value || "-"}</dd>
    </div>
  );
}

/**
 * The contact's fields and the workspace's custom fields, edited in place: the edit dialog's schema
 * (`contactInputSchema`) and custom-field validator, the same messages, the same PUT. The notes column is sent as it
 * is (the record's notes are its own card).
 */
export function DetailsCard({ tenantId, contact }: { tenantId: string; contact: ContactRecord }) {
  const [editing, setEditing] = useState(false);
  const ids = useId();
  const types = useContactTypes(tenantId).data;
  const update = useSaveContact(tenantId);
  const custom = useCustomFieldsForm(tenantId, contact.customFields, editing);
  const typeOptions = activeOf(types);
  if (!typeOptions.some((c) => c.key === contact.type)) {
    const label = labelOf("contactTypes", types, contact.type);
    typeOptions.push({ key: contact.type, label: `${label} (archived)`, position: -1, archived: true });
  }
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, ContactInput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: valuesOf(contact),
  });
  useEffect(() => {
    if (editing) reset(valuesOf(contact));
  }, [editing, contact, reset]);

  // An e-mail changed to another contact's is warned about (issue 21 point 7), as in the edit dialog.
  const { t } = useTerms();
  const duplicates = useDuplicateCheck(tenantId, contact.id);
  const { check: checkDuplicates, reset: resetDuplicates } = duplicates;
  const email = watch("email") ?? "";
  const emailChanged = (value: string | null | undefined) =>
    (value ?? "").trim().toLowerCase() !== (contact.email ?? "").trim().toLowerCase();
  const checkEmail = editing && emailChanged(email);
  useEffect(() => {
    if (editing) resetDuplicates();
  }, [editing, resetDuplicates]);
  useEffect(() => {
    if (!checkEmail) return;
    const timer = setTimeout(() => void checkDuplicates(email), 600);
    return () => clearTimeout(timer);
  }, [email, checkEmail, checkDuplicates]);
  const matches = checkEmail ? duplicates.matchesFor(email) : [];

  const onSubmit = handleSubmit(
    async (values) => {
      const customFields = custom.check();
      if (customFields === null) return;
      if (emailChanged(values.email) && (await duplicates.blocks(values.email))) return;
      const body = {
        name: values.name,
        email: values.email ?? "",
        phone: values.phone ?? "",
        jobTitle: values.jobTitle ?? "",
        type: values.type ?? contact.type,
        status: values.status,
        notes: contact.notes ?? "",
        ...(customFields ? { customFields } : {}),
      };
      try {
        await update.mutateAsync({ id: contact.id, body });
        setEditing(false);
      } catch (error) {
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

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle id={`${ids}-title`}>Details</CardTitle>
        {!editing && (
          <CardAction>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label="Edit details"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <Form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby={`${ids}-title`}>
            <TextField label="Name" required aria-required="true" error={errors.name?.message} {...register("name")} />
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              error={errors.email?.message}
              {...register("email", {
                onBlur: (event) => {
                  if (emailChanged(event.target.value)) void duplicates.check(event.target.value);
                },
              })}
            />
            {matches.length > 0 && (
              <DuplicateEmailWarning
                matches={matches}
                continueLabel={t("merge.saveAnyway")}
                onOpen={() => setEditing(false)}
                onContinue={() => {
                  duplicates.acknowledge(email);
                  void onSubmit();
                }}
              />
            )}
            <TextField label="Phone" type="tel" error={errors.phone?.message} {...register("phone")} />
            <TextField label="Job title" error={errors.jobTitle?.message} {...register("jobTitle")} />
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
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
            {custom.inputs}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Saving..." : "Save Changes"}
              </Button>
            </div>
          </Form>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <Detail label="Email" value={contact.email} />
            <Detail label="Phone" value={contact.phone} />
            <Detail label="Job title" value={contact.jobTitle} />
            <Detail label="Type" value={labelOf("contactTypes", types, contact.type)} />
            <Detail label="Status" value={CONTACT_STATUS_NAMES[contact.status]} />
            {custom.fields.map((field) => (
              <Detail
                key={field.key}
                label={field.label}
                value={
                  field.kind === "checkbox"
                    ? contact.customFields[field.key] === true
                      ? "Yes"
                      : "No"
                    : customFieldValueText(contact.customFields[field.key])
                }
              />
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
