import type { ContactImportAnswer } from "@engagesuite/shared";
import { Info } from "lucide-react";

/**
 * The import's columns that are neither a contact column nor a custom field's (issue 19), per row: they are not
 * imported and do not stop the import.
 */
export function UnknownColumnsNote({ answer }: { answer: ContactImportAnswer }) {
  const rows = answer.unknownColumns ?? [];
  if (rows.length === 0) return null;
  const columns = [...new Set(rows.flatMap((r) => r.columns))];
  return (
    <div className="rounded-md border bg-muted/40 p-3 text-sm" role="note" aria-label="Columns not imported">
      <p className="flex items-center gap-2 font-medium">
        <Info className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        Not imported (no such field): {columns.join(", ")}
      </p>
      <ul className="mt-1 max-h-24 list-disc overflow-y-auto pl-9 text-muted-foreground">
        {rows.map((r) => (
          <li key={r.row}>
            Row {r.row}: {r.columns.join(", ")}
          </li>
        ))}
      </ul>
    </div>
  );
}
