// No zod here: the run form's Start bar imports these words, and only types from the schema files.
import type { RunCheck, RunFinding } from "./runChecks.ts";

// What a run's checks come to, one short line each, for the bar beside Start: what stops the
// run, then what it costs (text left unread first). The findings themselves keep every detail
// (paper by paper, with the fix); these lines name no paper and no model, so the fact that
// matters is the first thing read, not the end of a paragraph.

export interface CheckHeadline {
  blocker: boolean;
  text: string;
}

const count = (n: number) => n.toLocaleString("en-US");
const papers = (n: number) => (n === 1 ? "1 paper" : `${count(n)} papers`);

/** Findings that do not fit the context, in any method's words: one line for all of them. */
const DOES_NOT_FIT = new Set(["paper-does-not-fit", "chunk-does-not-fit", "paragraph-does-not-fit", "paragraphs-do-not-fit"]);

/** The warnings a bar line is made for, in the order the bar shows them; others are in the list only. */
const COSTS: { code: string; line(findings: RunFinding[]): string | null }[] = [
  {
    code: "paper-in-groups",
    line(findings) {
      const lost = findings.filter((f) => (f.unreadGroups ?? 0) > 0);
      const groups = lost.reduce((sum, f) => sum + (f.unreadGroups ?? 0), 0);
      return groups === 0 ? null : `${count(groups)} section group${groups === 1 ? " gets" : "s get"} no QA and ${groups === 1 ? "is" : "are"} not read (in ${papers(lost.length)})`;
    },
  },
  { code: "paper-shortened", line: (f) => `${papers(f.length)} will be shortened to fit the context: what is left out gets no QA` },
  { code: "model-unavailable", line: () => "The model cannot be used now: a run on it would stop at once" },
  { code: "not-instruction-tuned", line: () => "The model does not look instruction-tuned: most of its output may fail the checks" },
  { code: "no-chat-template", line: () => "The model has no chat template: prompts use a generic chat format" },
];

/**
 * The Start bar's lines: every kind of blocker (papers that do not fit counted together), then
 * the costs, unread text first. Empty when nothing stands in the way or costs anything.
 */
export function checkHeadlines(check: Pick<RunCheck, "blockers" | "warnings" | "contextSize">): CheckHeadline[] {
  const lines: CheckHeadline[] = [];
  const unfit = check.blockers.filter((f) => DOES_NOT_FIT.has(f.code));
  if (unfit.length > 0) {
    const n = new Set(unfit.map((f) => f.paperId)).size;
    const context = check.contextSize ? `the ${count(check.contextSize)}-token context` : "the model's context";
    lines.push({ blocker: true, text: `${papers(n)} ${n === 1 ? "does" : "do"} not fit ${context}` });
  }
  // Other blockers say one thing each (no model, no papers): their own sentence, once per kind.
  const seen = new Set<string>();
  for (const f of check.blockers) {
    if (DOES_NOT_FIT.has(f.code) || seen.has(f.code)) continue;
    seen.add(f.code);
    lines.push({ blocker: true, text: f.message });
  }
  for (const cost of COSTS) {
    const found = check.warnings.filter((f) => f.code === cost.code);
    const text = found.length > 0 ? cost.line(found) : null;
    if (text) lines.push({ blocker: false, text });
  }
  return lines;
}
