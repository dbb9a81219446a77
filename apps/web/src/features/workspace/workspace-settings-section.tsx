import {
  canonicalLocale,
  contrastRatio,
  isValidTimeZone,
  LOGO_MAX_BYTES,
  timeZoneOptions,
  WCAG_AA_CONTRAST,
  WORKSPACE_MESSAGES,
  type WorkspaceSettings,
  type WorkspaceSettingsUpdate,
} from "@engagesuite/shared";
import { ImageUp, Save, Trash2, TriangleAlert } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useMemo, useRef, useState } from "react";
import { SectionHeader } from "@/components/layout/section-header";
import { TenantLogo } from "@/components/layout/tenant-shell";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { FieldError, TextField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { TypesCategoriesCard } from "@/features/choices/types-categories-card";
import { ContactFieldsCard } from "@/features/contact-fields/contact-fields-card";
import { TagsCard } from "@/features/contacts/tags/tags-card";
import { CannedRepliesCard } from "@/features/helpdesk/canned/canned-replies-card";
import { MailSettingsCard } from "@/features/helpdesk/mail-settings-card";
import { SlaSettingsCard } from "@/features/helpdesk/sla-settings-card";
import { PortalSettingsCard } from "@/features/portal-accounts/portal-settings-card";
import { DeleteWorkspaceCard, ExportDataCard } from "@/features/tenant-data/your-data-cards";
import { errorMessage, readApiError } from "@/lib/api";
import { fileToBase64, useRemoveLogo, useUpdateWorkspace, useUploadLogo, useWorkspaceSettings } from "./api";
import { LandingPreview } from "./landing-preview";
import { TerminologyCard } from "./terminology-card";

/** The text colour of the landing's page text (the theme's foreground) and of text on the primary colour (white). */
const PAGE_TEXT = "#0a0a0a";
const ON_PRIMARY_TEXT = "#ffffff";
const HEX = /^#[0-9a-fA-F]{6}$/;

/** Common language tags offered in the locale list (any other valid one can be kept). */
const LOCALES = [
  ["en-US", "English (United States)"],
  ["en-GB", "English (United Kingdom)"],
  ["en-CA", "English (Canada)"],
  ["en-AU", "English (Australia)"],
  ["es-ES", "Español (España)"],
  ["es-MX", "Español (México)"],
  ["fr-FR", "Français (France)"],
  ["fr-CA", "Français (Canada)"],
  ["de-DE", "Deutsch (Deutschland)"],
  ["it-IT", "Italiano (Italia)"],
  ["nl-NL", "Nederlands (Nederland)"],
  ["pt-BR", "Português (Brasil)"],
  ["pt-PT", "Português (Portugal)"],
  ["pl-PL", "Polski (Polska)"],
  ["sv-SE", "Svenska (Sverige)"],
  ["ja-JP", "日本語 (日本)"],
  ["zh-CN", "中文 (中国)"],
] as const;

type Fields = Pick<WorkspaceSettings, "name" | "primaryColor" | "secondaryColor" | "timeZone" | "locale">;
type FieldErrors = Partial<Record<keyof Fields, string>>;

/**
 * Workspace settings (issue 17 point 7), for the workspace's admins: the company name, the logo, the colours with a
 * live preview of the landing page and a contrast warning (WCAG AA), and the time zone and locale of every date.
 */
export function WorkspaceSettingsSection({
  tenantId,
  headingId,
  subdomain,
}: {
  tenantId: string;
  headingId: string;
  /** The workspace's subdomain, typed to confirm its deletion; the deletion card shows only with it. */
  subdomain?: string;
}) {
  const settings = useWorkspaceSettings(tenantId);
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <SectionHeader
        headingId={headingId}
        title="Workspace Settings"
        description="Your company's name, logo and colours on your landing page, dashboard and client portal, and how dates are shown."
      />
      {settings.isPending ? (
        <div className="space-y-4" aria-hidden="true">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : settings.isError ? (
        <LoadFailedAlert title="Failed to load the workspace settings" onRetry={() => void settings.refetch()}>
          {errorMessage(settings.error, "Please try again.")}
        </LoadFailedAlert>
      ) : (
        <>
          <LogoCard tenantId={tenantId} settings={settings.data} />
          <SettingsForm tenantId={tenantId} settings={settings.data} />
          <TypesCategoriesCard tenantId={tenantId} />
          <TagsCard tenantId={tenantId} />
          <ContactFieldsCard tenantId={tenantId} />
          <TerminologyCard tenantId={tenantId} />
          <PortalSettingsCard tenantId={tenantId} />
          <CannedRepliesCard />
          <SlaSettingsCard />
          <MailSettingsCard />
          <ExportDataCard tenantId={tenantId} />
          {subdomain && <DeleteWorkspaceCard tenantId={tenantId} subdomain={subdomain} />}
        </>
      )}
    </section>
  );
}

function LogoCard({ tenantId, settings }: { tenantId: string; settings: WorkspaceSettings }) {
  const upload = useUploadLogo(tenantId);
  const remove = useRemoveLogo(tenantId);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [error, setError] = useState<string | undefined>();
  const busy = upload.isPending || remove.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return setError(WORKSPACE_MESSAGES.logoTooLarge);
    setError(undefined);
    upload.mutate(await fileToBase64(file), {
      onSuccess: () => toast({ title: "Logo updated" }),
      onError: (err) => setError(errorMessage(err, WORKSPACE_MESSAGES.logoType)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo</CardTitle>
        <CardDescription>
          PNG, JPEG or SVG, up to 1 MB. A square image of at least 128 × 128 pixels looks best.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex size-20 shrink-0 items-center justify-center rounded-xl border bg-muted/40 p-2">
          <TenantLogo
            tenant={{ name: settings.name, logoUrl: settings.logoUrl }}
            className="size-16 rounded-lg text-2xl"
          />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
              className="sr-only"
              aria-label="Logo file"
              onChange={(event) => void choose(event)}
              disabled={busy}
            />
            <Button type="button" onClick={() => inputRef.current?.click()} disabled={busy}>
              <ImageUp aria-hidden="true" />
              {upload.isPending ? "Uploading..." : settings.logoUrl ? "Replace logo" : "Upload logo"}
            </Button>
            {settings.logoUrl && (
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast({ title: "Logo removed" }),
                    onError: (err) => setError(errorMessage(err, "Please try again.")),
                  })
                }
              >
                <Trash2 aria-hidden="true" />
                {remove.isPending ? "Removing..." : "Remove logo"}
              </Button>
            )}
          </div>
          {!settings.logoUrl && (
            <p className="text-muted-foreground text-sm">Without a logo, screens show your company's initial.</p>
          )}
          <FieldError>{error}</FieldError>
        </div>
      </CardContent>
    </Card>
  );
}

function fieldsOf(settings: WorkspaceSettings): Fields {
  const { name, primaryColor, secondaryColor, timeZone, locale } = settings;
  return { name, primaryColor, secondaryColor, timeZone, locale };
}

/** What the form would send, or the errors that keep it from being sent (the server checks all of it again). */
function validate(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.name.trim()) errors.name = WORKSPACE_MESSAGES.nameRequired;
  else if (fields.name.trim().length > 100) errors.name = WORKSPACE_MESSAGES.nameTooLong;
  if (!HEX.test(fields.primaryColor)) errors.primaryColor = WORKSPACE_MESSAGES.colorFormat;
  if (!HEX.test(fields.secondaryColor)) errors.secondaryColor = WORKSPACE_MESSAGES.colorFormat;
  if (!isValidTimeZone(fields.timeZone)) errors.timeZone = WORKSPACE_MESSAGES.timeZoneInvalid;
  if (!canonicalLocale(fields.locale)) errors.locale = WORKSPACE_MESSAGES.localeInvalid;
  return errors;
}

function SettingsForm({ tenantId, settings }: { tenantId: string; settings: WorkspaceSettings }) {
  const update = useUpdateWorkspace(tenantId);
  const saved = fieldsOf(settings);
  const [fields, setFields] = useState<Fields>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof Fields) => (value: string) => setFields((previous) => ({ ...previous, [key]: value }));
  const changes = (Object.keys(fields) as (keyof Fields)[]).filter((key) => fields[key] !== saved[key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || changes.length === 0) return;
    const body: WorkspaceSettingsUpdate = Object.fromEntries(changes.map((key) => [key, fields[key]]));
    update.mutate(body, {
      onSuccess: (answer) => {
        setFields(fieldsOf(answer));
        toast({ title: WORKSPACE_MESSAGES.saved });
      },
      onError: (err) => {
        const apiError = readApiError(err);
        const fieldErrors = Object.fromEntries(
          Object.entries(apiError?.fieldErrors ?? {}).map(([key, messages]) => [key, messages[0]]),
        );
        setErrors(fieldErrors);
        toast({ variant: "destructive", title: "Not saved", description: apiError?.message ?? "Please try again." });
      },
    });
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Workspace settings" className="flex flex-col gap-5">
      <Card>
        <CardHeader>
          <CardTitle>Company</CardTitle>
          <CardDescription>Shown on your landing page, in the dashboard and in your client portal.</CardDescription>
        </CardHeader>
        <CardContent>
          <TextField
            label="Company name"
            name="name"
            autoComplete="organization"
            value={fields.name}
            onChange={(event) => set("name")(event.target.value)}
            error={errors.name}
            maxLength={100}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Colours</CardTitle>
          <CardDescription>
            The primary colour fills buttons, links and the brand bar; the secondary colour is the base tint of your
            landing page, under your industry's background picture.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <div className="space-y-4">
            <ColorField
              label="Primary colour"
              name="primaryColor"
              value={fields.primaryColor}
              onChange={set("primaryColor")}
              error={errors.primaryColor}
            />
            <ColorField
              label="Secondary colour"
              name="secondaryColor"
              value={fields.secondaryColor}
              onChange={set("secondaryColor")}
              error={errors.secondaryColor}
            />
            <ContrastWarnings primaryColor={fields.primaryColor} secondaryColor={fields.secondaryColor} />
          </div>
          <LandingPreview
            name={fields.name}
            logoUrl={settings.logoUrl}
            primaryColor={HEX.test(fields.primaryColor) ? fields.primaryColor : saved.primaryColor}
            secondaryColor={HEX.test(fields.secondaryColor) ? fields.secondaryColor : saved.secondaryColor}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Time zone and language</CardTitle>
          <CardDescription>
            Every date your team and clients see on your screens and in e-mails is shown in this time zone and format.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TimeZoneField value={fields.timeZone} onChange={set("timeZone")} error={errors.timeZone} />
            <LocaleField value={fields.locale} onChange={set("locale")} error={errors.locale} />
          </div>
          <DateSample timeZone={fields.timeZone} locale={fields.locale} />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {changes.length > 0 && !update.isPending && (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            Unsaved changes
          </p>
        )}
        <Button type="submit" disabled={update.isPending || changes.length === 0}>
          <Save aria-hidden="true" />
          {update.isPending ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </Form>
  );
}

function ColorField({
  label,
  name,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={HEX.test(value) ? value.toLowerCase() : "#000000"}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        />
        <Input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          placeholder="#0f766e"
          className="font-mono uppercase"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** WCAG AA (4.5:1) for the two texts the colours carry on the landing: the buttons' white text, and the page text. */
function ContrastWarnings({ primaryColor, secondaryColor }: { primaryColor: string; secondaryColor: string }) {
  const problems: string[] = [];
  const onPrimary = HEX.test(primaryColor) ? contrastRatio(ON_PRIMARY_TEXT, primaryColor) : null;
  const onSecondary = HEX.test(secondaryColor) ? contrastRatio(PAGE_TEXT, secondaryColor) : null;
  if (onPrimary !== null && onPrimary < WCAG_AA_CONTRAST) {
    problems.push(
      `White text on the primary colour has a contrast of ${onPrimary.toFixed(2)}:1. Choose a darker primary colour.`,
    );
  }
  if (onSecondary !== null && onSecondary < WCAG_AA_CONTRAST) {
    problems.push(
      `Text on the secondary colour has a contrast of ${onSecondary.toFixed(2)}:1. Choose a lighter secondary colour.`,
    );
  }
  if (problems.length === 0) {
    if (onPrimary === null || onSecondary === null) return null;
    return (
      <p className="text-muted-foreground text-sm" data-testid="contrast-ok">
        Text is readable on both colours (WCAG AA: {onPrimary.toFixed(1)}:1 and {onSecondary.toFixed(1)}:1).
      </p>
    );
  }
  return (
    <Alert className="border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Text may be hard to read</AlertTitle>
      <AlertDescription className="text-amber-900 dark:text-amber-100/90">
        {problems.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
        <p>WCAG AA asks for at least 4.5:1. You can still save these colours.</p>
      </AlertDescription>
    </Alert>
  );
}

function TimeZoneField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId();
  const zones = useMemo(() => {
    const all = timeZoneOptions();
    return all.includes(value) ? all : [value, ...all];
  }, [value]);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Time zone</Label>
      <NativeSelect
        id={id}
        name="timeZone"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </NativeSelect>
      <FieldError>{error}</FieldError>
    </div>
  );
}

function LocaleField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId();
  const known = LOCALES.some(([tag]) => tag === value);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Date and number format</Label>
      <NativeSelect
        id={id}
        name="locale"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
      >
        {!known && <option value={value}>{value}</option>}
        {LOCALES.map(([tag, label]) => (
          <option key={tag} value={tag}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <FieldError>{error}</FieldError>
    </div>
  );
}

/** How a date will look with the chosen zone and locale (now, so the zone's offset shows). */
function DateSample({ timeZone, locale }: { timeZone: string; locale: string }) {
  let sample: string | null = null;
  try {
    sample = new Intl.DateTimeFormat(locale, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone,
    }).format(new Date());
  } catch {
    sample = null;
  }
  if (!sample) return null;
  return (
    <p className="rounded-lg bg-muted/50 px-3 py-2 text-sm">
      <span className="text-muted-foreground">Right now it is </span>
      <span className="font-medium" data-testid="date-sample">
        {sample}
      </span>
    </p>
  );
}
