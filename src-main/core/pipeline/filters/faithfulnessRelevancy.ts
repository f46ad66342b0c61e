import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { listQaItemsForRun, type QaItemRow } from "../../db/repositories/qaItems.ts";
import { getRun } from "../../db/repositories/runs.ts";
import { listScores, upsertScore } from "../../db/repositories/scores.ts";
import { loadPaperForGeneration } from "../papers/loadPaperForGeneration.ts";
import type { GenerationPort, JsonSchema } from "../ports.ts";
import type { Messages } from "../strategies/shared/requestSize.ts";
import { objectSchema } from "../strategies/shared/jsonSchema.ts";
import { strategies } from "../strategies/index.ts";
import type { PaperForGeneration } from "../strategies/paperForGeneration.ts";
import type { Strategy } from "../strategies/Strategy.ts";
import { belowMeanRule, failsBelowMean } from "./belowMean.ts";
import type { RunFilterMetricId } from "../../../contract/metricIds.ts";

/** The metrics this filter stores, never renamed (stored scores keep them). */
export const FAITHFULNESS = "faithfulness" satisfies RunFilterMetricId;
export const ANSWER_RELEVANCY = "answer-relevancy" satisfies RunFilterMetricId;

/** Output tokens of one check: up to six short statements with two labels each. */
const MAX_TOKENS = 640;

const SYSTEM = "You check answers written for a question-answering dataset against the text they were written from. Reply with JSON only.";

type Label = "yes" | "no" | "unclear";
export interface StatementCheck {
  statements: { statement: string; supported: Label; relevant: Label }[];
}

export const statementCheckSchema: JsonSchema = objectSchema({
  statements: {
    type: "array",
    minItems: 1,
    maxItems: 6,
    items: objectSchema({ statement: { type: "string", minLength: 1, maxLength: 300 }, supported: { enum: ["yes", "no", "unclear"] }, relevant: { enum: ["yes", "no", "unclear"] } }),
  },
});

/**
 * One call gives both of the paper's answer metrics, as DeepEval computes them: the answer cut
 * into statements, each labelled supported by the text or not (faithfulness) and on the question
 * or not (relevancy). The text comes first so a chunk's QAs share the judge's evaluated prefix.
 */
export function statementCheckMessages(text: string, question: string, answer: string): Messages {
  const prompt = `Text:
"""
${text}
"""

Question: ${question}
Answer: ${answer}

Task: split the answer into its separate statements (at most six) and label each one.
- "statement": the statement, in a few words;
- "supported": "yes" when the text states it or it follows from the text, "no" when the text contradicts it or it adds a fact the text does not contain, "unclear" when you cannot tell;
- "relevant": "yes" when it helps answer the question, "no" when it is beside the question, "unclear" when you cannot tell.`;
  return { system: SYSTEM, prompt };
}

/** Share of statements not labelled "no" (an unclear one counts for, as DeepEval's "idk" does). */
export function shareNotNo(labels: readonly Label[]): number {
  return labels.length === 0 ? 0 : labels.filter((l) => l !== "no").length / labels.length;
}

export interface RunFilterOutcome {
  scored: number;
  failed: number;
  /** QAs the judge could not score this time (left without the filter's scores). */
  unscored: number;
}

/** The text the QA's answer is checked against: its chunk(s), as its strategy rebuilds them, or its evidence when it has none stored. */
function checkedText(qa: QaItemRow, paper: PaperForGeneration, contextTexts: Strategy["contextTexts"]): string {
  const { chunkText } = contextTexts?.(qa.context, paper) ?? {};
  return chunkText ?? qa.evidence.map((e) => e.text).join(" ");
}

/**
 * ChemLit-QA's automatic filter on answer faithfulness and relevancy, over a whole run: every
 * answered (not negative) QA is scored by the judge once (a resumed stage skips QAs this judge
 * scored), then each metric's bar is mean − 0.5 sd over all of the run's scores by this judge,
 * and a QA below either bar fails. The bar is set again on every pass, so QAs added by a resume
 * are ruled together with the rest. Verdicts are stored as score rows under `scorer`; the
 * caller re-derives each QA's overall verdict.
 */
export async function faithfulnessRelevancy(
  db: LibraryDatabase,
  runId: number,
  judge: GenerationPort,
  options: { scorer: string; strategy?: Pick<Strategy, "contextTexts">; signal?: AbortSignal },
): Promise<RunFilterOutcome & { qaIds: number[] }> {
  const qas = listQaItemsForRun(db, runId).filter((qa) => !qa.isNegative);
  const contextTexts = (options.strategy ?? strategyOfRun(db, runId))?.contextTexts;
  const papers = new Map<number, PaperForGeneration>();
  const paperOf = (id: number) => papers.get(id) ?? papers.set(id, loadPaperForGeneration(db, id)).get(id)!;
  const scoredBy = (qaId: number) => listScores(db, qaId).filter((s) => s.scorer === options.scorer && (s.metric === FAITHFULNESS || s.metric === ANSWER_RELEVANCY));
  let unscored = 0;
  for (const qa of qas) {
    // A pause or cancel stops scoring; the scores so far are kept, and a resume scores the rest.
    if (options.signal?.aborted) return { scored: 0, failed: 0, unscored: qas.length, qaIds: [] };
    if (scoredBy(qa.id).length === 2) continue;
    try {
      const { output } = await judge.generate<StatementCheck>({
        ...statementCheckMessages(checkedText(qa, paperOf(qa.paperId), contextTexts), qa.question, qa.answer),
        schema: statementCheckSchema,
        maxTokens: MAX_TOKENS,
        temperature: 0,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const n = output.statements.length;
      const supported = shareNotNo(output.statements.map((s) => s.supported));
      const relevant = shareNotNo(output.statements.map((s) => s.relevant));
      // The statements counted, kept beside the share so the views can say "3 of 4" (what an unclear label counts as is shareNotNo's).
      const counted = (share: number) => ({ found: Math.round(share * n), checked: n });
      const words = (share: number, what: string) => `${Math.round(share * n)} of the answer's ${n} statement${n === 1 ? "" : "s"} ${what}`;
      db.transaction(() => {
        upsertScore(db, { qaId: qa.id, metric: FAITHFULNESS, scorer: options.scorer, value: supported, verdict: "info", reason: words(supported, "not contradicted or added to the chunk, as the judge read them"), counts: counted(supported) });
        upsertScore(db, { qaId: qa.id, metric: ANSWER_RELEVANCY, scorer: options.scorer, value: relevant, verdict: "info", reason: words(relevant, "on the question, as the judge read them"), counts: counted(relevant) });
      })();
    } catch {
      if (options.signal?.aborted) return { scored: 0, failed: 0, unscored: qas.length, qaIds: [] };
      // One QA the judge could not score (its output did not parse, its chunk is gone) does not
      // stop the others; it stays without these scores, and the run's note counts it.
      unscored++;
    }
  }

  // The relative bar, per metric, over every QA of the run this judge scored.
  const rows = qas.map((qa) => ({ qa, scores: scoredBy(qa.id) }));
  const failed = new Set<number>();
  db.transaction(() => {
    for (const metric of [FAITHFULNESS, ANSWER_RELEVANCY]) {
      const mine = rows.flatMap(({ qa, scores }) => scores.filter((s) => s.metric === metric && s.value !== null).map((s) => ({ qa, s })));
      const rule = belowMeanRule(mine.map(({ s }) => s.value!));
      if (!rule) continue;
      const bar = `the run's bar is mean ${rule.mean.toFixed(2)} − 0.5 × sd ${rule.sd.toFixed(2)} = ${rule.bar.toFixed(2)} over ${rule.n} QAs`;
      for (const { qa, s } of mine) {
        const fails = failsBelowMean(s.value!, rule);
        if (fails) failed.add(qa.id);
        const said = s.reason.replace(/; the run's bar is .*$/, "");
        upsertScore(db, { qaId: qa.id, metric, scorer: options.scorer, value: s.value, verdict: fails ? "fail" : "pass", reason: `${said}; ${bar}${fails ? ", and this QA is below it" : ""}`, counts: s.counts });
      }
    }
  })();
  return { scored: rows.filter((r) => r.scores.length > 0).length, failed: failed.size, unscored, qaIds: rows.map((r) => r.qa.id) };
}

/** The strategy a stored run names; none for one not registered (an imported run). */
function strategyOfRun(db: LibraryDatabase, runId: number): Strategy | undefined {
  const name = getRun(db, runId)?.strategy ?? "";
  return Object.hasOwn(strategies, name) ? strategies[name] : undefined;
}
