import { splitHighlight } from "./format";

/** Search-highlighted text as React elements: matched terms in <mark>, everything else as plain text. */
export function HighlightedText({ value }: { value: string }) {
  const segments = splitHighlight(value);
  return (
    <>
      {segments.map((segment, index) =>
        segment.marked ? (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
            key={index}
            className="rounded-sm bg-amber-200/80 px-0.5 text-inherit dark:bg-amber-400/30"
          >
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
