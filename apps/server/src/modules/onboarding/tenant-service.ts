import { randomBytes } from "node:crypto";
import type { onboardingTenantSchema } from "@engagesuite/shared";
import {
  ENTITLEMENT_MESSAGES,
  INCLUDED_USERS,
  isModuleSlug,
  MODULE_ENTITLEMENTS,
  ONBOARDING_MESSAGES,
  type OnboardingTenantInput,
  type Provisioning,
  TRIAL_DAYS,
} from "@engagesuite/shared";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  authHandoffs,
  billingCustomers,
  billingSubscriptions,
  serviceModules,
  subdomainReservations,
  tenants,
  userPasswordResets,
  users,
  verticalServiceModules,
  verticals,
} from "../../db/schema";
import { bindTenant } from "../../db/tenant";
import type { JobQueue } from "../../jobs/queue";
import { HttpError } from "../../lib/http-error";
import { type PublicOriginConfig, tenantHost, tenantOrigin as tenantOriginOf } from "../../lib/public-origin";
import type { RateLimiter } from "../../lib/rate-limit";
import type { SecretBox } from "../../lib/secret-box";
import { hashToken, newToken } from "../../lib/tokens";
import type { Mailer } from "../../providers/mail/mailer";
import { welcomeMail } from "../../providers/mail/templates";
import { hashPassword } from "../auth/passwords";
import { insertClaim } from "../domains/claims";
import { type CustomDomainDeps, newVerificationToken } from "../domains/custom-domains";
import { assertClaimableHostname } from "../domains/hostname-policy";
import { seedVerticalDefaults } from "../verticals/defaults";
import { wizardDomainToken } from "./custom-domain-preview";
import { setUpDns, setUpSsl } from "./dns-service";
import { isReservedSubdomain } from "./subdomains";

export const PROVISIONING_QUEUE = "tenant-provisioning";
const PROVISIONING_STEPS = ["dns", "ssl", "invite"] as const;
export type ProvisioningStep = (typeof PROVISIONING_STEPS)[number];
const INVITE_TTL_MS = 7 * 86_400_000;

export interface ProvisioningJob {
  tenantId: string;
  /** The tenant's own origin, e.g. https://acme.engagesuite.com, for links in the welcome e-mail. */
  tenantOrigin: string;
}

export interface OnboardingDeps extends CustomDomainDeps {
  /** Where the tenant's links point (the welcome e-mail, the activation screen's CRM address). */
  publicOrigin: PublicOriginConfig;
  mailer: Mailer;
  jobs: JobQueue;
  secrets: SecretBox;
  limiter: RateLimiter;
  /** Test hook: called after each provisioning step (a fault test stops the worker here). */
  afterProvisioningStep?: (step: ProvisioningStep, tenantId: string) => Promise<void>;
}

type TenantInput = z.output<typeof onboardingTenantSchema>;
type TenantRow = typeof tenants.$inferSelect;

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === "23505" && (!constraint || name === constraint);
}

/**
 * POST /api/onboarding/tenants: creates the tenant once its subscription is paid, with its TENANT_ADMIN, and starts
 * provisioning in the same transaction. A retry with the same subscription answers the same tenant.
 */
export async function createTenantFromOnboarding(
  deps: OnboardingDeps,
  input: TenantInput,
  holderHash: string | null,
  tenantOrigin: (subdomain: string) => string,
): Promise<{ tenant: TenantRow; created: boolean }> {
  const [existing] = await deps.db
    .select()
    .from(tenants)
    .where(eq(tenants.stripeSubscriptionId, input.stripeSubscriptionId));
  if (existing) return { tenant: existing, created: false };

  if (isReservedSubdomain(input.subdomain)) throw new HttpError(400, ONBOARDING_MESSAGES.subdomainReserved);
  if (input.customDomain) assertClaimableHostname(input.customDomain, deps, "customDomain");
  const [subscription] = await deps.db
    .select({
      planTier: billingSubscriptions.planTier,
      yearly: billingSubscriptions.yearly,
      status: billingSubscriptions.status,
      trialEndsAt: billingSubscriptions.trialEndsAt,
    })
    .from(billingSubscriptions)
    .innerJoin(billingCustomers, eq(billingCustomers.id, billingSubscriptions.customerId))
    .where(
      and(
        eq(billingSubscriptions.id, input.stripeSubscriptionId),
        eq(billingSubscriptions.customerId, input.stripeCustomerId),
        sql`lower(${billingCustomers.email}) = ${input.email}`,
        inArray(billingSubscriptions.status, ["trialing", "active"]),
      ),
    );
  if (!subscription) throw new HttpError(402, ONBOARDING_MESSAGES.paymentNotConfirmed);

  const [vertical] = await deps.db.select().from(verticals).where(eq(verticals.id, input.verticalModuleId));
  if (!vertical) throw new HttpError(400, "Unknown industry module", { verticalModuleId: ["Unknown industry module"] });
  const suited = await deps.db
    .select({ id: serviceModules.id, type: serviceModules.type, slug: serviceModules.slug })
    .from(verticalServiceModules)
    .innerJoin(serviceModules, eq(serviceModules.id, verticalServiceModules.serviceModuleId))
    .where(eq(verticalServiceModules.verticalId, vertical.id));
  const unknown = input.serviceModules.filter((id) => !suited.some((m) => m.id === id));
  if (unknown.length > 0) {
    throw new HttpError(400, "Some service modules do not suit this industry", {
      serviceModules: ["Unknown service module"],
    });
  }
  // Issue 18: a module the product does not have yet is shown as coming soon, never chosen (nor charged).
  const comingSoon = suited.flatMap((m) =>
    input.serviceModules.includes(m.id) && isModuleSlug(m.slug) && !MODULE_ENTITLEMENTS[m.slug].available
      ? [MODULE_ENTITLEMENTS[m.slug].name]
      : [],
  );
  if (comingSoon.length > 0) {
    throw new HttpError(400, ENTITLEMENT_MESSAGES.onboardingComingSoon, {
      serviceModules: comingSoon.map((name) => ENTITLEMENT_MESSAGES.comingSoon(name)),
    });
  }
  const moduleIds = [
    ...new Set([...suited.filter((m) => m.type === "CORE").map((m) => m.id), ...input.serviceModules]),
  ];

  const [held] = await deps.db
    .select()
    .from(subdomainReservations)
    .where(and(eq(subdomainReservations.subdomain, input.subdomain), gt(subdomainReservations.expiresAt, new Date())));
  if (held && held.holderHash !== holderHash) throw new HttpError(409, ONBOARDING_MESSAGES.subdomainTaken);

  const unusablePassword = await hashPassword(randomBytes(32).toString("hex"));
  try {
    const tenant = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tenants)
        .values({
          name: input.name,
          subdomain: input.subdomain,
          verticalModuleId: vertical.id,
          serviceModules: moduleIds,
          planTier: subscription.planTier,
          billingPeriod: subscription.yearly ? "yearly" : "monthly",
          status: "TRIAL",
          email: input.email,
          phoneNumber: input.phoneNumber,
          address: input.address,
          city: input.city,
          state: input.state,
          postalCode: input.postalCode,
          country: input.country,
          stripeCustomerId: input.stripeCustomerId,
          stripeSubscriptionId: input.stripeSubscriptionId,
          setupPeriodEndsAt: subscription.trialEndsAt ?? new Date(Date.now() + TRIAL_DAYS * 86_400_000),
          includedUsers: INCLUDED_USERS,
          additionalUsers: 0,
          industry: vertical.industry,
          provisioningStatus: "pending",
          verticalSeededAt: new Date(),
        })
        .returning();
      // The subscription's life (issue 18) is the workspace's from now on; its timers start with this link.
      await tx
        .update(billingSubscriptions)
        .set({
          tenantId: row!.id,
          state: sql`coalesce(${billingSubscriptions.state}, 'trialing')`,
          addOnModules: suited.filter((m) => moduleIds.includes(m.id)).map((m) => m.slug),
        })
        .where(eq(billingSubscriptions.id, input.stripeSubscriptionId));
      const [owner] = await tx
        .insert(users)
        .values({
          tenantId: row!.id,
          role: "TENANT_ADMIN",
          email: input.email,
          username: "admin",
          passwordHash: unusablePassword,
        })
        .returning({ id: users.id });
      // The owner's one sign-in from this browser (the wizard's "Go to Dashboard"): bound to this visitor's cookie.
      if (holderHash) {
        await tx.insert(authHandoffs).values({
          codeHash: hashToken(ownerHandoffCode(deps.secrets, holderHash, row!.id)),
          userId: owner!.id,
          targetHost: tenantHost(deps.publicOrigin, input.subdomain).toLowerCase(),
          nextPath: "/dashboard",
          remember: false,
          expiresAt: new Date(Date.now() + OWNER_HANDOFF_WINDOW_MS),
        });
      }
      await tx.delete(subdomainReservations).where(eq(subdomainReservations.subdomain, input.subdomain));
      if (input.customDomain) {
        // The token the wizard showed this visitor (their cookie's), so the TXT record they published already counts.
        const hostname = input.customDomain;
        const token = holderHash ? wizardDomainToken(deps.secrets, holderHash, hostname) : newVerificationToken();
        // Claimed by another workspace since the DNS step showed it free: the workspace is still created (it is paid
        // for), without the domain; its admin can claim another in the settings.
        await insertClaim(deps.jobs, tx, { tenantId: row!.id, hostname, token });
      }
      await deps.jobs.sendInTx<ProvisioningJob>(
        tx,
        PROVISIONING_QUEUE,
        { tenantId: row!.id, tenantOrigin: tenantOrigin(input.subdomain) },
        { singletonKey: row!.id },
      );
      // What a workspace of its vertical starts with (issue 19), in the creating transaction: it exists with them.
      // Last, since the binding (tenant and role) holds to the transaction's end.
      await bindTenant(tx, row!.id);
      await seedVerticalDefaults(tx, row!.id, vertical.slug);
      return row!;
    });
    return { tenant, created: true };
  } catch (error) {
    if (isUniqueViolation(error, "tenants_stripe_subscription_key")) {
      const [row] = await deps.db
        .select()
        .from(tenants)
        .where(eq(tenants.stripeSubscriptionId, input.stripeSubscriptionId));
      if (row) return { tenant: row, created: false };
    }
    if (isUniqueViolation(error, "users_email_key")) {
      throw new HttpError(409, "An account with this e-mail already exists. Use another e-mail, or sign in.");
    }
    if (isUniqueViolation(error)) throw new HttpError(409, ONBOARDING_MESSAGES.subdomainTaken);
    throw error;
  }
}

/** The provisioning job: DNS, certificate, the admin's invitation; each step once, in order, resumable. */
export async function provisionTenant(deps: OnboardingDeps, job: ProvisioningJob): Promise<void> {
  const [start] = await deps.db.select().from(tenants).where(eq(tenants.id, job.tenantId));
  if (!start || start.provisioningStatus === "complete") return;
  await deps.db.update(tenants).set({ provisioningStatus: "in_progress" }).where(eq(tenants.id, job.tenantId));

  for (const step of PROVISIONING_STEPS) {
    const [current] = await deps.db.select().from(tenants).where(eq(tenants.id, job.tenantId));
    if (!current || current.provisioningSteps.includes(step)) continue;
    // Outside calls are idempotent and made outside the transaction; the step is recorded with its own effects.
    if (step === "dns") await setUpDns(deps, current.subdomain);
    if (step === "ssl") await setUpSsl(deps, current.subdomain);
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(tenants).where(eq(tenants.id, job.tenantId)).for("update");
      if (!locked || locked.provisioningSteps.includes(step)) return;
      if (step === "invite") await invite(deps, tx, locked, job.tenantOrigin);
      await tx
        .update(tenants)
        .set({ provisioningSteps: sql`array_append(${tenants.provisioningSteps}, ${step})` })
        .where(eq(tenants.id, job.tenantId));
    });
    await deps.afterProvisioningStep?.(step, job.tenantId);
  }
  await deps.db
    .update(tenants)
    .set({ provisioningStatus: "complete", provisionedAt: new Date() })
    .where(eq(tenants.id, job.tenantId));
}

async function invite(
  deps: OnboardingDeps,
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  tenant: TenantRow,
  origin: string,
) {
  const [admin] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.role, "TENANT_ADMIN")))
    .limit(1);
  if (!admin) return;
  const token = newToken();
  await tx.insert(userPasswordResets).values({
    tokenHash: hashToken(token),
    userId: admin.id,
    expiresAt: new Date(Date.now() + INVITE_TTL_MS),
  });
  await deps.mailer.enqueue(
    tx,
    welcomeMail({
      to: admin.email,
      tenantName: tenant.name,
      workspaceUrl: origin,
      username: admin.username ?? admin.email,
      setPasswordUrl: `${origin}/reset-password?token=${encodeURIComponent(token)}&welcome=1`,
    }),
  );
}

/** How long after paying the wizard's browser may still sign its owner in with one click. */
const OWNER_HANDOFF_WINDOW_MS = 60 * 60_000;
/** Once asked for, the code must be used within a minute (the platform login's handoff lifetime). */
const OWNER_HANDOFF_TTL_MS = 60_000;

/** The owner's handoff code: only the browser holding the onboarding cookie (and this server's key) can name it. */
function ownerHandoffCode(secrets: SecretBox, holderHash: string, tenantId: string): string {
  return secrets.mac("onboarding-owner-handoff", `${holderHash}\n${tenantId}`);
}

/**
 * The activation step's "Go to Dashboard": once provisioning is complete, the browser that created the tenant gets
 * the tenant host's /auth/handoff page with the single-use code in the fragment (redeemed there by POST
 * /api/auth/handoff, on that host only). Null when this browser did not create the tenant, or the code is spent or
 * expired; "pending" before provisioning is done.
 */
export async function ownerSignInUrl(
  deps: OnboardingDeps,
  holderHash: string | null,
  tenantId: string,
): Promise<string | "pending" | null> {
  if (!holderHash) return null;
  const [tenant] = await deps.db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) return null;
  const code = ownerHandoffCode(deps.secrets, holderHash, tenant.id);
  const now = new Date();
  const live = and(
    eq(authHandoffs.codeHash, hashToken(code)),
    isNull(authHandoffs.usedAt),
    gt(authHandoffs.expiresAt, now),
  );
  if (tenant.provisioningStatus !== "complete") {
    const [waiting] = await deps.db.select({ id: authHandoffs.codeHash }).from(authHandoffs).where(live);
    return waiting ? "pending" : null;
  }
  const [handoff] = await deps.db
    .update(authHandoffs)
    .set({ expiresAt: new Date(now.getTime() + OWNER_HANDOFF_TTL_MS) })
    .where(live)
    .returning({ targetHost: authHandoffs.targetHost });
  if (!handoff) return null;
  return `${tenantOriginOf(deps.publicOrigin, tenant.subdomain)}/auth/handoff#code=${encodeURIComponent(code)}`;
}

export function toProvisioning(tenant: TenantRow, crmUrl: string): Provisioning {
  return {
    tenantId: tenant.id,
    subdomain: tenant.subdomain,
    status: tenant.provisioningStatus,
    steps: PROVISIONING_STEPS.map((name) => ({
      name,
      status: tenant.provisioningSteps.includes(name) ? ("done" as const) : ("pending" as const),
    })),
    crmUrl,
  };
}

export type { OnboardingTenantInput };
