import { CANNED_REPLY_MESSAGES, type CannedReply } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { authUser, renderRoutes, tenantHost } from "@/test/render";
import { server } from "@/test/server";
import { makeTicket } from "../testing";
import { CommentForm } from "../ticket-comments";
import { CannedRepliesCard } from "./canned-replies-card";
import { insertAtCursor } from "./canned-reply-menu";

const reply = (n: number, title: string, body: string): CannedReply => ({
  id: `00000000-0000-4000-8000-f000000000${String(n).padStart(2, "0")}`,
  title,
  body,
  updatedAt: "2024-01-05T12:00:00.000Z",
});

function fakeCannedApi(initial: CannedReply[]) {
  const replies = [...initial];
  const posted: unknown[] = [];
  server.use(
    http.get("/api/auth/me", () => HttpResponse.json({ user: authUser({ firstName: "Ada", lastName: "Admin" }) })),
    http.get("/api/helpdesk/canned-replies", () => HttpResponse.json(replies)),
    http.post("/api/helpdesk/canned-replies", async ({ request }) => {
      const body = (await request.json()) as { title: string; body: string };
      posted.push(body);
      if (replies.some((r) => r.title.toLowerCase() === body.title.toLowerCase())) {
        return HttpResponse.json(
          { message: CANNED_REPLY_MESSAGES.titleTaken, fieldErrors: { title: [CANNED_REPLY_MESSAGES.titleTaken] } },
          { status: 409 },
        );
      }
      const created = reply(replies.length + 1, body.title, body.body);
      replies.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return { replies, posted };
}

describe("insertAtCursor", () => {
  it("replaces the selection, or inserts at the cursor", () => {
    expect(insertAtCursor({ value: "Hello world", selectionStart: 6, selectionEnd: 11 }, "there")).toEqual({
      value: "Hello there",
      cursor: 11,
    });
    expect(insertAtCursor({ value: "ab", selectionStart: 1, selectionEnd: 1 }, "X")).toEqual({
      value: "aXb",
      cursor: 2,
    });
  });
});

describe("Insert reply", () => {
  it("inserts the chosen reply at the cursor with the contact's name, the ticket number and mine filled", async () => {
    fakeCannedApi([
      reply(1, "Greeting", "Hi {{contact.first_name}}, about {{ticket.number}}. {{staff.name}} ({{workspace.name}})"),
      reply(2, "Closing", "Closing this now, {{contact.name}}. {{unknown.thing}}"),
    ]);
    const ticket = makeTicket({ number: 42, contactName: "Maria Lopez" });
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: "/",
          element: <CommentForm allowInternal ticket={ticket} pending={false} onSubmit={async () => undefined} />,
        },
      ],
      "/",
      tenantHost("acme"),
    );
    const box = screen.getByRole("textbox", { name: "Add a Comment" });
    await user.type(box, "Start. End");
    (box as HTMLTextAreaElement).setSelectionRange(7, 7);

    await user.click(screen.getByRole("button", { name: "Insert reply" }));
    await user.type(await screen.findByRole("searchbox", { name: "Search canned replies" }), "greet");
    const list = await screen.findByRole("list", { name: "Canned replies" });
    expect(within(list).getAllByRole("button")).toHaveLength(1);
    await user.click(within(list).getByRole("button", { name: /Greeting/ }));

    await waitFor(() => expect(box).toHaveValue("Start. Hi Maria, about #00042. Ada Admin (Acme Health)End"));
    expect(screen.queryByRole("searchbox", { name: "Search canned replies" })).not.toBeInTheDocument();

    // Unknown placeholders stay as typed.
    await user.clear(box);
    await user.click(screen.getByRole("button", { name: "Insert reply" }));
    await user.click(await screen.findByRole("button", { name: /Closing/ }));
    await waitFor(() => expect(box).toHaveValue("Closing this now, Maria Lopez. {{unknown.thing}}"));
  });

  it("is not offered without a ticket (a client's form)", () => {
    fakeCannedApi([]);
    renderRoutes(
      [{ path: "/", element: <CommentForm allowInternal={false} pending={false} onSubmit={async () => undefined} /> }],
      "/",
      tenantHost("acme"),
    );
    expect(screen.queryByRole("button", { name: "Insert reply" })).not.toBeInTheDocument();
  });
});

describe("Canned replies card", () => {
  it("lists the replies and adds one, showing the server's 409 for a taken title in place", async () => {
    const api = fakeCannedApi([reply(1, "Greeting", "Hi {{contact.first_name}}")]);
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <CannedRepliesCard /> }], "/", tenantHost("acme"));
    const list = await screen.findByRole("list", { name: "Canned replies" });
    expect(within(list).getByText("Greeting")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add a canned reply" }));
    await user.click(screen.getByRole("button", { name: "Add reply" }));
    expect(await screen.findByText(CANNED_REPLY_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(api.posted).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: "Title" }), "greeting");
    await user.type(screen.getByRole("textbox", { name: "Reply" }), "Hello");
    await user.click(screen.getByRole("button", { name: "Add reply" }));
    expect(await screen.findByText(CANNED_REPLY_MESSAGES.titleTaken)).toBeInTheDocument();

    await user.clear(screen.getByRole("textbox", { name: "Title" }));
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Follow-up");
    await user.click(screen.getByRole("button", { name: "Add reply" }));
    await waitFor(() => expect(within(list).getByText("Follow-up")).toBeInTheDocument());
    expect(api.posted.at(-1)).toEqual({ title: "Follow-up", body: "Hello" });
  });
});
