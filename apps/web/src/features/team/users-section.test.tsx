import { TEAM_MESSAGES, type TeamMember, type TeamPage } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { navGroupsFor, parseSection } from "@/features/tenant-dashboard/sections";
import { renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { seatsLabel, UsersSection } from "./users-section";

const TENANT = "00000000-0000-4000-8000-000000000001";
const LIST = `/api/tenants/${TENANT}/team`;
const FIRST = `${LIST}?page=1&pageSize=25`;

function member(n: number, over: Partial<TeamMember> = {}): TeamMember {
  return {
    id: `00000000-0000-4000-8000-0000000a${String(n).padStart(4, "0")}`,
    firstName: "Avery",
    lastName: "Morgan",
    email: "admin@demo-health.example",
    username: "demo-admin",
    role: "TENANT_ADMIN",
    status: "active",
    lastSignInAt: "2027-03-01T10:00:00.000Z",
    invitedAt: null,
    invitationExpiresAt: null,
    createdAt: "2027-01-01T10:00:00.000Z",
    ...over,
  };
}

const RILEY = member(2, {
  firstName: "Riley",
  lastName: "Chen",
  email: "staff@demo-health.example",
  username: "demo-staff",
  role: "STAFF",
});
const SOFIA = member(3, {
  firstName: "Sofia",
  lastName: "Alvarez",
  email: "sofia@demo-health.example",
  username: null,
  role: "STAFF",
  status: "invited",
  lastSignInAt: null,
  invitedAt: "2027-03-01T10:00:00.000Z",
  invitationExpiresAt: "2099-03-08T10:00:00.000Z",
});

function page(members: TeamMember[], over: Partial<TeamPage> = {}): TeamPage {
  return {
    members,
    total: members.length,
    page: 1,
    pageSize: 25,
    seats: { used: 3, limit: 10, planName: "Professional" },
    ...over,
  };
}

function renderSection() {
  return renderRoutes(
    [{ path: "/", element: <UsersSection tenantId={TENANT} headingId="users-heading" /> }],
    "/",
    tenantHost("demo"),
  );
}

describe("Users section", () => {
  it("shows the team with role, status and last sign-in, the seats, and searches and pages on the server", async () => {
    const api = mockApi({
      [`GET ${FIRST}`]: { body: page([member(1), RILEY, SOFIA], { total: 30 }) },
      [`GET ${LIST}?page=2&pageSize=25`]: { body: page([member(4, { firstName: "Zed" })], { total: 30, page: 2 }) },
      [`GET ${FIRST}&search=riley`]: { body: page([RILEY]) },
    });
    renderSection();
    expect(screen.getByRole("heading", { name: "Users" })).toHaveAttribute("id", "users-heading");
    const table = await screen.findByRole("table", { name: "Team members" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Name", "Username", "Role", "Status", "Last sign-in", "Actions"]);
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(
      /Avery Morgan.*admin@demo-health\.example.*demo-admin.*Administrator.*Active.*Mar 1, 2027/,
    );
    expect(rows[3]).toHaveTextContent(/Sofia Alvarez.*—.*Staff.*Invited.*Invited Mar 1, 2027/);
    expect(screen.getByText("3 of 10 seats used")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Seats used" })).toHaveAttribute("aria-valuenow", "3");
    expect(screen.getByText("30 people · page 1 of 2")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("30 people · page 2 of 2")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Search users"), "riley");
    await waitFor(() => expect(api.callsTo("GET", `${FIRST}&search=riley`)).toHaveLength(1));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
  });

  it("invites a member and shows the server's refusal under the e-mail", async () => {
    let posts = 0;
    const api = mockApi({
      [`GET ${FIRST}`]: { body: page([member(1)]) },
      [`POST ${LIST}/invitations`]: () =>
        ++posts === 1
          ? {
              status: 409,
              body: { message: TEAM_MESSAGES.emailInTeam, fieldErrors: { email: [TEAM_MESSAGES.emailInTeam] } },
            }
          : { status: 201, body: SOFIA },
    });
    renderSection();
    await screen.findByRole("table", { name: "Team members" });
    await userEvent.click(screen.getByRole("button", { name: "Invite member" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a team member" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Enter a valid e-mail address")).toBeInTheDocument();
    expect(api.callsTo("POST", `${LIST}/invitations`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("E-mail"), "Sofia@Demo-Health.example");
    await userEvent.type(within(dialog).getByLabelText("First name"), "Sofia");
    await userEvent.type(within(dialog).getByLabelText("Last name"), "Alvarez");
    await userEvent.selectOptions(within(dialog).getByLabelText("Role"), "Administrator");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.emailInTeam)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", `${LIST}/invitations`)[1]?.body).toEqual({
      email: "sofia@demo-health.example",
      firstName: "Sofia",
      lastName: "Alvarez",
      role: "TENANT_ADMIN",
    });
  });

  it("manages a member: deactivation asks first; the server's refusal is shown in its words", async () => {
    const api = mockApi({
      [`GET ${FIRST}`]: { body: page([member(1), RILEY, SOFIA]) },
      [`POST ${LIST}/members/${RILEY.id}/deactivate`]: { body: { ...RILEY, status: "deactivated" } },
      [`PUT ${LIST}/members/${member(1).id}/role`]: { status: 409, body: { message: TEAM_MESSAGES.lastAdmin } },
      [`POST ${LIST}/invitations/${SOFIA.id}/resend`]: { body: SOFIA },
      [`POST /api/tenants/${TENANT}/users/${RILEY.id}/password-reset`]: { body: { message: "Reset link sent" } },
    });
    renderSection();
    const table = await screen.findByRole("table", { name: "Team members" });
    await userEvent.click(within(table).getByRole("button", { name: "Manage Riley Chen" }));
    let dialog = await screen.findByRole("dialog", { name: "Riley Chen" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send password reset link" }));
    await waitFor(() =>
      expect(api.callsTo("POST", `/api/tenants/${TENANT}/users/${RILEY.id}/password-reset`)).toHaveLength(1),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    expect(within(dialog).getByText(/They are signed out at once/)).toBeInTheDocument();
    expect(api.callsTo("POST", /deactivate$/)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(api.callsTo("POST", `${LIST}/members/${RILEY.id}/deactivate`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(within(table).getByRole("button", { name: "Manage Avery Morgan" }));
    dialog = await screen.findByRole("dialog", { name: "Avery Morgan" });
    await userEvent.selectOptions(within(dialog).getByLabelText("Role"), "Staff");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save role" }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.lastAdmin)).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");

    await userEvent.click(within(table).getByRole("button", { name: "Manage Sofia Alvarez" }));
    dialog = await screen.findByRole("dialog", { name: "Sofia Alvarez" });
    expect(within(dialog).queryByRole("button", { name: "Deactivate" })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Resend invitation" }));
    await waitFor(() => expect(api.callsTo("POST", `${LIST}/invitations/${SOFIA.id}/resend`)).toHaveLength(1));
  });

  it("names the seats, unlimited on Enterprise", () => {
    expect(seatsLabel({ used: 3, limit: 3, planName: "Basic" })).toBe("3 of 3 seats used");
    expect(seatsLabel({ used: 12, limit: null, planName: "Enterprise" })).toBe(
      "12 seats used (unlimited on Enterprise)",
    );
  });

  it("is a workspace admin's section only: staff do not see Users", () => {
    expect(parseSection("users", "TENANT_ADMIN")).toBe("users");
    expect(parseSection("users", "STAFF")).toBe("contacts");
    const items = (role: string) => navGroupsFor(role).flatMap((g) => g.items.map((i) => i.label));
    expect(items("TENANT_ADMIN")).toContain("Users");
    expect(items("STAFF")).not.toContain("Users");
    expect(items("STAFF")).toContain("Contacts");
  });
});
