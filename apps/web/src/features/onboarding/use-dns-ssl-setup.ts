import {
  canContinueToPayment,
  type DnsSetup,
  ONBOARDING_MESSAGES,
  onboardingApi,
  type SslSetupStatus,
} from "@engagesuite/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, errorStatus, readApiError } from "@/lib/api";
import { call, keyOf } from "@/lib/api-client";

const DNS_TEXT = {
  setupComplete: "DNS & SSL Setup Complete",
  setupFailed: "Setup Failed",
} as const;

/** The first element of every read of the DNS step (see custom-domain-records.tsx too): one invalidation reads all. */
export const DNS_QUERY_KEY = "onboarding-dns";

export type SetupPhase = "running" | "done" | "failed";

/**
 * SPEC §2, §4, §8 DNS step: on entering, POST /api/dns/setup and /api/ssl/setup (toast on the outcome), then read
 * the DNS setup status, its zone's records and the SSL status. `checkAgain` re-reads them.
 */
export function useDnsSslSetup(subdomain: string, verticalId: number) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SetupPhase>("running");
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the setup on purpose
  useEffect(() => {
    let cancelled = false;
    setPhase("running");
    const fail = (error: unknown, fallback: string) => {
      if (cancelled) return;
      toast({ variant: "destructive", title: DNS_TEXT.setupFailed, description: errorMessage(error, fallback) });
      setPhase("failed");
    };
    (async () => {
      try {
        await call(onboardingApi.setupDns, { body: { subdomain, verticalId } });
      } catch (error) {
        return fail(error, ONBOARDING_MESSAGES.dnsSetupFailed);
      }
      try {
        await call(onboardingApi.setupSsl, { body: { subdomain, verticalId } });
      } catch (error) {
        return fail(error, ONBOARDING_MESSAGES.sslSetupFailed);
      }
      if (cancelled) return;
      toast({ title: DNS_TEXT.setupComplete });
      await queryClient.invalidateQueries({ queryKey: [DNS_QUERY_KEY] });
      if (!cancelled) setPhase("done");
    })();
    return () => {
      cancelled = true;
    };
  }, [subdomain, verticalId, attempt, queryClient]);

  const settled = phase !== "running";
  const readOptions = { enabled: settled, retry: false, staleTime: 0, refetchOnWindowFocus: false } as const;

  const status = useQuery({
    queryKey: [DNS_QUERY_KEY, ...keyOf(onboardingApi.dnsStatus, { query: { subdomain } })],
    queryFn: () => call(onboardingApi.dnsStatus, { query: { subdomain } }),
    ...readOptions,
  });
  const entry = status.data?.find((e) => e.subdomain === subdomain) ?? status.data?.[0] ?? null;
  const zoneId = entry?.id ?? "";

  const records = useQuery({
    queryKey: [DNS_QUERY_KEY, ...keyOf(onboardingApi.dnsRecords, { params: { zoneId } })],
    queryFn: () => call(onboardingApi.dnsRecords, { params: { zoneId } }),
    ...readOptions,
    enabled: settled && entry !== null,
  });

  const ssl = useQuery<SslSetupStatus | null>({
    queryKey: [DNS_QUERY_KEY, ...keyOf(onboardingApi.sslStatus, { query: { subdomain } })],
    queryFn: async () => {
      try {
        return await call(onboardingApi.sslStatus, { query: { subdomain } });
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
    ...readOptions,
  });

  // SPEC §8: a failed read of the records is reported once per failure (each failure is a new error object).
  const readError = status.error ?? records.error;
  useEffect(() => {
    if (!readError) return;
    toast({
      variant: "destructive",
      title: ONBOARDING_MESSAGES.dnsRecordsFetchFailed,
      description: readApiError(readError)?.message,
    });
  }, [readError]);

  const dns: DnsSetup | null = entry && records.data ? { ...entry, records: records.data } : null;
  const sslStatus = ssl.data ?? null;

  const checkAgain = useCallback(() => queryClient.invalidateQueries({ queryKey: [DNS_QUERY_KEY] }), [queryClient]);
  const retrySetup = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    phase,
    dns,
    ssl: sslStatus,
    isReading: settled && (status.isFetching || records.isFetching || ssl.isFetching),
    canContinue: canContinueToPayment(dns, sslStatus),
    checkAgain,
    retrySetup,
  };
}
