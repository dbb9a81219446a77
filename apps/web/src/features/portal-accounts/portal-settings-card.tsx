import { type PortalSettings, portalSettingsUpdateSchema } from "@engagesuite/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useAppHost } from "@/app/host-context";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { tenantInfoQuery } from "@/features/tenant/use-tenant-info";
import { useTerms } from "@/i18n/terms";
import { errorMessage, errorStatus, readApiError } from "@/lib/api";
import { usePortalSettings, useUpdatePortalSettings } from "./api";

type Field = "privacyPolicyUrl" | "termsUrl" | "cancelCutoffHours";
type Draft = { privacyPolicyUrl: string; termsUrl: string; clientUploads: boolean; cancelCutoffHours: string };

const draftOf = (settings: PortalSettings): Draft => ({
  privacyPolicyUrl: settings.privacyPolicyUrl ?? "",
  termsUrl: settings.termsUrl ?? "",
  clientUploads: settings.clientUploads,
  cancelCutoffHours: String(settings.cancelCutoffHours),
});

/**
 * "Client portal" in the workspace settings (administrators): the portal footer's privacy and terms links, whether
 * clients may upload documents, and how late they may cancel an appointment. Hidden without the client portal.
 */
export function PortalSettingsCard({ tenantId }: { tenantId: string }) {
  const settings = usePortalSettings(tenantId);
  // A workspace without the client portal (403) has no portal settings to show.
  const status = settings.isError ? errorStatus(settings.error) : null;
  if (status === 403 || status === 404) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Client portal</CardTitle>
        <CardDescription>
          The links in your portal's footer, client uploads and appointment cancellations.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-48 w-full" aria-hidden="true" />
        ) : settings.isError ? (
          <LoadFailedAlert title="Failed to load the portal settings" onRetry={() => void settings.refetch()}>
            {errorMessage(settings.error, "Please try again.")}
          </LoadFailedAlert>
        ) : (
          <PortalSettingsForm key={JSON.stringify(settings.data)} tenantId={tenantId} settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PortalSettingsForm({ tenantId, settings }: { tenantId: string; settings: PortalSettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useUpdatePortalSettings(tenantId);
  const queryClient = useQueryClient();
  const { context } = useAppHost();
  const { values } = useTerms();
  const uploadsId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const hours = draft.cancelCutoffHours.trim();
    const parsed = portalSettingsUpdateSchema.safeParse({
      privacyPolicyUrl: draft.privacyPolicyUrl,
      termsUrl: draft.termsUrl,
      clientUploads: draft.clientUploads,
      cancelCutoffHours: hours === "" ? Number.NaN : Number(hours),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        found[key] ??= key === "cancelCutoffHours" && hours === "" ? "Enter a number of hours" : issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      // The footer links are part of the tenant info the portal reads.
      const tenantInfo = tenantInfoQuery(context);
      if (tenantInfo) await queryClient.invalidateQueries({ queryKey: tenantInfo.queryKey });
      toast({ title: "Portal settings saved" });
    } catch (error) {
      const fields = readApiError(error)?.fieldErrors ?? {};
      const found: Partial<Record<Field, string>> = {};
      for (const key of ["privacyPolicyUrl", "termsUrl", "cancelCutoffHours"] as const) {
        if (fields[key]?.[0]) found[key] = fields[key][0];
      }
      setErrors(found);
      if (Object.keys(found).length === 0) {
        toast({
          variant: "destructive",
          title: "Could not save",
          description: errorMessage(error, "Please try again."),
        });
      }
    }
  };

  return (
    <Form noValidate onSubmit={submit} className="grid gap-5" aria-label="Client portal settings">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Privacy policy link"
          type="url"
          inputMode="url"
          placeholder="https://example.com/privacy"
          value={draft.privacyPolicyUrl}
          onChange={(e) => set("privacyPolicyUrl", e.target.value)}
          error={errors.privacyPolicyUrl}
          maxLength={500}
        />
        <TextField
          label="Terms of service link"
          type="url"
          inputMode="url"
          placeholder="https://example.com/terms"
          value={draft.termsUrl}
          onChange={(e) => set("termsUrl", e.target.value)}
          error={errors.termsUrl}
          maxLength={500}
        />
      </div>
      <p className="-mt-3 text-muted-foreground text-xs">Left empty, the link is not shown in your portal's footer.</p>
      <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
        <div className="space-y-1">
          <Label htmlFor={uploadsId}>Clients may upload documents</Label>
          <p className="text-muted-foreground text-sm">
            {values.contact.other} can send you files from the {values.portal.toLowerCase()}.
          </p>
        </div>
        <Switch
          id={uploadsId}
          checked={draft.clientUploads}
          onCheckedChange={(checked) => set("clientUploads", checked)}
        />
      </div>
      <TextField
        label="Cancellation cutoff (hours)"
        type="number"
        inputMode="numeric"
        min={0}
        max={720}
        step={1}
        value={draft.cancelCutoffHours}
        onChange={(e) => set("cancelCutoffHours", e.target.value)}
        error={errors.cancelCutoffHours}
        className="max-w-xs"
      />
      <p className="-mt-3 text-muted-foreground text-xs">
        Clients may cancel an appointment until this many hours before it starts (0 to 720).
      </p>
      <div>
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          <Save aria-hidden="true" />
          {save.isPending ? "Saving…" : "Save portal settings"}
        </Button>
      </div>
    </Form>
  );
}
