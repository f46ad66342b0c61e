import { CAPTION_START, NUMBERED_HEADING, type Block } from "./blocks.ts";
import { unspaceLetters } from "./letterSpacing.ts";
import { isBoilerplate } from "./runningLines.ts";
import { OCR_FONT } from "./types.ts";
import { isLabelAndValue } from "./labelAndValue.ts";

/** Section names common enough to be trusted as headings even in the body font. */
const KNOWN_SECTION_NAMES = [
  "abstract", "introduction", "background", "related work", "literature review", "theory", "methods?", "methodology",
  "materials and methods", "materials & methods", "experimental(?: section| details| procedures?)?", "results?",
  "results and discussion", "discussion", "conclusions?", "conclusions? and (?:outlook|future work|perspectives)",
  "concluding remarks", "summary", "outlook", "limitations", "acknowledge?ments?", "references", "bibliography",
  "literature cited", "works cited", "appendix(?: [a-z])?", "appendices", "supplementary (?:information|materials?|data)",
  "data availability", "code availability", "data and code availability", "availability", "author contributions?",
  "competing interests", "conflicts? of interests?", "declaration of competing interest", "funding", "ethics",
  "additional information", "declarations", "notes", "abbreviations", "overview", "hypotheses", "method", "analysis and results",
  "affiliations", "reuse potential", "implementation and architecture", "quality control", "clinical perspectives",
  "introdução", "materiais e métodos", "material e métodos", "resultados", "discussão", "resultados e discussão",
  "conclusões?", "conclusão", "agradecimentos", "referências(?: bibliográficas)?", "literatura citada",
  "contribuição dos autores", "conflitos? de interesses?", "introducción", "métodos", "conclusiones", "referencias",
];
const KNOWN_SECTIONS = new RegExp(`^(?:${KNOWN_SECTION_NAMES.join("|")})\\.?$`, "i");
/** The words section names are made of, to read a letter-spaced heading back into words. */
const HEADING_WORDS: ReadonlySet<string> = new Set(
  [...KNOWN_SECTION_NAMES, "acknowledgments acknowledgements statement statements conflict interest declaration method result conclusion"].flatMap((name) => name.toLowerCase().match(/\p{L}+/gu) ?? []),
);

/**
 * A paragraph that opens with a well-known section name as a run-in label ("Acknowledgments: We
 * thank ...", "Funding: ..."): back matter, never a bibliography entry, which opens with a number
 * or an author.
 */
export function opensWithKnownLabel(text: string): boolean {
  const label = text.trimStart().match(/^(\p{L}[\p{L} &]{2,50}):\s/u)?.[1];
  return !!label && KNOWN_SECTIONS.test(label.replace(/\s+/g, " "));
}

/** A line that names a common section, numbered or not ("Introduction", "1. Introduction", "(1) Overview", "II. METHODS"). */
export function namesKnownSection(text: string): boolean {
  const bare = text.trim().replace(/^\(?(?:\d{1,2}(?:\.\d{1,2}){0,3}|[IVX]{1,5})[.)]?\s+/, "").replace(/\s+/g, " ");
  return KNOWN_SECTIONS.test(bare);
}

/**
 * The label of an algorithm or listing float, or of a numbered statement (LaTeX's theorem-like
 * environments): the kind's name, then its own number.
 */
const STATEMENT_LABEL = /^(?:algorithm|listing|theorem|lemma|definition|proposition|corollary|conjecture|claim|assumption|axiom|remark)\s+[A-Z]?\d+(?:\.\d+)*\b/i;

export const REFERENCES_HEADING = /^(?:references(?: and notes)?|bibliography|literature cited|works cited|cited literature|referências(?: bibliográficas)?|literatura citada|referencias|références|literatur|bibliografia)$/i;

export interface BodyStyle {
  size: number;
  font: string;
  /** Share of body-size characters set in each font. */
  fontShare: Map<string, number>;
  /** The paper's monospaced fonts (see PageText's `monospaced`): code and program output are set in them. Defaults to none. */
  monospaced?: ReadonlySet<string>;
}

/** A paragraph of running prose: several lines, many words, at least one full stop, no table cells. */
function isProse(block: Block): boolean {
  return block.lines.length >= 3 && block.text.split(/\s+/).length >= 30 && /[.!?]/.test(block.text) && block.lines.every((l) => !l.tabular);
}

/**
 * The body text's size and font: whatever most characters of running prose are set in. Long
 * tables in small type can outweigh the prose by characters, so paragraphs are what count.
 */
export function bodyStyle(blocks: Block[]): BodyStyle {
  const prose = blocks.filter(isProse);
  const proseChars = prose.reduce((n, b) => n + b.text.length, 0);
  const allChars = blocks.reduce((n, b) => n + b.text.length, 0);
  if (proseChars >= 0.2 * allChars) blocks = prose;
  const bySize = new Map<number, number>();
  for (const b of blocks) for (const l of b.lines) bySize.set(Math.round(l.size * 2) / 2, (bySize.get(Math.round(l.size * 2) / 2) ?? 0) + l.text.length);
  const size = [...bySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  const byFont = new Map<string, number>();
  let total = 0;
  for (const b of blocks) for (const l of b.lines) {
    if (Math.abs(l.size - size) > 0.6) continue;
    byFont.set(l.font, (byFont.get(l.font) ?? 0) + l.text.length);
    total += l.text.length;
  }
  const fontShare = new Map([...byFont.entries()].map(([f, n]) => [f, n / Math.max(1, total)]));
  const font = [...byFont.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
  return { size, font, fontShare };
}

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

export interface HeadingInfo {
  text: string;
  number: string | null;
  /** Style key used to rank unnumbered headings. */
  style: string;
  known: boolean;
}

function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/**
 * Whether a block is a section heading: short, standalone, not a sentence, and set apart from
 * the body by its font, size, capitals, numbering, or a well-known section name.
 */
/** A block's type: its font and size. Headings of one level share it throughout a paper. */
export function typeKey(block: Block): string {
  return `${block.font}|${Math.round(block.size * 2) / 2}`;
}

/**
 * The heading styles a paper itself confirms: a font or size set apart from the body, in
 * which at least two certain headings (numbered, or a well-known section name) are set. Other
 * lines in that style are headings too, whatever their wording ("Specifications table",
 * "Author details"), so a publisher's style is learned from the paper rather than listed.
 */
export function confirmedStyles(blocks: Block[], headings: (HeadingInfo | null)[], style: BodyStyle): Set<string> {
  const certain = new Map<string, number>();
  const all = new Map<string, number>();
  blocks.forEach((block, i) => {
    const h = headings[i];
    if (!h) return;
    if (block.font === style.font && Math.abs(block.size - style.size) < style.size * 0.08) return;
    all.set(typeKey(block), (all.get(typeKey(block)) ?? 0) + 1);
    if (h.known || h.number) certain.set(typeKey(block), (certain.get(typeKey(block)) ?? 0) + 1);
  });
  // A journal that sets every heading level in one bold face names few of them with well-known
  // words: one certain heading is enough when the face heads three or more sections of prose.
  return new Set([...certain.entries()].filter(([key, n]) => n >= 2 || (all.get(key) ?? 0) >= 3).map(([key]) => key));
}

/**
 * Whether a block is set in a heading style the paper confirms, or in that style's face half a
 * point off its size: a typesetter's last headings (back matter fitted onto a page) can be set a
 * half-size down, and sizes are read to the nearest half point. The body's own type never counts.
 * Returns the confirmed style's key (the level it ranks at), or null.
 */
function confirmedStyleOf(block: Block, style: BodyStyle, confirmed: Set<string> | undefined): string | null {
  if (!confirmed) return null;
  if (confirmed.has(typeKey(block))) return typeKey(block);
  if (block.font === style.font && Math.abs(block.size - style.size) < style.size * 0.08) return null;
  const size = Math.round(block.size * 2) / 2;
  return [size + 0.5, size - 0.5].map((near) => `${block.font}|${near}`).find((key) => confirmed.has(key)) ?? null;
}

/** Whether every piece of the block's lines is set in one of `fonts`. */
const wholly = (block: Block, fonts: ReadonlySet<string> | undefined) => !!fonts?.size && block.lines.every((l) => l.spans.every((s) => !!s.font && fonts.has(s.font)));

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

/**
 * Levels: numbered headings by their depth ("2.1" is level 2); unnumbered ones take the level of
 * numbered headings in the same style, else rank by size (larger first, capitals before mixed).
 */
export function assignLevels(headings: HeadingInfo[]): number[] {
  const styleLevel = new Map<string, number>();
  for (const h of headings) if (h.number && /^\d/.test(h.number)) {
    const depth = h.number.split(".").length;
    styleLevel.set(h.style, Math.min(styleLevel.get(h.style) ?? depth, depth));
  }
  const unnumberedStyles = [...new Set(headings.filter((h) => !h.number && !styleLevel.has(h.style)).map((h) => h.style))];
  const rank = (s: string) => {
    const [, size, caps] = s.split("|");
    return Number(size) * 10 + (caps === "caps" ? 1 : 0);
  };
  unnumberedStyles.sort((a, b) => rank(b) - rank(a));
  // Known section names anchor the top level: their style is level 1.
  const topStyles = new Set(headings.filter((h) => h.known && !h.number).map((h) => h.style));
  return headings.map((h) => {
    if (h.number) return /^\d/.test(h.number) ? h.number.split(".").length : 1;
    if (styleLevel.has(h.style)) return styleLevel.get(h.style)!;
    if (topStyles.has(h.style)) return 1;
    const topRank = Math.max(...[...topStyles].map(rank), -Infinity);
    const index = unnumberedStyles.filter((s) => !topStyles.has(s) && (topRank === -Infinity || rank(s) < topRank || true)).indexOf(h.style);
    return Math.min(3, (topStyles.size > 0 ? 2 : 1) + Math.max(0, index));
  });
}
