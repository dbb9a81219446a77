import {
  CONTACT_IMPORT_MESSAGES,
  CONTACT_MESSAGES,
  type ContactImportAnswer,
  choiceLabel,
  contactImportTemplate,
  importTargets,
  isBlankRecord,
  parseCsv,
  rejectedRowsCsv,
  suggestImportMapping,
} from "@engagesuite/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, Download, Upload } from "lucide-react";
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useContactTypes } from "@/features/choices/api";
import { useContactFields } from "@/features/contact-fields/api";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { importContacts } from "./api";
import { IndeterminateProgress } from "./ui/progress-bar";
import { contactKeys } from "./use-contacts";

/** The server takes at most this much CSV text (contactImportRequestSchema). */
const MAX_CSV_BYTES = 5_000_000;

type Step = "file" | "mapping" | "preview" | "result";
const STEPS: Record<Step, { number: number; title: string }> = {
  file: { number: 1, title: "Choose a file" },
  mapping: { number: 2, title: "Match the columns" },
  preview: { number: 3, title: "Check the rows" },
  result: { number: 4, title: "Done" },
};

interface ChosenFile {
  name: string;
  csv: string;
  header: string[];
  /** The first data row, to show an example of each column. */
  sample: string[];
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** Saves text as a file the browser downloads. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Row 7: the e-mail "bob@" is not an e-mail address; …" */
const rowText = (row: number, reasons: readonly string[]) => `Row ${row}: ${reasons.join("; ")}`;

/** The mapping a step's selects hold: per column a target key, or "" (Don't import). */
type Mapping = string[];

function mappingProblem(mapping: Mapping, labelOf: (key: string) => string): string | null {
  if (!mapping.includes("name")) return CONTACT_IMPORT_MESSAGES.mappingNoName;
  const seen = new Set<string>();
  for (const key of mapping) {
    if (!key) continue;
    if (seen.has(key)) return CONTACT_IMPORT_MESSAGES.mappingTwice(labelOf(key));
    seen.add(key);
  }
  return null;
}

function StepHeading({ step, headingRef }: { step: Step; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { number, title } = STEPS[step];
  return (
    <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-base outline-none">
      {`Step ${number} of 4: ${title}`}
    </h3>
  );
}

function Outcome({ outcome }: { outcome: ContactImportAnswer["rows"][number]["outcome"] }) {
  const styles = {
    ok: "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
    invalid: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
    duplicate:
      "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
  };
  const words = { ok: "Ready", invalid: "Problem", duplicate: "Already a contact" };
  return (
    <span className={cn("inline-flex shrink-0 rounded-md border px-1.5 py-0.5 font-medium text-xs", styles[outcome])}>
      {words[outcome]}
    </span>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
  hint,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <Label htmlFor={id} className="block font-normal leading-snug">
        {children}
        {hint && <span className="mt-0.5 block text-muted-foreground text-xs">{hint}</span>}
      </Label>
    </div>
  );
}

/**
 * 'Import' (DESIGN §7, issue 21 point 8): a wizard. 1. choose a .csv file (or download the template); 2. match each
 * column to a field (proposed from the header, any case, custom fields included); 3. a check of every row on the
 * server, with the reasons of refused rows in plain words, rows that are already contacts, and a choice between all
 * or nothing and importing the valid rows; 4. the result, with the refused rows to download with their reasons.
 */
export function ImportContactsDialog({ tenantId }: { tenantId: string }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const { t } = useTerms();
  const types = useContactTypes(tenantId).data;
  const fields = useContactFields(tenantId).data;
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("file");
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping>([]);
  const [mappingError, setMappingError] = useState<string | null>(null);
  const [mode, setMode] = useState<"all" | "valid">("valid");
  const [duplicates, setDuplicates] = useState<"skip" | "import">("skip");
  const headingRef = useRef<HTMLHeadingElement>(null);

  const targets = importTargets(fields ?? []);
  const labelOf = (key: string) => targets.find((x) => x.key === key)?.label ?? key;
  const typeLabel = (key: string) => choiceLabel(types, key);
  const mappingBody = () => Object.fromEntries(mapping.map((key, i) => [String(i), key]));

  const check = useMutation({
    mutationFn: (chosen: ChosenFile) => importContacts(tenantId, chosen.csv, true, { mapping: mappingBody() }),
    onSuccess: (answer) => {
      setMode(answer.counts.invalid > 0 ? "valid" : "all");
      setStep("preview");
    },
  });
  const run = useMutation({
    mutationFn: (chosen: ChosenFile) =>
      importContacts(tenantId, chosen.csv, false, { mapping: mappingBody(), mode, duplicates }),
    onSuccess: (answer) => {
      toast({
        title: t("contacts.imported.title"),
        description: t("contacts.imported.description", { count: answer.created }),
      });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all(tenantId) });
      setStep("result");
    },
  });

  // Each step's heading takes the focus, so that a screen reader announces where the wizard is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what changes
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [step, open]);

  function reset() {
    setStep("file");
    setFile(null);
    setReadError(null);
    setMapping([]);
    setMappingError(null);
    setDuplicates("skip");
    check.reset();
    run.reset();
  }

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setReadError(null);
    if (!chosen) return;
    if (chosen.size > MAX_CSV_BYTES) {
      setReadError(CONTACT_MESSAGES.importFileTooLarge);
      return;
    }
    const csv = await chosen.text();
    const records = parseCsv(csv);
    const headerAt = records.findIndex((r) => !isBlankRecord(r));
    const header = (records[headerAt] ?? []).map((h) => h.trim());
    const sample = records.slice(headerAt + 1).find((r) => !isBlankRecord(r)) ?? [];
    if (headerAt < 0 || header.length === 0) {
      setReadError(CONTACT_MESSAGES.importEmpty);
      return;
    }
    setFile({ name: chosen.name, csv, header, sample });
    setMapping(suggestImportMapping(header, fields ?? []).map((key) => key ?? ""));
    setMappingError(null);
    check.reset();
    setStep("mapping");
  }

  function onCheck() {
    const problem = mappingProblem(mapping, labelOf);
    setMappingError(problem);
    if (!problem && file) check.mutate(file);
  }

  const answer = check.data;
  const result = run.data;
  const importCount = answer ? answer.counts.ok + (duplicates === "import" ? answer.counts.duplicates : 0) : 0;
  const blockedAll = answer ? mode === "all" && answer.counts.invalid > 0 : false;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (run.isPending) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Upload aria-hidden="true" />
          Import
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-h-[92dvh] grid-cols-[minmax(0,1fr)] overflow-y-auto sm:max-w-2xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          headingRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("contacts.importTitle")}</DialogTitle>
          <DialogDescription>
            Bring them in from a spreadsheet saved as CSV. Nothing is saved until you confirm.
          </DialogDescription>
        </DialogHeader>

        <section aria-labelledby={`${inputId}-step`} className="grid min-w-0 gap-4 break-words">
          <div id={`${inputId}-step`}>
            <StepHeading step={step} headingRef={headingRef} />
          </div>

          {step === "file" && (
            <>
              <p className="text-muted-foreground text-sm">
                Any columns will do: the next step matches them to the fields. Only a name is required. Start from the
                template if you like: it has a column for every field of this workspace and an example row.
              </p>
              <div>
                <Button
                  type="button"
                  variant="outline"
                  disabled={!types || !fields}
                  onClick={() => download("contacts-template.csv", contactImportTemplate(types ?? [], fields ?? []))}
                >
                  <Download aria-hidden="true" />
                  Download the template
                </Button>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={inputId}>CSV file</Label>
                <Input
                  id={inputId}
                  name="file"
                  type="file"
                  accept=".csv,text/csv"
                  onChange={(event) => void onFileChange(event)}
                  className="cursor-pointer file:mr-3 file:cursor-pointer"
                />
              </div>
              {readError && (
                <Alert variant="destructive">
                  <CircleAlert aria-hidden="true" />
                  <AlertTitle>This file cannot be imported</AlertTitle>
                  <AlertDescription>{readError}</AlertDescription>
                </Alert>
              )}
            </>
          )}

          {step === "mapping" && file && (
            <>
              <p className="text-muted-foreground text-sm">
                Each column of <span className="font-medium text-foreground">{file.name}</span> and the field it fills.
                Choose "Don't import" to leave a column out.
              </p>
              <ul aria-label="Column matching" className="grid gap-3">
                {file.header.map((name, i) => {
                  const id = `${inputId}-col-${i}`;
                  const example = file.sample[i]?.trim();
                  return (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the file
                      key={i}
                      className="grid gap-1.5 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_15rem] sm:items-center sm:gap-4"
                    >
                      <div className="min-w-0">
                        <Label htmlFor={id} className="block break-words font-medium">
                          {name || `Column ${i + 1}`}
                        </Label>
                        <p className="break-words text-muted-foreground text-xs">
                          {example
                            ? `For example: ${example.length > 60 ? `${example.slice(0, 57)}...` : example}`
                            : "Empty in the first row"}
                        </p>
                      </div>
                      <NativeSelect
                        id={id}
                        value={mapping[i] ?? ""}
                        onChange={(event) => {
                          const next = [...mapping];
                          next[i] = event.target.value;
                          setMapping(next);
                          setMappingError(null);
                        }}
                      >
                        <option value="">Don't import</option>
                        {targets.map((target) => (
                          <option key={target.key} value={target.key}>
                            {target.label}
                          </option>
                        ))}
                      </NativeSelect>
                    </li>
                  );
                })}
              </ul>
              {(mappingError || check.isError) && (
                <Alert variant="destructive">
                  <CircleAlert aria-hidden="true" />
                  <AlertTitle>Check the matching</AlertTitle>
                  <AlertDescription>
                    {mappingError ?? errorMessage(check.error, "The file could not be checked. Please try again.")}
                  </AlertDescription>
                </Alert>
              )}
            </>
          )}

          {step === "preview" &&
            answer &&
            (answer.errors.some((e) => e.field === "file") ? (
              <Alert variant="destructive">
                <CircleAlert aria-hidden="true" />
                <AlertTitle>This file cannot be imported</AlertTitle>
                <AlertDescription>{answer.errors.map((e) => e.message).join(" ")}</AlertDescription>
              </Alert>
            ) : (
              <>
                <ul aria-label="Summary" className="grid gap-1 text-sm">
                  <li className="flex items-start gap-2">
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {t("contacts.readyToImport", { count: answer.counts.ok })}
                  </li>
                  {answer.counts.invalid > 0 && (
                    <li className="flex items-start gap-2">
                      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                      {plural(answer.counts.invalid, "row has a problem", "rows have a problem")} (listed below).
                    </li>
                  )}
                  {answer.counts.duplicates > 0 && (
                    <li className="flex items-start gap-2">
                      <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                      {plural(answer.counts.duplicates, "row has", "rows have")} the e-mail of a contact you already
                      have.
                    </li>
                  )}
                </ul>

                <div>
                  <h4 className="mb-1 font-medium text-sm">
                    {answer.total > answer.rows.length
                      ? `The first ${answer.rows.length} of ${plural(answer.total, "row", "rows")}`
                      : "The rows"}
                  </h4>
                  <ul
                    aria-label="Import preview"
                    className="max-h-72 divide-y overflow-y-auto rounded-md border text-sm"
                  >
                    {answer.rows.map((r) => (
                      <li key={r.row} className="grid gap-1 px-3 py-2">
                        <div className="flex items-start justify-between gap-2">
                          <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
                            <span className="text-muted-foreground tabular-nums">Row {r.row}</span>
                            <span className="min-w-0 break-words font-medium">{r.name || "(no name)"}</span>
                            {r.email && <span className="min-w-0 break-all text-muted-foreground">{r.email}</span>}
                            {r.type && <span className="text-muted-foreground text-xs">{typeLabel(r.type)}</span>}
                          </div>
                          <Outcome outcome={r.outcome} />
                        </div>
                        {r.reasons.length > 0 && (
                          <p
                            className={cn(
                              "break-words text-xs",
                              r.outcome === "invalid" ? "text-destructive" : "text-amber-800 dark:text-amber-200",
                            )}
                          >
                            {rowText(r.row, r.reasons)}
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>

                {answer.counts.duplicates > 0 && (
                  <fieldset className="grid gap-2 rounded-md border p-3">
                    <legend className="px-1 font-medium text-sm">Rows that are already contacts</legend>
                    <Choice
                      name="duplicates"
                      value="skip"
                      checked={duplicates === "skip"}
                      onChange={() => setDuplicates("skip")}
                    >
                      Skip them (recommended)
                    </Choice>
                    <Choice
                      name="duplicates"
                      value="import"
                      checked={duplicates === "import"}
                      onChange={() => setDuplicates("import")}
                    >
                      Import them anyway, as new contacts
                    </Choice>
                  </fieldset>
                )}

                <fieldset className="grid gap-2 rounded-md border p-3">
                  <legend className="px-1 font-medium text-sm">How to import</legend>
                  <Choice
                    name="mode"
                    value="valid"
                    checked={mode === "valid"}
                    onChange={() => setMode("valid")}
                    hint="Rows with a problem are left out; download them afterwards with their reasons."
                  >
                    Import the valid rows
                  </Choice>
                  <Choice
                    name="mode"
                    value="all"
                    checked={mode === "all"}
                    onChange={() => setMode("all")}
                    hint="If any row has a problem, nothing is imported."
                  >
                    All or nothing
                  </Choice>
                </fieldset>
                {blockedAll && (
                  <Alert variant="destructive">
                    <CircleAlert aria-hidden="true" />
                    <AlertTitle>Nothing can be imported yet</AlertTitle>
                    <AlertDescription>
                      {plural(answer.counts.invalid, "row has a problem", "rows have a problem")}: fix the file and
                      choose it again, or choose "Import the valid rows".
                    </AlertDescription>
                  </Alert>
                )}
                {run.isError && (
                  <Alert variant="destructive">
                    <CircleAlert aria-hidden="true" />
                    <AlertTitle>Import failed</AlertTitle>
                    <AlertDescription>{errorMessage(run.error, CONTACT_MESSAGES.importInvalid)}</AlertDescription>
                  </Alert>
                )}
                {run.isPending && (
                  <div className="grid gap-2">
                    <IndeterminateProgress label={t("contacts.importing")} />
                    <p className="text-muted-foreground text-sm">
                      {t("contacts.importingCount", { count: importCount })}
                    </p>
                  </div>
                )}
              </>
            ))}

          {step === "result" && result && (
            <>
              <p className="flex items-start gap-2 text-sm" role="status">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                {t("contacts.imported.description", { count: result.created })}
                {result.counts.skipped > 0 &&
                  ` ${plural(result.counts.skipped, "row was", "rows were")} skipped: already contacts.`}
              </p>
              {result.rejected.length > 0 && (
                <Alert variant="destructive">
                  <CircleAlert aria-hidden="true" />
                  <AlertTitle>{plural(result.rejected.length, "row was", "rows were")} not imported</AlertTitle>
                  <AlertDescription>
                    <p>{CONTACT_IMPORT_MESSAGES.rejectedNote}</p>
                    <ul
                      aria-label="Rejected rows"
                      className="mt-1 max-h-36 w-full list-disc space-y-0.5 overflow-y-auto pl-5"
                    >
                      {result.rejected.slice(0, 100).map((r) => (
                        <li key={r.row} className="break-words">
                          {rowText(r.row, r.reasons)}
                        </li>
                      ))}
                    </ul>
                  </AlertDescription>
                </Alert>
              )}
            </>
          )}
        </section>

        {check.isPending && (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner className="size-4" label="Checking the rows" />
            Checking the rows...
          </p>
        )}

        <DialogFooter className="gap-2">
          {step === "mapping" && (
            <>
              <Button type="button" variant="outline" onClick={() => setStep("file")}>
                Back
              </Button>
              <Button type="button" disabled={check.isPending} onClick={onCheck}>
                Check the rows
              </Button>
            </>
          )}
          {step === "preview" && (
            <>
              <Button type="button" variant="outline" disabled={run.isPending} onClick={() => setStep("mapping")}>
                Back
              </Button>
              <Button
                type="button"
                disabled={!answer || !file || blockedAll || importCount === 0 || run.isPending}
                onClick={() => file && run.mutate(file)}
              >
                {run.isPending ? "Importing..." : `Import ${plural(importCount, "row", "rows")}`}
              </Button>
            </>
          )}
          {step === "result" && result && (
            <>
              {result.rejected.length > 0 && (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() =>
                    download(
                      `rejected-${file?.name.replace(/\.csv$/i, "") || "contacts"}.csv`,
                      rejectedRowsCsv(result.header, result.rejected),
                    )
                  }
                >
                  <Download aria-hidden="true" />
                  Download rejected rows
                </Button>
              )}
              <Button
                type="button"
                onClick={() => {
                  setOpen(false);
                  reset();
                }}
              >
                Done
              </Button>
            </>
          )}
          {step === "file" && (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setOpen(false);
                reset();
              }}
            >
              Cancel
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
