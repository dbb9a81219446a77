import type { MfaChallengeAnswer } from "@engagesuite/shared";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EnrollmentPanel } from "./enrollment-panel";
import { MFA_TEXT } from "./messages";
import { RecoveryCodes } from "./recovery-codes";
import { type SecondFactor, SecondFactorForm } from "./second-factor-form";

/**
 * After a right password: the code (or recovery code) step, or, when the account must enrol first, the QR code, the
 * first code and then the recovery codes. `verify` sends the second step (`authApi.mfa` for staff, `portalApi.mfa`).
 */
export function MfaSignInStep<T extends object>({
  answer,
  verify: send,
  onSignedIn,
  onCancel,
}: {
  answer: MfaChallengeAnswer;
  verify: (body: { challenge: string } & SecondFactor) => Promise<T & { recoveryCodes?: string[] }>;
  onSignedIn: (result: T) => void;
  onCancel: () => void;
}) {
  const [codes, setCodes] = useState<{ list: string[]; result: T } | null>(null);

  async function verify(factor: SecondFactor) {
    const result = await send({ challenge: answer.challenge, ...factor });
    if (result.recoveryCodes?.length) setCodes({ list: result.recoveryCodes, result });
    else onSignedIn(result);
  }

  if (codes) return <RecoveryCodes codes={codes.list} onDone={() => onSignedIn(codes.result)} />;
  if (answer.enrollment) {
    return (
      <div className="grid gap-3">
        <EnrollmentPanel
          enrollment={answer.enrollment}
          intro={MFA_TEXT.enrolRequired}
          onConfirm={(code) => verify({ code })}
        />
        <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onCancel}>
          {MFA_TEXT.backToSignIn}
        </Button>
      </div>
    );
  }
  return <SecondFactorForm onSubmit={verify} onCancel={onCancel} />;
}

export function isMfaChallenge(value: unknown): value is MfaChallengeAnswer {
  return typeof value === "object" && value !== null && (value as { mfaRequired?: unknown }).mfaRequired === true;
}
