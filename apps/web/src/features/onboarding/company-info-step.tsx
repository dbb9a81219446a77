import { companyInfoSchema, customHostnameRefusal, deriveSubdomain } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { type UseFormRegisterReturn, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useAppHost } from "@/app/host-context";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { FieldError, TextField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { StepFrame } from "./step-frame";
import { type AvailabilityState, useSubdomainAvailability } from "./use-subdomain-availability";
import type { CompanyInfo } from "./wizard-state";

type CompanyInfoInput = z.input<typeof companyInfoSchema>;
type CompanyInfoValues = z.output<typeof companyInfoSchema>;

const EMPTY: CompanyInfo = {
  companyName: "",
  subdomain: "",
  customDomain: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  country: "",
};

function toCompanyInfo(values: CompanyInfoValues): CompanyInfo {
  return {
    companyName: values.companyName,
    subdomain: values.subdomain,
    customDomain: values.customDomain ?? "",
    email: values.email,
    phone: values.phone ?? "",
    address: values.address ?? "",
    city: values.city ?? "",
    state: values.state ?? "",
    zipCode: values.zipCode ?? "",
    country: values.country ?? "",
  };
}

/** The form's rules plus the server's: a custom domain may not be one of the platform's own names. */
function withPlatformNamesRefused(appDomain: string) {
  return companyInfoSchema.superRefine((values, ctx) => {
    const refusal = values.customDomain ? customHostnameRefusal(values.customDomain, { appDomain }) : null;
    if (refusal) ctx.addIssue({ code: "custom", path: ["customDomain"], message: refusal });
  });
}

/**
 * Step 2 (SPEC §2, §5): the company info form. The subdomain follows the company name while it is empty or still
 * the last derived value; its availability is checked as it is typed, and Continue waits for a free subdomain.
 */
export function CompanyInfoStep({
  initial,
  onContinue,
  onBack,
  focusHeading,
}: {
  initial: CompanyInfo | null;
  onContinue: (info: CompanyInfo) => void;
  onBack: () => void;
  focusHeading?: boolean;
}) {
  const { appDomain } = useAppHost();
  const defaults = initial ?? EMPTY;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setFocus,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<CompanyInfoInput, unknown, CompanyInfoValues>({
    resolver: zodResolver(withPlatformNamesRefused(appDomain)),
    defaultValues: defaults,
  });

  // SPEC §5: derive while the subdomain is empty or still equals the previous derived value.
  const lastDerived = useRef(deriveSubdomain(defaults.companyName));
  const companyName = useWatch({ control, name: "companyName" }) ?? "";
  useEffect(() => {
    const derived = deriveSubdomain(companyName);
    const current = getValues("subdomain") ?? "";
    if (derived !== lastDerived.current && (current === "" || current === lastDerived.current)) {
      setValue("subdomain", derived, { shouldValidate: isSubmitted, shouldDirty: true });
    }
    lastDerived.current = derived;
  }, [companyName, getValues, setValue, isSubmitted]);

  const subdomain = useWatch({ control, name: "subdomain" }) ?? "";
  const availability = useSubdomainAvailability(subdomain);
  const blocked = availability.kind === "checking" || availability.kind === "unavailable";
  const pickSuggestion = (suggestion: string) => {
    setValue("subdomain", suggestion, { shouldValidate: isSubmitted, shouldDirty: true, shouldTouch: true });
    setFocus("subdomain"); // the clicked suggestion goes away with the old answer; focus stays in the field
  };

  const onSubmit = handleSubmit((values) => {
    if (blocked) return;
    onContinue(toCompanyInfo(values));
  });

  return (
    <Form onSubmit={onSubmit} noValidate>
      <StepFrame
        title="Company Info"
        description="Tell us about your business. Your CRM will live on its own subdomain."
        focusHeading={focusHeading}
        onBack={onBack}
        actions={
          <Button type="submit" size="lg" disabled={blocked} className="w-full sm:w-auto">
            Continue
          </Button>
        }
      >
        {/* items-start: an error under one field of a row grows that field only, its neighbour stays put */}
        <div className="grid grid-cols-2 items-start gap-x-3 gap-y-5 sm:gap-x-5">
          <TextField
            label="Company name"
            autoComplete="organization"
            error={errors.companyName?.message}
            className="col-span-2"
            {...register("companyName")}
          />
          <SubdomainField
            appDomain={appDomain}
            error={errors.subdomain?.message}
            availability={availability}
            onSuggestion={pickSuggestion}
            inputProps={register("subdomain")}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            className="col-span-2 sm:col-span-1"
            {...register("email")}
          />
          <TextField
            label="Phone"
            optional
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            className="col-span-2 sm:col-span-1"
            {...register("phone")}
          />
          <TextField
            label="Custom domain"
            optional
            placeholder="crm.yourcompany.com"
            autoComplete="off"
            error={errors.customDomain?.message}
            className="col-span-2"
            {...register("customDomain")}
          />
          <TextField
            label="Address"
            optional
            autoComplete="street-address"
            error={errors.address?.message}
            className="col-span-2"
            {...register("address")}
          />
          <TextField
            label="City"
            optional
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register("city")}
          />
          <TextField
            label="State / Province"
            optional
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register("state")}
          />
          <TextField
            label="ZIP / Postal code"
            optional
            autoComplete="postal-code"
            error={errors.zipCode?.message}
            {...register("zipCode")}
          />
          <TextField
            label="Country"
            optional
            autoComplete="country"
            placeholder="US"
            error={errors.country?.message}
            {...register("country")}
          />
        </div>
      </StepFrame>
    </Form>
  );
}

function SubdomainField({
  appDomain,
  error,
  availability,
  onSuggestion,
  inputProps,
}: {
  appDomain: string;
  error?: string;
  availability: AvailabilityState;
  onSuggestion: (subdomain: string) => void;
  inputProps: UseFormRegisterReturn<"subdomain">;
}) {
  const id = "onboarding-subdomain";
  const suffixId = `${id}-suffix`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const suggestionsId = `${id}-suggestions`;
  const suggestions = !error && availability.kind === "unavailable" ? availability.suggestions : [];
  return (
    <div className="col-span-2 grid gap-2">
      <Label htmlFor={id}>Subdomain</Label>
      <div className="flex">
        <Input
          id={id}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error || availability.kind === "unavailable" ? true : undefined}
          aria-describedby={cn(suffixId, statusId, error && errorId)}
          className="h-10 rounded-r-none"
          {...inputProps}
        />
        <span
          id={suffixId}
          className="inline-flex h-10 max-w-[55%] shrink-0 items-center truncate rounded-r-md border border-input border-l-0 bg-muted px-3 text-muted-foreground text-sm"
        >
          .{appDomain}
        </span>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      <p id={statusId} role="status" aria-live="polite" className="min-h-5 text-sm">
        {!error && <AvailabilityMessage availability={availability} />}
      </p>
      {suggestions.length > 0 && (
        <fieldset aria-labelledby={suggestionsId} className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <span id={suggestionsId} className="text-muted-foreground">
            Free instead:
          </span>
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              type="button"
              variant="outline"
              size="sm"
              className="h-7 font-mono"
              onClick={() => onSuggestion(suggestion)}
            >
              {suggestion}
            </Button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function AvailabilityMessage({ availability }: { availability: AvailabilityState }) {
  switch (availability.kind) {
    case "checking":
      return (
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Checking availability…
        </span>
      );
    case "available":
      return (
        <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
          <CircleCheck className="size-4" aria-hidden="true" />
          {availability.message}
        </span>
      );
    case "unavailable":
      return (
        <span className="inline-flex items-center gap-1.5 text-destructive">
          <CircleX className="size-4" aria-hidden="true" />
          {availability.message}
        </span>
      );
    default:
      return null;
  }
}
