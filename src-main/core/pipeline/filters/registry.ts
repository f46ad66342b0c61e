import { PERPLEXITY_SHIFT_FILTER } from "../../../contract/metricIds.ts";
import type { EvidenceSpan } from "../../db/repositories/qaItems.ts";
import type { TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import type { ScoringPort } from "../ports.ts";
import type { GeneratedQa } from "../strategies/Strategy.ts";
import type { PaperForGeneration } from "../strategies/paperForGeneration.ts";
import { contextDependence } from "../qaMeasures/contextDependence.ts";
import { definitional } from "./definitional.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";
import type { DuplicateCandidate } from "./nearDuplicates.ts";
import { qaScope } from "./qaScope.ts";
import { numericSource } from "./numericSource.ts";
import { perplexityShift } from "./perplexityShift.ts";
import { answerLength } from "./answerLength.ts";
import { tableAnswer, tableRowsById } from "./tableAnswer.ts";
import { foundPieceKinds, tablePassageParts } from "./evidencePieces.ts";
import { evidenceFoundReason } from "../../../contract/evidence.ts";
import { TABLE_QUESTIONS_KEY } from "../../../contract/tableQuestions.ts";
import { selfConsistency } from "./selfConsistency.ts";

/** What a filter reads, so the list below says at a glance which filters call a model. */
export type FilterNeed = "question" | "answer" | "paper text" | "evidence" | "earlier questions" | "embedder" | "scorer" | "judge" | "whole run";

/** One item's QAs and everything the filters may read about them. */
export interface FilterBatch {
  paper: PaperForGeneration;
  /** The paper's whole text, as numbers are checked against it. */
  sourceText: string;
  qas: readonly GeneratedQa[];
  /** Each QA's evidence as found in the paper, in the order of `qas`. */
  evidence: readonly EvidenceSpan[][];
  /**
   * The near-duplicate check of this item's QAs (given in order, with their context's scope,
   * `qaScope`) against the QAs of this paper already stored in the run and each other; verdicts by id.
   */
  nearDuplicates: (qas: readonly DuplicateCandidate[]) => Promise<Map<number | string, FilterVerdict>>;
  /** The work item these QAs come from, as `qaScope` names it ("item:12"). */
  itemScope: string;
  embedder: TextEmbedder;
  scorer: ScoringPort | null;
  /** dSePer threshold. Defaults to 0. */
  perplexityShiftThreshold?: number;
  signal?: AbortSignal;
}

/**
 * A rule filter: its stored metric name, what it needs, and its check of one QA (null when it
 * does not apply to that QA, e.g. dSePer without a scorer). `prepare` runs once per item, for
 * checks that compare the QAs with each other.
 */
export interface QaFilter<Prepared = undefined> {
  /** The metric stored with each verdict; never renamed, since stored scores keep it. */
  name: string;
  needs: readonly FilterNeed[];
  /**
   * Offered only to the methods whose own `filters` list it, since only their QAs carry what it
   * checks (CCQG's answer length and samples). Defaults to false: every method may turn it on.
   */
  onlyWhereListed?: true;
  /**
   * A run option that brings this filter with it ("tableQuestions": the table answers' check):
   * never chosen, listed or offered, it runs whenever the option is on (`runFilterNames`).
   */
  comesWith?: typeof TABLE_QUESTIONS_KEY;
  prepare?: (batch: FilterBatch) => Promise<Prepared>;
  check: (qa: GeneratedQa, index: number, batch: FilterBatch, prepared: Prepared) => FilterVerdict | null | Promise<FilterVerdict | null>;
}

/** Keeps each filter's own `Prepared` type while the list holds them side by side. */
export function defineFilter<Prepared>(filter: QaFilter<Prepared>): QaFilter<unknown> {
  return filter as QaFilter<unknown>;
}

const evidenceFound = defineFilter({
  name: "evidence-found",
  needs: ["evidence"],
  // A table's rows, cells and captions are named so in the reason, never "sentence".
  prepare: (batch) => Promise.resolve(tablePassageParts(batch.paper)),
  check: (qa, i, batch, parts) => {
    const found = foundPieceKinds(batch.evidence[i]!, parts);
    const given = qa.evidenceQuotes.length;
    const counts = { found: found.length, checked: given };
    const reason = evidenceFoundReason(found, given);
    if (found.length === given && given > 0) return { metric: "evidence-found", value: 1, verdict: "pass", reason, counts };
    // A negative (unanswerable) QA has nothing to find.
    return { metric: "evidence-found", value: given === 0 ? 0 : found.length / given, verdict: qa.negative ? "pass" : "fail", reason, counts };
  },
});

/**
 * Every rule filter, in the order its verdicts are stored. The runner loops over this list, so a
 * filter added here is run and stored for every QA without touching the runner.
 */
export const QA_FILTERS: readonly QaFilter<unknown>[] = [
  // A negative's answer is a refusal, about its context by construction: only its question is read.
  defineFilter({ name: "context-dependence", needs: ["question", "answer"], check: (qa) => contextDependence(qa.question, qa.negative ? null : qa.answer) }),
  defineFilter({
    name: "definitional",
    needs: ["question"],
    // A method whose question type asks for definitions on purpose (ScIRGen's "definition") passes.
    check: (qa) =>
      qa.type === "definition" ? { metric: "definitional", value: 1, verdict: "pass", reason: "asks for a definition, which its question type does on purpose" } : definitional(qa.question),
  }),
  defineFilter({ name: "numeric-source", needs: ["answer", "paper text"], check: (qa, _i, batch) => numericSource(qa.answer, batch.sourceText) }),
  defineFilter({
    name: "near-duplicate",
    needs: ["question", "answer", "earlier questions", "embedder"],
    // Each QA is compared with the paper's stored QAs and the earlier ones of this item; a
    // negative only with those of its own context (its chunk, else its item).
    prepare: (batch) => batch.nearDuplicates(batch.qas.map((qa, i) => ({ id: `new ${i + 1}`, question: qa.question, answer: qa.answer, negative: qa.negative, scope: qaScope(qa.context, batch.itemScope) }))),
    check: (_qa, i, _batch, verdicts) => verdicts.get(`new ${i + 1}`) ?? null,
  }),
  evidenceFound,
  // The table questions' own check: their evidence is always found, so their answers are read against the rows they cite.
  defineFilter({
    name: "table-answer",
    needs: ["answer", "evidence"],
    comesWith: TABLE_QUESTIONS_KEY,
    prepare: (batch) => Promise.resolve(tableRowsById(batch.paper)),
    check: (qa, i, batch, rows) => tableAnswer(qa, batch.evidence[i]!, rows),
  }),
  // Checks a strategy asks for by listing them and handing over what they need (CCQG's answer length and samples).
  defineFilter({ name: "answer-length", needs: ["answer"], onlyWhereListed: true, check: (qa) => (qa.answerWords && !qa.negative ? answerLength(qa.answer, qa.answerWords) : null) }),
  defineFilter({
    name: "self-consistency",
    needs: ["answer", "embedder"],
    onlyWhereListed: true,
    check: (qa, _i, batch) => (qa.selfCheck && !qa.negative ? selfConsistency(batch.embedder, qa.answer, qa.selfCheck, batch.signal) : null),
  }),
  defineFilter({
    name: PERPLEXITY_SHIFT_FILTER,
    needs: ["question", "answer", "evidence", "scorer"],
    // Scored against what the strategy names (ScIRGen: paragraphs retrieved for the question), else the cited evidence.
    check: (qa, i, batch) => {
      if (!batch.scorer || qa.negative) return null;
      const texts = qa.scoringContext?.texts ?? batch.evidence[i]!.map((e) => e.text);
      return perplexityShift(batch.scorer, qa.question, qa.answer, texts, {
        threshold: batch.perplexityShiftThreshold ?? 0,
        signal: batch.signal,
        ...(qa.scoringContext ? { contextName: qa.scoringContext.name } : {}),
      });
    },
  }),
];
