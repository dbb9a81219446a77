import type { ContactDuplicate } from "@engagesuite/shared";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useTerms } from "@/i18n/terms";

/**
 * "A contact with this e-mail already exists: <name>", with a way to open it and a way to go on: equal e-mails are
 * allowed, so this warns and never refuses.
 */
export function DuplicateEmailWarning({
  matches,
  continueLabel,
  onOpen,
  onContinue,
}: {
  matches: readonly ContactDuplicate[];
  continueLabel: string;
  /** Called as the record opens (the form closes). */
  onOpen?: () => void;
  onContinue: () => void;
}) {
  const { t } = useTerms();
  const [first, ...more] = matches;
  if (!first) return null;
  return (
    <Alert
      role="status"
      aria-live="polite"
      className="border-amber-300 bg-amber-50 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
      data-duplicate-warning=""
    >
      <TriangleAlert aria-hidden="true" />
      <AlertTitle className="line-clamp-none break-words">
        {t("merge.duplicateWarning", { name: first.name })}
      </AlertTitle>
      <AlertDescription className="text-current/80">
        {first.email && <p className="[overflow-wrap:anywhere]">{first.email}</p>}
        {more.length > 0 && <p>{t("merge.duplicateMore", { count: more.length })}</p>}
        <div className="mt-1 flex flex-wrap gap-2">
          <Button asChild type="button" size="sm" variant="outline" className="max-w-full bg-background">
            <Link to={{ search: `?section=contacts&contact=${first.id}` }} onClick={onOpen}>
              <span className="truncate">{t("merge.open", { name: first.name })}</span>
            </Link>
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onContinue}>
            {continueLabel}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
