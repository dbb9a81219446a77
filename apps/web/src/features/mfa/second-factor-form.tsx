import { MFA_MESSAGES } from "@engagesuite/shared";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/api";
import { MFA_TEXT } from "./messages";

export type SecondFactor = { code: string } | { recoveryCode: string };

const CODE = /^\d{6}$/;

/**
 * The sign-in's second step: a 6-digit code (the browser and password managers fill it from `one-time-code`), or,
 * one click away, a recovery code. A refused code shows the server's message under the field.
 */
export function SecondFactorForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (factor: SecondFactor) => Promise<void>;
  onCancel: () => void;
}) {
  const [mode, setMode] = useState<"code" | "recovery">("code");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (mode === "code" && !CODE.test(trimmed)) return setError(MFA_MESSAGES.codeFormat);
    if (mode === "recovery" && trimmed.length < 8) return setError(MFA_MESSAGES.recoveryCodeFormat);
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(mode === "code" ? { code: trimmed } : { recoveryCode: trimmed });
    } catch (err) {
      setError(errorMessage(err, MFA_MESSAGES.codeInvalid));
      setBusy(false);
    }
  }

  function switchMode() {
    setMode((m) => (m === "code" ? "recovery" : "code"));
    setValue("");
    setError(undefined);
  }

  return (
    <Form noValidate onSubmit={submit} className="grid gap-5" aria-label={MFA_TEXT.stepTitle}>
      <div className="space-y-1">
        <h2 className="font-semibold text-lg">{MFA_TEXT.stepTitle}</h2>
        <p className="text-muted-foreground text-sm">
          {mode === "code" ? MFA_TEXT.stepDescription : MFA_TEXT.recoveryDescription}
        </p>
      </div>
      {mode === "code" ? (
        <TextField
          key="code"
          label={MFA_TEXT.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          autoFocus
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ""))}
          error={error}
          className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
        />
      ) : (
        <TextField
          key="recovery"
          label={MFA_TEXT.recoveryLabel}
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          className="[&_input]:font-mono"
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? MFA_TEXT.verifying : MFA_TEXT.verify}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode}>
          {mode === "code" ? MFA_TEXT.useRecoveryCode : MFA_TEXT.useAuthenticator}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0 text-muted-foreground" onClick={onCancel}>
          {MFA_TEXT.backToSignIn}
        </Button>
      </div>
    </Form>
  );
}
