import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationPreference,
} from "@engagesuite/shared";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { usePreferences, useSavePreferences } from "./api";

type Channel = "email" | "inApp";
const CHANNELS: { key: Channel; label: string }[] = [
  { key: "email", label: "E-mail" },
  { key: "inApp", label: "In-app" },
];

/** The member's own notification choices (issue 22 point 4): each event × e-mail and in-app, saved together. */
export function NotificationPreferencesCard() {
  const saved = usePreferences();
  const save = useSavePreferences();
  const [draft, setDraft] = useState<NotificationPreference[] | null>(null);
  useEffect(() => {
    if (saved.data) setDraft(saved.data.preferences);
  }, [saved.data]);
  const dirty = Boolean(draft && saved.data && JSON.stringify(draft) !== JSON.stringify(saved.data.preferences));

  function toggle(kind: NotificationPreference["kind"], channel: Channel, on: boolean) {
    setDraft((current) => current?.map((p) => (p.kind === kind ? { ...p, [channel]: on } : p)) ?? current);
  }

  async function submit() {
    if (!draft) return;
    try {
      await save.mutateAsync(draft);
      toast({ title: NOTIFICATION_MESSAGES.preferencesSaved });
    } catch (error) {
      toast({ variant: "destructive", title: "Could not save", description: errorMessage(error, "Try again.") });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose how you hear about help desk activity.</CardDescription>
      </CardHeader>
      <CardContent>
        {saved.isError ? (
          <LoadFailedAlert title="Preferences could not be loaded" onRetry={() => void saved.refetch()}>
            Check your connection and try again.
          </LoadFailedAlert>
        ) : !draft ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Notification preferences</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground text-xs">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Event
                </th>
                {CHANNELS.map((c) => (
                  <th key={c.key} scope="col" className="w-20 px-2 py-2 text-center font-medium">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {NOTIFICATION_KINDS.map((kind) => {
                const p = draft.find((x) => x.kind === kind) ?? { kind, email: true, inApp: true };
                return (
                  <tr key={kind}>
                    <th scope="row" className="py-3 pr-3 text-left font-normal">
                      {NOTIFICATION_KIND_LABELS[kind]}
                    </th>
                    {CHANNELS.map((c) => (
                      <td key={c.key} className="px-2 py-3 text-center">
                        <Checkbox
                          aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: ${c.label}`}
                          checked={p[c.key]}
                          onCheckedChange={(value) => toggle(kind, c.key, value === true)}
                          className="size-5"
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </CardContent>
      <CardFooter className="justify-end">
        <Button type="button" disabled={!dirty || save.isPending} onClick={() => void submit()}>
          {save.isPending ? "Saving…" : "Save preferences"}
        </Button>
      </CardFooter>
    </Card>
  );
}
