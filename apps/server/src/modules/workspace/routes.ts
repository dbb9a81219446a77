import { createHash } from "node:crypto";
import {
  LOGO_CONTENT_TYPES,
  type LogoExtension,
  WORKSPACE_MESSAGES,
  type WorkspaceSettings,
  workspaceApi,
} from "@engagesuite/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { withTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import { badRequest, notFound } from "../../lib/http-error";
import type { FileStorage } from "../../providers/storage";
import { announceTenantChanged } from "../../tenancy/invalidation";
import { auditActor, recordAuditEvent } from "../audit/record";
import type { StaffSession } from "../auth/staff-sessions";
import { inspectLogo } from "./logo-image";
import { findWorkspaceSettings, lockWorkspaceSettings, writeWorkspaceSettings } from "./queries";

/** Where a stored logo is served: its content hash and type, so its URL never names two different files. */
const LOGO_URL_PREFIX = "/files/logos/";
const LOGO_STORAGE_PREFIX = "logos/";

const FIELD_LABELS: Record<keyof WorkspaceSettings, string> = {
  name: "Company name",
  logoUrl: "Logo",
  primaryColor: "Primary colour",
  secondaryColor: "Secondary colour",
  timeZone: "Time zone",
  locale: "Locale",
};

/** Security headers of a served logo: never sniffed, and an SVG opened on its own runs nothing and loads nothing. */
function logoHeaders(extension: LogoExtension): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": LOGO_CONTENT_TYPES[extension],
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
  };
  if (extension === "svg") headers["content-security-policy"] = "default-src 'none'; style-src 'unsafe-inline'";
  return headers;
}

export interface WorkspaceDeps {
  db: Db;
  storage: FileStorage;
}

export async function workspaceRoutes(app: FastifyInstance, { db, storage }: WorkspaceDeps): Promise<void> {
  /**
   * Writes a change and its audit record in one transaction on the tenant's row, then clears the tenant info this
   * node caches and announces the change to the other nodes.
   */
  async function change(
    request: FastifyRequest,
    tenantId: string,
    staff: StaffSession,
    changes: Partial<WorkspaceSettings>,
  ): Promise<WorkspaceSettings> {
    const saved = await withTenant(db, tenantId, async (tx) => {
      const before = await lockWorkspaceSettings(tx, tenantId);
      if (!before) throw notFound();
      const changed = (Object.keys(changes) as (keyof WorkspaceSettings)[]).filter(
        (key) => changes[key] !== undefined && changes[key] !== before[key],
      );
      if (changed.length === 0) return before;
      const after = await writeWorkspaceSettings(tx, tenantId, changes);
      await recordAuditEvent(tx, {
        tenantId,
        action: "settings_change",
        target: changed.map((key) => FIELD_LABELS[key]).join(", "),
        details: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: after[key] }])),
        ...auditActor(request, staff.user),
      });
      return after;
    });
    app.forgetResolvedTenants();
    await announceTenantChanged(db, tenantId).catch((error) =>
      request.log.warn({ err: error }, "could not announce a tenant change; other nodes see it within 2 s"),
    );
    return saved;
  }

  serve(app, workspaceApi.get, async (_request, reply, { tenant }) => {
    reply.header("cache-control", "no-store");
    const settings = await findWorkspaceSettings(db, tenant.id);
    if (!settings) throw notFound();
    return settings;
  });

  serve(app, workspaceApi.update, async (request, _reply, { tenant, staff }) => {
    return change(request, tenant.id, staff, request.body);
  });

  serve(app, workspaceApi.uploadLogo, async (request, _reply, { tenant, staff }) => {
    const fail = (message: string) => badRequest(message, { data: [message] });
    const { data } = request.body;
    if (data.length % 4 !== 0) throw fail(WORKSPACE_MESSAGES.logoEncoding);
    const bytes = Buffer.from(data, "base64");
    const image = inspectLogo(bytes);
    if ("problem" in image) throw fail(image.problem);
    const hash = createHash("sha256").update(bytes).digest("hex");
    const file = `${hash}.${image.extension}`;
    await storage.put(`${LOGO_STORAGE_PREFIX}${file}`, bytes, image.contentType);
    return change(request, tenant.id, staff, { logoUrl: `${LOGO_URL_PREFIX}${file}` });
  });

  serve(app, workspaceApi.removeLogo, async (request, _reply, { tenant, staff }) => {
    return change(request, tenant.id, staff, { logoUrl: null });
  });

  serve(app, workspaceApi.logoFile, async (request, reply) => {
    const { file } = request.params;
    const bytes = await storage.get(`${LOGO_STORAGE_PREFIX}${file}`);
    if (!bytes) throw notFound(WORKSPACE_MESSAGES.logoNotFound);
    const extension = file.slice(file.lastIndexOf(".") + 1) as LogoExtension;
    return reply.headers(logoHeaders(extension)).send(bytes);
  });
}
