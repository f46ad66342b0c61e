import { toErrorInfo } from "../../../contract/errors.ts";
import { JUDGE_CRITERIA, judgeScorer, type JudgeProgress, type JudgeThresholds } from "../../../contract/judge.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { listQasToJudge, type JudgeSelection, type QaToJudge } from "../../db/repositories/judgeQueue.ts";
import { loadPaperForGeneration } from "../papers/loadPaperForGeneration.ts";
import { onLane, type GenerationPort } from "../ports.ts";
import { fitPaper } from "../strategies/shared/fitPaper.ts";
import { addTokens, noTokens } from "../../../contract/tokens.ts";
import { meetsThreshold } from "./judgeVerdicts.ts";
import { racarMessages } from "./racarPrompt.ts";
import { RACAR_MAX_TOKENS, racarSchema, type RacarOutput } from "./racarSchema.ts";
import { reapplyVerdict, storeJudgement } from "./storeJudgement.ts";

export interface JudgeQasOptions {
  selection: JudgeSelection;
  /** The judge model's ports; its `model.sha256` names the scorer of every row it writes. */
  judge: GenerationPort & { model: { sha256: string } };
  /** Read for every stored judgement, so a change made while judging applies to the rest. */
  thresholds: () => JudgeThresholds;
  /** The run judged, for progress; null for an evaluation of papers or ids. Defaults to null. */
  runId?: number | null;
  signal?: AbortSignal;
  onProgress?: (progress: JudgeProgress) => void;
}

/**
 * The judge's answer room (RACAR_MAX_TOKENS) is no setting of any form or command, so when even a
 * short paper does not fit beside it, fitPaper names no output setting and asks for a longer context.
 */
const OUTPUT_SETTING = null;

/**
 * Grades the selected QAs not yet graded by this judge, a paper at a time per lane: the paper is
 * fitted once (against its longest pair, so every pair of the paper gets the very same paper
 * text) and its pairs go one after another on one sequence, which keeps the shared prefix.
 * Each judgement is stored with the QA's new verdict as soon as it is made; QAs this judge graded
 * before are only re-verdicted against the current thresholds.
 */
export async function judgeQas(db: LibraryDatabase, options: JudgeQasOptions): Promise<JudgeProgress> {
  const { judge, signal } = options;
  const scorer = judgeScorer(judge.model.sha256);
  const selected = listQasToJudge(db, options.selection, scorer);
  const before = selected.filter((qa) => qa.judged);
  db.transaction(() => {
    for (const qa of before) reapplyVerdict(db, qa.id, options.thresholds());
  })();
  const byPaper = new Map<number, QaToJudge[]>();
  for (const qa of selected) if (!qa.judged) byPaper.set(qa.paperId, [...(byPaper.get(qa.paperId) ?? []), qa]);
  const queue = [...byPaper.entries()];

  const progress: JudgeProgress = {
    runId: options.runId ?? null,
    status: "running",
    total: selected.length - before.length,
    done: 0,
    failed: 0,
    alreadyJudged: before.length,
    belowThreshold: 0,
    tokens: noTokens(),
    judge: { name: judge.model.name, sha256: judge.model.sha256 },
    lastError: null,
  };
  const report = () => options.onProgress?.({ ...progress, tokens: { ...progress.tokens } });
  report();

  const judgePaper = async (lane: GenerationPort, paperId: number, qas: QaToJudge[]) => {
    const longest = qas.reduce((a, b) => (b.question.length + b.answer.length > a.question.length + a.answer.length ? b : a));
    const fitted = fitPaper(loadPaperForGeneration(db, paperId), lane, RACAR_MAX_TOKENS, (text) => racarMessages(text, longest), OUTPUT_SETTING);
    for (const qa of qas) {
      if (signal?.aborted) return;
      try {
        const messages = racarMessages(fitted.context.text, qa);
        const { output, tokens } = await lane.generate<RacarOutput>({ ...messages, schema: racarSchema, maxTokens: fitted.maxTokens, temperature: 0, ...(signal ? { signal } : {}) });
        const thresholds = options.thresholds();
        storeJudgement(db, qa.id, scorer, output, thresholds);
        progress.done++;
        if (JUDGE_CRITERIA.some((c) => !meetsThreshold(c, output[c].score, thresholds))) progress.belowThreshold++;
        addTokens(progress.tokens, tokens);
      } catch (error) {
        if (signal?.aborted) return;
        progress.failed++;
        progress.lastError = toErrorInfo(error);
      }
      report();
    }
  };

  const worker = async (laneIndex: number) => {
    const lane = onLane(judge, laneIndex);
    while (!signal?.aborted && queue.length > 0) {
      const [paperId, qas] = queue.shift()!;
      try {
        await judgePaper(lane, paperId, qas);
      } catch (error) {
        // The paper could not be read or does not fit even shortened: none of its pairs can be graded.
        progress.failed += qas.length;
        progress.lastError = toErrorInfo(error);
        report();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(judge.lanes, queue.length)) }, (_, i) => worker(i)));
  progress.status = signal?.aborted ? "cancelled" : progress.done === 0 && progress.failed > 0 ? "failed" : "completed";
  report();
  return { ...progress };
}
