import type { PaperStatus } from "@contract/papers.ts";
import { SEARCH_MAX_CHARS } from "@contract/search.ts";
import { formatCount } from "../../shared/format.ts";
import { languageName } from "../../shared/languageName.ts";
import { defaultFilters, DETAILS_LABELS, isFiltered, STATUS_LABELS, type DetailsFilter, type LibraryFilters } from "./libraryQuery.ts";

interface LibraryFilterBarProps {
  filters: LibraryFilters;
  setFilters(change: (filters: LibraryFilters) => LibraryFilters): void;
  /** The choices the library offers (its languages and strategies) and how many papers match. */
  languages: string[];
  strategies: string[];
  matching: number | undefined;
  strategyLabel(strategy: string): string;
}

/** Search and the status, language, strategy and details filters, with how many papers match. */
export function LibraryFilterBar({ filters, setFilters, languages, strategies, matching, strategyLabel }: LibraryFilterBarProps) {
  const update = (change: Partial<LibraryFilters>) => setFilters((f) => ({ ...f, ...change }));
  return (
    <div className="toolbar library-filters" role="search">
      <label className="sr-only" htmlFor="library-search">
        Search papers
      </label>
      <input
        id="library-search"
        type="search"
        placeholder="Search titles, authors, DOIs and full text"
        maxLength={SEARCH_MAX_CHARS}
        value={filters.search}
        onChange={(e) => update({ search: e.target.value })}
        className="library-search"
      />
      <label>
        Status{" "}
        <select value={filters.status} onChange={(e) => update({ status: e.target.value as PaperStatus | "" })}>
          <option value="">Any</option>
          {(Object.keys(STATUS_LABELS) as PaperStatus[]).map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Language{" "}
        <select value={filters.language} onChange={(e) => update({ language: e.target.value })}>
          <option value="">Any</option>
          {languages.map((language) => (
            <option key={language} value={language}>
              {languageName(language)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Strategy{" "}
        <select value={filters.strategy} onChange={(e) => update({ strategy: e.target.value })}>
          <option value="">Any</option>
          {strategies.map((strategy) => (
            <option key={strategy} value={strategy}>
              {strategyLabel(strategy)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Details{" "}
        <select value={filters.details} onChange={(e) => update({ details: e.target.value as DetailsFilter | "" })}>
          <option value="">Any</option>
          {(Object.keys(DETAILS_LABELS) as DetailsFilter[]).map((details) => (
            <option key={details} value={details}>
              {DETAILS_LABELS[details]}
            </option>
          ))}
        </select>
      </label>
      {isFiltered(filters) && (
        <button type="button" onClick={() => setFilters((f) => ({ ...defaultFilters, sort: f.sort, order: f.order }))}>
          Clear filters
        </button>
      )}
      <span className="muted library-shown" aria-live="polite">
        {matching !== undefined && isFiltered(filters) ? `${formatCount(matching, "paper")} match` : ""}
      </span>
    </div>
  );
}
