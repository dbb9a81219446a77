import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";
import { Label } from "./label";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  /** The visible label (DESIGN §8: every input has one). */
  label: string;
  /** The validation message shown under the input, linked to it for screen readers. */
  error?: string;
  /** Something beside the label, on its right (a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** A field the form does without: a quiet "(optional)" after the label, part of its accessible name. */
  optional?: boolean;
  id?: string;
}

/** The label's text, with a quiet "(optional)" for a field the form does without. */
function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  if (!optional) return label;
  return (
    <>
      {label} <span className="font-normal text-muted-foreground">(optional)</span>
    </>
  );
}

/** The error under a field; `role="alert"` so it is announced when it appears. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      {children}
    </p>
  );
}

function useFieldIds(id?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, errorId: `${inputId}-error` };
}

/** Label, input and its validation message. Spread react-hook-form's `register(name)` into it. */
export function TextField({ label, error, labelAside, optional, id, className, ...inputProps }: TextFieldProps) {
  const { inputId, errorId } = useFieldIds(id);
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex min-h-4 items-center justify-between gap-2">
        <Label htmlFor={inputId} className={optional ? "gap-1" : undefined}>
          <LabelText label={label} optional={optional} />
        </Label>
        {labelAside}
      </div>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A password field with a show/hide button ("Show password" / "Hide password"). */
export function PasswordField({ label, error, labelAside, optional, id, className, ...inputProps }: TextFieldProps) {
  const { inputId, errorId } = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex min-h-4 items-center justify-between gap-2">
        <Label htmlFor={inputId} className={optional ? "gap-1" : undefined}>
          <LabelText label={label} optional={optional} />
        </Label>
        {labelAside}
      </div>
      <div className="relative">
        <Input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
          type={visible ? "text" : "password"}
          className="pr-10"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
