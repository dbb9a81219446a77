import {
  APPOINTMENT_DURATIONS,
  APPOINTMENT_MESSAGES,
  type Appointment,
  type AppointmentCreate,
} from "@engagesuite/shared";
import { type FormEvent, useId, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { FieldError, TextField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useTerms } from "@/i18n/terms";
import { readApiError } from "@/lib/api";
import { useAppointmentWrites, usePortalAccountSearch, useStaffMembers } from "./api";
import { displayZone, todayIn, wallClock, zoneName } from "./zone";

/** What the dialog starts from: an appointment to change, or a new one's known parts (a client, a request's time). */
export interface AppointmentDraft {
  appointment?: Appointment;
  client?: { id: string; name: string };
  date?: string;
  time?: string;
  requestId?: string;
}

type Errors = Partial<
  Record<"clientId" | "staffUserId" | "date" | "time" | "durationMinutes" | "videoUrl" | "form", string>
>;

/** Books a new appointment or changes one: date and time on the workspace's clock, staff member, client, place. */
export function AppointmentDialog({
  tenantId,
  draft,
  onClose,
}: {
  tenantId: string;
  /** Null: closed. */
  draft: AppointmentDraft | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {draft && <AppointmentForm tenantId={tenantId} draft={draft} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function AppointmentForm({
  tenantId,
  draft,
  onDone,
}: {
  tenantId: string;
  draft: AppointmentDraft;
  onDone: () => void;
}) {
  const ids = { client: useId(), search: useId(), staff: useId(), duration: useId(), notes: useId() };
  const zone = displayZone();
  const { terms } = useTerms();
  const existing = draft.appointment;
  const startWall = existing ? wallClock(existing.startsAt, zone) : null;
  const [clientId, setClientId] = useState(existing?.client.id ?? draft.client?.id ?? "");
  const [search, setSearch] = useState("");
  const [staffUserId, setStaffUserId] = useState(existing?.staff.id ?? "");
  const [date, setDate] = useState(startWall?.day ?? draft.date ?? todayIn(zone));
  const [time, setTime] = useState(startWall?.time ?? draft.time ?? "09:00");
  const [duration, setDuration] = useState(String(existing?.durationMinutes ?? 30));
  const [place, setPlace] = useState<"location" | "video">(existing?.videoUrl ? "video" : "location");
  const [location, setLocation] = useState(existing?.location ?? "");
  const [videoUrl, setVideoUrl] = useState(existing?.videoUrl ?? "");
  const [notes, setNotes] = useState(existing?.notes ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const staff = useStaffMembers();
  const fixedClient = existing?.client ?? draft.client;
  const accounts = usePortalAccountSearch(tenantId, search.trim());
  const writes = useAppointmentWrites();
  const pending = writes.create.isPending || writes.update.isPending;
  const contact = terms.contact.one.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!clientId) found.clientId = `Choose ${terms.contact.article} ${contact}`;
    if (!staffUserId) found.staffUserId = APPOINTMENT_MESSAGES.staffNotFound;
    if (!date) found.date = APPOINTMENT_MESSAGES.dateFormat;
    if (!time) found.time = APPOINTMENT_MESSAGES.timeFormat;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: AppointmentCreate = {
      clientId,
      staffUserId,
      date,
      time,
      durationMinutes: Number(duration),
      location: place === "location" ? location : null,
      videoUrl: place === "video" ? videoUrl : null,
      notes,
      ...(draft.requestId ? { requestId: draft.requestId } : {}),
    };
    try {
      if (existing) {
        const { requestId: _ignored, ...input } = body;
        await writes.update.mutateAsync({ id: existing.id, body: input });
        toast({ title: APPOINTMENT_MESSAGES.updated });
      } else {
        await writes.create.mutateAsync(body);
        toast({ title: APPOINTMENT_MESSAGES.booked });
      }
      onDone();
    } catch (error) {
      const body = readApiError(error);
      const next: Errors = {};
      for (const [field, messages] of Object.entries(body?.fieldErrors ?? {})) {
        if (messages?.[0]) next[field as keyof Errors] = messages[0];
      }
      const shown = Object.values(next).includes(body?.message ?? "");
      if (!shown) next.form = body?.message ?? "The appointment could not be saved. Please try again.";
      setErrors(next);
    }
  };

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{existing ? "Change appointment" : "New appointment"}</DialogTitle>
        <DialogDescription>
          Times are in the workspace's time zone ({zone.replaceAll("_", " ")}, {zoneName(zone)}). The {contact} gets an
          e-mail with a calendar invitation.
        </DialogDescription>
      </DialogHeader>
      {errors.form && (
        <Alert variant="destructive">
          <AlertDescription>{errors.form}</AlertDescription>
        </Alert>
      )}

      {fixedClient ? (
        <div className="grid gap-1">
          <span className="font-medium text-sm">{terms.contact.one}</span>
          <span className="text-sm">{fixedClient.name}</span>
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={ids.search}>Find {terms.contact.one.toLowerCase()}</Label>
          <Input
            id={ids.search}
            type="search"
            placeholder="Name or e-mail"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Label htmlFor={ids.client} className="sr-only">
            {terms.contact.one}
          </Label>
          <NativeSelect
            id={ids.client}
            value={clientId}
            onChange={(e) => setClientId(e.target.value)}
            aria-invalid={errors.clientId ? true : undefined}
            aria-label={terms.contact.one}
          >
            <option value="">{accounts.isLoading ? "Loading…" : `Choose ${terms.contact.article} ${contact}`}</option>
            {accounts.data?.accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {`${account.firstName} ${account.lastName}`.trim() || account.email} · {account.email}
              </option>
            ))}
          </NativeSelect>
          {accounts.data && accounts.data.accounts.length === 0 && (
            <p className="text-muted-foreground text-sm">No portal account matches this search.</p>
          )}
          <FieldError>{errors.clientId}</FieldError>
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={errors.date}
        />
        <TextField
          label="Time"
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          error={errors.time}
        />
        <div className="grid gap-2">
          <Label htmlFor={ids.duration}>Duration</Label>
          <NativeSelect id={ids.duration} value={duration} onChange={(e) => setDuration(e.target.value)}>
            {[...new Set([...APPOINTMENT_DURATIONS, Number(duration)])]
              .sort((a, b) => a - b)
              .map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes < 60 ? `${minutes} min` : `${minutes / 60} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`}
                </option>
              ))}
          </NativeSelect>
          <FieldError>{errors.durationMinutes}</FieldError>
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.staff}>With</Label>
        <NativeSelect
          id={ids.staff}
          value={staffUserId}
          onChange={(e) => setStaffUserId(e.target.value)}
          aria-invalid={errors.staffUserId ? true : undefined}
        >
          <option value="">Choose a team member</option>
          {staff.data?.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </NativeSelect>
        <FieldError>{errors.staffUserId}</FieldError>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">Where</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="place" checked={place === "location"} onChange={() => setPlace("location")} />
            In person
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="place" checked={place === "video"} onChange={() => setPlace("video")} />
            Video call
          </label>
        </div>
        {place === "location" ? (
          <TextField
            label="Location"
            placeholder="Room 2, Main Street clinic"
            value={location}
            onChange={(e) => setLocation(e.target.value)}
          />
        ) : (
          <TextField
            label="Video link"
            type="url"
            placeholder="https://"
            value={videoUrl}
            onChange={(e) => setVideoUrl(e.target.value)}
            error={errors.videoUrl}
          />
        )}
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={ids.notes}>Notes</Label>
        <Textarea id={ids.notes} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={2000} />
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {existing ? "Save changes" : "Book appointment"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
