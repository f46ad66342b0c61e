import { useEffect, useRef, type KeyboardEvent } from "react";
import type { FindInPaper } from "./useFindInPaper.ts";

interface PdfSearchBarProps {
  find: FindInPaper;
  /** Bumps when Ctrl/Cmd+F is pressed again, to put the cursor back in the box. */
  focusNonce: number;
  onClose(): void;
}

/** "Find in this paper": the box, "3 of 17", previous and next. Enter goes to the next match, Shift+Enter to the previous one, Escape closes. */
export function PdfSearchBar({ find, focusNonce, onClose }: PdfSearchBarProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [focusNonce]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") find.step(event.shiftKey ? -1 : 1);
    else if (event.key === "Escape") onClose();
    else return;
    event.preventDefault();
  };
  const count = find.matches.length;
  const status = find.error
    ? "The paper's text could not be read."
    : find.query.trim() === ""
      ? ""
      : find.reading
        ? "Searching…"
        : count === 0
          ? "Not found"
          : `${find.current + 1} of ${count}`;

  return (
    <div className="pdf-search" role="search">
      <label className="sr-only" htmlFor="pdf-search-input">
        Find in this paper
      </label>
      <input
        ref={input}
        id="pdf-search-input"
        type="search"
        placeholder="Find in this paper"
        value={find.query}
        onChange={(e) => find.setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      <span className={`pdf-search-status${count === 0 && status === "Not found" ? " none" : ""}`} role="status" data-testid="search-status">
        {status}
      </span>
      <button type="button" onClick={() => find.step(-1)} disabled={count === 0} aria-label="Previous match" title="Previous match (Shift+Enter)">
        ↑
      </button>
      <button type="button" onClick={() => find.step(1)} disabled={count === 0} aria-label="Next match" title="Next match (Enter)">
        ↓
      </button>
      <button type="button" onClick={onClose} aria-label="Close the search" title="Close (Escape)">
        ×
      </button>
    </div>
  );
}
