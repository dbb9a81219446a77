import { MFA_MESSAGES, staffSecurityApi } from "@engagesuite/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { SECURITY_TEXT } from "@/features/mfa/messages";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";
import { securityQueryKey } from "./api";

/** A tenant admin's rule: every staff member of the workspace signs in with a second factor. */
export function StaffMfaRuleCard({ tenantId }: { tenantId: string }) {
  const queryClient = useQueryClient();
  const checkboxId = useId();
  const hintId = useId();
  const status = useQuery({
    queryKey: securityQueryKey("staff"),
    queryFn: () => call(staffSecurityApi.status, {}),
  });
  const [saving, setSaving] = useState(false);
  const required = status.data?.tenantRequiresStaffMfa ?? false;

  async function save(next: boolean) {
    setSaving(true);
    try {
      await call(staffSecurityApi.staffMfaRule, { params: { tenantId }, body: { required: next } });
      toast({ title: next ? MFA_MESSAGES.staffRequirementSaved : MFA_MESSAGES.staffRequirementOff });
      await queryClient.invalidateQueries({ queryKey: securityQueryKey("staff") });
    } catch (error) {
      toast({
        variant: "destructive",
        title: SECURITY_TEXT.actionFailed,
        description: errorMessage(error, SECURITY_TEXT.tryAgain),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{SECURITY_TEXT.staffRuleTitle}</h2>
        </CardTitle>
        <CardDescription>{SECURITY_TEXT.staffRuleDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            className="mt-0.5"
            id={checkboxId}
            checked={required}
            disabled={saving || !status.data}
            aria-describedby={hintId}
            onCheckedChange={(value) => void save(value === true)}
          />
          <Label htmlFor={checkboxId} className="leading-snug">
            {SECURITY_TEXT.staffRuleLabel}
          </Label>
        </div>
        <p id={hintId} className="text-muted-foreground text-sm">
          {SECURITY_TEXT.staffRuleHint}
        </p>
      </CardContent>
    </Card>
  );
}
