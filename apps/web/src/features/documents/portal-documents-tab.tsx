import { FileText } from "lucide-react";
import { EmptyPanel } from "@/features/portal/empty-panel";

/** The portal dashboard's Documents tab (issue 20 point 2). Owned by the documents feature. */
export function PortalDocumentsTab() {
  return (
    <EmptyPanel icon={FileText} title="No documents found" description="Documents shared with you will appear here." />
  );
}
