import { z } from "zod";
import {
  markAllReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
} from "../notifications";
import { uuidSchema } from "../schemas";
import { errorAnswers, noContent } from "./answers";
import { endpoint } from "./endpoint";

export * from "../notifications";

const tags = ["notifications"];

/**
 * A member's own notifications (issue 22 point 4): every member of the workspace, each sees and marks only their own
 * (the service filters by the session's user). And the help desk's service levels (point 7), the admin's.
 */
export const notificationsApi = {
  list: endpoint({
    method: "GET",
    path: "/api/notifications",
    access: "staff",
    tenantScoped: true,
    tags,
    summary: "My notifications, newest first, by keyset (`cursor` from the previous page's nextCursor)",
    query: notificationListQuerySchema,
    responses: { 200: notificationPageSchema, ...errorAnswers },
  }),
  unreadCount: endpoint({
    method: "GET",
    path: "/api/notifications/unread-count",
    access: "staff",
    tenantScoped: true,
    tags,
    summary: "How many of my notifications are unread (the bell's badge)",
    responses: { 200: unreadCountSchema, ...errorAnswers },
  }),
  markRead: endpoint({
    method: "POST",
    path: "/api/notifications/:notificationId/read",
    access: "staff",
    tenantScoped: true,
    tags,
    summary: "Marks one of my notifications read (404 for anyone else's)",
    params: z.object({ notificationId: uuidSchema }),
    responses: { 204: noContent, ...errorAnswers },
  }),
  markAllRead: endpoint({
    method: "POST",
    path: "/api/notifications/read-all",
    access: "staff",
    tenantScoped: true,
    tags,
    summary: "Marks my notifications read, up to `upTo` (the newest one I saw); answers the unread count left",
    body: markAllReadSchema,
    responses: { 200: unreadCountSchema, ...errorAnswers },
    example: { body: { upTo: "2026-11-25T12:00:00.000Z" } },
  }),
  getPreferences: endpoint({
    method: "GET",
    path: "/api/notifications/preferences",
    access: "staff",
    tenantScoped: true,
    tags,
    summary: "Which events I hear of, by e-mail and in the app (every kind; no choice saved: both on)",
    responses: { 200: notificationPreferencesSchema, ...errorAnswers },
  }),
  putPreferences: endpoint({
    method: "PUT",
    path: "/api/notifications/preferences",
    access: "staff",
    tenantScoped: true,
    tags,
    summary: "Saves my choices for the kinds named (the others are left as they are); answers every kind",
    body: notificationPreferencesSchema,
    responses: { 200: notificationPreferencesSchema, ...errorAnswers },
    example: { body: { preferences: [{ kind: "ticket_created", email: false, inApp: true }] } },
  }),
} as const;
