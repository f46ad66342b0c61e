import { useState, type RefObject } from "react";
import { DIFFICULTIES as DIFFICULTY_LEVELS, QA_VERDICT_WORDS, QA_VERDICTS_SHOWN, REVIEW_STATUS_WORDS, type ReviewFacets, type ReviewStatus } from "@contract/review.ts";
import { SEARCH_MAX_CHARS } from "@contract/search.ts";
import { ChoiceMenu } from "../../shared/ChoiceMenu.tsx";
import type { Choice } from "../../shared/choices.ts";
import { formatCount } from "../../shared/format.ts";
import type { ChosenPaper } from "../../shared/useChosenNames.ts";
import { usePaperChoices } from "../../shared/usePaperChoices.ts";
import { twinLabels } from "../../shared/paperTwins.ts";
import { activeFilterCount, emptyFilters, type Difficulty, type ReviewFilterState, type Verdict } from "./reviewFilters.ts";
import { ScoreRangeMenu } from "./ScoreRangeMenu.tsx";
import { useRunNames } from "../../shared/useRunNames.ts";
import { useStrategies } from "../../shared/useStrategies.ts";

export interface ReviewFilterBarProps {
  filters: ReviewFilterState;
  onChange(filters: ReviewFilterState): void;
  facets: ReviewFacets | undefined;
  searchRef: RefObject<HTMLInputElement | null>;
}

const VERDICTS: Choice<Verdict>[] = QA_VERDICTS_SHOWN.map((value) => ({ value, label: QA_VERDICT_WORDS[value] }));
// Kept and Disputed together are the QAs "kept by any reviewer".
const STATUSES: Choice<ReviewStatus>[] = (["disputed", "kept", "dropped", "unreviewed"] as const).map((status) => ({
  value: status,
  label: status === "unreviewed" ? "Nobody decided yet" : `${REVIEW_STATUS_WORDS[status].label}`,
  detail: status === "unreviewed" ? undefined : REVIEW_STATUS_WORDS[status].means.replace(/^reviewers disagree: /, ""),
}));
const CONTEXT: Choice<"yes" | "no">[] = [
  { value: "yes", label: "Marked wrong (by you)" },
  { value: "no", label: "Not marked (by you)" },
];
const DIFFICULTIES: Choice<Difficulty>[] = DIFFICULTY_LEVELS.map((level) => ({ value: level, label: level }));

/** A paper of the menu; one sharing its name with another says which it is (`twin`: its file, "copy.pdf"). */
const paperChoice = (paper: ChosenPaper, twin?: string): Choice<number> => ({ value: paper.id, label: paper.name, detail: twin ? `${twin} · ${formatCount(paper.qas, "QA")}` : formatCount(paper.qas, "QA") });

/** The filters both review modes share. */
export function ReviewFilterBar({ filters, onChange, facets, searchRef }: ReviewFilterBarProps) {
  const set = <K extends keyof ReviewFilterState>(key: K, value: ReviewFilterState[K]) => onChange({ ...filters, [key]: value });
  // The Paper menu searches the whole library once opened; chosen papers are named by id meanwhile.
  const [papersWanted, setPapersWanted] = useState(false);
  const papers = usePaperChoices(filters.paperIds, { enabled: papersWanted, withQas: true });
  const paperTwins = twinLabels(papers.papers);
  const count = activeFilterCount(filters);
  const { label: strategyLabel, typeLabel } = useStrategies();
  const runName = useRunNames(facets?.runs);
  return (
    <div className="review-filters" role="search" aria-label="Filter QAs">
      <input
        ref={searchRef}
        type="search"
        className="review-search"
        placeholder="Search QAs  ( / )"
        aria-label="Search questions and answers"
        aria-keyshortcuts="/"
        maxLength={SEARCH_MAX_CHARS}
        value={filters.search}
        onChange={(event) => set("search", event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" || event.key === "Enter") (event.target as HTMLInputElement).blur();
        }}
        data-testid="review-search"
      />
      <ChoiceMenu
        label="Paper"
        options={papers.papers.map((paper) => paperChoice(paper, paperTwins.get(paper.id)))}
        selected={filters.paperIds}
        onChange={(v) => set("paperIds", v)}
        onOpen={() => setPapersWanted(true)}
        loading={papers.loading}
        remoteSearch={{
          text: papers.search,
          onText: papers.setSearch,
          chosen: papers.chosen.map((paper) => paperChoice(paper, paperTwins.get(paper.id))),
          matching: papers.matching,
          onMore: papers.more,
          noun: "papers",
          maxLength: SEARCH_MAX_CHARS,
          error: papers.error?.message,
        }}
        testId="filter-paper"
      />
      <ChoiceMenu
        label="Strategy"
        options={(facets?.strategies ?? []).map((s) => ({ value: s, label: strategyLabel(s) }))}
        selected={filters.strategies}
        onChange={(v) => set("strategies", v)}
        testId="filter-strategy"
      />
      <ChoiceMenu
        label="Run"
        options={(facets?.runs ?? []).map((r) => ({ value: r.id, label: runName(r.id) }))}
        selected={filters.runIds}
        onChange={(v) => set("runIds", v)}
        testId="filter-run"
      />
      <ChoiceMenu label="Type" options={(facets?.types ?? []).map((t) => ({ value: t, label: typeLabel(t) }))} selected={filters.types} onChange={(v) => set("types", v)} searchable={(facets?.types.length ?? 0) > 12} />
      <ChoiceMenu label="Verdict" options={VERDICTS} selected={filters.verdicts} onChange={(v) => set("verdicts", v)} testId="filter-verdict" />
      <ChoiceMenu label="All reviewers" options={STATUSES} selected={filters.statuses} onChange={(v) => set("statuses", v)} testId="filter-status" />
      <ChoiceMenu label="Difficulty" options={DIFFICULTIES} selected={filters.difficulties} onChange={(v) => set("difficulties", v)} />
      <ScoreRangeMenu metrics={facets?.metrics ?? []} ranges={filters.scoreRanges} onChange={(v) => set("scoreRanges", v)} />
      <ChoiceMenu
        label="Context"
        options={CONTEXT}
        selected={filters.contextWrong === "any" ? [] : [filters.contextWrong]}
        // Both or neither chosen mean any; a click on the other one switches.
        onChange={(v) => set("contextWrong", v.length === 1 ? v[0]! : v.length === 2 ? (v.find((x) => x !== filters.contextWrong) ?? "any") : "any")}
        testId="filter-context"
      />
      {count > 0 && (
        <button type="button" onClick={() => onChange({ ...emptyFilters, sort: filters.sort, order: filters.order })} data-testid="clear-filters">
          Clear filters ({count})
        </button>
      )}
    </div>
  );
}
