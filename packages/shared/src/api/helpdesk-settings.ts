import { slaSettingsAnswerSchema, slaSettingsSchema } from "../notifications";
import { helpdeskMailSettingsSchema, helpdeskMailSettingsUpdateSchema } from "../ticket-attachments";
import { errorAnswers } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["help desk"];

/**
 * The help desk's workspace settings (issue 22), the administrator's: service levels (business hours and per-priority
 * targets, point 7) and the e-mail channel (the support address and the workspace's own one forwarded there, point 6).
 */
export const helpdeskSettingsApi = {
  sla: endpoint({
    method: "GET",
    path: "/api/helpdesk/settings/sla",
    access: "tenantAdmin",
    tenantScoped: true,
    tags: ["help desk"],
    module: "help-desk",
    summary: "The help desk's business hours and per-priority first-response and resolution targets",
    responses: { 200: slaSettingsAnswerSchema, ...errorAnswers },
  }),
  updateSla: endpoint({
    method: "PUT",
    path: "/api/helpdesk/settings/sla",
    access: "tenantAdmin",
    tenantScoped: true,
    tags: ["help desk"],
    module: "help-desk",
    summary:
      "Replaces the business hours and the targets (a priority left out has none); open tickets keep their due times until their priority changes",
    body: slaSettingsSchema,
    responses: { 200: slaSettingsAnswerSchema, ...errorAnswers },
    example: {
      body: {
        businessHours: [{ day: 1, start: "09:00", end: "17:00" }],
        policies: [{ priority: "high", firstResponseMinutes: 60, resolutionMinutes: 480 }],
      },
    },
  }),
  mail: endpoint({
    access: "staff",
    permission: "workspace.manage",
    module: "help-desk",
    tenantScoped: true,
    tags,
    method: "GET",
    path: "/api/helpdesk/settings/mail",
    summary: "The workspace's support address, and its own address forwarded there",
    responses: { 200: helpdeskMailSettingsSchema, ...errorAnswers },
  }),
  updateMail: endpoint({
    access: "staff",
    permission: "workspace.manage",
    module: "help-desk",
    tenantScoped: true,
    tags,
    method: "PUT",
    path: "/api/helpdesk/settings/mail",
    summary: "Sets (or clears, with null) the workspace's own support address",
    body: helpdeskMailSettingsUpdateSchema,
    responses: { 200: helpdeskMailSettingsSchema, ...errorAnswers },
    example: { body: { customSupportAddress: "help@example.com" } },
  }),
} as const;
