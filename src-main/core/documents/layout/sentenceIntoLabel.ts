import type { Line } from "./types.ts";

// Words after which an English sentence cannot stop: a preposition, article or conjunction wants
// the words of the next line ("... is illustrated in" / "Figure 1. For example, ...").
const WANTS_MORE = /(?:^|\s)(?:in|of|on|to|from|see|and|or|the|a|an|with|by|at|as|for|into|under|than|between)$/i;

/**
 * Whether line `b`, which opens like a caption ("Figure 1."), is the sentence of the block's last
 * line going on: that line ends on a word that wants more, and `b` follows it in the same type, at
 * the block's own step from baseline to baseline, from the column's left edge. A caption is set
 * apart from the prose above it (a figure, a gap, another type); a sentence that names a figure at
 * a line break is not. A ragged-right column ends such a line short, where the caption rule looked
 * (papers-styles 99: "Its definition is illustrated in" ended 2.5 ems short, read as the end of a
 * paragraph, and the paragraph after it was read as a caption and left out of the body).
 */
export function sentenceRunsIntoLabel(lines: readonly Line[], b: Line, em: number): boolean {
  const a = lines.at(-1);
  const before = lines.at(-2);
  if (!a || !before || !WANTS_MORE.test(a.text.trimEnd())) return false;
  if (Math.abs(a.size - b.size) > 0.05 * Math.max(a.size, b.size)) return false;
  if (b.x0 - b.colLeft > 0.8 * em) return false;
  const lead = a.baseline - before.baseline;
  const step = b.baseline - a.baseline;
  return lead > 0 && Math.abs(step - lead) <= 0.1 * lead;
}
