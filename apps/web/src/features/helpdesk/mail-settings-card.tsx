import { HELPDESK_MAIL_MESSAGES, type HelpdeskMailSettings, helpdeskSettingsApi } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, errorStatus, readApiError } from "@/lib/api";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

const settingsKey = keyOf(helpdeskSettingsApi.mail, {});

/**
 * "Support e-mail" in the workspace settings (administrators; issue 22 point 6): the address that turns mail into
 * tickets, and the workspace's own address forwarded to it.
 */
export function MailSettingsCard() {
  const settings = useQuery(queryOptionsOf(helpdeskSettingsApi.mail, {}));
  const status = settings.isError ? errorStatus(settings.error) : null;
  if (status === 403 || status === 404) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Support e-mail</CardTitle>
        <CardDescription>
          Mail sent to your support address becomes a ticket; replies by mail land on the same ticket.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-32 w-full" aria-hidden="true" />
        ) : settings.isError ? (
          <LoadFailedAlert title="Failed to load the e-mail settings" onRetry={() => void settings.refetch()}>
            {errorMessage(settings.error, "Please try again.")}
          </LoadFailedAlert>
        ) : (
          <MailSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function MailSettingsForm({ settings }: { settings: HelpdeskMailSettings }) {
  const [address, setAddress] = useState(settings.customSupportAddress ?? "");
  const [error, setError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (customSupportAddress: string | null) =>
      call(helpdeskSettingsApi.updateMail, { body: { customSupportAddress } }),
    onSuccess: (data) => queryClient.setQueryData(settingsKey, data),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = address.trim();
    if (value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError(HELPDESK_MAIL_MESSAGES.addressInvalid);
      return;
    }
    try {
      await save.mutateAsync(value || null);
      toast({ title: HELPDESK_MAIL_MESSAGES.saved });
    } catch (failure) {
      const field = readApiError(failure)?.fieldErrors?.customSupportAddress?.[0];
      if (field) setError(field);
      else
        toast({
          variant: "destructive",
          title: "Could not save",
          description: errorMessage(failure, "Please try again."),
        });
    }
  };

  return (
    <Form noValidate onSubmit={submit} className="grid gap-5" aria-label="Support e-mail settings">
      <div className="grid gap-2">
        <p className="font-medium text-sm">Your support address</p>
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2">
          <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <code className="min-w-0 flex-1 break-all font-mono text-sm" data-testid="support-address">
            {settings.supportAddress}
          </code>
          <CopyButton value={settings.supportAddress} label="Copy the support address" />
        </div>
        <p className="text-muted-foreground text-xs">
          Give it to your clients, or forward your own support mailbox to it.
        </p>
      </div>
      <TextField
        label="Your own address (optional)"
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder="help@yourclinic.com"
        value={address}
        onChange={(e) => {
          setAddress(e.target.value);
          setError(undefined);
        }}
        error={error}
        maxLength={254}
      />
      <p className="-mt-3 text-muted-foreground text-xs">
        Set your mail provider to forward this address to the support address above. Left empty, only the support
        address receives.
      </p>
      <div>
        <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
          <Save aria-hidden="true" />
          {save.isPending ? "Saving..." : "Save e-mail settings"}
        </Button>
      </div>
    </Form>
  );
}
