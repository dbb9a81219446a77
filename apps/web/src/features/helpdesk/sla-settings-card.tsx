import {
  type BusinessDay,
  NOTIFICATION_MESSAGES,
  type SlaPolicy,
  type SlaSettingsAnswer,
  TICKET_PRIORITIES,
} from "@engagesuite/shared";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { TICKET_PRIORITY_NAMES } from "./labels";
import { useSaveSlaSettings, useSlaSettings } from "./settings-api";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

interface DayDraft {
  open: boolean;
  start: string;
  end: string;
}
interface Draft {
  days: DayDraft[];
  /** Hours as typed ("" = no target), per priority. */
  targets: Record<string, { firstResponse: string; resolution: string }>;
}

const hoursText = (minutes: number | null) => (minutes === null ? "" : String(Math.round((minutes / 60) * 100) / 100));

function toDraft(settings: SlaSettingsAnswer): Draft {
  return {
    days: DAYS.map((_, i) => {
      const day = settings.businessHours.find((d) => d.day === i + 1);
      return day ? { open: true, start: day.start, end: day.end } : { open: false, start: "09:00", end: "17:00" };
    }),
    targets: Object.fromEntries(
      settings.policies.map((p) => [
        p.priority,
        { firstResponse: hoursText(p.firstResponseMinutes), resolution: hoursText(p.resolutionMinutes) },
      ]),
    ),
  };
}

/** Hours as typed → whole minutes; "" → null; anything else → NaN (an error). */
export function minutesOf(hours: string): number | null {
  const text = hours.trim().replace(",", ".");
  if (text === "") return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 60) : Number.NaN;
}

/** The draft as the API's body, or the first problem in words. */
export function settingsOf(
  draft: Draft,
): { ok: true; body: { businessHours: BusinessDay[]; policies: SlaPolicy[] } } | { ok: false; error: string } {
  const businessHours: BusinessDay[] = [];
  for (const [i, d] of draft.days.entries()) {
    if (!d.open) continue;
    if (!d.start || !d.end || d.start >= d.end)
      return { ok: false, error: `${DAYS[i]}: ${NOTIFICATION_MESSAGES.hoursInvalid}` };
    businessHours.push({ day: i + 1, start: d.start, end: d.end });
  }
  const policies: SlaPolicy[] = [];
  for (const priority of TICKET_PRIORITIES) {
    const t = draft.targets[priority] ?? { firstResponse: "", resolution: "" };
    const firstResponseMinutes = minutesOf(t.firstResponse);
    const resolutionMinutes = minutesOf(t.resolution);
    if (Number.isNaN(firstResponseMinutes) || Number.isNaN(resolutionMinutes)) {
      return {
        ok: false,
        error: `${TICKET_PRIORITY_NAMES[priority]}: a target is a positive number of hours, or empty for none`,
      };
    }
    policies.push({ priority, firstResponseMinutes, resolutionMinutes });
  }
  return { ok: true, body: { businessHours, policies } };
}

/**
 * The help desk's service levels (issue 22 point 7), in the workspace's settings: the working days and hours the
 * clocks run in (none: around the clock), and per priority the first-response and resolution targets in business hours.
 */
export function SlaSettingsCard() {
  const ids = useId();
  const saved = useSlaSettings();
  const save = useSaveSlaSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (saved.data) setDraft(toDraft(saved.data));
  }, [saved.data]);

  const setDay = (index: number, change: Partial<DayDraft>) =>
    setDraft((d) => d && { ...d, days: d.days.map((day, i) => (i === index ? { ...day, ...change } : day)) });
  const setTarget = (priority: string, key: "firstResponse" | "resolution", value: string) =>
    setDraft(
      (d) =>
        d && {
          ...d,
          targets: {
            ...d.targets,
            [priority]: { ...(d.targets[priority] ?? { firstResponse: "", resolution: "" }), [key]: value },
          },
        },
    );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const result = settingsOf(draft);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(result.body);
      toast({ title: NOTIFICATION_MESSAGES.slaSaved });
    } catch (e) {
      setError(errorMessage(e, "Could not save the service levels. Try again."));
    }
  }

  const anyOpen = draft?.days.some((d) => d.open);
  return (
    <Card>
      <Form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${ids}-title`}>
        <CardHeader>
          <CardTitle id={`${ids}-title`}>Service levels</CardTitle>
          <CardDescription>
            How soon the help desk answers and resolves tickets, counted in business hours
            {saved.data ? ` (${saved.data.timeZone})` : ""}. New tickets and tickets whose priority changes get due
            times.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {saved.isError ? (
            <LoadFailedAlert title="Service levels could not be loaded" onRetry={() => void saved.refetch()}>
              Check your connection and try again.
            </LoadFailedAlert>
          ) : !draft ? (
            <Skeleton className="h-64 w-full" />
          ) : (
            <>
              <fieldset className="grid gap-2">
                <legend className="mb-2 pt-2 font-medium text-sm">Business hours</legend>
                {draft.days.map((day, i) => (
                  <div key={DAYS[i]} className="grid gap-1.5 sm:grid-cols-[9rem_1fr] sm:items-center sm:gap-3">
                    <div className="flex items-center gap-2 text-sm">
                      <Checkbox
                        id={`${ids}-day-${i}`}
                        checked={day.open}
                        onCheckedChange={(v) => setDay(i, { open: v === true })}
                      />
                      <label htmlFor={`${ids}-day-${i}`}>{DAYS[i]}</label>
                    </div>
                    {day.open ? (
                      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 pl-6 sm:flex sm:pl-0">
                        <Input
                          type="time"
                          aria-label={`${DAYS[i]} opens`}
                          value={day.start}
                          onChange={(e) => setDay(i, { start: e.target.value })}
                          className="w-full min-w-0 px-2 sm:w-32 sm:px-3"
                        />
                        <span className="text-muted-foreground text-sm">to</span>
                        <Input
                          type="time"
                          aria-label={`${DAYS[i]} closes`}
                          value={day.end}
                          onChange={(e) => setDay(i, { end: e.target.value })}
                          className="w-full min-w-0 px-2 sm:w-32 sm:px-3"
                        />
                      </div>
                    ) : (
                      <span className="hidden text-muted-foreground text-sm sm:inline">Closed</span>
                    )}
                  </div>
                ))}
                {!anyOpen && (
                  <p className="text-muted-foreground text-xs">No working days: the clocks run around the clock.</p>
                )}
              </fieldset>
              <fieldset className="grid gap-2">
                <legend className="mb-2 font-medium text-sm">Targets (business hours; empty for none)</legend>
                <div className="grid grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)] items-end gap-x-3 gap-y-2 text-sm sm:max-w-lg">
                  <span />
                  <span className="text-muted-foreground text-xs">First response</span>
                  <span className="text-muted-foreground text-xs">Resolution</span>
                  {TICKET_PRIORITIES.map((priority) => {
                    const t = draft.targets[priority] ?? { firstResponse: "", resolution: "" };
                    const name = TICKET_PRIORITY_NAMES[priority];
                    return (
                      <div key={priority} className="contents">
                        <span className="self-center font-medium">{name}</span>
                        <Input
                          inputMode="decimal"
                          aria-label={`${name}: first response (hours)`}
                          placeholder="—"
                          value={t.firstResponse}
                          onChange={(e) => setTarget(priority, "firstResponse", e.target.value)}
                        />
                        <Input
                          inputMode="decimal"
                          aria-label={`${name}: resolution (hours)`}
                          placeholder="—"
                          value={t.resolution}
                          onChange={(e) => setTarget(priority, "resolution", e.target.value)}
                        />
                      </div>
                    );
                  })}
                </div>
              </fieldset>
              {error && (
                <p role="alert" className="text-destructive text-sm">
                  {error}
                </p>
              )}
            </>
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={!draft || save.isPending}>
            {save.isPending ? "Saving…" : "Save service levels"}
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
