import { DOCUMENT_MESSAGES, type Document, type PortalDocumentList, type StaffDocumentList } from "@engagesuite/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "@/app/providers";
import { expectToast, tenantHost, testQueryClient } from "@/test/render";
import { jsonAnswer, mockApi, server } from "@/test/server";
import { ClientDocumentsPanel } from "./client-documents-panel";
import { LatestDocumentsList } from "./latest-documents-list";
import { PortalDocumentsTab } from "./portal-documents-tab";

const TENANT = "00000000-0000-4000-8000-000000000001";
const CLIENT = "00000000-0000-4000-8000-00000000b001";
const LIST = `/api/tenants/${TENANT}/portal/accounts/${CLIENT}/documents`;

function doc(over: Partial<Document> = {}): Document {
  return {
    id: "00000000-0000-4000-8000-00000000d001",
    clientId: CLIENT,
    direction: "to_client",
    name: "Lab results.pdf",
    contentType: "application/pdf",
    sizeBytes: 1_288_490,
    sharedBy: "Avery Morgan",
    createdAt: "2026-11-20T10:00:00.000Z",
    firstDownloadedAt: null,
    ...over,
  };
}

function show(ui: React.ReactNode) {
  return render(
    <AppProviders host={tenantHost()} queryClient={testQueryClient()}>
      <Suspense fallback={null}>{ui}</Suspense>
    </AppProviders>,
  );
}

const file = (name: string, size: number, type = "application/pdf") => {
  const f = new File(["%PDF-1.4"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};

describe("ClientDocumentsPanel (staff)", () => {
  const staffList = (documents: Document[], usedBytes = 1_288_490): StaffDocumentList => ({
    documents,
    usage: { usedBytes, quotaBytes: 10 * 1024 ** 3, planName: "Professional" },
  });

  it("lists the client's documents with size, date, who shared them, and the storage used", async () => {
    mockApi({
      [`GET ${LIST}`]: {
        body: staffList([
          doc(),
          doc({
            id: "00000000-0000-4000-8000-00000000d002",
            name: "Insurance card.png",
            direction: "from_client",
            sharedBy: "Jamie Rivera",
            sizeBytes: 2048,
          }),
        ]),
      },
    });
    show(<ClientDocumentsPanel tenantId={TENANT} clientId={CLIENT} />);
    const list = await screen.findByRole("list", { name: "Documents" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Lab results.pdf");
    expect(rows[0]).toHaveTextContent("1.2 MB");
    expect(rows[0]).toHaveTextContent("Nov 20, 2026");
    expect(rows[0]).toHaveTextContent("Shared by Avery Morgan");
    expect(rows[1]).toHaveTextContent("Insurance card.png");
    expect(rows[1]).toHaveTextContent("2 kB");
    expect(rows[1]).toHaveTextContent("Uploaded by contact");
    expect(screen.getByText(/1\.2 MB of 10 GB used on the Professional plan/)).toBeInTheDocument();
  });

  it("uploads several files with a progress bar each, shows the server's refusal per file, and refreshes the list", async () => {
    let listed: Document[] = [];
    const uploads: { name: string | null; type: string | null }[] = [];
    server.use(
      http.get(LIST, () => jsonAnswer({ body: staffList(listed) })),
      http.post(LIST, async ({ request }) => {
        const url = new URL(request.url);
        const name = url.searchParams.get("name");
        uploads.push({ name, type: request.headers.get("content-type") });
        if (name === "virus.pdf") {
          return jsonAnswer({ status: 400, body: { message: DOCUMENT_MESSAGES.wrongType } });
        }
        const created = doc({ id: `00000000-0000-4000-8000-0000000000${uploads.length}0`, name: name ?? "" });
        listed = [created, ...listed];
        return jsonAnswer({ status: 201, body: created });
      }),
    );
    const user = userEvent.setup();
    show(<ClientDocumentsPanel tenantId={TENANT} clientId={CLIENT} />);
    expect(await screen.findByText("No documents shared yet.")).toBeInTheDocument();

    await user.upload(screen.getByLabelText("Files to upload"), [
      file("plan.pdf", 1000),
      file("virus.pdf", 1000),
      file("huge.pdf", 26 * 1024 * 1024),
    ]);
    const uploadsList = screen.getByRole("list", { name: "Uploads" });
    // Too large: refused here, never sent.
    await waitFor(() => expect(within(uploadsList).getAllByRole("alert")).toHaveLength(2));
    expect(within(uploadsList).getByText(DOCUMENT_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(within(uploadsList).getByText(DOCUMENT_MESSAGES.wrongType)).toBeInTheDocument();
    expect(uploads.map((u) => u.name).sort()).toEqual(["plan.pdf", "virus.pdf"]);
    expect(uploads.every((u) => u.type === "application/octet-stream")).toBe(true);
    const list = await screen.findByRole("list", { name: "Documents" });
    expect(within(list).getByText("plan.pdf")).toBeInTheDocument();
  });

  it("deletes a document after a confirmation", async () => {
    let listed = [doc()];
    server.use(
      http.get(LIST, () => jsonAnswer({ body: staffList(listed) })),
      http.delete(`/api/tenants/${TENANT}/documents/:id`, () => {
        listed = [];
        return jsonAnswer({ body: { message: "Document deleted" } });
      }),
    );
    const user = userEvent.setup();
    show(<ClientDocumentsPanel tenantId={TENANT} clientId={CLIENT} />);
    await user.click(await screen.findByRole("button", { name: "Delete Lab results.pdf" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Lab results.pdf?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expectToast("Document deleted");
    expect(await screen.findByText("No documents shared yet.")).toBeInTheDocument();
  });
});

describe("PortalDocumentsTab (client)", () => {
  const portalList = (documents: Document[], uploadsAllowed = false): PortalDocumentList => ({
    documents,
    uploadsAllowed,
  });

  it("shows the empty state in the spec's words, and no upload zone when uploads are off", async () => {
    mockApi({ "GET /api/client-portal/documents": { body: portalList([]) } });
    show(<PortalDocumentsTab />);
    expect(await screen.findByRole("heading", { name: "No documents found" })).toBeInTheDocument();
    expect(screen.getByText("Documents shared with you will appear here.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Choose files" })).not.toBeInTheDocument();
  });

  it("lists documents and downloads one through its signed link", async () => {
    const api = mockApi({
      "GET /api/client-portal/documents": { body: portalList([doc()], true) },
      [`GET /api/client-portal/documents/${doc().id}/link`]: {
        body: {
          url: `/api/client-portal/documents/${doc().id}/file?expires=1&signature=${"a".repeat(64)}`,
          expiresAt: "2026-11-20T10:05:00.000Z",
        },
      },
    });
    const clicked: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute("href") ?? "");
    };
    try {
      const user = userEvent.setup();
      show(<PortalDocumentsTab />);
      const row = (await screen.findByText("Lab results.pdf")).closest("li")!;
      expect(row).toHaveTextContent("Shared by Avery Morgan");
      expect(screen.getByRole("button", { name: "Choose files" })).toBeInTheDocument();
      await user.click(within(row).getByRole("button", { name: "Download Lab results.pdf" }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]).toMatch(/^\/api\/client-portal\/documents\/.+\/file\?expires=1&signature=a{64}$/);
      expect(api.callsTo("GET", `/api/client-portal/documents/${doc().id}/link`)).toHaveLength(1);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it("tells the client when a download link cannot be made", async () => {
    mockApi({
      "GET /api/client-portal/documents": { body: portalList([doc()]) },
      [`GET /api/client-portal/documents/${doc().id}/link`]: { status: 404, body: { message: "Document not found" } },
    });
    const user = userEvent.setup();
    show(<PortalDocumentsTab />);
    await user.click(await screen.findByRole("button", { name: "Download Lab results.pdf" }));
    await expectToast("Download failed", "Document not found");
  });
});

describe("LatestDocumentsList", () => {
  it("shows the three latest documents", async () => {
    const names = ["a.pdf", "b.pdf", "c.pdf", "d.pdf"];
    mockApi({
      "GET /api/client-portal/documents": {
        body: {
          documents: names.map((name, i) => doc({ id: `00000000-0000-4000-8000-00000000d00${i}`, name })),
          uploadsAllowed: false,
        },
      },
    });
    show(<LatestDocumentsList />);
    const list = await screen.findByRole("list", { name: "Recent documents" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent?.replace(/Nov.*/, "")),
    ).toEqual(["a.pdf", "b.pdf", "c.pdf"]);
  });

  it("says so when there are none", async () => {
    server.use(
      http.get("/api/client-portal/documents", () => HttpResponse.json({ documents: [], uploadsAllowed: false })),
    );
    show(<LatestDocumentsList />);
    expect(await screen.findByText("No documents available.")).toBeInTheDocument();
  });
});
