import { DOCUMENT_MESSAGES } from "@engagesuite/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { AttachmentPicker, CommentAttachmentList } from "./ticket-attachments";

const file = (name: string, size: number, type = "text/plain") => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};

function Picker() {
  const [files, setFiles] = useState<File[]>([]);
  return <AttachmentPicker files={files} onChange={setFiles} />;
}

describe("ticket attachments (web)", () => {
  it("the picker lists chosen files with their size, refuses one over 25 MB, and removes a file", async () => {
    const user = userEvent.setup();
    const { container } = render(<Picker />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(screen.getByRole("button", { name: "Attach files" })).toBeInTheDocument();
    await user.upload(input, [
      file("notes.txt", 2048),
      file("scan.png", 4096, "image/png"),
      file("huge.txt", 26 * 1024 * 1024),
    ]);
    const list = screen.getByRole("list", { name: "Files to attach" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("notes.txt"), expect.stringContaining("scan.png")]);
    expect(screen.getByRole("alert")).toHaveTextContent(`huge.txt: ${DOCUMENT_MESSAGES.tooLarge}`);
    await user.click(screen.getByRole("button", { name: "Remove notes.txt" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
  });

  it("shows an image as a thumbnail opening the file, and another file as a chip with its size", () => {
    render(
      <CommentAttachmentList
        scope={{ kind: "portal" }}
        attachments={[
          {
            id: "00000000-0000-4000-8000-000000000001",
            name: "rash.png",
            contentType: "image/png",
            sizeBytes: 81_700,
            hasThumbnail: true,
          },
          {
            id: "00000000-0000-4000-8000-000000000002",
            name: "notes.txt",
            contentType: "text/plain",
            sizeBytes: 880,
            hasThumbnail: false,
          },
        ]}
      />,
    );
    const image = screen.getByRole("img", { name: "rash.png" });
    expect(image).toHaveAttribute(
      "src",
      "/api/client-portal/attachments/00000000-0000-4000-8000-000000000001/thumbnail",
    );
    expect(image.closest("a")).toHaveAttribute(
      "href",
      "/api/client-portal/attachments/00000000-0000-4000-8000-000000000001/file",
    );
    const chip = screen.getByRole("link", { name: /notes\.txt/ });
    expect(chip).toHaveAttribute("href", "/api/client-portal/attachments/00000000-0000-4000-8000-000000000002/file");
    expect(chip).toHaveTextContent("880");
  });
});
