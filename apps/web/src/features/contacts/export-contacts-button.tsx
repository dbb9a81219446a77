import { Download } from "lucide-react";
import { useAppHost } from "@/app/host-context";
import { Button } from "@/components/ui/button";
import { type ContactFilters, contactExportUrl } from "./filters";

/**
 * 'Export': a plain download link of the current search and filters, so the browser streams the CSV to disk.
 * On localhost the tenant named by `?tenant=` goes along (a link cannot carry the X-Tenant header).
 */
export function ExportContactsButton({ tenantId, filters }: { tenantId: string; filters: ContactFilters }) {
  const { context } = useAppHost();
  const tenant = context.kind === "tenant" && context.via !== "host" ? context.subdomain : undefined;
  return (
    <Button asChild variant="outline">
      <a href={contactExportUrl(tenantId, filters, tenant)} download>
        <Download aria-hidden="true" />
        Export
      </a>
    </Button>
  );
}
