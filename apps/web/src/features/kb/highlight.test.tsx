import { KB_HIGHLIGHT_END, KB_HIGHLIGHT_START } from "@engagesuite/shared";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HighlightedText } from "./highlight";

describe("HighlightedText", () => {
  it("renders a search headline full of markup as text, with only the matched terms in <mark>", () => {
    // What ts_headline answers for a title that stores script: the markup comes back verbatim around the markers.
    const value = `${KB_HIGHLIGHT_START}Invoice${KB_HIGHLIGHT_END} <img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script> "><svg onload=window.__pwned=1> ${KB_HIGHLIGHT_START}<b>bold</b>${KB_HIGHLIGHT_END}`;
    const { container } = render(<HighlightedText value={value} />);
    expect(container.querySelector("img, script, svg, b")).toBeNull();
    expect(container.querySelectorAll("[onerror], [onload]")).toHaveLength(0);
    expect([...container.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["Invoice", "<b>bold</b>"]);
    expect(container).toHaveTextContent(
      'Invoice <img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script> "><svg onload=window.__pwned=1> <b>bold</b>',
    );
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
