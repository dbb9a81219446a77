import {
  billingApi,
  ONBOARDING_MESSAGES,
  type PlanTier,
  type SubscriptionSetup,
  TRIAL_DAYS,
} from "@engagesuite/shared";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";
import { ONBOARDING_TEXT } from "./messages";

export type SubscriptionState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; setup: SubscriptionSetup };

/**
 * SPEC §4, §7, §8: on entering the payment step and whenever the plan or period changes,
 * POST /api/payments/get-or-create-subscription (idempotent per e-mail). The client secret stays in memory only.
 */
export function useSubscription({
  email,
  name,
  planTier,
  isYearly,
}: {
  email: string;
  name: string;
  planTier: PlanTier;
  isYearly: boolean;
}) {
  const [state, setState] = useState<SubscriptionState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on purpose
  useEffect(() => {
    let cancelled = false;
    setState({ status: "loading" });
    call(billingApi.getOrCreateSubscription, {
      body: { email, name, planType: planTier, isYearly, trialDays: TRIAL_DAYS },
    }).then(
      (setup) => {
        if (!cancelled) setState({ status: "ready", setup });
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = errorMessage(error, ONBOARDING_MESSAGES.subscriptionFailed);
        toast({ variant: "destructive", title: ONBOARDING_TEXT.subscriptionFailedTitle, description: message });
        setState({ status: "error", message });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [email, name, planTier, isYearly, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
