import type { DnsRecord } from "@engagesuite/shared";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { cn } from "@/lib/utils";

function RecordStatusBadge({ status }: { status: DnsRecord["status"] }) {
  return status === "verified" ? (
    <Badge className="border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
      Verified
    </Badge>
  ) : (
    <Badge className="border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
      Pending
    </Badge>
  );
}

const cellLabel =
  "max-sm:before:mb-0.5 max-sm:before:block max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:text-xs max-sm:before:content-[attr(data-label)]";

/** A record's name or value with a button that copies it (what the user pastes at their DNS provider). */
function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <span className="flex items-start gap-1">
      <span className="min-w-0 flex-1 py-1">{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  );
}

/** SPEC §2: type, name, value, ttl, required flag and status; rows become cards on a phone. */
export function DnsRecordsTable({
  records,
  caption = "DNS records",
}: {
  records: DnsRecord[] | null;
  caption?: string;
}) {
  if (!records || records.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
        No DNS records yet.
      </p>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-muted-foreground text-xs uppercase tracking-wide max-sm:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Type
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Value
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              TTL
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Required
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {records.map((record) => (
            <tr
              key={`${record.type}-${record.name}-${record.value}`}
              className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:p-4"
            >
              <td data-label="Type" className={cn("px-4 py-3 font-semibold max-sm:p-0", cellLabel)}>
                {record.type}
              </td>
              <td data-label="Name" className={cn("break-all px-4 py-3 font-mono text-xs max-sm:p-0", cellLabel)}>
                <Copyable value={record.name} label={`${record.type} record name`} />
              </td>
              <td
                data-label="Value"
                className={cn("break-all px-4 py-3 font-mono text-xs max-sm:col-span-2 max-sm:p-0", cellLabel)}
              >
                <Copyable value={record.value} label={`${record.type} record value`} />
              </td>
              <td data-label="TTL" className={cn("px-4 py-3 tabular-nums max-sm:p-0", cellLabel)}>
                {record.ttl}
              </td>
              <td data-label="Required" className={cn("px-4 py-3 max-sm:p-0", cellLabel)}>
                {record.isRequired ? (
                  <Badge variant="outline">Required</Badge>
                ) : (
                  <span className="text-muted-foreground">Optional</span>
                )}
              </td>
              <td data-label="Status" className={cn("px-4 py-3 max-sm:p-0", cellLabel)}>
                <RecordStatusBadge status={record.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
