import type { TokenBudget } from "../../ports.ts";
import { bodySections, buildPaperContext } from "../paperContext.ts";
import { checkPaperFit, wholePaperAdvice } from "../shared/checkPaperFit.ts";
import { ContextTooSmallError } from "../shared/ContextTooSmallError.ts";
import { fitPaper, paperBudget } from "../shared/fitPaper.ts";
import { contextNeeded, type Messages, requestTokens } from "../shared/requestSize.ts";
import { groupPaper, groupSections, headerTokens } from "../shared/sectionGroups.ts";
import type { FitCheckContext, FitFinding } from "../strategyServices.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";

/** One generation of a SciQAG item: the paper, or one group of its sections, and how many QAs to ask for. */
export interface ReadingPass {
  paper: PaperForGeneration;
  count: number;
  /** Which group of sections this pass reads; null when the whole paper fits one prompt. */
  group: { index: number; of: number; sections: string[] } | null;
}

/** Renders a request around the paper text; `part` says which group of sections it holds. */
export type RenderPart = (paperText: string, part?: { index: number; of: number; sections: readonly string[] }) => Messages;

/**
 * Share of the budget kept free when packing groups: packing measures paragraphs one by one, and
 * the rendered prompt may join them in a few more tokens.
 */
const PACKING_MARGIN = 0.03;

/**
 * `total` QAs shared by size (largest remainder, ties to the earlier group): exactly `total`
 * however many groups there are, as SciQAG asks for ten per paper. A paper read in more groups
 * than it gets QAs leaves its smallest groups without a question.
 */
export function shareCounts(total: number, sizes: readonly number[]): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0) || 1;
  const exact = sizes.map((s) => (total * s) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i]!++;
    left--;
  }
  return counts;
}

/**
 * How SciQAG reads a paper with this model: in one prompt when the whole paper fits, else group
 * by group of consecutive sections, each as large as the context allows, with the QAs shared by
 * the groups' lengths. Nothing is cut: every paragraph of the body is in one pass. Throws
 * ContextTooSmallError when the context cannot hold the instructions and a useful part of a paper.
 */
export function readingPlan(paper: PaperForGeneration, budget: TokenBudget, maxTokens: number, qaPerPaper: number, render: RenderPart, outputSetting: string, outputMinimum: number | null = null): ReadingPass[] {
  const count = (text: string) => budget.countTokens(text);
  const available = paperRoom(paper, budget, maxTokens, (text) => render(text), outputSetting, outputMinimum);
  const whole = buildPaperContext(paper, available, count);
  if (whole.policy === "whole-paper") return [{ paper, count: qaPerPaper, group: null }];
  // A group's prompt also says which part it shows; naming every section bounds that line.
  const widest = { index: 99, of: 99, sections: bodySections(paper).map((s) => s.heading) };
  const forGroups = paperRoom(paper, budget, maxTokens, (text) => render(text, widest), outputSetting, outputMinimum);
  const body = Math.floor(forGroups * (1 - PACKING_MARGIN)) - headerTokens(paper, count);
  // A header that leaves no room for the body (a very long abstract) is read once, shortened as
  // buildPaperContext shortens, and the QA records what was left out.
  if (body < 64) return [{ paper, count: qaPerPaper, group: null }];
  const groups = groupSections(paper, body, count);
  const counts = shareCounts(qaPerPaper, groups.map((g) => g.tokens));
  // A group given no QA is not read at all; the others keep their place among all the groups.
  return groups.flatMap((g, i) => (counts[i]! > 0 ? [{ paper: groupPaper(paper, g), count: counts[i]!, group: { index: i + 1, of: groups.length, sections: g.sections } }] : []));
}

/**
 * The paper's room in a prompt `render` builds. When there is too little, fitting the paper in
 * that prompt throws the same error with the advice fitPaper gives (at the model's largest
 * context, what helps instead of a larger context).
 */
function paperRoom(paper: PaperForGeneration, budget: TokenBudget, maxTokens: number, render: (paperText: string) => Messages, outputSetting: string, outputMinimum: number | null): number {
  try {
    return paperBudget(budget, maxTokens, render, outputSetting).budget;
  } catch (error) {
    if (error instanceof ContextTooSmallError) fitPaper(paper, budget, maxTokens, render, outputSetting, outputMinimum);
    throw error;
  }
}

/**
 * SciQAG's check before a run: a paper read in several groups is a warning that names the groups
 * and the context that would hold it whole; a context too small for any of it, or a paper whose
 * header alone fills the context, is reported as `checkPaperFit` reports it.
 */
export function checkReadingPlan(paper: PaperForGeneration, budget: TokenBudget, maxTokens: number, qaPerPaper: number, render: RenderPart, outputSetting: string, context: FitCheckContext, minOutput: number | null = null): FitFinding[] {
  const plain = (text: string) => render(text);
  let passes: ReadingPass[];
  try {
    passes = readingPlan(paper, budget, maxTokens, qaPerPaper, render, outputSetting);
  } catch (error) {
    if (error instanceof ContextTooSmallError) return checkPaperFit(paper, budget, maxTokens, outputSetting, plain, context, minOutput);
    throw error;
  }
  const groups = passes[0]?.group?.of ?? 1;
  if (groups === 1) return checkPaperFit(paper, budget, maxTokens, outputSetting, plain, context, minOutput);
  const count = (text: string) => budget.countTokens(text);
  const whole = buildPaperContext(paper, Number.POSITIVE_INFINITY, count);
  const needed = contextNeeded(requestTokens(budget, plain(whole.text)), maxTokens);
  const n = (value: number) => value.toLocaleString("en-US");
  const parts = passes.map((p) => `${p.group!.index}: ${p.group!.sections.filter(Boolean).join(", ") || "body"}`).join("; ");
  const unread = groups - passes.length;
  // What is lost comes first: the groups that are not read at all.
  const plan =
    unread > 0
      ? `${unread} of its ${groups} groups of consecutive sections get no QA and are not read (the smallest); the ${qaPerPaper} QAs are shared among the other ${passes.length} by length (${parts})`
      : `it will be read in ${groups} groups of consecutive sections, with the ${qaPerPaper} QAs shared among them by length (${parts}). Nothing is left out`;
  return [
    {
      severity: "warning",
      code: "paper-in-groups",
      message:
        `"${context.paperName}" (${n(whole.tokens)} tokens) does not fit the ${n(budget.contextSize)}-token context whole: ${plan}. ` +
        `Each QA records the group it was written from, and a question asked twice is rejected as a repeat.`,
      ...(unread > 0 ? { unreadGroups: unread } : {}),
      fix: wholePaperAdvice(needed, context.maxContextSize, "it is read in groups"),
    },
  ];
}
