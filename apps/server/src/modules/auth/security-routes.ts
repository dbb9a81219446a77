import {
  AUTH_MESSAGES,
  accountSecuritySchema,
  MFA_MESSAGES,
  mfaCodeRequestSchema,
  mfaDisableRequestSchema,
  mfaEnrollmentSchema,
  PASSWORD_MESSAGES,
  passwordChangeSchema,
  recoveryCodesAnswerSchema,
  staffMfaRequirementSchema,
  uuidSchema,
} from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { tenants, users } from "../../db/schema";
import { forbidden, HttpError, unauthorized } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { type MfaService, wrongCodeOnForm } from "../mfa/service";
import { staffMfaStore } from "../mfa/store";
import { requireTenantStaff } from "./context";
import { assertNewPassword } from "./password-policy";
import { hashPassword } from "./passwords";
import { type AuthDeps, findUserById, type UserRow } from "./service";
import { staffLoginKey, staffMfaKey, staffMfaRequired, throttledPasswordCheck } from "./sign-in";
import { deleteUserSessions, type StaffSession } from "./staff-sessions";

const messageAnswer = z.object({ message: z.string() });
const errors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer, 409: messageAnswer, 429: messageAnswer };
const tags = ["auth"];

/**
 * A signed-in staff member's or the super admin's own account: password change and two-factor authentication (the
 * Security page), and a tenant admin's rule that the tenant's staff must use it.
 */
export const staffSecurityRoutes: FastifyPluginAsyncZod<AuthDeps & { mfa: MfaService }> = async (app, deps) => {
  const { db, limiter, mfa } = deps;

  /** The session's own account, on its own tenant's host for tenant staff (DESIGN §4). */
  async function ownAccount(request: FastifyRequest): Promise<{ session: StaffSession; user: UserRow }> {
    const session = await request.staffSession();
    if (!session) throw unauthorized(AUTH_MESSAGES.notSignedIn);
    if (session.user.tenantId) await requireTenantStaff(request);
    const user = await findUserById(db, session.user.id);
    if (!user) throw unauthorized(AUTH_MESSAGES.notSignedIn);
    return { session, user };
  }

  const wrongPassword = (field: string) =>
    new HttpError(400, PASSWORD_MESSAGES.currentWrong, { [field]: [PASSWORD_MESSAGES.currentWrong] });

  app.get(
    "/api/auth/security",
    {
      schema: {
        tags,
        summary: "Two-factor status of the signed-in account",
        response: { 200: accountSecuritySchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await ownAccount(request);
      return {
        ...(await mfa.status(staffMfaStore(db, user.id))),
        mfaRequired: staffMfaRequired(user),
        tenantRequiresStaffMfa: user.tenantId ? Boolean(user.requireStaffMfa) : null,
      };
    },
  );

  app.post(
    "/api/auth/mfa/setup",
    {
      schema: {
        tags,
        summary:
          "Starts two-factor set-up: a new secret, its otpauth:// URI and QR code (kept pending until confirmed)",
        response: { 200: mfaEnrollmentSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await ownAccount(request);
      return mfa.beginEnrolment(staffMfaStore(db, user.id), user.email);
    },
  );

  app.post(
    "/api/auth/mfa/enable",
    {
      schema: {
        tags,
        summary: "Confirms set-up with a first code; answers the 10 recovery codes, shown once",
        body: mfaCodeRequestSchema,
        response: { 200: recoveryCodesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await ownAccount(request);
      const codes = await mfa.confirmEnrolment(staffMfaStore(db, user.id), request.body.code, staffMfaKey(user.id));
      if (!codes) throw wrongCodeOnForm();
      return { recoveryCodes: codes };
    },
  );

  app.post(
    "/api/auth/mfa/disable",
    {
      schema: {
        tags,
        summary: "Turns two-factor authentication off (password and a code); refused where it is required",
        body: mfaDisableRequestSchema,
        response: { 200: messageAnswer, ...errors },
      },
    },
    async (request) => {
      const { user } = await ownAccount(request);
      if (staffMfaRequired(user)) throw forbidden(MFA_MESSAGES.requiredCannotDisable);
      const store = staffMfaStore(db, user.id);
      if (!(await mfa.isEnabled(store))) throw new HttpError(409, MFA_MESSAGES.notEnabled);
      const passwordOk = await throttledPasswordCheck(
        limiter,
        request,
        staffLoginKey(user.id),
        user.passwordHash,
        request.body.password,
      );
      if (!passwordOk) throw wrongPassword("password");
      if (!(await mfa.verify(store, { code: request.body.code }, staffMfaKey(user.id)))) throw wrongCodeOnForm();
      await store.disable();
      return { message: MFA_MESSAGES.disabled };
    },
  );

  app.post(
    "/api/auth/mfa/recovery-codes",
    {
      schema: {
        tags,
        summary: "Replaces the recovery codes (a current code required); answers the new ones, shown once",
        body: mfaCodeRequestSchema,
        response: { 200: recoveryCodesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await ownAccount(request);
      const store = staffMfaStore(db, user.id);
      const codes = await mfa.regenerateRecoveryCodes(store, request.body.code, staffMfaKey(user.id));
      if (!codes) throw wrongCodeOnForm();
      return { recoveryCodes: codes };
    },
  );

  app.post(
    "/api/auth/password",
    {
      schema: {
        tags,
        summary: "Changes the signed-in account's password (current one required); its other sessions end",
        body: passwordChangeSchema,
        response: { 200: messageAnswer, ...errors },
      },
    },
    async (request) => {
      const { session, user } = await ownAccount(request);
      const { currentPassword, newPassword } = request.body;
      assertNewPassword(newPassword, "newPassword");
      const ok = await throttledPasswordCheck(
        limiter,
        request,
        staffLoginKey(user.id),
        user.passwordHash,
        currentPassword,
      );
      if (!ok) throw wrongPassword("currentPassword");
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, user.id));
        await deleteUserSessions(tx, user.id, session.id);
      });
      return { message: PASSWORD_MESSAGES.changed };
    },
  );

  app.put(
    "/api/tenants/:tenantId/staff-mfa",
    {
      schema: {
        tags,
        summary: "A tenant admin requires (or stops requiring) two-factor authentication of the tenant's staff",
        params: z.object({ tenantId: uuidSchema }),
        body: staffMfaRequirementSchema,
        response: { 200: staffMfaRequirementSchema, ...errors },
      },
    },
    async (request) => {
      const { session, tenant } = await requireTenantStaff(request, request.params.tenantId);
      if (session.user.role !== "TENANT_ADMIN") throw forbidden(MFA_MESSAGES.onlyTenantAdmin);
      const [row] = await db
        .update(tenants)
        .set({ requireStaffMfa: request.body.required, updatedAt: new Date() })
        .where(eq(tenants.id, tenant.id))
        .returning({ required: tenants.requireStaffMfa });
      return { required: row!.required };
    },
  );
};
