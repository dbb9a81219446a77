import { MFA_MESSAGES, type MfaEnrollment } from "@engagesuite/shared";
import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { MFA_TEXT } from "./messages";

/** The key in groups of four, as authenticator apps show it. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: MFA_TEXT.copied });
  } catch {
    toast({ variant: "destructive", title: MFA_TEXT.copyFailed });
  }
}

/**
 * Enrolment: the QR code (made on the server, an SVG data URL), the key to type by hand, and the first code that
 * proves the app has it. `onConfirm` throws to show the server's refusal under the field.
 */
export function EnrollmentPanel({
  enrollment,
  onConfirm,
  intro,
  headingLevel = 2,
}: {
  enrollment: MfaEnrollment;
  onConfirm: (code: string) => Promise<void>;
  intro?: string;
  headingLevel?: 2 | 3;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(MFA_MESSAGES.codeFormat);
    setError(undefined);
    setBusy(true);
    try {
      await onConfirm(code);
    } catch (err) {
      setError(errorMessage(err, MFA_MESSAGES.codeInvalid));
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit} className="grid gap-5" aria-label={MFA_TEXT.enrolTitle}>
      <div className="space-y-1">
        <Heading className="font-semibold text-lg">{MFA_TEXT.enrolTitle}</Heading>
        {intro && <p className="text-muted-foreground text-sm">{intro}</p>}
        <p className="text-muted-foreground text-sm">{MFA_TEXT.enrolScan}</p>
      </div>
      <div className="grid items-center gap-4 sm:grid-cols-[auto_minmax(0,1fr)]">
        <img
          src={enrollment.qrCode}
          alt={MFA_TEXT.qrAlt}
          width={176}
          height={176}
          className="size-44 justify-self-center rounded-lg border bg-white p-2"
        />
        <div className="grid min-w-0 gap-2">
          <span className="font-medium text-sm">{MFA_TEXT.manualKey}</span>
          <code data-testid="mfa-secret" className="break-words rounded-md bg-muted px-3 py-2 font-mono text-sm">
            {groupedKey(enrollment.secret)}
          </code>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => void copyText(enrollment.secret)}
          >
            <Copy aria-hidden="true" />
            {MFA_TEXT.copyKey}
          </Button>
        </div>
      </div>
      <TextField
        label={MFA_TEXT.confirmLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
        error={error}
        className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? MFA_TEXT.confirming : MFA_TEXT.confirm}
      </Button>
    </Form>
  );
}
