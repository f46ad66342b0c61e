import { SEARCH_MAX_CHARS } from "@contract/search.ts";
import { formatCount } from "./format.ts";
import { usePaperChoices } from "./usePaperChoices.ts";
import { twinLabels } from "./paperTwins.ts";
import { DatasetChoiceRows } from "./DatasetChoiceRows.tsx";
import { choiceCount, splitChoice, useDatasetChoices } from "./useDatasets.ts";
import "./paperPicker.css";

export interface PaperPickerProps {
  selected: readonly number[];
  onChange(ids: number[]): void;
  /** Accessible name of the list. */
  label: string;
  /** Offer only papers with QAs (an export); defaults to every paper (a run). */
  withQas?: boolean;
  testId?: string;
}

/**
 * A searchable checklist of the library's papers (searched in SQL by library.browse, so large
 * libraries stay quick, a page at a time by title). Selected papers stay listed at the top, by
 * name, even when the search hides them or they were chosen elsewhere (the library's selection).
 */
export function PaperPicker({ selected, onChange, label, withQas = false, testId }: PaperPickerProps) {
  const choices = usePaperChoices(selected, { withQas });
  const datasets = useDatasetChoices().data ?? [];
  const noun = withQas ? "papers with QAs" : "papers";
  const papers = choices.papers;
  const typed = choices.search.trim();
  // A chosen dataset's texts show as its one row, not each as a paper.
  const { inDataset } = splitChoice(selected, datasets);
  const hiddenChosen = choices.chosen.filter((c) => !papers.some((p) => p.id === c.id) && !inDataset.has(c.id));
  // Two papers of one name (a paper imported twice, as two files) are told apart by number and file.
  const twins = twinLabels(papers);
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((v) => v !== id) : [...selected, id]);

  return (
    <div className="paper-picker" data-testid={testId}>
      <div className="paper-picker-bar">
        <input
          type="search"
          placeholder="Search title, author, DOI…"
          aria-label={`Search ${label.toLowerCase()}`}
          maxLength={SEARCH_MAX_CHARS}
          value={choices.search}
          onChange={(event) => choices.setSearch(event.target.value)}
        />
        <span className="muted" aria-live="polite">
          {choiceCount(selected, datasets)} selected
        </span>
        <button type="button" disabled={selected.length === 0} onClick={() => onChange([])}>
          Clear
        </button>
        <button type="button" disabled={papers.length === 0 || choices.loading} onClick={() => onChange([...new Set([...selected, ...papers.map((p) => p.id)])])}>
          Select {papers.length < choices.matching ? `these ${formatCount(papers.length)}` : typed ? "matching" : "all"}
        </button>
      </div>
      {choices.error && (
        <p role="alert" className="error">
          {choices.error.message}
        </p>
      )}
      <ul className={`paper-picker-list${choices.loading ? " paper-picker-stale" : ""}`} aria-label={label} aria-busy={choices.loading || undefined}>
        {hiddenChosen.map((paper) => (
          <li key={`chosen-${paper.id}`}>
            <label>
              <input type="checkbox" checked onChange={() => toggle(paper.id)} />
              <span className="paper-picker-title">{paper.name}</span>
            </label>
          </li>
        ))}
        {!typed && <DatasetChoiceRows datasets={datasets} selected={selected} onChange={onChange} />}
        {papers.map((paper) => (
          <li key={paper.id}>
            <label>
              <input type="checkbox" checked={selected.includes(paper.id)} onChange={() => toggle(paper.id)} />
              <span className="paper-picker-title">{paper.name}</span>
              <span className="muted paper-picker-meta">
                {twins.has(paper.id) && <span className="paper-picker-twin">{twins.get(paper.id)} · </span>}
                {paper.pages} p · {formatCount(paper.qas, "QA")}
              </span>
            </label>
          </li>
        ))}
        {/* Until the first answer there is nothing to list: say so rather than show an empty box. */}
        {choices.loading && papers.length === 0 && (
          <li className="muted paper-picker-none" role="status" data-testid="paper-picker-loading">
            {typed ? `Searching for “${typed}”…` : `Loading the ${noun}…`}
          </li>
        )}
        {!choices.loading && papers.length === 0 && (
          <li className="muted paper-picker-none">{typed ? `No paper matches “${typed}”.` : withQas ? "No paper has QAs yet." : "No papers in the library yet."}</li>
        )}
        {/* Stays while the next page loads, so focus stays on "Show more" for the page after. */}
        {papers.length > 0 && choices.matching > papers.length && (
          <li className="muted paper-picker-none">
            The first {formatCount(papers.length)} of {formatCount(choices.matching)} {noun} {typed ? "found" : "by title"}.{" "}
            <button type="button" className="paper-picker-more" onClick={choices.more}>
              Show more
            </button>{" "}
            or search to find the others.
          </li>
        )}
      </ul>
    </div>
  );
}
