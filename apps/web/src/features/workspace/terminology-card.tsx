import {
  type Noun,
  TERMINOLOGY_MESSAGES,
  type Terminology,
  type TermOverrides,
  terminologyApi,
  type VerticalTerms,
} from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCcw, Save } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useAppHost } from "@/app/host-context";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { STAFF_SESSION_KEY } from "@/features/auth/use-staff-session";
import { tenantInfoQuery } from "@/features/tenant/use-tenant-info";
import { termsT } from "@/i18n";
import { errorMessage } from "@/lib/api";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

const NOUN_MAX = 40;
const PORTAL_MAX = 60;

type NounKey = "contact" | "ticket";
type Errors = Partial<Record<`${NounKey}.${"one" | "other"}` | "portal", string>>;

function validate(terms: VerticalTerms): Errors {
  const errors: Errors = {};
  for (const key of ["contact", "ticket"] as const) {
    for (const form of ["one", "other"] as const) {
      const value = terms[key][form].trim();
      if (!value) errors[`${key}.${form}`] = "Enter a word";
      else if (value.length > NOUN_MAX) errors[`${key}.${form}`] = `At most ${NOUN_MAX} characters`;
    }
  }
  const portal = terms.portal.trim();
  if (!portal) errors.portal = "Enter a name";
  else if (portal.length > PORTAL_MAX) errors.portal = `At most ${PORTAL_MAX} characters`;
  return errors;
}

const trimmed = (noun: Noun): Noun => ({ ...noun, one: noun.one.trim(), other: noun.other.trim() });

/** A change of the words: the answer becomes the card's, and the tenant (session and host lookup) is read again. */
function useSaveTerminology(tenantId: string) {
  const queryClient = useQueryClient();
  const { context } = useAppHost();
  return useMutation({
    mutationFn: (body: TermOverrides) => call(terminologyApi.update, { params: { tenantId }, body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(keyOf(terminologyApi.get, { params: { tenantId } }), answer);
      const tenantInfo = tenantInfoQuery(context);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY }),
        tenantInfo ? queryClient.invalidateQueries({ queryKey: tenantInfo.queryKey }) : null,
      ]);
    },
  });
}

/**
 * Settings → Terminology (issue 19): what the workspace calls its contacts, its tickets and its portal, starting from
 * its industry's words; a live preview of the sentences that use them, and a reset to the industry's words.
 */
export function TerminologyCard({ tenantId }: { tenantId: string }) {
  const terminology = useQuery({
    ...queryOptionsOf(terminologyApi.get, { params: { tenantId } }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Terminology</CardTitle>
        <CardDescription>
          What your dashboard, client portal and e-mails call the people you serve and their requests.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {terminology.isPending ? (
          <Skeleton className="h-48 w-full" aria-hidden="true" />
        ) : terminology.isError ? (
          <LoadFailedAlert title="Failed to load the terminology" onRetry={() => void terminology.refetch()}>
            {errorMessage(terminology.error, "Please try again.")}
          </LoadFailedAlert>
        ) : (
          <TerminologyForm
            key={JSON.stringify(terminology.data.effective)}
            tenantId={tenantId}
            terminology={terminology.data}
          />
        )}
      </CardContent>
    </Card>
  );
}

function TerminologyForm({ tenantId, terminology }: { tenantId: string; terminology: Terminology }) {
  const save = useSaveTerminology(tenantId);
  const [terms, setTerms] = useState<VerticalTerms>(terminology.effective);
  const [errors, setErrors] = useState<Errors>({});
  const changed = JSON.stringify(terms) !== JSON.stringify(terminology.effective);
  const overridden = Object.keys(terminology.overrides).length > 0;
  const setNoun = (key: NounKey, part: keyof Noun) => (value: string) =>
    setTerms((previous) => ({ ...previous, [key]: { ...previous[key], [part]: value } }));

  const run = (body: TermOverrides, done: { title: string; description: string }) =>
    save.mutate(body, {
      onSuccess: () => toast(done),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Not saved",
          description: errorMessage(error, TERMINOLOGY_MESSAGES.saveError),
        }),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(terms);
    setErrors(found);
    if (Object.keys(found).length > 0 || !changed) return;
    run(
      { contact: trimmed(terms.contact), ticket: trimmed(terms.ticket), portal: terms.portal.trim() },
      TERMINOLOGY_MESSAGES.saved,
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Terminology" className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="grid gap-5">
          <NounFields
            legend="A contact is called"
            noun={terms.contact}
            errors={{ one: errors["contact.one"], other: errors["contact.other"] }}
            onChange={(part, value) => setNoun("contact", part)(value)}
          />
          <NounFields
            legend="A ticket is called"
            noun={terms.ticket}
            errors={{ one: errors["ticket.one"], other: errors["ticket.other"] }}
            onChange={(part, value) => setNoun("ticket", part)(value)}
          />
          <TextField
            label="Portal name"
            value={terms.portal}
            maxLength={PORTAL_MAX}
            error={errors.portal}
            onChange={(event) => setTerms((previous) => ({ ...previous, portal: event.target.value }))}
          />
        </div>
        <Preview terms={terms} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending || (!overridden && !changed)}
          onClick={() => {
            setErrors({});
            if (!overridden) setTerms(terminology.vertical);
            else run({}, TERMINOLOGY_MESSAGES.reset);
          }}
        >
          <RotateCcw aria-hidden="true" />
          Reset to the industry's words
        </Button>
        <Button type="submit" disabled={save.isPending || !changed}>
          <Save aria-hidden="true" />
          {save.isPending ? "Saving..." : "Save terminology"}
        </Button>
      </div>
    </Form>
  );
}

function NounFields({
  legend,
  noun,
  errors,
  onChange,
}: {
  legend: string;
  noun: Noun;
  errors: { one?: string; other?: string };
  onChange: (part: keyof Noun, value: string) => void;
}) {
  const articleId = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-medium text-sm">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_6rem]">
        <TextField
          label="Singular"
          value={noun.one}
          maxLength={NOUN_MAX}
          error={errors.one}
          onChange={(event) => onChange("one", event.target.value)}
        />
        <TextField
          label="Plural"
          value={noun.other}
          maxLength={NOUN_MAX}
          error={errors.other}
          onChange={(event) => onChange("other", event.target.value)}
        />
        <div className="grid content-start gap-2">
          <Label htmlFor={articleId}>Article</Label>
          <NativeSelect
            id={articleId}
            value={noun.article}
            onChange={(event) => onChange("article", event.target.value === "an" ? "an" : "a")}
          >
            <option value="a">a</option>
            <option value="an">an</option>
          </NativeSelect>
        </div>
      </div>
    </fieldset>
  );
}

/** How the words read in the product's own sentences (the same catalogue the screens use). */
function Preview({ terms }: { terms: VerticalTerms }) {
  const t = useMemo(() => termsT(validOrPlaceholder(terms)), [terms]);
  const lines = [
    t("contacts.add"),
    t("contactCount", { count: 3 }),
    t("contacts.empty"),
    t("tickets.create"),
    t("ticketCount", { count: 1 }),
    t("tickets.portalEmpty"),
  ];
  return (
    <div className="grid content-start gap-2 rounded-lg border bg-muted/40 p-4">
      <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Preview</p>
      <p className="font-semibold">{terms.portal.trim() || "…"}</p>
      <ul aria-label="Preview" className="grid gap-1.5 text-sm">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** An empty field previews as "…" rather than a sentence with a hole. */
function validOrPlaceholder(terms: VerticalTerms): VerticalTerms {
  const fill = (noun: Noun): Noun => ({ ...noun, one: noun.one.trim() || "…", other: noun.other.trim() || "…" });
  return { ...terms, contact: fill(terms.contact), ticket: fill(terms.ticket) };
}
