import type { TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import type { EvidenceSpan } from "../../db/repositories/qaItems.ts";
import { insertQaItem, listRunPaperQuestions, setQaVerdict } from "../../db/repositories/qaItems.ts";
import { upsertScore } from "../../db/repositories/scores.ts";
import { answerLength } from "../filters/answerLength.ts";
import { contextDependence, definitional } from "../filters/contextDependence.ts";
import type { FilterVerdict } from "../filters/FilterVerdict.ts";
import { nearDuplicates } from "../filters/nearDuplicates.ts";
import { numericSource } from "../filters/numericSource.ts";
import { overallVerdict } from "../filters/overallVerdict.ts";
import { perplexityShift } from "../filters/perplexityShift.ts";
import { selfConsistency } from "../filters/selfConsistency.ts";
import type { ScoringPort } from "../ports.ts";
import type { GeneratedQa, ItemResult, PaperForGeneration } from "../strategies/Strategy.ts";
import { locateQuote } from "../text/locateQuote.ts";

export interface ScoredQa {
  qa: GeneratedQa;
  evidence: EvidenceSpan[];
  verdicts: FilterVerdict[];
  verdict: "accepted" | "rejected";
}

export interface FilterSettings {
  scorer: ScoringPort | null;
  /** dSePer threshold. Defaults to 0. */
  dsePerThreshold?: number;
  /** Compares questions by meaning for the near-duplicate check. */
  embedder: TextEmbedder;
  /** Similarity that makes a question a near-duplicate. Defaults to the embedder kind's (`DUPLICATE_THRESHOLDS`). */
  duplicateThreshold?: number;
  signal?: AbortSignal;
}

/** Finds each quoted sentence in the paper (the item's passages first), keeping unfound quotes as text. */
function locateEvidence(qa: GeneratedQa, paper: PaperForGeneration, scope: number[] | undefined): EvidenceSpan[] {
  const inScope = scope ? paper.passages.filter((p) => scope.includes(p.id)) : paper.passages;
  return qa.evidenceQuotes
    .filter((q) => q.trim().length > 0)
    .map((quote) => {
      const found = locateQuote(quote, inScope) ?? (scope ? locateQuote(quote, paper.passages) : null);
      return found
        ? { text: found.text, passageId: found.passageId, start: found.start, end: found.end, page: found.page }
        : { text: quote.trim(), passageId: null, start: null, end: null, page: null };
    });
}

/**
 * The definitional check, except for a question its method asks as a definition on purpose
 * (ScIRGen's "definition" type, one of Graesser's categories): failing those would reject a
 * whole category the run was asked for.
 */
function definitionalFor(qa: GeneratedQa): FilterVerdict {
  if (qa.type === "definition") return { metric: "definitional", value: 1, verdict: "pass", reason: "asks for a definition, which its question type does on purpose" };
  return definitional(qa.question);
}

/** Questions of this paper already stored in the run, for the near-duplicate check. */
function storedQuestions(db: LibraryDatabase, runId: number, paperId: number): { id: string; question: string }[] {
  return listRunPaperQuestions(db, runId, paperId).map((r) => ({ id: `#${r.id}`, question: r.question }));
}

/**
 * Runs every filter on an item's QAs, outside any transaction (the perplexity shift calls the
 * model). Nothing is dropped: each QA keeps all its verdicts and an overall one.
 */
export async function scoreItemResult(db: LibraryDatabase, runId: number, paper: PaperForGeneration, sourceText: string, result: ItemResult, settings: FilterSettings): Promise<ScoredQa[]> {
  const earlier = storedQuestions(db, runId, paper.id);
  const fresh = result.qas.map((qa, i) => ({ id: `new ${i + 1}`, question: qa.question }));
  const duplicates = await nearDuplicates(settings.embedder, [...earlier, ...fresh], { threshold: settings.duplicateThreshold, signal: settings.signal });
  const scored: ScoredQa[] = [];
  for (const [i, qa] of result.qas.entries()) {
    settings.signal?.throwIfAborted();
    const evidence = locateEvidence(qa, paper, result.evidenceScope);
    const verdicts: FilterVerdict[] = [contextDependence(qa.question, qa.answer), definitionalFor(qa), numericSource(qa.answer, sourceText), duplicates.get(`new ${i + 1}`)!];
    const located = evidence.filter((e) => e.passageId !== null);
    verdicts.push(
      located.length === qa.evidenceQuotes.length && located.length > 0
        ? { metric: "evidence-found", value: 1, verdict: "pass", reason: `all ${located.length} evidence sentence(s) found in the paper` }
        : { metric: "evidence-found", value: qa.evidenceQuotes.length === 0 ? 0 : located.length / qa.evidenceQuotes.length, verdict: qa.negative ? "pass" : "fail", reason: qa.evidenceQuotes.length === 0 ? "no evidence given" : `${qa.evidenceQuotes.length - located.length} evidence sentence(s) not found in the paper` },
    );
    // Checks a strategy asks for by handing over what they need (CCQG's length and samples).
    if (qa.answerWords && !qa.negative) verdicts.push(answerLength(qa.answer, qa.answerWords));
    if (qa.selfCheck && !qa.negative) verdicts.push(await selfConsistency(settings.embedder, qa.answer, qa.selfCheck, settings.signal));
    if (settings.scorer && !qa.negative) {
      const context = qa.scoringContext ? { texts: qa.scoringContext.texts, contextName: qa.scoringContext.name } : { texts: evidence.map((e) => e.text) };
      verdicts.push(await perplexityShift(settings.scorer, qa.question, qa.answer, context.texts, { threshold: settings.dsePerThreshold ?? 0, signal: settings.signal, ...(context.contextName ? { contextName: context.contextName } : {}) }));
    }
    scored.push({ qa, evidence, verdicts, verdict: overallVerdict(verdicts).verdict });
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
    for (const v of s.verdicts) upsertScore(db, { qaId: id, metric: v.metric, scorer: "filters", value: v.value, verdict: v.verdict, reason: v.reason });
    setQaVerdict(db, id, s.verdict);
    return id;
  });
}
