import { PortalHelp } from "@/features/help-articles/portal-help";
import { PortalFrame } from "@/features/portal/portal-frame";
import { useDocumentTitle } from "@/lib/use-document-title";
import { PortalLinksNav } from "./portal-support-page";

/** `/portal/help` (protected): the workspace's published help articles, in the portal's chrome (issue 19). */
export function PortalHelpPage() {
  useDocumentTitle("Help");
  return (
    <PortalFrame nav={(props) => <PortalLinksNav {...props} current="Help" />}>
      <PortalHelp />
    </PortalFrame>
  );
}
