import type { AuditEvent } from "@engagesuite/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { navGroupsFor, parseSection } from "@/features/tenant-dashboard/sections";
import { renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { AuditLogSection } from "./audit-log-section";

const TENANT = "00000000-0000-4000-8000-000000000001";
const LIST = `/api/tenants/${TENANT}/audit-events`;
const AVERY = "00000000-0000-4000-8000-00000000a001";
const RILEY = "00000000-0000-4000-8000-00000000a002";

function event(n: number, over: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: `00000000-0000-4000-8000-0000000e${String(n).padStart(4, "0")}`,
    createdAt: "2027-03-01T10:00:00.000Z",
    actorId: AVERY,
    actorName: "Avery Morgan",
    action: "sign_in",
    target: null,
    ip: "203.0.113.10",
    details: null,
    ...over,
  };
}

function renderSection() {
  return renderRoutes(
    [{ path: "/", element: <AuditLogSection tenantId={TENANT} headingId="audit-heading" /> }],
    "/",
    tenantHost("acme"),
  );
}

describe("audit log section", () => {
  it("lists when, who, action, target and IP, loads more from the server, and filters by action and person", async () => {
    const api = mockApi({
      [`GET ${LIST}?limit=50`]: {
        body: {
          events: [event(1), event(2, { actorId: RILEY, actorName: "Riley Chen", action: "contacts_export" })],
          nextCursor: "c1",
          total: 3,
        },
      },
      [`GET ${LIST}?limit=50&cursor=c1`]: {
        body: { events: [event(3, { action: "contact_delete", target: "Zoe Quinn" })], nextCursor: null, total: 3 },
      },
      [`GET ${LIST}?limit=50&action=contacts_export`]: {
        body: {
          events: [event(2, { actorId: RILEY, actorName: "Riley Chen", action: "contacts_export" })],
          nextCursor: null,
          total: 1,
        },
      },
      [`GET ${LIST}?limit=50&person=${RILEY}&action=contacts_export`]: {
        body: {
          events: [event(2, { actorId: RILEY, actorName: "Riley Chen", action: "contacts_export" })],
          nextCursor: null,
          total: 1,
        },
      },
    });
    renderSection();
    expect(screen.getByRole("heading", { name: "Audit Log" })).toHaveAttribute("id", "audit-heading");
    const table = await screen.findByRole("table", { name: "Audit events" });
    const header = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(header).toEqual(["When", "Who", "Action", "Target", "IP address"]);
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent(
      /Mar 1, 2027.*Avery Morgan.*Signed in.*203\.0\.113\.10/,
    );
    expect(screen.getByText("Showing 2 of 3 events")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Zoe Quinn")).toBeInTheDocument();
    expect(screen.getByText("Showing 3 of 3 events")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Action"), "contacts_export");
    expect(await screen.findByText("Showing 1 of 1 events")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Person"), "Riley Chen");
    expect(api.callsTo("GET", `${LIST}?limit=50&person=${RILEY}&action=contacts_export`)).not.toHaveLength(0);
    // Nothing on the screen edits the log.
    expect(api.calls.every((c) => c.method === "GET")).toBe(true);
  });

  it("is a workspace admin's section only", () => {
    expect(parseSection("audit", "TENANT_ADMIN")).toBe("audit");
    expect(parseSection("audit", "STAFF")).toBe("contacts");
    const items = (role: string) => navGroupsFor(role).flatMap((g) => g.items.map((i) => i.label));
    expect(items("TENANT_ADMIN")).toContain("Audit Log");
    expect(items("STAFF")).not.toContain("Audit Log");
  });
});
