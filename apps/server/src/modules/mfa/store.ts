import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { portalClients, portalMfaRecoveryCodes, userMfaRecoveryCodes, users } from "../../db/schema";
import { withTenant } from "../../db/tenant";

export interface MfaRecord {
  /** The sealed TOTP secret: pending while enabledAt is null, active once it is set. */
  sealedSecret: string | null;
  enabledAt: Date | null;
  lastStep: number | null;
}

/**
 * One account's second factor, whatever table it lives in. Every write that must happen once (a code's step, a recovery
 * code, the switch-on) is one conditional statement, so two requests racing with the same code cannot both win.
 */
export interface MfaStore {
  read(): Promise<MfaRecord | null>;
  /** Keeps a new secret while enrolling; refused (false) once MFA is on. */
  savePendingSecret(sealed: string): Promise<boolean>;
  /** Turns MFA on with the pending secret it was confirmed against, marks the step used and stores the codes. */
  enable(sealed: string, step: number, recoveryHashes: string[]): Promise<boolean>;
  /** Marks a step used when it is newer than the last one used (false: this code, or a later one, was used). */
  acceptStep(step: number): Promise<boolean>;
  useRecoveryCode(hash: string): Promise<boolean>;
  replaceRecoveryCodes(hashes: string[]): Promise<void>;
  disable(): Promise<void>;
  recoveryCodesLeft(): Promise<number>;
}

const newerStep = (column: typeof users.mfaLastStep | typeof portalClients.mfaLastStep, step: number) =>
  or(isNull(column), lt(column, step));

/** Staff and platform accounts: `users` and `user_mfa_recovery_codes` (global tables). */
export function staffMfaStore(db: Db, userId: string): MfaStore {
  const replaceCodes = async (tx: Db | Tx, hashes: string[]) => {
    await tx.delete(userMfaRecoveryCodes).where(eq(userMfaRecoveryCodes.userId, userId));
    if (hashes.length) await tx.insert(userMfaRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  };
  return {
    async read() {
      const [row] = await db
        .select({ sealedSecret: users.mfaSecret, enabledAt: users.mfaEnabledAt, lastStep: users.mfaLastStep })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
    async savePendingSecret(sealed) {
      const rows = await db
        .update(users)
        .set({ mfaSecret: sealed, mfaLastStep: null })
        .where(and(eq(users.id, userId), isNull(users.mfaEnabledAt)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
    async enable(sealed, step, recoveryHashes) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ mfaEnabledAt: new Date(), mfaLastStep: step, updatedAt: new Date() })
          .where(and(eq(users.id, userId), isNull(users.mfaEnabledAt), eq(users.mfaSecret, sealed)))
          .returning({ id: users.id });
        if (rows.length !== 1) return false;
        await replaceCodes(tx, recoveryHashes);
        return true;
      });
    },
    async acceptStep(step) {
      const rows = await db
        .update(users)
        .set({ mfaLastStep: step })
        .where(and(eq(users.id, userId), newerStep(users.mfaLastStep, step)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
    async useRecoveryCode(hash) {
      const rows = await db
        .update(userMfaRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(userMfaRecoveryCodes.userId, userId),
            eq(userMfaRecoveryCodes.codeHash, hash),
            isNull(userMfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ userId: userMfaRecoveryCodes.userId });
      return rows.length === 1;
    },
    replaceRecoveryCodes: (hashes) => db.transaction((tx) => replaceCodes(tx, hashes)),
    async disable() {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await replaceCodes(tx, []);
      });
    },
    async recoveryCodesLeft() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(userMfaRecoveryCodes)
        .where(and(eq(userMfaRecoveryCodes.userId, userId), isNull(userMfaRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
  };
}

/** Portal clients: `portal_clients` and `portal_mfa_recovery_codes`, always inside the tenant's transaction (RLS). */
export function portalMfaStore(db: Db, tenantId: string, clientId: string): MfaStore {
  const client = and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId));
  const codesOf = and(eq(portalMfaRecoveryCodes.tenantId, tenantId), eq(portalMfaRecoveryCodes.clientId, clientId));
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(db, tenantId, fn);
  const replaceCodes = async (tx: Tx, hashes: string[]) => {
    await tx.delete(portalMfaRecoveryCodes).where(codesOf);
    if (hashes.length) {
      await tx.insert(portalMfaRecoveryCodes).values(hashes.map((codeHash) => ({ tenantId, clientId, codeHash })));
    }
  };
  return {
    read: () =>
      inTenant(async (tx) => {
        const [row] = await tx
          .select({
            sealedSecret: portalClients.mfaSecret,
            enabledAt: portalClients.mfaEnabledAt,
            lastStep: portalClients.mfaLastStep,
          })
          .from(portalClients)
          .where(client);
        return row ?? null;
      }),
    savePendingSecret: (sealed) =>
      inTenant(async (tx) => {
        const rows = await tx
          .update(portalClients)
          .set({ mfaSecret: sealed, mfaLastStep: null })
          .where(and(client, isNull(portalClients.mfaEnabledAt)))
          .returning({ id: portalClients.id });
        return rows.length === 1;
      }),
    enable: (sealed, step, recoveryHashes) =>
      inTenant(async (tx) => {
        const rows = await tx
          .update(portalClients)
          .set({ mfaEnabledAt: new Date(), mfaLastStep: step, updatedAt: new Date() })
          .where(and(client, isNull(portalClients.mfaEnabledAt), eq(portalClients.mfaSecret, sealed)))
          .returning({ id: portalClients.id });
        if (rows.length !== 1) return false;
        await replaceCodes(tx, recoveryHashes);
        return true;
      }),
    acceptStep: (step) =>
      inTenant(async (tx) => {
        const rows = await tx
          .update(portalClients)
          .set({ mfaLastStep: step })
          .where(and(client, newerStep(portalClients.mfaLastStep, step)))
          .returning({ id: portalClients.id });
        return rows.length === 1;
      }),
    useRecoveryCode: (hash) =>
      inTenant(async (tx) => {
        const rows = await tx
          .update(portalMfaRecoveryCodes)
          .set({ usedAt: new Date() })
          .where(and(codesOf, eq(portalMfaRecoveryCodes.codeHash, hash), isNull(portalMfaRecoveryCodes.usedAt)))
          .returning({ clientId: portalMfaRecoveryCodes.clientId });
        return rows.length === 1;
      }),
    replaceRecoveryCodes: (hashes) => inTenant((tx) => replaceCodes(tx, hashes)),
    disable: () =>
      inTenant(async (tx) => {
        await tx
          .update(portalClients)
          .set({ mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null, updatedAt: new Date() })
          .where(client);
        await replaceCodes(tx, []);
      }),
    recoveryCodesLeft: () =>
      inTenant(async (tx) => {
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(portalMfaRecoveryCodes)
          .where(and(codesOf, isNull(portalMfaRecoveryCodes.usedAt)));
        return row?.n ?? 0;
      }),
  };
}
