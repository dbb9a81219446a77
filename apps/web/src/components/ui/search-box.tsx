import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box (contacts, tickets): what is typed shows at once; the trimmed text is reported after a pause, and at
 * once when cleared. A change of `value` from outside (a "clear filters" elsewhere) replaces the text.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  maxLength,
  className,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const search = text.trim();
    if (search === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = search;
      onSearchRef.current(search);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        name="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText("");
            reported.current = "";
            onSearchRef.current("");
          }}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
