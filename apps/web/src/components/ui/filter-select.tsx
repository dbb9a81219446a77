import { useId } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";
import { NativeSelect } from "./native-select";

interface FilterSelectProps<T extends string> {
  label: string;
  name: string;
  /** The chosen value; null for all. */
  value: T | null;
  onChange: (value: T | null) => void;
  /** The values to choose from, in order, and how each reads. */
  options: readonly T[];
  optionNames: Record<T, string>;
  /** The first option, which chooses no filter ("All statuses"). */
  allLabel: string;
  className?: string;
}

/** A labelled select that filters a list by one value, or by none. */
export function FilterSelect<T extends string>({
  label,
  name,
  value,
  onChange,
  options,
  optionNames,
  allLabel,
  className,
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        name={name}
        value={value ?? ""}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          onChange(chosen ?? null);
        }}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionNames[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
