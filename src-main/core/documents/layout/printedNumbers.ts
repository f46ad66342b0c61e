import type { HeadingInfo } from "./headingStyles.ts";

// A section number printed before the words: "3", "7.2", "3.3.2." or an appendix's "A.1", "C.2.3".
// A lone capital is left alone: "A Study of Bees" opens with an article as often as with a number.
const PRINTED_NUMBER = /^(\d{1,2}(?:\.\d{1,2}){0,3}|\p{Lu}(?:\.\d{1,2}){1,3})\.?\s+(?=\S)/u;

/**
 * A heading that a rule other than the numbered-heading one found (the PDF's outline, a learned
 * heading style) keeps its printed number in its words: "7.2 How does ... ability to" wrapped
 * over two lines and named by the outline, "3.1. readData" or "3.3. β-multiplier" (the numbered
 * rule wants a capital after the number), an appendix's "A.1 Accessing the data". The number is
 * the paper's own statement of where the section sits, so it is taken as the heading's number and
 * the words keep the rest; the level then follows its depth, as for any numbered heading, instead
 * of the heading's type (which put "7.2" at the top level beside "7 RESULTS").
 */
export function withPrintedNumber(heading: HeadingInfo): HeadingInfo {
  if (heading.number !== null) return heading;
  const match = heading.text.match(PRINTED_NUMBER);
  if (!match) return heading;
  const text = heading.text.slice(match[0].length).trim();
  // Words must be left: a number alone, or one before a mere symbol, is no section's name.
  if (!/\p{L}/u.test(text)) return heading;
  return { ...heading, text, number: match[1]! };
}

/** How deep a section number puts its heading: "2.1" and "A.1" are level 2. */
function numberDepth(number: string): number {
  return number.split(".").length;
}

/**
 * The section headings with their printed numbers taken, and the levels (before unskipping) they
 * go at: a heading whose number was printed goes at its number's depth; every other heading keeps
 * the level its type ranked it at among the headings as found. The types are ranked as before the
 * numbers were taken, so that a style newly known by its numbers ("3.1. readData" in typewriter)
 * does not move the rank of the unnumbered styles beside it (the italic "Data input" run-in
 * subsections of the same paper stay a level under its numbered subsections).
 */
export function printedNumberLevels(headings: HeadingInfo[], levels: number[]): { headings: HeadingInfo[]; levels: number[] } {
  const numbered = headings.map(withPrintedNumber);
  return { headings: numbered, levels: levels.map((level, i) => (numbered[i] === headings[i] ? level : numberDepth(numbered[i]!.number!))) };
}
