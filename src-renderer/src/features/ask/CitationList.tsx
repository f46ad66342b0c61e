import type { Citation } from "@contract/ask.ts";
import { tablePlaceWords } from "@contract/evidence.ts";

interface CitationListProps {
  citations: readonly Citation[];
  selected: number | null;
  onSelect(number: number): void;
}

/** The sentences (or table cells and rows) the answer rests on, quoted exactly, with where each is; choosing one boxes it on its page. */
export function CitationList({ citations, selected, onSelect }: CitationListProps) {
  return (
    <ol className="ask-sources" aria-label="Sources" data-testid="ask-sources">
      {citations.map((c) => (
        <li key={c.number}>
          <button type="button" className="ask-source" aria-pressed={selected === c.number} onClick={() => onSelect(c.number)} data-testid={`ask-source-${c.number}`}>
            <span className="ask-source-number">{c.number}</span>
            <span className="ask-source-body">
              <q className="ask-quote">{c.quote.replace(/\s+/g, " ").trim()}</q>
              <span className="ask-source-where muted">
                {c.paperName}
                {c.table ? ` · ${tablePlaceWords(c.table)}` : c.section ? ` · ${c.section}` : ""} · page {c.page}
                {c.passageId === null ? " · this paper was removed from the library" : ""}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
