import { useState } from "react";
import type { PaperRow } from "../../../src-main/contract/papers.ts";
import { useDebouncedValue } from "./useDebouncedValue.ts";
import { usePaperSearch } from "./usePaperSearch.ts";
import "./paperPicker.css";

export interface PaperPickerProps {
  selected: readonly number[];
  onChange(ids: number[]): void;
  /** Accessible name of the list. */
  label: string;
  testId?: string;
}

/**
 * A searchable checklist of the library's papers (searched in SQL by library.browse, so large
 * libraries stay quick). Selected papers stay listed at the top even when the search hides them.
 */
export function PaperPicker({ selected, onChange, label, testId }: PaperPickerProps) {
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search, 200);
  const list = usePaperSearch(settled);
  // Titles of chosen papers, remembered so they stay readable when a search hides them.
  const [known, setKnown] = useState<Map<number, PaperRow>>(new Map());
  const papers = list.data?.papers ?? [];
  if (papers.some((p) => selected.includes(p.id) && !known.has(p.id))) {
    const next = new Map(known);
    for (const p of papers) if (selected.includes(p.id)) next.set(p.id, p);
    setKnown(next);
  }
  const hiddenChosen = selected.filter((id) => !papers.some((p) => p.id === id));
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((v) => v !== id) : [...selected, id]);

  return (
    <div className="paper-picker" data-testid={testId}>
      <div className="paper-picker-bar">
        <input
          type="search"
          placeholder="Search title, author, DOI…"
          aria-label={`Search ${label.toLowerCase()}`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <span className="muted" aria-live="polite">
          {selected.length} selected
        </span>
        <button type="button" disabled={selected.length === 0} onClick={() => onChange([])}>
          Clear
        </button>
        <button type="button" disabled={papers.length === 0} onClick={() => onChange([...new Set([...selected, ...papers.map((p) => p.id)])])}>
          Select {search.trim() ? "matching" : "all"}
        </button>
      </div>
      {list.error && (
        <p role="alert" className="error">
          {list.error.message}
        </p>
      )}
      <ul className="paper-picker-list" aria-label={label}>
        {hiddenChosen.map((id) => (
          <li key={`chosen-${id}`}>
            <label>
              <input type="checkbox" checked onChange={() => toggle(id)} />
              <span className="paper-picker-title">{known.get(id)?.name ?? `Paper ${id}`}</span>
            </label>
          </li>
        ))}
        {papers.map((paper) => (
          <li key={paper.id}>
            <label>
              <input type="checkbox" checked={selected.includes(paper.id)} onChange={() => toggle(paper.id)} />
              <span className="paper-picker-title">{paper.name}</span>
              <span className="muted paper-picker-meta">
                {paper.pages} p · {paper.qas} QAs
              </span>
            </label>
          </li>
        ))}
        {!list.loading && papers.length === 0 && <li className="muted paper-picker-none">No paper matches “{settled}”.</li>}
        {list.data && list.data.matching > papers.length && (
          <li className="muted paper-picker-none">
            The first {papers.length} of {list.data.matching} papers by title; search to find the others.
          </li>
        )}
      </ul>
    </div>
  );
}
