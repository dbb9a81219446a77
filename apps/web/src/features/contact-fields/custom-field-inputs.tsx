import {
  type ContactField,
  type CustomFieldValues,
  customFieldValueText,
  validateCustomFields,
} from "@engagesuite/shared";
import { useCallback, useEffect, useId, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError, TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useContactFields } from "./api";

/** What a form keeps per field: text for the inputs, an array for a multi-select, a boolean for a checkbox. */
type Draft = Record<string, string | string[] | boolean>;

function draftOf(fields: readonly ContactField[], values: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind === "multi_select") draft[field.key] = Array.isArray(value) ? value.map(String) : [];
    else if (field.kind === "checkbox") draft[field.key] = value === true;
    else draft[field.key] = customFieldValueText(value);
  }
  return draft;
}

/**
 * The custom fields of a contact form (issue 19): their drafts and errors, checked with the server's own validator
 * (`validateCustomFields`) before sending. `check()` answers the values to send, or null after showing the errors;
 * `showServerErrors` puts a 400's `customFields.<key>` errors under their fields.
 */
export function useCustomFieldsForm(tenantId: string, values: Record<string, unknown> | undefined, open: boolean) {
  const query = useContactFields(tenantId);
  const fields = query.data ?? [];
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each opening starts from the contact's stored values (and again once the definitions arrive).
  const data = query.data;
  useEffect(() => {
    if (open) {
      setDraft(draftOf(data ?? [], values ?? {}));
      setErrors({});
    }
  }, [open, values, data]);

  const check = useCallback((): CustomFieldValues | null | undefined => {
    // Not loaded, or no fields: nothing is sent, and the contact's stored values are left as they are.
    if (!data || data.length === 0) return undefined;
    const result = validateCustomFields(data, draft);
    const next: Record<string, string> = {};
    for (const [key, messages] of Object.entries(result.fieldErrors))
      next[key.replace(/^customFields\./, "")] = messages[0] ?? "";
    setErrors(next);
    return Object.keys(next).length > 0 ? null : result.values;
  }, [data, draft]);

  const showServerErrors = useCallback((fieldErrors: Record<string, string[]>) => {
    const next: Record<string, string> = {};
    for (const [key, messages] of Object.entries(fieldErrors)) {
      if (key.startsWith("customFields.")) next[key.slice("customFields.".length)] = messages[0] ?? "";
    }
    setErrors((old) => ({ ...old, ...next }));
  }, []);

  const inputs = (
    <CustomFieldInputs
      fields={fields}
      draft={draft}
      errors={errors}
      onChange={(key, value) => setDraft((old) => ({ ...old, [key]: value }))}
    />
  );
  return { fields, inputs, check, showServerErrors };
}

const INPUT_TYPES: Partial<Record<ContactField["kind"], string>> = {
  number: "number",
  date: "date",
  url: "url",
  email: "email",
  phone: "tel",
};

/** The inputs of the workspace's custom fields, in their order, under a "More details" heading. */
export function CustomFieldInputs({
  fields,
  draft,
  errors,
  onChange,
}: {
  fields: readonly ContactField[];
  draft: Draft;
  errors: Record<string, string>;
  onChange: (key: string, value: string | string[] | boolean) => void;
}) {
  const ids = useId();
  if (fields.length === 0) return null;
  return (
    <fieldset className="grid gap-4 border-t pt-4">
      <legend className="float-left mb-1 font-medium text-sm">More details</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `${ids}-${field.key}`;
          const error = errors[field.key];
          const label = field.required ? `${field.label} *` : field.label;
          const value = draft[field.key];
          if (field.kind === "checkbox") {
            return (
              <div key={field.key} className="grid gap-2 self-end">
                <div className="flex min-h-9 items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={value === true}
                    aria-invalid={error ? true : undefined}
                    onCheckedChange={(checked) => onChange(field.key, checked === true)}
                  />
                  <Label htmlFor={id}>{label}</Label>
                </div>
                <FieldError>{error}</FieldError>
              </div>
            );
          }
          if (field.kind === "select") {
            return (
              <div key={field.key} className="grid gap-2">
                <Label htmlFor={id}>{label}</Label>
                <NativeSelect
                  id={id}
                  value={typeof value === "string" ? value : ""}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => onChange(field.key, event.target.value)}
                >
                  <option value="">—</option>
                  {field.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError>{error}</FieldError>
              </div>
            );
          }
          if (field.kind === "multi_select") {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <fieldset key={field.key} className="grid gap-2 sm:col-span-2">
                <legend className="mb-2 font-medium text-sm leading-none">{label}</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {field.options.map((option) => (
                    <div key={option} className="flex items-center gap-2">
                      <Checkbox
                        id={`${id}-${option}`}
                        checked={chosen.includes(option)}
                        onCheckedChange={(checked) =>
                          onChange(
                            field.key,
                            checked === true ? [...chosen, option] : chosen.filter((o) => o !== option),
                          )
                        }
                      />
                      <Label htmlFor={`${id}-${option}`} className="font-normal">
                        {option}
                      </Label>
                    </div>
                  ))}
                </div>
                <FieldError>{error}</FieldError>
              </fieldset>
            );
          }
          return (
            <TextField
              key={field.key}
              id={id}
              label={label}
              type={INPUT_TYPES[field.kind] ?? "text"}
              autoComplete="off"
              value={typeof value === "string" ? value : ""}
              error={error}
              onChange={(event) => onChange(field.key, event.target.value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
