import { type AccountSecurity, MFA_MESSAGES, type MfaEnrollment, PASSWORD_MESSAGES } from "@engagesuite/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { PasswordField, TextField } from "@/components/ui/form-field";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { EnrollmentPanel } from "@/features/mfa/enrollment-panel";
import { MFA_TEXT, SECURITY_TEXT } from "@/features/mfa/messages";
import { RecoveryCodes } from "@/features/mfa/recovery-codes";
import { errorMessage, readApiError } from "@/lib/api";
import { call } from "@/lib/api-client";
import { type AccountKind, securityApi, securityQueryKey } from "./api";

type Mode =
  | { kind: "idle" }
  | { kind: "enrolling"; enrollment: MfaEnrollment }
  | { kind: "codes"; codes: string[] }
  | { kind: "regenerate" }
  | { kind: "disable" };

/** Two-factor authentication on the Security page (staff, super admin) and the portal profile. */
export function TwoFactorCard({ kind }: { kind: AccountKind }) {
  const api = securityApi(kind);
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: securityQueryKey(kind),
    queryFn: () => call(api.status, {}),
  });
  const [mode, setMode] = useState<Mode>({ kind: "idle" });
  const [starting, setStarting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityQueryKey(kind) });
  const idle = () => setMode({ kind: "idle" });

  async function start() {
    setStarting(true);
    try {
      setMode({ kind: "enrolling", enrollment: await call(api.mfaSetup, {}) });
    } catch (error) {
      toast({
        variant: "destructive",
        title: SECURITY_TEXT.actionFailed,
        description: errorMessage(error, SECURITY_TEXT.tryAgain),
      });
    } finally {
      setStarting(false);
    }
  }

  async function confirm(code: string) {
    const answer = await call(api.mfaEnable, { body: { code } });
    toast({ title: MFA_MESSAGES.enabled });
    setMode({ kind: "codes", codes: answer.recoveryCodes });
    void refresh();
  }

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-base">
            {SECURITY_TEXT.twoFactorTitle}
            {status.data && (
              <Badge variant={status.data.mfaEnabled ? "default" : "secondary"}>
                {status.data.mfaEnabled ? "On" : "Off"}
              </Badge>
            )}
          </h2>
        </CardTitle>
        <CardDescription>
          {status.data?.mfaEnabled ? SECURITY_TEXT.twoFactorOn : SECURITY_TEXT.twoFactorOff}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending && <Skeleton className="h-9 w-40" />}
        {status.isError && (
          <LoadFailedAlert title={SECURITY_TEXT.loadFailed} onRetry={() => void status.refetch()}>
            {errorMessage(status.error, SECURITY_TEXT.tryAgain)}
          </LoadFailedAlert>
        )}
        {status.data && mode.kind === "idle" && (
          <Overview
            status={status.data}
            starting={starting}
            onTurnOn={() => void start()}
            onRegenerate={() => setMode({ kind: "regenerate" })}
            onTurnOff={() => setMode({ kind: "disable" })}
          />
        )}
        {mode.kind === "enrolling" && (
          <>
            <EnrollmentPanel enrollment={mode.enrollment} onConfirm={confirm} headingLevel={3} />
            <Button type="button" variant="ghost" onClick={idle}>
              {SECURITY_TEXT.cancel}
            </Button>
          </>
        )}
        {mode.kind === "codes" && (
          <RecoveryCodes codes={mode.codes} onDone={idle} doneLabel={SECURITY_TEXT.done} headingLevel={3} />
        )}
        {mode.kind === "regenerate" && (
          <CodeConfirmForm
            title={SECURITY_TEXT.regenerateTitle}
            description={SECURITY_TEXT.regenerateDescription}
            submitLabel={SECURITY_TEXT.regenerate}
            onCancel={idle}
            onSubmit={async ({ code }) => {
              const answer = await call(api.recoveryCodes, { body: { code } });
              setMode({ kind: "codes", codes: answer.recoveryCodes });
              void refresh();
            }}
          />
        )}
        {mode.kind === "disable" && (
          <CodeConfirmForm
            title={SECURITY_TEXT.turnOffTitle}
            description={SECURITY_TEXT.turnOffDescription}
            submitLabel={SECURITY_TEXT.turnOff}
            withPassword
            destructive
            onCancel={idle}
            onSubmit={async ({ code, password }) => {
              await call(api.mfaDisable, { body: { code, password } });
              toast({ title: MFA_MESSAGES.disabled });
              idle();
              void refresh();
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function Overview({
  status,
  starting,
  onTurnOn,
  onRegenerate,
  onTurnOff,
}: {
  status: AccountSecurity;
  starting: boolean;
  onTurnOn: () => void;
  onRegenerate: () => void;
  onTurnOff: () => void;
}) {
  if (!status.mfaEnabled) {
    return (
      <Button type="button" className="justify-self-start" disabled={starting} onClick={onTurnOn}>
        <ShieldCheck aria-hidden="true" />
        {SECURITY_TEXT.turnOn}
      </Button>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm">{SECURITY_TEXT.codesLeft(status.recoveryCodesLeft)}</p>
      {status.mfaRequired && <p className="text-muted-foreground text-sm">{SECURITY_TEXT.required}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onRegenerate}>
          {SECURITY_TEXT.regenerate}
        </Button>
        {!status.mfaRequired && (
          <Button type="button" variant="outline" onClick={onTurnOff}>
            <ShieldOff aria-hidden="true" />
            {SECURITY_TEXT.turnOff}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A code (and, to turn MFA off, the password) to confirm an action; the server's refusal shows on its field. */
function CodeConfirmForm({
  title,
  description,
  submitLabel,
  withPassword = false,
  destructive = false,
  onSubmit,
  onCancel,
}: {
  title: string;
  description: string;
  submitLabel: string;
  withPassword?: boolean;
  destructive?: boolean;
  onSubmit: (values: { code: string; password: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ code?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!/^\d{6}$/.test(code)) found.code = MFA_MESSAGES.codeFormat;
    if (withPassword && !password) found.password = PASSWORD_MESSAGES.currentWrong;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit({ code, password });
    } catch (error) {
      const body = readApiError(error);
      setErrors({
        code: body?.fieldErrors?.code?.[0],
        password: body?.fieldErrors?.password?.[0],
        form: body?.fieldErrors ? undefined : errorMessage(error, SECURITY_TEXT.tryAgain),
      });
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit} className="grid gap-4" aria-label={title}>
      <div className="space-y-1">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      {withPassword && (
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
      )}
      <TextField
        label={MFA_TEXT.codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
        error={errors.code}
        className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
      />
      {errors.form && (
        <p role="alert" className="text-destructive text-sm">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {SECURITY_TEXT.cancel}
        </Button>
      </div>
    </Form>
  );
}
