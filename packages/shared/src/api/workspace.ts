import { z } from "zod";
import {
  LOGO_UPLOAD_BODY_LIMIT,
  logoUploadSchema,
  WORKSPACE_MESSAGES,
  workspaceSettingsSchema,
  workspaceSettingsUpdateSchema,
} from "../workspace";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["workspace"];
/** The workspace's own TENANT_ADMIN only. */
const admin = {
  access: "staff",
  permission: "workspace.manage",
  tenantScoped: true,
  deniedMessage: WORKSPACE_MESSAGES.adminOnly,
  tags,
} as const;

/** A stored file's name: its SHA-256 in hex and its type's extension. */
export const storedLogoNameSchema = z.string().regex(/^[0-9a-f]{64}\.(png|jpg|svg)$/, WORKSPACE_MESSAGES.logoNotFound);

/** Workspace settings (issue 17 point 7) and the logos they point at. */
export const workspaceApi = {
  get: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/workspace",
    summary: "The workspace's settings: company name, logo, colours, time zone and locale",
    params: tenantParams,
    responses: { 200: workspaceSettingsSchema, ...errorAnswers },
  }),
  update: endpoint({
    ...admin,
    method: "PATCH",
    path: "/api/tenants/:tenantId/workspace",
    summary: "Changes some of the workspace's settings (absent keys stay as they are)",
    params: tenantParams,
    body: workspaceSettingsUpdateSchema,
    responses: { 200: workspaceSettingsSchema, ...errorAnswers },
    example: { body: { name: "Acme Health", primaryColor: "#1d4ed8", timeZone: "Europe/Berlin", locale: "de-DE" } },
  }),
  uploadLogo: endpoint({
    ...admin,
    method: "PUT",
    path: "/api/tenants/:tenantId/workspace/logo",
    summary: "Replaces the logo: a PNG, JPEG or SVG of at most 1 MB, as base64 (its type is read from its bytes)",
    params: tenantParams,
    body: logoUploadSchema,
    bodyLimit: LOGO_UPLOAD_BODY_LIMIT,
    responses: { 200: workspaceSettingsSchema, ...errorAnswers },
    // A 1×1 PNG.
    example: {
      body: {
        data: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      },
    },
  }),
  removeLogo: endpoint({
    ...admin,
    method: "DELETE",
    path: "/api/tenants/:tenantId/workspace/logo",
    summary: "Removes the logo (screens show the company's initial again)",
    params: tenantParams,
    responses: { 200: workspaceSettingsSchema, ...errorAnswers },
  }),
  /** A logo, by the hash of its content: public (landing pages show it), cached for a year. */
  logoFile: endpoint({
    method: "GET",
    path: "/files/logos/:file",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "A workspace logo by its content hash (immutable)",
    params: z.object({ file: storedLogoNameSchema }),
    responses: { 404: errorAnswers[404], 400: errorAnswers[400] },
  }),
} as const;

// The module's schemas and messages travel with its endpoints (one export line in api/index.ts for the module).
export * from "../workspace";
