import type { FastifyRequest } from "fastify";
import { requestHost } from "../../lib/request-origin";
import type { SecretBox } from "../../lib/secret-box";

const PURPOSE = "mfa-challenge";
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * What a right password earns when a second factor is needed: a sealed token (not stored anywhere) that names the
 * account, the host it was issued on and the password it was issued for, good for 5 minutes.
 */
export type MfaChallenge = {
  kind: "staff" | "portal";
  /** users.id or portal_clients.id */
  id: string;
  tenantId: string | null;
  host: string;
  /** Which sign-in form started it: where the session goes afterwards. */
  form: "platform" | "tenant" | "portal";
  remember: boolean;
  /** verify: MFA is on; enroll: it must be set up first (the pending secret was just shown). */
  stage: "verify" | "enroll";
  /** The password's change time (ms, 0 when never changed): a password change voids the challenge. */
  passwordStamp: number;
};

/**
 * The host a challenge is bound to: the request's Host as tenancy reads it (X-Forwarded-Host behind a proxy with
 * TRUST_PROXY_HOST), case-folded.
 */
export function challengeHost(request: FastifyRequest, trustProxyHost: boolean): string {
  return requestHost(request, trustProxyHost).toLowerCase();
}

export function passwordStamp(changedAt: Date | null | undefined): number {
  return changedAt ? changedAt.getTime() : 0;
}

export function sealChallenge(box: SecretBox, challenge: MfaChallenge, now = Date.now()): string {
  return box.sealToken(PURPOSE, { ...challenge }, CHALLENGE_TTL_MS, now);
}

/** The challenge when it was sealed by this server, has not expired and was issued for this host (challengeHost). */
export function openChallenge(box: SecretBox, token: string, host: string, now = Date.now()): MfaChallenge | null {
  const payload = box.openToken<MfaChallenge & { exp: number }>(PURPOSE, token, now);
  if (!payload || payload.host !== host) return null;
  const { exp: _exp, ...challenge } = payload;
  return challenge;
}
