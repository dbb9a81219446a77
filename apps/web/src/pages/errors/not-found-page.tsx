import { useDocumentTitle } from "@/lib/use-document-title";
import { NotFoundContent } from "./not-found-content";

/** The fallback route of both route sets (SPEC §2). */
export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return <NotFoundContent />;
}
