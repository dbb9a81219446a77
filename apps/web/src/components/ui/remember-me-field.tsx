import { useId } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { Checkbox } from "./checkbox";
import { Label } from "./label";

interface RememberMeFieldProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  /** A boolean field of the form. */
  name: Path<TValues>;
}

/** The "Remember me" checkbox of the sign-in forms, bound to a boolean field of a react-hook-form form. */
export function RememberMeField<TValues extends FieldValues, TTransformed>({
  control,
  name,
}: RememberMeFieldProps<TValues, TTransformed>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value ?? false}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      <Label htmlFor={id} className="font-normal">
        Remember me
      </Label>
    </div>
  );
}
