import type { TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import type { EvidenceSpan } from "../../db/repositories/qaItems.ts";
import { insertQaItem, setQaVerdict } from "../../db/repositories/qaItems.ts";
import { upsertScore } from "../../db/repositories/scores.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";
import { overallVerdict } from "../filters/overallVerdict.ts";
import { type FilterBatch, QA_FILTERS, type QaFilter } from "../filters/registry.ts";
import type { ScoringPort } from "../ports.ts";
import type { GeneratedQa, ItemResult } from "../strategies/Strategy.ts";
import type { PaperForGeneration } from "../strategies/paperForGeneration.ts";
import { locateQuote } from "../text/locateQuote.ts";
import { answeringCell } from "../text/answeringCell.ts";
import { tablePassagesOf } from "../strategies/shared/tablePassages.ts";
import { duplicateThresholds } from "../filters/duplicateThresholds.ts";
import { itemScope } from "../filters/qaScope.ts";
import { RunDuplicateIndexes } from "./RunDuplicateIndexes.ts";

export interface ScoredQa {
  qa: GeneratedQa;
  evidence: EvidenceSpan[];
  verdicts: FilterVerdict[];
  verdict: "accepted" | "rejected";
}

export interface FilterSettings {
  scorer: ScoringPort | null;
  /** dSePer threshold. Defaults to 0. */
  perplexityShiftThreshold?: number;
  /** Compares questions by meaning for the near-duplicate check. */
  embedder: TextEmbedder;
  /** The work item the QAs come from (a negative is compared with the QAs of its own context). Defaults to none. */
  itemId?: number | null;
  /** Likeness that makes a QA a near-duplicate. Defaults to the embedder's (`duplicateThresholds`). */
  duplicateThresholds?: { qa: number; question: number };
  /** The rule filters to run. Defaults to every registered one (`QA_FILTERS`). */
  filters?: readonly QaFilter<unknown>[];
  /**
   * The run's near-duplicate indexes, kept across its items: pass the same one to every item of
   * a run. Defaults to a new one for this call, which reads and embeds the paper's stored QAs again.
   */
  duplicates?: RunDuplicateIndexes;
  signal?: AbortSignal;
}

/**
 * Finds each quoted sentence in the paper (the item's passages first), keeping unfound quotes as
 * text. A table's rows and captions are searched only when the item showed them (they are in its
 * scope) or no scope is given; a quote found as a whole table row is narrowed to the cell the
 * answer was read from, when one cell holds it (answeringCell).
 */
function locateEvidence(qa: GeneratedQa, paper: PaperForGeneration, scope: number[] | undefined): EvidenceSpan[] {
  const tables = tablePassagesOf(paper);
  const all = [...paper.passages, ...tables];
  const inScope = scope ? all.filter((p) => scope.includes(p.id)) : all;
  const rows = new Map((paper.tables ?? []).flatMap((t) => t.rows.map((r) => [r.id, r] as const)));
  return qa.evidenceQuotes
    .filter((q) => q.trim().length > 0)
    .map((quote) => {
      const found = locateQuote(quote, inScope) ?? (scope ? locateQuote(quote, paper.passages) : null);
      if (!found) return { text: quote.trim(), passageId: null, start: null, end: null, page: null };
      const row = rows.get(found.passageId);
      const cell = row && found.end - found.start > row.text.length / 2 ? answeringCell(row.text, row.cells, qa.question, qa.answer) : null;
      if (row && cell) return { text: row.text.slice(cell[1], cell[3]), passageId: row.id, start: cell[1], end: cell[3], page: row.page };
      return { text: found.text, passageId: found.passageId, start: found.start, end: found.end, page: found.page };
    });
}

/**
 * Runs every registered filter on an item's QAs, outside any transaction (the perplexity shift
 * calls the model). Nothing is dropped: each QA keeps all its verdicts and an overall one.
 */
export async function scoreItemResult(db: LibraryDatabase, runId: number, paper: PaperForGeneration, sourceText: string, result: ItemResult, settings: FilterSettings): Promise<ScoredQa[]> {
  const filters = settings.filters ?? QA_FILTERS;
  const batch: FilterBatch = {
    paper,
    sourceText,
    qas: result.qas,
    evidence: result.qas.map((qa) => locateEvidence(qa, paper, result.evidenceScope)),
    nearDuplicates: async (qas) =>
      (settings.duplicates ?? new RunDuplicateIndexes()).check(qas, {
        db,
        runId,
        paperId: paper.id,
        embedder: settings.embedder,
        thresholds: settings.duplicateThresholds ?? (await duplicateThresholds(settings.embedder, settings.signal)),
        itemId: settings.itemId ?? null,
        signal: settings.signal,
      }),
    itemScope: itemScope(settings.itemId ?? null),
    embedder: settings.embedder,
    scorer: settings.scorer,
    perplexityShiftThreshold: settings.perplexityShiftThreshold,
    signal: settings.signal,
  };
  const prepared = new Map<QaFilter<unknown>, unknown>();
  for (const filter of filters) if (filter.prepare) prepared.set(filter, await filter.prepare(batch));
  const scored: ScoredQa[] = [];
  for (const [i, qa] of result.qas.entries()) {
    const verdicts: FilterVerdict[] = [];
    for (const filter of filters) {
      settings.signal?.throwIfAborted();
      const verdict = await filter.check(qa, i, batch, prepared.get(filter));
      // Stored under the filter's registered name, whatever the check calls it.
      if (verdict) verdicts.push({ ...verdict, metric: filter.name });
    }
    scored.push({ qa, evidence: batch.evidence[i]!, verdicts, verdict: overallVerdict(verdicts).verdict });
  }
  return scored;
}

/** Writes an item's QAs with their evidence, scores and verdicts; the caller wraps this with the item's status. */
export function storeScoredQas(db: LibraryDatabase, runId: number, workItemId: number, paperId: number, scored: ScoredQa[]): number[] {
  return scored.map((s, ordinal) => {
    const id = insertQaItem(db, {
      runId,
      workItemId,
      paperId,
      ordinal,
      question: s.qa.question,
      answer: s.qa.answer,
      type: s.qa.type,
      difficulty: s.qa.difficulty,
      hop: s.qa.hop,
      isNegative: s.qa.negative,
      labels: s.qa.labels,
      context: s.qa.context,
      evidence: s.evidence,
    });
    for (const v of s.verdicts) upsertScore(db, { qaId: id, metric: v.metric, scorer: "filters", value: v.value, verdict: v.verdict, reason: v.reason, counts: v.counts ?? null });
    setQaVerdict(db, id, s.verdict);
    return id;
  });
}
