import type { Block } from "./blocks.ts";

/**
 * A label and its value on one line: "ArXiv ePrint: 0807.3577", a field of a title page set as
 * a label in a heading's face ending in a colon, then the value in another face. A heading is
 * set in one face from end to end ("Evaluating performance: classification by the data used");
 * here the face changes at the colon and stays changed, so the line is a field, not a section.
 * The label's face must not be the body's (a sentence of the body with a colon is no label).
 */
export function isLabelAndValue(block: Block, bodyFont: string): boolean {
  if (block.lines.length !== 1) return false;
  const line = block.lines[0]!;
  const spans = line.spans.filter((s) => line.text.slice(s.start, s.end).trim() !== "");
  const at = spans.findIndex((s) => /\p{L}\s*:\s*$/u.test(line.text.slice(s.start, s.end)));
  if (at < 0 || at === spans.length - 1) return false;
  const label = spans[0]!.font;
  if (!label || label === bodyFont || spans.slice(0, at + 1).some((s) => s.font !== label)) return false;
  return spans.slice(at + 1).every((s) => !!s.font && s.font !== label);
}
