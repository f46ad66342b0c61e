import { CAPTION_START, NUMBERED_HEADING, type Block } from "./blocks.ts";
import { unspaceLetters } from "./letterSpacing.ts";
import { isBoilerplate } from "./runningLines.ts";
import { OCR_FONT } from "./types.ts";
import { isLabelAndValue } from "./labelAndValue.ts";
import type { BodyStyle } from "./bodyStyle.ts";
import { confirmedStyleOf, typeKey, type HeadingInfo } from "./headingStyles.ts";
import { HEADING_WORDS, KNOWN_SECTIONS, namesKnownSection, REFERENCES_HEADING } from "./sectionNames.ts";

/**
 * The label of an algorithm or listing float, or of a numbered statement (LaTeX's theorem-like
 * environments): the kind's name, then its own number.
 */
const STATEMENT_LABEL = /^(?:algorithm|listing|theorem|lemma|definition|proposition|corollary|conjecture|claim|assumption|axiom|remark)\s+[A-Z]?\d+(?:\.\d+)*\b/i;

/**
 * The smallest share of the body's size a scanned section name is trusted at: back matter set at
 * 7.5 on 10 reads 0.66-0.72 of the scan's body lines (OCR's line heights run a little under the
 * type's size on small print); figure labels and table cells are set smaller still.
 */
const SCANNED_NAME_SIZE = 0.6;

/**
 * Whether a block read by OCR is one line that is a well-known section name in small type (see
 * headingInfo). Born-digital text has its fonts, and its bold headings are found by them.
 */
function smallScannedSectionName(block: Block, style: BodyStyle, text: string): boolean {
  return block.font === OCR_FONT && block.lines.length === 1 && block.size >= style.size * SCANNED_NAME_SIZE && KNOWN_SECTIONS.test(text.replace(/\s+/g, " "));
}

function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** Whether every piece of the block's lines is set in one of `fonts`. */
const wholly = (block: Block, fonts: ReadonlySet<string> | undefined) => !!fonts?.size && block.lines.every((l) => l.spans.every((s) => !!s.font && fonts.has(s.font)));

/**
 * Whether a block is a section heading: short, standalone, not a sentence, and set apart from
 * the body by its font, size, capitals, numbering, or a well-known section name.
 */
export function headingInfo(block: Block, style: BodyStyle, next?: Block, afterNext?: Block, confirmed?: Set<string>): HeadingInfo | null {
  // A short line or two in a heading style the paper has confirmed (see confirmedStyles).
  // A heading set larger than the body may wrap over three lines of a narrow column.
  const learnedLines = block.size >= style.size * 1.1 ? 3 : 2;
  const learnedStyle = confirmedStyleOf(block, style, confirmed);
  const learned = learnedStyle !== null && block.lines.length <= learnedLines && block.lines.every((l) => !l.tabular);
  // "Introduction:" on a line of its own is a heading written with a colon; the colon is not
  // part of its name. A colon-ended line in the body type still introduces a list (checked below).
  const whole = unspaceLetters(block.text.trim(), HEADING_WORDS);
  const colon = /\p{L}:$/u.test(whole) && block.lines.length === 1;
  const text = colon ? whole.slice(0, -1) : whole;
  // Headings start at the column's left edge or are centred in it; figure labels sit anywhere.
  const line = block.lines[0]!;
  const em = style.size;
  const leftAligned = line.x0 - line.colLeft < (learned ? 2.5 : 1.5) * em;
  const centred = Math.abs((line.x0 + line.x1) / 2 - (line.colLeft + line.colRight) / 2) < 2 * em;
  if (!leftAligned && !centred) return null;
  const words = text.split(/\s+/);
  if (block.lines.length > 3 || text.length > 140 || words.length > 16 || text.length < 3) return null;
  // A boilerplate opening ("Publisher's Note") set as its own line in a learned heading style
  // is that section's heading; the boilerplate under it is dropped on its own.
  if (/[,;:]$/.test(text) || CAPTION_START.test(text) || (isBoilerplate(text) && !(learned && words.length <= 4)) || /^[\d\s.,%()–-]+$/.test(text)) return null;
  if (/\.$/.test(text) && words.length > 6) return null;
  // A float's or a statement's label in the bold of a heading ("Algorithm 4 FIDD" over its steps,
  // "Definition 2 (ICE Polytope)." over its formula, "Theorem 20 (...)"): numbered by its kind,
  // as "Figure 3" is, it opens a float or a statement, never a section.
  if (STATEMENT_LABEL.test(text)) return null;
  // A scan's line alone that is exactly a section name a paper's back matter sets small and bold
  // ("References", "Competing interests" at 7.5 on 10, BioMed Central): OCR gives one face for all
  // the page, so the bold that sets it apart is not there to see, and its size is all that is
  // left. Without it the reference list that follows reads as body text.
  const scannedSmallName = smallScannedSectionName(block, style, text);
  // Some journals set headings in a bold face slightly smaller than the body (JORS: 9 on 10),
  // and back matter (Acknowledgements, Funding) in smaller print still.
  if (block.size < style.size * 0.72 && !scannedSmallName) return null;
  if (!/^[\p{Lu}\d(]/u.test(text) || !/\p{L}{3,}/u.test(text) || /[=+×±<>≤≥∑∫√|]/.test(text)) return null;
  // A number and then a word in lower case is a formula's case ("0 else") or a listing's numbered
  // line ("2 if (!primes[i])"): a section names itself with a capital ("3.1. readData", a
  // subsection named by a function, and "3.3. β-multiplier" stay).
  if (/^\d{1,2}\.?\s+[a-z]/.test(text)) return null;
  // Headings hold no web or mail address nor a DOI, and their brackets pair up: "(Figure 5C)." or
  // "Burge, 2004)." on a line of their own are the tail of a sentence, "(set! ...)" is code.
  if (/https?:\/\/|www\.|@|\b10\.\d{4,9}\//.test(text) || (text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return null;
  if (/^\(/.test(text) && !NUMBERED_HEADING.test(text)) return null;
  // "Results. The films were..." is a run-in heading opening a paragraph, not a section line.
  // A line of its own in a confirmed heading style may still contain a full stop
  // ("Appendix A. Supporting information").
  // (The full stop of a roman section number, "II. METHODS", is the number's, not a run-in's.)
  const runIn = /[.:]\s+\S/.test(text.replace(/^(?:\d+(?:\.\d+)*\.?|[IVX]{1,5}\.)\s+/, ""));
  // ("Evaluating performance: classification by the data used", wrapped in a narrow column.)
  if (runIn && !(learned && !/\.$/.test(text) && words.length <= (block.lines.length === 1 ? 10 : 12))) return null;
  if (runIn && isLabelAndValue(block, style.font)) return null;
  const numbered = text.match(NUMBERED_HEADING) ? text.match(/^\(?(\d{1,2}(?:\.\d{1,2}){0,3}|[IVX]{1,5})[.)]?\s+/) : null;
  const bare = numbered ? text.slice(numbered[0].length) : text;
  const known = KNOWN_SECTIONS.test(bare.replace(/\s+/g, " ")) || REFERENCES_HEADING.test(bare.replace(/\s+/g, " "));
  // A cell of a table row ("Tara Miller Foundation" beside "Arjun Raj") is not a heading.
  if (!known && block.lines.some((l) => l.tabular)) return null;
  const distinctFont = block.font !== style.font && (style.fontShare.get(block.font) ?? 0) < 0.2;
  const caps0 = isAllCaps(text);
  // Small capitals of the body font (capitals a size down) are a heading style of their own.
  if (block.size < style.size * 0.92 && !distinctFont && !caps0 && !scannedSmallName) return null;
  // The name may follow an arabic or a roman number: IEEE's "I. INTRODUCTION" set in capitals a
  // size down (Times has no small capitals, so LaTeX scales the capitals) reads at 8 on a 10 body.
  if (block.size < style.size * 0.85 && !learned && !(namesKnownSection(text) && (distinctFont || caps0 || scannedSmallName))) return null;
  const larger = block.size >= style.size * 1.08;
  const caps = isAllCaps(bare);
  if (!(known || ((distinctFont || larger || caps) && (numbered || words.length <= (learned ? 16 : 12))))) return null;
  if (colon && !distinctFont && !larger && !caps) return null;
  // Outside the well-known names, a heading introduces prose: the next block (or the one after
  // a sub-heading) is a paragraph in body type. Labels inside figures are followed by labels.
  const prose = (b?: Block) => !!b && b.text.split(/\s+/).length >= 12 && b.size >= style.size * 0.85;
  if (!known && !learned && !prose(next) && !(next && next.text.split(/\s+/).length <= 12 && prose(afterNext))) return null;
  // A line whose only mark is a face of its own, followed by prose in that same face and size, opens
  // a passage set in that face (an italic example sentence under a hanging indent) and is no heading:
  // a heading is set apart from the text it introduces, and here the prose below shares its face.
  const sameFaceProse = !!next && prose(next) && next.font === block.font && next.font !== style.font && Math.abs(next.size - block.size) < 0.3;
  if (!known && !numbered && !larger && !caps && sameFaceProse) return null;
  // A line of program output in a typewriter face ("Residual standard error: 0.000999 on 2497
  // degrees of freedom" under R's prompt) stands alone in a font of its own, as a heading does;
  // a section the paper numbers or names as sections are named stays.
  // Only a line set wholly in it: a heading naming a program ("A.3 Evaluating papermage's
  // CoreRecipe") sets its name so and the rest in the heading face.
  if (!numbered && !known && !/^(?:\d{1,2}|\p{Lu}\.\d{1,2})(?:\.\d{1,2})*\.?\s/u.test(text) && wholly(block, style.monospaced)) return null;
  // A numbered line in the body font that reads like a sentence is a list item, not a heading.
  if (numbered && !known && !distinctFont && !larger && !caps) return null;
  return {
    text: bare.replace(/\.$/, "").trim(),
    number: numbered ? numbered[1]! : null,
    style: `${learned ? learnedStyle : typeKey(block)}|${caps ? "caps" : "mixed"}`,
    known,
  };
}

