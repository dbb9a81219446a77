import { type ContactField, customFieldFilterValue } from "@engagesuite/shared";
import { SlidersHorizontal, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { ContactFilters } from "@/features/contacts/filters";
import { useContactFields } from "./api";

const INPUT_TYPES: Partial<Record<ContactField["kind"], string>> = { number: "number", date: "date" };

/** The value input of a filter on `field`: its options for a select, yes/no for a checkbox, else text. */
function ValueInput({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: ContactField | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  if (field && (field.kind === "select" || field.kind === "multi_select" || field.kind === "checkbox")) {
    const options = field.kind === "checkbox" ? ["yes", "no"] : field.options;
    return (
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    );
  }
  return (
    <Input
      id={id}
      type={(field && INPUT_TYPES[field.kind]) ?? "text"}
      value={value}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * 'Field filter' (issue 19): narrows the contacts list to those whose custom field has a value (equal; a multi-select
 * contains it). The server filters and counts; a chip-like button shows the active filter and clears it.
 */
export function CustomFieldFilterButton({
  tenantId,
  filters,
  onChange,
}: {
  tenantId: string;
  filters: ContactFilters;
  onChange: (filters: ContactFilters) => void;
}) {
  const ids = useId();
  const fields = useContactFields(tenantId).data ?? [];
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(filters.field?.key ?? "");
  const [value, setValue] = useState(filters.field?.value ?? "");
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setKey(filters.field?.key ?? fields[0]?.key ?? "");
      setValue(filters.field?.value ?? "");
      setError(undefined);
    }
  }, [open, filters.field, fields]);
  if (fields.length === 0) return null;
  const field = fields.find((f) => f.key === key);
  const active = filters.field ? fields.find((f) => f.key === filters.field?.key) : undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!field) return;
    const checked = customFieldFilterValue(field, value);
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    onChange({ ...filters, field: { key: field.key, value: value.trim() } });
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant={active ? "secondary" : "outline"} className="max-w-64">
          <SlidersHorizontal aria-hidden="true" />
          <span className="truncate">
            {active && filters.field ? `${active.label}: ${filters.field.value}` : "Field filter"}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72">
        <Form className="grid gap-4" onSubmit={apply} aria-label="Field filter">
          <div className="space-y-1">
            <p className="font-medium leading-none">Field filter</p>
            <p className="text-muted-foreground text-sm">Show the contacts whose field has this value.</p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-field`}>Field</Label>
            <NativeSelect
              id={`${ids}-field`}
              value={key}
              onChange={(event) => {
                setKey(event.target.value);
                setValue("");
                setError(undefined);
              }}
            >
              {fields.map((f) => (
                <option key={f.key} value={f.key}>
                  {f.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-value`}>Value</Label>
            <ValueInput id={`${ids}-value`} field={field} value={value} onChange={setValue} />
            <FieldError>{error}</FieldError>
          </div>
          <div className="flex justify-between gap-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={!filters.field}
              onClick={() => {
                onChange({ ...filters, field: undefined });
                setOpen(false);
              }}
            >
              <X aria-hidden="true" />
              Clear
            </Button>
            <Button type="submit" size="sm">
              Apply
            </Button>
          </div>
        </Form>
      </PopoverContent>
    </Popover>
  );
}
