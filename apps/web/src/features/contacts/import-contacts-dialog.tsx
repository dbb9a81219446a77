import { CONTACT_CSV_COLUMNS, CONTACT_MESSAGES, type ContactImportAnswer } from "@engagesuite/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, Upload } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
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
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useContactTypeLabel } from "@/features/choices/api";
import { UnknownColumnsNote } from "@/features/contact-fields/unknown-columns-note";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { importContacts } from "./api";
import { EMPTY_CELL } from "./contacts-table";
import { CONTACT_STATUS_NAMES } from "./labels";
import { IndeterminateProgress } from "./ui/progress-bar";
import { contactKeys } from "./use-contacts";

/** How many rows of the dry run the preview shows. */
const IMPORT_PREVIEW_ROWS = 5;
/** The server takes at most this much CSV text (contactImportRequestSchema). */
const MAX_CSV_BYTES = 5_000_000;

/**
 * "Row 3: Name must be at least 2 characters": the spec's message with its spreadsheet row (the header is row 1).
 * A problem with the whole file (no header, no rows) is its message alone.
 */
function importErrorText(error: ContactImportAnswer["errors"][number]): string {
  return error.field === "file" ? error.message : `Row ${error.row}: ${error.message}`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function Preview({ answer }: { answer: ContactImportAnswer }) {
  const rows = answer.preview.slice(0, IMPORT_PREVIEW_ROWS);
  const typeLabel = useContactTypeLabel();
  if (rows.length === 0) return null;
  return (
    <div className="rounded-md border">
      <Table aria-label="Import preview" className="text-xs sm:text-sm">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col">Row</TableHead>
            <TableHead scope="col">Name</TableHead>
            <TableHead scope="col">Email</TableHead>
            <TableHead scope="col">Phone</TableHead>
            <TableHead scope="col">Type</TableHead>
            <TableHead scope="col">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell className="py-2 text-muted-foreground tabular-nums">{row.row}</TableCell>
              <TableCell className="max-w-[10rem] truncate py-2 font-medium">{row.name || EMPTY_CELL}</TableCell>
              <TableCell className="max-w-[12rem] truncate py-2">{row.email || EMPTY_CELL}</TableCell>
              <TableCell className="py-2">{row.phone || EMPTY_CELL}</TableCell>
              <TableCell className="py-2">{typeLabel(row.type)}</TableCell>
              <TableCell className="py-2">{CONTACT_STATUS_NAMES[row.status ?? "ACTIVE"]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(!answer.valid || answer.total > rows.length) && (
        <p className="border-t px-3 py-2 text-muted-foreground text-xs">
          {answer.total > rows.length && `Showing ${rows.length} of ${plural(answer.total, "row", "rows")}. `}
          {!answer.valid && "Rows with errors are not shown."}
        </p>
      )}
    </div>
  );
}

function CheckResult({ answer }: { answer: ContactImportAnswer }) {
  const { t } = useTerms();
  if (answer.valid && answer.total > 0) {
    return (
      <p className="flex items-center gap-2 text-sm" role="status">
        <CircleCheck className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        {t("contacts.readyToImport", { count: answer.total })}
      </p>
    );
  }
  if (answer.errors.length === 0) {
    return (
      <Alert variant="destructive">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>Nothing to import</AlertTitle>
        <AlertDescription>{CONTACT_MESSAGES.importEmpty}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>
        {answer.total > 0
          ? `${plural(answer.errors.length, "problem", "problems")} found in ${plural(answer.total, "row", "rows")}`
          : "This file cannot be imported"}
      </AlertTitle>
      <AlertDescription>
        <p>Fix the file and choose it again. Nothing is imported while a row has an error.</p>
        <ul aria-label="Import errors" className="mt-1 max-h-36 w-full list-disc space-y-0.5 overflow-y-auto pl-5">
          {answer.errors.map((error) => (
            <li key={`${error.row}-${error.field}-${error.message}`}>{importErrorText(error)}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/**
 * 'Import' (DESIGN §7): choose a .csv file; a dry run checks every row and shows a preview and the errors in the
 * spec's words; Import stays disabled until the file is valid; the import itself shows progress, then a toast.
 */
export function ImportContactsDialog({ tenantId }: { tenantId: string }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const { t } = useTerms();

  const check = useMutation({ mutationFn: (csv: string) => importContacts(tenantId, csv, true) });
  const run = useMutation({
    mutationFn: (csv: string) => importContacts(tenantId, csv, false),
    onSuccess: (answer) => {
      toast({
        title: t("contacts.imported.title"),
        description: t("contacts.imported.description", { count: answer.created }),
      });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all(tenantId) });
      close();
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Import failed",
        description: errorMessage(error, CONTACT_MESSAGES.importInvalid),
      });
    },
  });

  function resetState() {
    setFile(null);
    setReadError(null);
    setInputKey((key) => key + 1);
    check.reset();
    run.reset();
  }

  function close() {
    setOpen(false);
    resetState();
  }

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    check.reset();
    setReadError(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > MAX_CSV_BYTES) {
      setReadError(CONTACT_MESSAGES.importTooLarge);
      return;
    }
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    check.mutate(csv);
  }

  const answer = check.data;
  const canImport = Boolean(file && answer?.valid && answer.total > 0) && !run.isPending && !check.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (run.isPending) return;
        if (next) setOpen(true);
        else close();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Upload aria-hidden="true" />
          Import
        </Button>
      </DialogTrigger>
      <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("contacts.importTitle")}</DialogTitle>
          <DialogDescription>
            Choose a CSV file whose first row names its columns: {CONTACT_CSV_COLUMNS.join(", ")}. Only name is
            required.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-2">
          <Label htmlFor={inputId}>CSV file</Label>
          <Input
            key={inputKey}
            id={inputId}
            name="file"
            type="file"
            accept=".csv,text/csv"
            disabled={run.isPending}
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
        {check.isPending && (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner className="size-4" label="Checking the file" />
            Checking the file...
          </p>
        )}
        {check.isError && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>This file cannot be imported</AlertTitle>
            <AlertDescription>
              {errorMessage(check.error, "The file could not be checked. Please try again.")}
            </AlertDescription>
          </Alert>
        )}
        {answer && (
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
            <CheckResult answer={answer} />
            <UnknownColumnsNote answer={answer} />
            <Preview answer={answer} />
          </div>
        )}
        {run.isPending && (
          <div className="grid gap-2">
            <IndeterminateProgress label={t("contacts.importing")} />
            <p className="text-muted-foreground text-sm">
              {t("contacts.importingCount", { count: answer?.total ?? 0 })}
            </p>
          </div>
        )}

        <DialogFooter>
          <Button type="button" variant="outline" disabled={run.isPending} onClick={close}>
            Cancel
          </Button>
          <Button type="button" disabled={!canImport} onClick={() => file && run.mutate(file.csv)}>
            {run.isPending ? "Importing..." : "Import"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
