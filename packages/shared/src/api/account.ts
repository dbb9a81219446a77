import {
  accountSessionsSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  endedSessionsAnswerSchema,
  profileAnswerSchema,
  profileUpdateSchema,
  sessionParamsSchema,
} from "../account";
import { messageAnswer } from "./answers";
import { endpoint } from "./endpoint";
import { accountErrorAnswers } from "./security";

const tags = ["account"];
const errors = accountErrorAnswers;

/**
 * A signed-in member's (or the super admin's) own account: profile, e-mail change confirmed by a mailed link, and
 * their own sessions. Access `account`: the caller's own account only, tenant staff on their own tenant's host.
 */
export const accountApi = {
  updateProfile: endpoint({
    method: "PUT",
    path: "/api/account/profile",
    access: "account",
    tenantScoped: false,
    tags,
    summary: "Changes the signed-in account's first and last name",
    body: profileUpdateSchema,
    responses: { 200: profileAnswerSchema, ...errors },
    example: { body: { firstName: "Avery", lastName: "Morgan" } },
  }),
  requestEmailChange: endpoint({
    method: "POST",
    path: "/api/account/email",
    access: "account",
    tenantScoped: false,
    tags,
    summary: "Mails a confirmation link to a new e-mail address (current password required); 409 when it is in use",
    body: emailChangeRequestSchema,
    responses: { 202: messageAnswer, ...errors },
    example: { body: { newEmail: "new.address@example.com", password: "a-password" } },
  }),
  confirmEmailChange: endpoint({
    method: "POST",
    path: "/api/account/email/confirm",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Changes the e-mail address with the token of the mailed link (posted by the confirmation page)",
    body: emailChangeConfirmSchema,
    responses: { 200: messageAnswer, ...errors },
    example: { body: { token: "v1.not-a-real-token-but-long-enough" } },
  }),
  sessions: endpoint({
    method: "GET",
    path: "/api/account/sessions",
    access: "account",
    tenantScoped: false,
    tags,
    summary: "The signed-in account's own live sessions, this one marked",
    responses: { 200: accountSessionsSchema, ...errors },
  }),
  endSession: endpoint({
    method: "DELETE",
    path: "/api/account/sessions/:sessionId",
    access: "account",
    tenantScoped: false,
    tags,
    summary: "Signs out one of the account's other sessions",
    params: sessionParamsSchema,
    responses: { 200: messageAnswer, ...errors },
  }),
  endOtherSessions: endpoint({
    method: "POST",
    path: "/api/account/sessions/sign-out-others",
    access: "account",
    tenantScoped: false,
    tags,
    summary: "Signs out every session of the account but this one",
    responses: { 200: endedSessionsAnswerSchema, ...errors },
  }),
} as const;

export * from "../account";
