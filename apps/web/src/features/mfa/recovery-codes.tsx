import { SUITE_NAME } from "@engagesuite/shared";
import { Copy, Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { copyText } from "./enrollment-panel";
import { MFA_TEXT } from "./messages";

function download(codes: string[]): void {
  const text = `${SUITE_NAME} recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "engagesuite-recovery-codes.txt";
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once: copy, download, and a check that they were saved before going on. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = MFA_TEXT.continue,
  headingLevel = 2,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
  headingLevel?: 2 | 3;
}) {
  const [saved, setSaved] = useState(false);
  const checkId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="grid gap-5" aria-label={MFA_TEXT.codesTitle}>
      <div className="space-y-1">
        <Heading className="font-semibold text-lg">{MFA_TEXT.codesTitle}</Heading>
        <p className="text-muted-foreground text-sm">{MFA_TEXT.codesDescription}</p>
      </div>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-1 md:grid-cols-2 gap-x-6 gap-y-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copyText(codes.join("\n"))}>
          <Copy aria-hidden="true" />
          {MFA_TEXT.copyCodes}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => download(codes)}>
          <Download aria-hidden="true" />
          {MFA_TEXT.downloadCodes}
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={checkId} checked={saved} onCheckedChange={(value) => setSaved(value === true)} />
        <Label htmlFor={checkId}>{MFA_TEXT.codesSaved}</Label>
      </div>
      <Button type="button" size="lg" className="w-full" disabled={!saved} onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}
