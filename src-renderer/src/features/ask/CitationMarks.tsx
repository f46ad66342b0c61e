import type { Citation } from "@contract/ask.ts";

interface CitationMarksProps {
  numbers: number[];
  citations: readonly Citation[];
  selected: number | null;
  onSelect(number: number): void;
}

/** A statement's citation numbers as buttons: each shows its sentence on the page. */
export function CitationMarks({ numbers, citations, selected, onSelect }: CitationMarksProps) {
  return (
    <span className="ask-marks">
      {numbers.map((number) => {
        const citation = citations.find((c) => c.number === number);
        return (
          <button
            key={number}
            type="button"
            className="ask-mark"
            aria-pressed={selected === number}
            aria-label={`Source ${number}${citation ? `: ${citation.paperName}, page ${citation.page}` : ""}`}
            data-testid={`ask-mark-${number}`}
            onClick={() => onSelect(number)}
          >
            {number}
          </button>
        );
      })}
    </span>
  );
}
