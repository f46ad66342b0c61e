/**
 * Generated PDFs with exact, known ground truth for the PDF importer's self-contained tests.
 *
 * Everything is laid out by hand (our own line breaking, hyphenation, column and page filling)
 * and drawn with pdfkit one line at a time, so we know exactly which words are split at a line
 * end, which sentences run across a line / column / page break, and which strings are page
 * furniture (headers, footers, margin notes). The truth objects are computed from the same
 * layout that is drawn, never written down separately, so they cannot drift from the PDFs.
 *
 * `writeGeneratedPdfs` also re-checks its own claims (e.g. "at least 2 sentences cross a page
 * break") and throws if an edit to the prose below makes them false.
 *
 * Output is deterministic: fixed CreationDate, no randomness, RC4 encryption (pdfkit's AES
 * variants use random salts/IVs).
 */
import fs from "node:fs";
import path from "node:path";
import { newPdfKitDocument, pdfKitBytes, type PdfKitDocument, type PdfKitPermissions } from "./pdfkit.ts";
import { seededRandom } from "./seededRandom.ts";

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

export interface GeneratedPaperTruth {
  title: string;
  authors: string[];
  doi: string;
  abstract: string;
  keywords: string[];
  /** Body headings in order; `heading` is the text without its number ("Introduction"). */
  sections: { heading: string; level: number; number: string | null }[];
  /** Body sentences that cross at least one line, column or page break, in reading order. */
  bodySentences: string[];
  /** Words printed split with an added hyphen at a line end, as they must read when joined. */
  hyphenatedWords: string[];
  /** Compounds that break right after their own hyphen at a line end; the hyphen must stay. */
  keptHyphenWords: string[];
  /** Page furniture that must not end up in the body text. */
  noiseLines: string[];
  captions: string[];
  /** Each reference entry as one string, including its "[n]" label. */
  references: string[];
  pageCount: number;
}

export interface GeneratedPdfSet {
  dir: string;
  twoColumn: string;
  lineNumbered: string;
  encrypted: string;
  encryptedPassword: string;
  ownerOnly: string;
  truncated: string;
  textless: string;
  empty: string;
  notPdf: string;
  truth: GeneratedPaperTruth;
  lineNumberedTruth: GeneratedPaperTruth;
}

export async function writeGeneratedPdfs(dir: string): Promise<GeneratedPdfSet> {
  fs.mkdirSync(dir, { recursive: true });
  const measure = createMeasure();

  const article = layoutTwoColumnArticle(JOURNAL_ARTICLE, measure);
  const preprint = layoutLineNumberedPreprint(PREPRINT, measure);

  const articleInfo = { Title: article.truth.title, Author: article.truth.authors.join(", ") };
  // Only the journal article carries its DOI in the metadata (Subject + a custom "doi" key, as
  // some publishers do); the other files must be identified from their text.
  const twoColumnBytes = await renderPdf(article.pages, {
    info: { ...articleInfo, Subject: `${JOURNAL_ARTICLE.citation}. doi:${article.truth.doi}`, doi: article.truth.doi },
  });
  const encryptedBytes = await renderPdf(article.pages, {
    info: articleInfo,
    userPassword: ENCRYPTED_PASSWORD,
    ownerPassword: "owner-secret",
    // Without explicit permissions pdfkit grants none at all; this file is about the password only.
    permissions: { printing: "highResolution", modifying: true, copying: true, annotating: true, contentAccessibility: true },
  });
  const ownerOnlyBytes = await renderPdf(article.pages, {
    info: articleInfo,
    ownerPassword: "owner-secret",
    permissions: { printing: "lowResolution", modifying: false, copying: false, annotating: false, contentAccessibility: true },
  });
  const preprintBytes = await renderPdf(preprint.pages, {
    info: { Title: preprint.truth.title, Author: preprint.truth.authors.join(", ") },
  });
  const textlessBytes = await renderPdf([scannedLookingPage()], { info: { Title: "Scanned page" } });

  const set: GeneratedPdfSet = {
    dir,
    twoColumn: path.join(dir, "two-column.pdf"),
    lineNumbered: path.join(dir, "line-numbered.pdf"),
    encrypted: path.join(dir, "encrypted.pdf"),
    encryptedPassword: ENCRYPTED_PASSWORD,
    ownerOnly: path.join(dir, "owner-only.pdf"),
    truncated: path.join(dir, "truncated.pdf"),
    textless: path.join(dir, "textless.pdf"),
    empty: path.join(dir, "empty.pdf"),
    notPdf: path.join(dir, "not-a-pdf.pdf"),
    truth: article.truth,
    lineNumberedTruth: preprint.truth,
  };
  fs.writeFileSync(set.twoColumn, twoColumnBytes);
  fs.writeFileSync(set.lineNumbered, preprintBytes);
  fs.writeFileSync(set.encrypted, encryptedBytes);
  fs.writeFileSync(set.ownerOnly, ownerOnlyBytes);
  // Cut inside the object data: the xref table, trailer and page tree (written last by pdfkit) are gone.
  fs.writeFileSync(set.truncated, twoColumnBytes.subarray(0, Math.floor(twoColumnBytes.length * 0.6)));
  fs.writeFileSync(set.textless, textlessBytes);
  fs.writeFileSync(set.empty, new Uint8Array(0));
  fs.writeFileSync(set.notPdf, "sample_id,temperature_K,conductivity_mS_per_cm\nYSZ-25,873,4.1\nYSZ-400,873,2.6\n");
  return set;
}

/**
 * A long, plain paper of `pageCount` pages: a title, an "Introduction" heading and a paragraph
 * per page that names its page ("This is page 7 of 30."), so a reader test can tell the pages
 * apart and find a word on every page. For the paper view with many pages; no ground truth.
 */
export async function writeLongPaper(file: string, pageCount: number): Promise<void> {
  const pages: DrawOp[][] = [];
  for (let number = 1; number <= pageCount; number++) {
    const ops: DrawOp[] = [];
    if (number === 1) {
      ops.push((doc) => doc.font("Times-Bold").fontSize(18).text("Annealing of perovskite films over many pages", 72, 72, { lineBreak: false }));
      ops.push((doc) => doc.font("Times-Bold").fontSize(12).text("1 Introduction", 72, 120, { lineBreak: false }));
    }
    for (let line = 0; line < 30; line++) {
      const text = line === 0 ? `This is page ${number} of ${pageCount}. The films were annealed in air.` : `Line ${line + 1} of page ${number}: the grain size grew as the films were heated.`;
      ops.push((doc) => doc.font("Times-Roman").fontSize(11).text(text, 72, 150 + line * 18, { lineBreak: false }));
    }
    pages.push(ops);
  }
  fs.writeFileSync(file, await renderPdf(pages, { info: { Title: "Annealing of perovskite films over many pages" } }));
}

/** Changes whenever `writeVariedPaper`'s output does, so a cache of its files can tell it is stale. */
export const VARIED_PAPER_VERSION = 1;

const VARIED_TOPICS: [long: string, short: string][] = [
  ["yttria-stabilised zirconia", "YSZ"],
  ["gadolinium-doped ceria", "GDC"],
  ["scandia-stabilised zirconia", "ScSZ"],
  ["lanthanum strontium gallate", "LSGM"],
  ["samarium-doped ceria", "SDC"],
  ["bismuth vanadate", "BiVO"],
  ["barium cerate", "BCO"],
  ["lithium lanthanum zirconate", "LLZO"],
  ["strontium titanate", "STO"],
  ["calcia-stabilised zirconia", "CSZ"],
  ["yttrium-doped barium zirconate", "BZY"],
  ["lanthanum silicate apatite", "LSO"],
];
const VARIED_ASPECTS = ["Temperature-dependent ionic conductivity", "Grain-boundary resistance", "Strain effects on oxygen transport", "Thickness dependence of conduction", "Interfacial conduction", "Long-term stability of the conductivity"];
const VARIED_METHODS = ["pulsed laser deposition", "sputtering", "spin coating", "atomic layer deposition", "chemical vapour deposition", "sol-gel dip coating", "tape casting", "spray pyrolysis"];
const VARIED_NAMES = ["Léa Moreau", "Daniel K. Osei", "Hiroshi Tanaka", "María J. Fernández", "Anna Kowalska", "Rahul Mehta", "Ingrid Solberg", "Chen Wei", "Fatima Haddad", "Tomás Alvarez", "Grace Okafor", "Pieter de Vries", "Yuki Sato", "Elena Petrova", "Samuel Adeyemi", "Clara Rossi"];

// One scratch document for every varied paper: only its font metrics are read.
let variedMeasure: Measure | undefined;

/**
 * Paper number `index` of a large generated library (scale benchmarks): the two-column journal
 * article rewritten on one of a dozen materials, with its own title, authors, DOI, numbers, a
 * different choice and order of paragraphs and 0-3 extra results paragraphs, so the papers
 * differ in bytes, words and length (two to about six pages). Deterministic for an index; no
 * ground truth (the fixed article's tests cover reading them right).
 */
export async function writeVariedPaper(file: string, index: number): Promise<void> {
  if (!variedMeasure) {
    // The papers share most of their words and lines, so widths are remembered across papers.
    const measure = createMeasure();
    const widths = new Map<string, number>();
    variedMeasure = (text, style) => {
      const key = `${style.font} ${style.size} ${text}`;
      let width = widths.get(key);
      if (width === undefined) widths.set(key, (width = measure(text, style)));
      if (widths.size > 200_000) widths.clear();
      return width;
    };
  }
  const paper = variedArticle(index);
  const laidOut = layoutTwoColumnArticle(paper, variedMeasure, false);
  fs.writeFileSync(file, await renderPdf(laidOut.pages, { info: { Title: paper.title, Author: paper.authors.join(", "), doi: paper.doi } }));
}

/** The details `writeVariedPaper` prints for paper number `index`, without laying it out. */
export function variedPaperDetails(index: number): { title: string; authors: string[]; doi: string; abstract: string; keywords: string[] } {
  const paper = variedArticle(index);
  return { title: paper.title, authors: paper.authors, doi: paper.doi, abstract: paper.abstract.join(" "), keywords: paper.keywords };
}

function variedArticle(index: number): JournalArticleSource {
  const random = seededRandom(index + 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const [long, short] = VARIED_TOPICS[index % VARIED_TOPICS.length]!;
  const kelvin = 773 + 25 * Math.floor(random() * 12);
  const rewrite = (text: string): string =>
    text
      .replaceAll("yttria-stabilised zirconia", long)
      .replaceAll("Yttria-stabilised zirconia", long[0]!.toUpperCase() + long.slice(1))
      .replaceAll("YSZ", short)
      .replaceAll("873 K", `${kelvin} K`)
      .replaceAll("pulsed laser deposition", pick(VARIED_METHODS));
  const authors = [...VARIED_NAMES].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 4));
  const body: BodyBlock[] = [];
  let kept = 0;
  for (const block of JOURNAL_ARTICLE.body) {
    if (block.kind !== "paragraph") {
      body.push(block);
      kept = 0;
      continue;
    }
    // Each section keeps its first paragraph; the others are dropped a third of the time.
    if (kept > 0 && random() < 0.33) continue;
    kept++;
    const turn = Math.floor(random() * block.sentences.length);
    const sentences = [...block.sentences.slice(turn), ...block.sentences.slice(0, turn)].map(rewrite);
    body.push({ kind: "paragraph", sentences });
    // Longer papers: results paragraphs again, with other numbers.
    if (block.sentences.some((s) => s.includes("conductivity")) && random() < 0.25) {
      for (let extra = Math.floor(random() * 4); extra > 0; extra--) body.push({ kind: "paragraph", sentences: sentences.map((s) => s.replace(/\d+(\.\d+)?/, (n) => String(Number(n) + extra))) });
    }
  }
  const title = `${pick(VARIED_ASPECTS)} of ${long} films grown by ${pick(VARIED_METHODS)}: sample series ${index + 1}`;
  const doi = `10.5555/scale.${index + 1}`;
  return {
    ...JOURNAL_ARTICLE,
    title,
    authors,
    shortAuthors: `${authors[0]!.split(" ").at(-1)} et al.`,
    doi,
    masthead: `Journal of Synthetic Materials ${12 + (index % 9)} (${2016 + (index % 9)}) ${100 + (index % 400)}–${110 + (index % 400)}`,
    abstract: JOURNAL_ARTICLE.abstract.map(rewrite),
    keywords: [long, ...JOURNAL_ARTICLE.keywords.slice(1).map(rewrite)],
    body,
  };
}

const ENCRYPTED_PASSWORD = "open-sesame";
const CREATION_DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));

// Fonts the pages are set in (pdfkit's standard 14, so no font file is embedded).
type FontName = "Times-Roman" | "Times-Bold" | "Times-Italic" | "Helvetica";

/** A drawing instruction; a page is a list of them, replayed into each output document. */
type DrawOp = (doc: PdfKitDocument) => void;

interface RenderOptions {
  info: Record<string, string>;
  userPassword?: string;
  ownerPassword?: string;
  permissions?: PdfKitPermissions;
}

function renderPdf(pages: DrawOp[][], options: RenderOptions): Promise<Buffer> {
  const doc = newPdfKitDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    // Margin 0: we position everything ourselves and never want pdfkit to start a page on its own.
    margin: 0,
    autoFirstPage: false,
    pdfVersion: "1.4",
    info: { ...options.info, CreationDate: CREATION_DATE, ModDate: CREATION_DATE },
    ...(options.userPassword === undefined ? {} : { userPassword: options.userPassword }),
    ...(options.ownerPassword === undefined ? {} : { ownerPassword: options.ownerPassword }),
    ...(options.permissions === undefined ? {} : { permissions: options.permissions }),
  });
  const finished = pdfKitBytes(doc);
  for (const ops of pages) {
    doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
    for (const op of ops) op(doc);
  }
  doc.end();
  return finished;
}

// ---------------------------------------------------------------------------------------------
// Text styles, measuring and drawing primitives
// ---------------------------------------------------------------------------------------------

const PAGE_WIDTH = 612; // US Letter, in points
const PAGE_HEIGHT = 792;
/** Ascender of the Times AFM fonts (1/1000 em): pdfkit places text by its top, baselines sit this far below. */
const TIMES_ASCENT = 0.683;

interface TextStyle {
  font: FontName;
  size: number;
  leading: number;
  color?: string;
}

type Measure = (text: string, style: TextStyle) => number;

function createMeasure(): Measure {
  // A scratch document that is never ended: only its font metrics are used.
  const scratch = newPdfKitDocument({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: {} });
  return (text, style) => scratch.font(style.font).fontSize(style.size).widthOfString(text);
}

/**
 * The standard 14 fonts are written with WinAnsiEncoding: characters outside it come out as
 * garbage, and a few (e.g. MICRO SIGN) come back from pdf.js as a different code point
 * (U+00B5 -> U+03BC). Keep the truth exact by refusing such characters up front.
 */
const SAFE_CHARACTERS = /^[\x20-\x7e©–éáí]*$/;

function textOp(text: string, style: TextStyle, x: number, y: number): DrawOp {
  if (!SAFE_CHARACTERS.test(text)) throw new Error(`generatedPdfs: character outside the safe WinAnsi subset in ${JSON.stringify(text)}`);
  return (doc) => {
    doc.font(style.font).fontSize(style.size).fillColor(style.color ?? "black").text(text, x, y, { lineBreak: false });
  };
}

/** Text whose baseline runs upwards (rotated 90 degrees counter-clockwise), as in "Downloaded from" margin notes. */
function verticalTextOp(text: string, style: TextStyle, x: number, y: number): DrawOp {
  const draw = textOp(text, style, x, y);
  return (doc) => {
    doc.save().rotate(-90, { origin: [x, y] });
    draw(doc);
    doc.restore();
  };
}

function ruleOp(x1: number, y1: number, x2: number, y2: number, width = 0.5): DrawOp {
  return (doc) => {
    doc.lineWidth(width).strokeColor("black").moveTo(x1, y1).lineTo(x2, y2).stroke();
  };
}

function centeredX(text: string, style: TextStyle, left: number, width: number, measure: Measure): number {
  return left + (width - measure(text, style)) / 2;
}

// ---------------------------------------------------------------------------------------------
// Line breaking with hyphenation
// ---------------------------------------------------------------------------------------------

/**
 * Hyphenation points for the long words of our prose (TeX-style: at least 2 letters before and 3
 * after a break). Only these words are ever split with an added hyphen, so every split is a real
 * syllable break and is listed in the truth.
 */
const HYPHENATION = new Map(
  [
    "ac-ti-va-tion", "an-neal-ing", "at-tri-bute", "at-tri-but-ed", "bound-aries", "char-ac-ter-is-tic",
    "com-bi-na-tion", "com-pen-sat-ed", "con-cen-tra-tion", "con-duc-tance", "con-duc-tiv-i-ty", "con-duc-tiv-i-ties",
    "con-sis-tent", "con-tri-bu-tion", "con-tri-bu-tions", "crys-tal-lo-graph-ic", "de-po-si-tion", "dif-frac-tion",
    "dis-crep-an-cies", "dis-crep-an-cy", "elec-trode", "elec-trodes", "elec-tro-lyte", "elec-tro-lytes",
    "equi-lib-ri-um", "equiv-a-lent", "ex-per-i-men-tal", "ex-po-nen-tial", "fre-quen-cy", "het-ero-struc-tures",
    "im-ped-ance", "in-ter-con-nects", "in-ter-fa-cial", "in-ter-pre-ta-tion", "ir-re-vers-ible", "iso-stat-ic",
    "lat-tice", "mag-ni-tude", "mea-sure-ment", "mea-sure-ments", "mi-cro-scopy", "mi-gra-tion", "nano-me-tres",
    "op-er-at-ing", "par-a-sit-ic", "par-tic-u-lar", "pre-dom-i-nant-ly", "prepa-ra-tion", "pres-sure",
    "re-lax-ation", "rep-e-ti-tion", "rep-re-sent-ing", "re-sis-tance", "sig-nif-i-cant", "spec-tro-scopy",
    "sub-se-quent", "sub-strate", "sub-strates", "tem-per-a-ture", "tem-per-a-tures", "tex-ture", "thick-ness",
    "thick-ness-es", "trans-mis-sion", "un-cer-tain-ty", "ul-tra-son-i-cal-ly", "va-can-cies", "zir-co-nia",
    "zir-co-ni-um", "ion-ic", "dif-fu-sion", "co-ef-fi-cient", "co-ef-fi-cients", "par-ti-cles", "gal-vano-stat-ic",
    "in-ter-mit-tent", "ti-tra-tion", "phos-phate", "elec-tro-chem-i-cal", "po-ten-tial", "re-ported",
  ].map((pattern) => [pattern.replaceAll("-", ""), pattern] as const),
);

interface TypesetLine {
  /** Exactly what is printed, including an added "-" when a word was split. */
  text: string;
  /** Source range [start, end) covered by the line, to map sentences onto lines. */
  start: number;
  end: number;
}

interface WordSplit {
  kind: "soft" | "compound";
  /** The word as it must read when its two halves are joined (punctuation trimmed). */
  word: string;
}

interface BreakOptions {
  style: TextStyle;
  width: number;
  /** Space taken on the first line by an indent or a run-in label ("Keywords:"). */
  firstLineOffset?: number;
  /** Split dictionary words with an added hyphen (body prose) or never (titles, references). */
  softHyphens: boolean;
  /** Allow a line to end after the hyphen of a compound such as "state-of-the-art". */
  compoundBreaks: boolean;
}

interface Token {
  text: string;
  start: number;
}

interface SplitCandidate {
  head: string;
  tail: string;
  consumed: number;
  split: WordSplit;
}

/** Greedy first-fit line breaking, which is what many journal pipelines effectively produce. */
function breakIntoLines(source: string, options: BreakOptions, measure: Measure): { lines: TypesetLine[]; splits: WordSplit[] } {
  const lines: TypesetLine[] = [];
  const splits: WordSplit[] = [];
  const queue = tokenize(source);
  let words: string[] = [];
  let lineStart = 0;
  let lineEnd = 0;
  const available = () => options.width - (lines.length === 0 ? (options.firstLineOffset ?? 0) : 0);
  const emit = () => {
    lines.push({ text: words.join(" "), start: lineStart, end: lineEnd });
    words = [];
  };

  while (queue.length > 0) {
    const token = queue.shift()!;
    const prefix = words.length > 0 ? `${words.join(" ")} ` : "";
    if (words.length === 0 || measure(prefix + token.text, options.style) <= available()) {
      // A token wider than an empty line is accepted as is (never happens with our text).
      if (words.length === 0) lineStart = token.start;
      words.push(token.text);
      lineEnd = token.start + token.text.length;
      continue;
    }
    const candidate = splitCandidates(token.text, options).find((c) => measure(prefix + c.head, options.style) <= available());
    if (candidate) {
      words.push(candidate.head);
      lineEnd = token.start + candidate.consumed;
      splits.push(candidate.split);
      emit();
      queue.unshift({ text: candidate.tail, start: token.start + candidate.consumed });
    } else {
      emit();
      queue.unshift(token);
    }
  }
  if (words.length > 0) emit();
  return { lines, splits };
}

function tokenize(source: string): Token[] {
  if (/\s{2}|^\s|\s$|[\t\n]/.test(source)) throw new Error(`generatedPdfs: text must be single-spaced: ${JSON.stringify(source.slice(0, 60))}`);
  const tokens: Token[] = [];
  let start = 0;
  for (const text of source.split(" ")) {
    tokens.push({ text, start });
    start += text.length + 1;
  }
  return tokens;
}

/** Possible line-end splits of one token, longest head first. */
function splitCandidates(token: string, options: BreakOptions): SplitCandidate[] {
  const word = token.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, "");
  const candidates: SplitCandidate[] = [];
  if (token.includes("-")) {
    // Compounds only break at their own hyphens, and only between letters ("NRC-2021" stays whole).
    if (!options.compoundBreaks) return [];
    for (let i = token.length - 1; i > 0; i--) {
      if (token[i] === "-" && /[A-Za-z]{2}$/.test(token.slice(0, i)) && /^[A-Za-z]{2}/.test(token.slice(i + 1))) {
        candidates.push({ head: token.slice(0, i + 1), tail: token.slice(i + 1), consumed: i + 1, split: { kind: "compound", word } });
      }
    }
    return candidates;
  }
  const pattern = options.softHyphens ? HYPHENATION.get(word.toLowerCase()) : undefined;
  if (!pattern) return [];
  const lead = token.indexOf(word);
  const points: number[] = [];
  let letters = 0;
  for (const ch of pattern) {
    if (ch === "-") points.push(letters);
    else letters++;
  }
  for (const point of points.reverse()) {
    if (point < 2 || word.length - point < 3) continue;
    const consumed = lead + point;
    candidates.push({ head: `${token.slice(0, consumed)}-`, tail: token.slice(consumed), consumed, split: { kind: "soft", word } });
  }
  return candidates;
}

// ---------------------------------------------------------------------------------------------
// Flow: items stacked into frames (columns), frames chained across pages
// ---------------------------------------------------------------------------------------------

interface Frame {
  page: number;
  column: number;
  x: number;
  top: number;
  bottom: number;
}

interface FlowItem {
  height: number;
  /** Vertical space above the item, dropped when the item starts a frame. */
  spaceBefore: number;
  /** Number of following items that must land in the same frame (headings keep with their text). */
  keepWithNext: number;
  draw: (x: number, y: number) => DrawOp[];
  /** For lines of body paragraphs: which paragraph and which source range they print. */
  bodyLine?: { paragraph: number; start: number; end: number };
}

interface Placement {
  item: FlowItem;
  frame: Frame;
  y: number;
}

function paginate(items: FlowItem[], frameAt: (index: number) => Frame): Placement[] {
  const placements: Placement[] = [];
  let frameIndex = 0;
  let frame = frameAt(frameIndex);
  let y = frame.top;
  items.forEach((item, i) => {
    const atTop = y === frame.top;
    const kept = items.slice(i + 1, i + 1 + item.keepWithNext);
    const needed = (atTop ? 0 : item.spaceBefore) + item.height + kept.reduce((sum, k) => sum + k.spaceBefore + k.height, 0);
    if (!atTop && y + needed > frame.bottom) {
      frame = frameAt(++frameIndex);
      y = frame.top;
    }
    if (y !== frame.top) y += item.spaceBefore;
    placements.push({ item, frame, y });
    y += item.height;
  });
  return placements;
}

function lineItems(lines: TypesetLine[], style: TextStyle, options: { indent?: number; paragraph?: number }): FlowItem[] {
  return lines.map((line, i) => ({
    height: style.leading,
    spaceBefore: 0,
    keepWithNext: 0,
    draw: (x, y) => [textOp(line.text, style, x + (i === 0 ? (options.indent ?? 0) : 0), y)],
    ...(options.paragraph === undefined ? {} : { bodyLine: { paragraph: options.paragraph, start: line.start, end: line.end } }),
  }));
}

// ---------------------------------------------------------------------------------------------
// Shared article model and truth derivation
// ---------------------------------------------------------------------------------------------

type BodyBlock =
  | { kind: "heading"; number: string | null; text: string }
  | { kind: "paragraph"; sentences: string[] }
  | { kind: "table" };

interface PaperSource {
  title: string;
  authors: string[];
  affiliation: string;
  doi: string;
  abstract: string[];
  keywords: string[];
  body: BodyBlock[];
  references: string[];
}

interface BodyParagraph {
  sentences: string[];
  /** Offset of each sentence in the paragraph's source text (sentences joined by one space). */
  offsets: number[];
}

type BreakKind = "line" | "column" | "page";

interface SentenceBreaks {
  sentence: string;
  kinds: Set<BreakKind>;
}

function paragraphOf(sentences: string[]): BodyParagraph {
  const offsets: number[] = [];
  let offset = 0;
  for (const sentence of sentences) {
    offsets.push(offset);
    offset += sentence.length + 1;
  }
  return { sentences, offsets };
}

/** Which breaks each body sentence crosses in the placed layout. */
function sentenceBreaks(paragraphs: BodyParagraph[], placements: Placement[]): SentenceBreaks[] {
  const result: SentenceBreaks[] = [];
  paragraphs.forEach((paragraph, index) => {
    const lines = placements.filter((p) => p.item.bodyLine?.paragraph === index);
    paragraph.sentences.forEach((sentence, s) => {
      const start = paragraph.offsets[s]!;
      const end = start + sentence.length;
      const touched = lines.filter((p) => p.item.bodyLine!.start < end && p.item.bodyLine!.end > start);
      const kinds = new Set<BreakKind>();
      for (let i = 1; i < touched.length; i++) {
        const a = touched[i - 1]!.frame;
        const b = touched[i]!.frame;
        kinds.add(a.page !== b.page ? "page" : a.column !== b.column ? "column" : "line");
      }
      result.push({ sentence, kinds });
    });
  });
  return result;
}

function requireBreaks(label: string, breaks: SentenceBreaks[], minimum: Record<BreakKind, number>): void {
  for (const kind of ["line", "column", "page"] as const) {
    const count = breaks.filter((b) => b.kinds.has(kind)).length;
    if (count < minimum[kind]) {
      throw new Error(`generatedPdfs: ${label} has ${count} sentences crossing a ${kind} break, needs ${minimum[kind]}; adjust the prose`);
    }
  }
}

function splitWords(splits: WordSplit[], kind: WordSplit["kind"]): string[] {
  return [...new Set(splits.filter((s) => s.kind === kind).map((s) => s.word))];
}

/** Body headings in order, plus the "References" heading that `bodyFlow` always adds at the end. */
/** The truth fields both layouts derive the same way from their source and what was typeset. */
function truthFromLayout(paper: PaperSource, breaks: SentenceBreaks[], splits: WordSplit[]) {
  return {
    title: paper.title,
    authors: paper.authors,
    doi: paper.doi,
    abstract: paper.abstract.join(" "),
    keywords: paper.keywords,
    sections: sectionsOf(paper.body),
    bodySentences: breaks.filter((b) => b.kinds.size > 0).map((b) => b.sentence),
    hyphenatedWords: splitWords(splits, "soft"),
    keptHyphenWords: splitWords(splits, "compound"),
  };
}

function sectionsOf(body: BodyBlock[]): GeneratedPaperTruth["sections"] {
  const headings = body.flatMap((block) =>
    block.kind === "heading" ? [{ heading: block.text, level: block.number ? block.number.split(".").length : 1, number: block.number }] : [],
  );
  return [...headings, { heading: REFERENCES_HEADING, level: 1, number: null }];
}

const REFERENCES_HEADING = "References";

function headingText(block: { number: string | null; text: string }): string {
  return block.number ? `${block.number} ${block.text}` : block.text;
}

/** A paragraph with a bold run-in label ("Keywords:", "Figure 1.") followed by roman text. */
function runInParagraph(
  label: string,
  text: string,
  styles: { label: TextStyle; text: TextStyle },
  width: number,
  measure: Measure,
): { height: number; draw: (x: number, y: number) => DrawOp[]; splits: WordSplit[] } {
  const labelWidth = measure(`${label} `, styles.label);
  const { lines, splits } = breakIntoLines(text, { style: styles.text, width, firstLineOffset: labelWidth, softHyphens: false, compoundBreaks: false }, measure);
  return {
    height: lines.length * styles.text.leading,
    splits,
    draw: (x, y) => [
      textOp(label, styles.label, x, y),
      ...lines.map((line, i) => textOp(line.text, styles.text, x + (i === 0 ? labelWidth : 0), y + i * styles.text.leading)),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Two-column journal article
// ---------------------------------------------------------------------------------------------

const MARGIN_X = 54;
const GUTTER = 24;
const FULL_WIDTH = PAGE_WIDTH - 2 * MARGIN_X; // 504
const COLUMN_WIDTH = (FULL_WIDTH - GUTTER) / 2; // 240
const BODY_TOP = 68;
const BODY_BOTTOM = 738;
const FIRST_PAGE_BODY_BOTTOM = 700;
const FOOTER_Y = 754;

const BODY: TextStyle = { font: "Times-Roman", size: 9.5, leading: 11.5 };
const PARAGRAPH_INDENT = 10;
const HEADING_1: TextStyle = { font: "Times-Bold", size: 11.5, leading: 15 };
const HEADING_2: TextStyle = { font: "Times-Bold", size: 10.5, leading: 14 };
const SMALL: TextStyle = { font: "Times-Roman", size: 8, leading: 9.5 };
const SMALL_BOLD: TextStyle = { font: "Times-Bold", size: 8, leading: 9.5 };
const FURNITURE: TextStyle = { font: "Times-Italic", size: 8, leading: 10 };
const FIGURE_LABEL: TextStyle = { font: "Helvetica", size: 6.5, leading: 8 };

interface JournalArticleSource extends PaperSource {
  masthead: string;
  citation: string;
  shortAuthors: string;
  downloadedFrom: string;
  copyright: string;
  figureCaption: [label: string, text: string];
  tableCaption: [label: string, text: string];
  table: string[][];
}

interface LaidOutPaper {
  pages: DrawOp[][];
  truth: GeneratedPaperTruth;
}

/** `checked`: throw when the layout lacks the breaks and splits the importer tests rely on (the fixed article only). */
function layoutTwoColumnArticle(paper: JournalArticleSource, measure: Measure, checked = true): LaidOutPaper {
  const front = layoutFrontMatter(paper, measure);
  const body = bodyFlow(
    paper,
    { width: COLUMN_WIDTH, body: BODY, headings: [HEADING_1, HEADING_2], references: SMALL, table: () => tableItem(paper, measure) },
    measure,
  );
  const figure = figureBlock(paper, measure);
  const FIGURE_PAGE = 2;
  const FIGURE_COLUMN = 1;

  // Column frames: page 1 starts below the full-width front matter; the figure floats at the top
  // of page 2's right column, so text crossing that column break runs around the figure.
  const frameAt = (index: number): Frame => {
    const page = Math.floor(index / 2) + 1;
    const column = index % 2;
    const reserved = page === FIGURE_PAGE && column === FIGURE_COLUMN ? figure.height + 14 : 0;
    return {
      page,
      column,
      x: MARGIN_X + column * (COLUMN_WIDTH + GUTTER),
      top: (page === 1 ? front.bottom : BODY_TOP) + reserved,
      bottom: page === 1 ? FIRST_PAGE_BODY_BOTTOM : BODY_BOTTOM,
    };
  };
  const placements = paginate(body.items, frameAt);
  const pageCount = Math.max(FIGURE_PAGE, ...placements.map((p) => p.frame.page));

  const pages: DrawOp[][] = [];
  for (let page = 1; page <= pageCount; page++) {
    const ops: DrawOp[] = [];
    if (page === 1) ops.push(...front.ops);
    else ops.push(...runningHeader(paper, measure));
    if (page === FIGURE_PAGE) ops.push(...figure.draw(MARGIN_X + FIGURE_COLUMN * (COLUMN_WIDTH + GUTTER), BODY_TOP));
    for (const p of placements.filter((pl) => pl.frame.page === page)) ops.push(...p.item.draw(p.frame.x, p.y));
    if (page === 1) ops.push(ruleOp(MARGIN_X, 708, MARGIN_X + 120, 708), textOp(paper.copyright, FURNITURE, MARGIN_X, 713));
    if (page === 2) ops.push(verticalTextOp(paper.downloadedFrom, { ...FURNITURE, size: 7, color: "#555555" }, PAGE_WIDTH - 26, 560));
    ops.push(textOp(pageFooter(page, pageCount), FURNITURE, centeredX(pageFooter(page, pageCount), FURNITURE, 0, PAGE_WIDTH, measure), FOOTER_Y));
    pages.push(ops);
  }

  const breaks = sentenceBreaks(body.paragraphs, placements);
  if (checked) requireBreaks("two-column.pdf", breaks, { line: 2, column: 2, page: 2 });
  const splits = [...front.splits, ...body.splits];
  const truth: GeneratedPaperTruth = {
    ...truthFromLayout(paper, breaks, splits),
    noiseLines: [
      paper.masthead,
      paper.shortAuthors,
      paper.citation,
      ...Array.from({ length: pageCount }, (_, i) => pageFooter(i + 1, pageCount)),
      paper.downloadedFrom,
      paper.copyright,
    ],
    captions: [paper.figureCaption.join(" "), paper.tableCaption.join(" ")],
    references: paper.references.map((text, i) => `[${i + 1}] ${text}`),
    pageCount,
  };
  if (checked && (truth.hyphenatedWords.length < 3 || truth.keptHyphenWords.length < 1)) {
    throw new Error(`generatedPdfs: two-column.pdf splits ${truth.hyphenatedWords.length} words and ${truth.keptHyphenWords.length} compounds at line ends; adjust the prose`);
  }
  return { pages, truth };
}

function pageFooter(page: number, pageCount: number): string {
  return `Page ${page} of ${pageCount}`;
}

function runningHeader(paper: JournalArticleSource, measure: Measure): DrawOp[] {
  return [
    textOp(paper.shortAuthors, FURNITURE, MARGIN_X, 40),
    textOp(paper.citation, FURNITURE, MARGIN_X + FULL_WIDTH - measure(paper.citation, FURNITURE), 40),
    ruleOp(MARGIN_X, 52, MARGIN_X + FULL_WIDTH, 52),
  ];
}

/** Page 1's full-width block: masthead, title, authors, affiliation, DOI, abstract, keywords. */
function layoutFrontMatter(paper: JournalArticleSource, measure: Measure): { ops: DrawOp[]; bottom: number; splits: WordSplit[] } {
  const TITLE: TextStyle = { font: "Times-Bold", size: 16, leading: 19 };
  const AUTHORS: TextStyle = { font: "Times-Roman", size: 11, leading: 14 };
  const AFFILIATION: TextStyle = { font: "Times-Italic", size: 8.5, leading: 11 };
  const ABSTRACT: TextStyle = { font: "Times-Roman", size: 9, leading: 11 };
  const ABSTRACT_LABEL: TextStyle = { font: "Times-Bold", size: 10, leading: 14 };
  const ops: DrawOp[] = [];
  const splits: WordSplit[] = [];

  ops.push(textOp(paper.masthead, FURNITURE, centeredX(paper.masthead, FURNITURE, MARGIN_X, FULL_WIDTH, measure), 38));
  ops.push(ruleOp(MARGIN_X, 52, MARGIN_X + FULL_WIDTH, 52, 1));
  let y = 70;
  const title = breakIntoLines(paper.title, { style: TITLE, width: FULL_WIDTH, softHyphens: false, compoundBreaks: false }, measure);
  for (const line of title.lines) {
    ops.push(textOp(line.text, TITLE, MARGIN_X, y));
    y += TITLE.leading;
  }
  y += 6;
  ops.push(textOp(paper.authors.join(", "), AUTHORS, MARGIN_X, y));
  y += AUTHORS.leading;
  ops.push(textOp(paper.affiliation, AFFILIATION, MARGIN_X, y));
  y += AFFILIATION.leading;
  ops.push(textOp(`https://doi.org/${paper.doi}`, AFFILIATION, MARGIN_X, y));
  y += AFFILIATION.leading + 8;
  ops.push(ruleOp(MARGIN_X, y, MARGIN_X + FULL_WIDTH, y));
  y += 8;
  ops.push(textOp("Abstract", ABSTRACT_LABEL, MARGIN_X, y));
  y += ABSTRACT_LABEL.leading;
  const abstract = breakIntoLines(paper.abstract.join(" "), { style: ABSTRACT, width: FULL_WIDTH, softHyphens: true, compoundBreaks: true }, measure);
  splits.push(...abstract.splits);
  for (const line of abstract.lines) {
    ops.push(textOp(line.text, ABSTRACT, MARGIN_X, y));
    y += ABSTRACT.leading;
  }
  y += 5;
  const keywords = runInParagraph("Keywords:", paper.keywords.join("; "), { label: { ...ABSTRACT, font: "Times-Bold" }, text: ABSTRACT }, FULL_WIDTH, measure);
  ops.push(...keywords.draw(MARGIN_X, y));
  y += keywords.height + 7;
  ops.push(ruleOp(MARGIN_X, y, MARGIN_X + FULL_WIDTH, y));
  return { ops, bottom: y + 14, splits };
}

/**
 * Headings, paragraphs, the inline table and the reference list as flow items for a column of
 * the given width. Paragraphs are marked by a first-line indent, except right after a heading.
 */
interface FlowStyles {
  width: number;
  body: TextStyle;
  headings: [level1: TextStyle, level2: TextStyle];
  references: TextStyle;
  /** Flow item for the `{ kind: "table" }` block. */
  table: () => FlowItem;
}

function bodyFlow(paper: PaperSource, options: FlowStyles, measure: Measure): { items: FlowItem[]; paragraphs: BodyParagraph[]; splits: WordSplit[] } {
  const style = options.body;
  const [h1, h2] = options.headings;
  const items: FlowItem[] = [];
  const paragraphs: BodyParagraph[] = [];
  const splits: WordSplit[] = [];
  let afterHeading = false;
  for (const block of paper.body) {
    if (block.kind === "heading") {
      const headingStyle = block.number?.includes(".") ? h2 : h1;
      const text = headingText(block);
      items.push({
        height: headingStyle.leading + 2,
        spaceBefore: headingStyle === h1 ? 10 : 6,
        keepWithNext: 2,
        draw: (x, y) => [textOp(text, headingStyle, x, y)],
      });
      afterHeading = true;
    } else if (block.kind === "paragraph") {
      const indent = afterHeading ? 0 : PARAGRAPH_INDENT;
      const source = block.sentences.join(" ");
      const broken = breakIntoLines(source, { style, width: options.width, firstLineOffset: indent, softHyphens: true, compoundBreaks: true }, measure);
      splits.push(...broken.splits);
      items.push(...lineItems(broken.lines, style, { indent, paragraph: paragraphs.length }));
      paragraphs.push(paragraphOf(block.sentences));
      afterHeading = false;
    } else {
      items.push(options.table());
      afterHeading = false;
    }
  }
  items.push({
    height: h1.leading + 2,
    spaceBefore: 10,
    keepWithNext: 2,
    draw: (x, y) => [textOp(REFERENCES_HEADING, h1, x, y)],
  });
  items.push(...referenceItems(paper.references, options.width, options.references, measure, splits));
  return { items, paragraphs, splits };
}

/** Numbered references with a hanging indent; long entries wrap onto further lines. */
function referenceItems(references: string[], width: number, style: TextStyle, measure: Measure, splits: WordSplit[]): FlowItem[] {
  const hang = measure("[00] ", style);
  return references.flatMap((text, i) => {
    const broken = breakIntoLines(text, { style, width: width - hang, softHyphens: false, compoundBreaks: true }, measure);
    splits.push(...broken.splits);
    return broken.lines.map((line, l) => ({
      height: style.leading,
      spaceBefore: l === 0 ? 2 : 0,
      keepWithNext: 0,
      draw: (x: number, y: number) => [...(l === 0 ? [textOp(`[${i + 1}]`, style, x, y)] : []), textOp(line.text, style, x + hang, y)],
    }));
  });
}

/** Table 1: caption above, booktabs-style rules, one text item per cell. */
function tableItem(paper: JournalArticleSource, measure: Measure): FlowItem {
  const caption = runInParagraph(paper.tableCaption[0], paper.tableCaption[1], { label: SMALL_BOLD, text: SMALL }, COLUMN_WIDTH, measure);
  const columnX = [0, 72, 132];
  const rowHeight = 11;
  const height = caption.height + 4 + paper.table.length * rowHeight + 3 + 6 + 8;
  return {
    height,
    spaceBefore: 8,
    keepWithNext: 0,
    draw: (x, y) => {
      const ops = caption.draw(x, y);
      let rowY = y + caption.height + 4;
      ops.push(ruleOp(x, rowY, x + COLUMN_WIDTH, rowY, 0.8));
      paper.table.forEach((row, r) => {
        row.forEach((cell, c) => ops.push(textOp(cell, r === 0 ? SMALL_BOLD : SMALL, x + columnX[c]!, rowY + 2.5)));
        rowY += rowHeight;
        if (r === 0) {
          ops.push(ruleOp(x, rowY + 1, x + COLUMN_WIDTH, rowY + 1, 0.4));
          rowY += 3; // room below the header rule
        }
      });
      ops.push(ruleOp(x, rowY + 3, x + COLUMN_WIDTH, rowY + 3, 0.8));
      return ops;
    },
  };
}

/** Figure 1: a vector plot (frame, ticks, data, axis labels) with its caption below. */
function figureBlock(paper: JournalArticleSource, measure: Measure): { height: number; draw: (x: number, y: number) => DrawOp[] } {
  const plotLeft = 30;
  const plotWidth = COLUMN_WIDTH - 40;
  const plotHeight = 110;
  const caption = runInParagraph(paper.figureCaption[0], paper.figureCaption[1], { label: SMALL_BOLD, text: SMALL }, COLUMN_WIDTH, measure);
  const captionTop = 6 + plotHeight + 28;
  return {
    height: captionTop + caption.height,
    draw: (x, y) => {
      const left = x + plotLeft;
      const top = y + 6;
      const bottom = top + plotHeight;
      // Normalised conductivity relaxing with a 21 s time constant over 0..100 s.
      const px = (t: number) => left + (t / 100) * plotWidth;
      const py = (v: number) => bottom - v * (plotHeight - 10);
      const curve: DrawOp = (doc) => {
        doc.lineWidth(1).strokeColor("#1f4e9c").moveTo(px(0), py(0));
        for (let t = 1; t <= 100; t++) doc.lineTo(px(t), py(1 - Math.exp(-t / 21)));
        doc.stroke();
        for (let t = 0; t <= 100; t += 10) doc.rect(px(t) - 1.5, py(1 - Math.exp(-t / 21)) - 1.5, 3, 3).fill("#c0392b");
      };
      const ticks: DrawOp = (doc) => {
        doc.lineWidth(0.5).strokeColor("black");
        for (const t of [0, 50, 100]) doc.moveTo(px(t), bottom).lineTo(px(t), bottom - 3).stroke();
        for (const v of [0, 0.5, 1]) doc.moveTo(left, py(v)).lineTo(left + 3, py(v)).stroke();
      };
      const frame: DrawOp = (doc) => {
        doc.lineWidth(0.6).strokeColor("black").rect(left, top, plotWidth, plotHeight).stroke();
      };
      const xTick = (label: string, t: number) => textOp(label, FIGURE_LABEL, px(t) - measure(label, FIGURE_LABEL) / 2, bottom + 3);
      const yTick = (label: string, v: number) => textOp(label, FIGURE_LABEL, left - 4 - measure(label, FIGURE_LABEL), py(v) - 3);
      const yTitle = "Norm. conductivity";
      return [
        frame,
        ticks,
        curve,
        xTick("0", 0),
        xTick("50", 50),
        xTick("100", 100),
        yTick("0.0", 0),
        yTick("0.5", 0.5),
        yTick("1.0", 1),
        textOp("Time (s)", FIGURE_LABEL, px(50) - measure("Time (s)", FIGURE_LABEL) / 2, bottom + 13),
        verticalTextOp(yTitle, FIGURE_LABEL, x + 4, top + plotHeight / 2 + measure(yTitle, FIGURE_LABEL) / 2),
        ...caption.draw(x, y + captionTop),
      ];
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Single-column, line-numbered preprint
// ---------------------------------------------------------------------------------------------

const PREPRINT_MARGIN_X = 90;
const PREPRINT_WIDTH = PAGE_WIDTH - 2 * PREPRINT_MARGIN_X; // 432
const PREPRINT_BODY: TextStyle = { font: "Times-Roman", size: 10.5, leading: 16 };
const LINE_NUMBER: TextStyle = { font: "Times-Roman", size: 7, leading: 16, color: "#666666" };

interface PreprintSource extends PaperSource {
  header: string;
  version: string;
}

/**
 * The margin line numbers are noise too, but listing every integer would be useless; instead
 * `noiseLines` leaves them out and the importer's tests check that no body paragraph contains a
 * run of standalone integers.
 */
function layoutLineNumberedPreprint(paper: PreprintSource, measure: Measure): LaidOutPaper {
  const TITLE: TextStyle = { font: "Times-Bold", size: 15, leading: 19 };
  const AUTHORS: TextStyle = { font: "Times-Roman", size: 11, leading: 15 };
  const AFFILIATION: TextStyle = { font: "Times-Italic", size: 9, leading: 12 };
  const HEADING: TextStyle = { font: "Times-Bold", size: 11, leading: 16 };
  const frontOps: DrawOp[] = [];
  const center = (text: string, style: TextStyle, y: number) => frontOps.push(textOp(text, style, centeredX(text, style, PREPRINT_MARGIN_X, PREPRINT_WIDTH, measure), y));

  let y = 78;
  for (const line of breakIntoLines(paper.title, { style: TITLE, width: PREPRINT_WIDTH, softHyphens: false, compoundBreaks: false }, measure).lines) {
    center(line.text, TITLE, y);
    y += TITLE.leading;
  }
  y += 8;
  center(paper.authors.join(", "), AUTHORS, y);
  y += AUTHORS.leading;
  center(paper.affiliation, AFFILIATION, y);
  y += AFFILIATION.leading;
  center(`DOI: ${paper.doi}`, AFFILIATION, y);
  y += AFFILIATION.leading + 18;
  const bodyTop = y;

  // Abstract and keywords are part of the numbered flow, as lineno numbers them too.
  const splits: WordSplit[] = [];
  const abstract = breakIntoLines(paper.abstract.join(" "), { style: PREPRINT_BODY, width: PREPRINT_WIDTH, softHyphens: true, compoundBreaks: true }, measure);
  splits.push(...abstract.splits);
  const keywords = runInParagraph("Keywords:", paper.keywords.join("; "), { label: { ...PREPRINT_BODY, font: "Times-Bold" }, text: PREPRINT_BODY }, PREPRINT_WIDTH, measure);
  const body = bodyFlow(
    paper,
    {
      width: PREPRINT_WIDTH,
      body: PREPRINT_BODY,
      headings: [HEADING, HEADING],
      // Same leading as the body so that every reference line sits on the line-number grid.
      references: { ...PREPRINT_BODY, size: 9.5 },
      table: () => {
        throw new Error("the preprint has no table");
      },
    },
    measure,
  );
  splits.push(...body.splits);
  const items: FlowItem[] = [
    { height: HEADING.leading, spaceBefore: 0, keepWithNext: 2, draw: (x, yy) => [textOp("Abstract", HEADING, x, yy)] },
    ...lineItems(abstract.lines, PREPRINT_BODY, {}),
    { height: keywords.height, spaceBefore: 4, keepWithNext: 0, draw: keywords.draw },
    ...body.items,
  ];

  const frameAt = (index: number): Frame => ({ page: index + 1, column: 0, x: PREPRINT_MARGIN_X, top: index === 0 ? bodyTop : 72, bottom: 724 });
  const placements = paginate(items, frameAt);
  const pageCount = Math.max(...placements.map((p) => p.frame.page));

  const pages: DrawOp[][] = [];
  let lineNumber = 0;
  for (let page = 1; page <= pageCount; page++) {
    const ops: DrawOp[] = [
      textOp(paper.header, FURNITURE, PREPRINT_MARGIN_X, 40),
      textOp(paper.version, FURNITURE, PREPRINT_MARGIN_X + PREPRINT_WIDTH - measure(paper.version, FURNITURE), 40),
    ];
    if (page === 1) ops.push(...frontOps);
    for (const p of placements.filter((pl) => pl.frame.page === page)) {
      ops.push(...p.item.draw(p.frame.x, p.y));
      // One number per printed line; multi-line items (keywords) get one per line as well.
      const printedLines = Math.max(1, Math.floor(p.item.height / PREPRINT_BODY.leading + 0.01));
      const baselineShift = TIMES_ASCENT * (PREPRINT_BODY.size - LINE_NUMBER.size);
      for (let line = 0; line < printedLines; line++) {
        const label = String(++lineNumber);
        ops.push(textOp(label, LINE_NUMBER, PREPRINT_MARGIN_X - 14 - measure(label, LINE_NUMBER), p.y + line * PREPRINT_BODY.leading + baselineShift));
      }
    }
    const footer = pageFooter(page, pageCount);
    ops.push(textOp(footer, FURNITURE, centeredX(footer, FURNITURE, 0, PAGE_WIDTH, measure), FOOTER_Y));
    pages.push(ops);
  }

  const breaks = sentenceBreaks(body.paragraphs, placements);
  requireBreaks("line-numbered.pdf", breaks, { line: 2, column: 0, page: 1 });
  return {
    pages,
    truth: {
      ...truthFromLayout(paper, breaks, splits),
      noiseLines: [paper.header, paper.version, ...Array.from({ length: pageCount }, (_, i) => pageFooter(i + 1, pageCount))],
      captions: [],
      references: paper.references.map((text, i) => `[${i + 1}] ${text}`),
      pageCount,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Text-less "scan": vector blocks where a scanner would have produced an image
// ---------------------------------------------------------------------------------------------

function scannedLookingPage(): DrawOp[] {
  return [
    (doc) => {
      doc.rect(0, 0, PAGE_WIDTH, PAGE_HEIGHT).fill("#f4f1ea"); // paper tone
      doc.rect(MARGIN_X + 60, 70, FULL_WIDTH - 120, 14).fill("#444444"); // title
      doc.rect(MARGIN_X + 120, 94, FULL_WIDTH - 240, 8).fill("#777777"); // authors
      // Two columns of "text lines" with ragged right ends and paragraph gaps.
      for (let column = 0; column < 2; column++) {
        const x = MARGIN_X + column * (COLUMN_WIDTH + GUTTER);
        for (let line = 0; line < 52; line++) {
          // Blank line between "paragraphs"; the right column leaves room for the figure box.
          if (line % 13 === 12 || (column === 1 && line >= 37)) continue;
          const ragged = line % 13 === 11 ? 0.55 : 1 - ((line * 7 + column * 3) % 5) * 0.02;
          doc.rect(x, 130 + line * 11.5, COLUMN_WIDTH * ragged, 6).fill("#555555");
        }
      }
      // A figure-like box in the right column and a rule, as a scanner would show them.
      doc.lineWidth(1).strokeColor("#333333").rect(MARGIN_X + COLUMN_WIDTH + GUTTER, 560, COLUMN_WIDTH, 120).stroke();
      doc.rect(MARGIN_X + COLUMN_WIDTH + GUTTER, 690, COLUMN_WIDTH * 0.9, 5).fill("#777777"); // its "caption"
      doc.moveTo(MARGIN_X + COLUMN_WIDTH + GUTTER + 10, 670).lineTo(MARGIN_X + FULL_WIDTH - 10, 580).stroke();
      doc.lineWidth(0.5).moveTo(MARGIN_X, 740).lineTo(MARGIN_X + FULL_WIDTH, 740).stroke();
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Content. Fictional authors, journal and DOIs (10.5555 is Crossref's test prefix).
// ---------------------------------------------------------------------------------------------

const JOURNAL_ARTICLE: JournalArticleSource = {
  masthead: "Journal of Synthetic Materials 12 (2024) 101–109",
  citation: "J. Synth. Mater. 12 (2024) 101–109",
  shortAuthors: "L. Moreau et al.",
  downloadedFrom: "Downloaded from https://example.org/jsm/article/12/101 on 2024-01-01",
  copyright: "© 2024 The Authors. Published under CC BY 4.0.",
  title: "Temperature-dependent ionic conductivity of yttria-stabilised zirconia thin films grown by pulsed laser deposition",
  authors: ["Léa Moreau", "Daniel K. Osei", "Hiroshi Tanaka", "María J. Fernández"],
  affiliation: "Department of Materials Science, Northbridge Institute of Technology, 14 Quarry Road, Northbridge NB4 7QT, United Kingdom",
  doi: "10.5555/jsm.2024.0101",
  abstract: [
    "Thin films of yttria-stabilised zirconia (YSZ) are promising electrolytes for solid oxide fuel cells operating below 873 K, but the reported values of their ionic conductivity differ by several orders of magnitude.",
    "We grew 8 mol% YSZ films with thicknesses between 25 nm and 400 nm on sapphire by pulsed laser deposition and measured their in-plane conductivity by impedance spectroscopy between 300 K and 1073 K.",
    "The conductivity increases and the activation energy decreases from 1.05 eV to 0.92 eV as the thickness decreases.",
    "A series-parallel model with a 5 nm interfacial layer reproduces this trend, which we attribute to tensile strain and to grain boundaries aligned with the current.",
    "Parasitic conduction through the substrate accounts for up to 12 % of the measured conductance at 1073 K and must be subtracted.",
  ],
  keywords: ["yttria-stabilised zirconia", "ionic conductivity", "thin films", "pulsed laser deposition", "impedance spectroscopy"],
  figureCaption: [
    "Figure 1.",
    "Normalised conductivity of the 150 nm film after a step change in oxygen partial pressure from 10 Pa to 100 Pa at 873 K. The solid line is a single-exponential fit with a time constant of 21 s.",
  ],
  tableCaption: ["Table 1.", "Activation energy Ea and conductivity at 873 K of the 8 mol% YSZ films as a function of film thickness."],
  table: [
    ["Thickness (nm)", "Ea (eV)", "Conductivity at 873 K (mS/cm)"],
    ["25", "0.92", "4.1"],
    ["50", "0.95", "3.7"],
    ["150", "1.01", "2.9"],
    ["400", "1.05", "2.6"],
  ],
  body: [
    { kind: "heading", number: "1", text: "Introduction" },
    {
      kind: "paragraph",
      sentences: [
        "Yttria-stabilised zirconia (YSZ) remains the reference electrolyte for solid oxide fuel cells, oxygen sensors and oxygen separation membranes.",
        "Its oxygen-ion conductivity originates from the vacancies that are introduced when trivalent yttrium substitutes for tetravalent zirconium, one vacancy being created for every two dopant cations.",
        "In bulk ceramics the conductivity reaches a maximum at about 8 mol% Y2O3, beyond which vacancy-dopant association and ordering reduce the mobility of the charge carriers [1].",
        "Because the ionic conductivity is thermally activated, practical devices must operate between 973 K and 1273 K, and this high operating temperature accelerates the degradation of the electrodes and the interconnects.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "Thin-film electrolytes offer an obvious route to lower operating temperatures, since the area-specific resistance scales with the electrolyte thickness.",
        "Reducing the thickness from 10 micrometres to 150 nm lowers the ohmic loss by almost two orders of magnitude, provided that the film remains dense and free of pinholes.",
        "Several groups have further reported that the conductivity of nanometre-scale films differs from that of the bulk, with claims ranging from a modest decrease to an enhancement of several orders of magnitude in strained heterostructures [2, 3].",
        "These discrepancies have been attributed to interface strain, to space-charge layers at grain boundaries and to parasitic conduction through the substrate, but a consistent picture has not yet emerged.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "The present work addresses the temperature dependence of the in-plane conductivity of YSZ films deposited by pulsed laser deposition on single-crystal sapphire.",
        "We combine impedance spectroscopy between 300 K and 1073 K with X-ray diffraction and transmission electron microscopy, and we vary the film thickness from 25 nm to 400 nm while keeping the dopant concentration fixed at 8 mol%.",
        "A second series with an additional 1.5 mol% of ceria was prepared to test whether a small amount of mixed-valence cations changes the grain-boundary response.",
        "Our aim is not to report record values but to separate, within a single and internally consistent data set, the contributions of the grain interiors, the grain boundaries and the film-substrate interface.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "The state-of-the-art interpretation assumes that grain boundaries in YSZ are blocking because of a positively charged core and the associated depletion of oxygen vacancies in the adjacent space-charge zones [4].",
        "If this picture holds for thin films, the apparent activation energy should increase as the grain size decreases, because a larger fraction of the current has to cross boundaries.",
        "We test this prediction directly and find that it is only partly borne out by the measurements.",
      ],
    },
    { kind: "heading", number: "2", text: "Methods" },
    { kind: "heading", number: "2.1", text: "Sample preparation" },
    {
      kind: "paragraph",
      sentences: [
        "Targets were prepared from commercial 8 mol% YSZ powder by uniaxial pressing at 50 MPa, followed by cold isostatic pressing at 200 MPa and sintering in air at 1773 K for 10 h.",
        "The ceria-containing target was obtained by ball milling the same powder with 1.5 mol% CeO2 in ethanol for 24 h before pressing.",
        "The relative density of both targets exceeded 96 %, as determined by the Archimedes method in water.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "Films were grown with a KrF excimer laser operating at 248 nm with a repetition rate of 5 Hz and a fluence of 2.0 J per square centimetre, as described previously [7].",
        "The substrates were c-plane sapphire wafers, ultrasonically cleaned in acetone and isopropanol and held at 973 K during deposition.",
        "The oxygen pressure in the chamber was kept at 10 Pa, and after deposition the films were cooled to room temperature at 10 K per minute in 50 kPa of oxygen to minimise the concentration of oxygen vacancies that are not compensated by the dopant.",
        "Thicknesses of 25, 50, 150 and 400 nm were obtained by adjusting the number of pulses and were verified by X-ray reflectivity on companion samples.",
      ],
    },
    { kind: "heading", number: "2.2", text: "Electrical measurements" },
    {
      kind: "paragraph",
      sentences: [
        "Platinum electrodes with a thickness of 100 nm and a separation of 1 mm were sputtered through a shadow mask, giving an in-plane geometry in which the current flows parallel to the substrate surface.",
        "Impedance spectra were recorded with a frequency response analyser between 1 MHz and 0.1 Hz using an excitation amplitude of 100 mV.",
        "The samples were mounted in a sealed probe station and measured on heating and on cooling between 300 K and 1073 K in steps of 25 K, with a dwell time of 30 min at each temperature to ensure thermal equilibrium.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "The spectra were fitted with an equivalent circuit consisting of two pairs of a resistor and a constant-phase element in series, representing the grain interior and the grain-boundary responses, together with an electrode element at low frequency.",
        "Blank sapphire substrates with identical electrodes were measured in the same way in order to quantify parasitic conduction through the substrate and along its surface, which becomes significant above 900 K for the thinnest films.",
      ],
    },
    { kind: "heading", number: "3", text: "Results" },
    {
      kind: "paragraph",
      sentences: [
        "All films were dense and crack-free, and X-ray diffraction showed a single cubic fluorite phase with a strong (111) texture.",
        "The out-of-plane lattice parameter decreased from 0.5151 nm for the 400 nm film to 0.5127 nm for the 25 nm film, which indicates an in-plane tensile strain of approximately 0.4 % in the thinnest film.",
        "Transmission electron microscopy of cross-sectional lamellae revealed columnar grains whose lateral size increased with thickness, from about 12 nm near the interface to about 45 nm at the top of the thickest film, in line with earlier growth studies on sapphire [8].",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "Figure 1 shows the transient of the normalised conductivity after a step change in oxygen partial pressure at 873 K.",
        "The relaxation is well described by a single exponential with a time constant of 21 s, and no slow component is visible within the resolution of the measurement.",
        "This behaviour confirms that the films are predominantly ionic conductors under the conditions used here, because a significant electronic contribution would produce a pressure-dependent steady-state conductivity.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "Arrhenius plots of the total conductivity were linear between 500 K and 1073 K for every film.",
        "No curvature was detected that would indicate a change of the conduction mechanism or a contribution from electronic carriers at the highest temperatures.",
        "Table 1 summarises the activation energies and the conductivities at 873 K.",
        "The activation energy increases with thickness from 0.92 eV to 1.05 eV, while the conductivity at 873 K decreases from 4.1 mS/cm to 2.6 mS/cm.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "The separation of the grain interior and grain-boundary arcs was possible only below 700 K, where the two time constants differ by more than two decades.",
        "In this temperature range the grain-boundary resistance accounts for 60 % of the total resistance in the 400 nm film but for less than 35 % in the 25 nm film, despite the smaller grain size of the latter.",
        "The ceria-containing films behaved almost identically to the others, with activation energies that agreed within 0.02 eV and conductivities that agreed within 8 % at every temperature.",
      ],
    },
    { kind: "table" },
    {
      kind: "paragraph",
      sentences: [
        "Measurements on heating and on cooling agreed within 3 % after the first thermal cycle, but the first heating run of each film showed an irreversible increase in conductivity above 800 K.",
        "We attribute this increase to the annealing of deposition-induced defects, since it was accompanied by a sharpening of the diffraction peaks and was absent in all subsequent cycles.",
      ],
    },
    { kind: "heading", number: "4", text: "Discussion" },
    {
      kind: "paragraph",
      sentences: [
        "The most striking result is the opposite trend of activation energy and grain size.",
        "In the state-of-the-art space-charge model, smaller grains imply a larger density of blocking boundaries and should therefore raise the activation energy, whereas we observe the lowest value in the film with the smallest grains.",
        "Two effects may explain this discrepancy.",
        "First, the in-plane tensile strain of about 0.4 % is expected to lower the migration barrier of oxygen vacancies, and first-principles calculations predict a reduction of roughly 0.05 eV per percent of strain [5].",
        "Second, the boundaries in our thinnest films are predominantly low-angle boundaries that run perpendicular to the substrate and parallel to the current, so that they may act as fast pathways rather than as barriers.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "The strain effect alone cannot account for the full difference of 0.13 eV between the thinnest and the thickest films, because the strain relaxes over a distance of a few nanometres from the interface.",
        "A simple series-parallel model in which a 5 nm interfacial layer with an activation energy of 0.85 eV conducts in parallel with a bulk-like layer reproduces the measured thickness dependence within the experimental uncertainty.",
        "This interpretation is consistent with the temperature-dependent impedance spectra, which show that the high-frequency arc of the thinnest film is broader than that of the thicker films.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "The ceria-containing films provide a further test of the space-charge picture.",
        "Cerium can change its valence from 4+ to 3+ under reducing conditions, and a small fraction of reduced cerium at the grain boundaries would be expected to lower the positive core charge and hence the height of the space-charge barrier.",
        "The absence of any measurable difference between the two series therefore suggests that the boundary core charge is not the factor that limits transport in our films.",
        "We note, however, that all measurements were made in air, where the fraction of reduced cerium is small, and that experiments at low oxygen partial pressure would be needed to test this conclusion more rigorously.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "Our results can be compared with earlier reports on YSZ films grown on other substrates.",
        "Films on magnesium oxide and on silicon with a native oxide layer have generally shown a higher activation energy than those on sapphire, which is consistent with the larger lattice mismatch and the resulting high density of misfit dislocations [2].",
        "Reports of conductivity enhancements by several orders of magnitude, on the other hand, have so far been limited to epitaxial heterostructures with a total thickness of a few nanometres, and they remain controversial because the substrate contribution was not always measured [3].",
        "The moderate enhancement found here lies well within the range that can be explained by strain and microstructure alone.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "The substrate contribution deserves particular attention, since it is frequently overlooked in reports of enhanced conductivity in ultrathin films.",
        "For the 25 nm film, the blank-substrate conductance at 1073 K corresponds to 12 % of the measured film conductance, and neglecting it would have overestimated the conductivity by the same amount [6].",
        "Below 900 K the correction is negligible, which means that the activation energies reported in Table 1 are not affected.",
      ],
    },
    { kind: "heading", number: "5", text: "Conclusions" },
    {
      kind: "paragraph",
      sentences: [
        "In summary, the in-plane conductivity of YSZ films grown by pulsed laser deposition increases as the film thickness decreases, and the apparent activation energy decreases at the same time.",
        "These trends are explained by a combination of interfacial strain and a favourable boundary geometry rather than by a change in the space-charge properties.",
        "Films thinner than 50 nm are therefore attractive for low-temperature devices, provided that parasitic substrate conduction is measured and subtracted.",
        "Future work will address the stability of the interfacial layer during long-term operation and its behaviour in the humid atmospheres that are typical of sensor applications.",
      ],
    },
    { kind: "heading", number: null, text: "Acknowledgements" },
    {
      kind: "paragraph",
      sentences: [
        "We thank the staff of the Northbridge electron microscopy facility for their help with the preparation of the cross-sectional lamellae.",
        "This work was supported by the Northbridge Research Council under grant NRC-2021-0457.",
      ],
    },
  ],
  references: [
    "R. Halvorsen, T. Okafor, Oxygen-ion transport in doped zirconia ceramics, J. Solid State Ion. 18 (2015) 211–229. https://doi.org/10.5555/jssi.2015.0211",
    "M. Lindqvist, P. Varga, S. Iyer, Conductivity of nanometre-scale electrolyte films: a critical review, Thin Solid Layers 7 (2019) 45–67. https://doi.org/10.5555/tsl.2019.045",
    "K. Brandt, Y. Sato, Strain-enhanced ionic transport in oxide heterostructures, Phys. Rev. Mater. Lett. 3 (2020) 1–9. https://doi.org/10.5555/prml.2020.0001",
    "A. Rossi, Space-charge layers at grain boundaries in acceptor-doped oxides, Prog. Ceram. Sci. 29 (2017) 88–120. https://doi.org/10.5555/pcs.2017.088",
    "H. Nakamura, L. Moreau, First-principles study of vacancy migration in strained zirconia, Comput. Mater. Rep. 11 (2021) 301–312. https://doi.org/10.5555/cmr.2021.301",
    "D.K. Osei, F. Adeyemi, Parasitic substrate conduction in thin-film impedance measurements, J. Electroceram. Methods 5 (2022) 17–26. https://doi.org/10.5555/jem.2022.017",
    "S. Petrov, Pulsed Laser Deposition of Fluorite Oxides, Northbridge University Press, Northbridge, 2018.",
    "M.J. Fernández, H. Tanaka, Columnar growth and texture in oxide films on sapphire, Cryst. Growth Rep. 14 (2023) 512–524. https://doi.org/10.5555/cgr.2023.512",
  ],
};

const PREPRINT: PreprintSource = {
  header: "Preprint – not peer reviewed",
  version: "Version 1, posted 14 May 2024",
  title: "Lithium diffusion in carbon-coated LiFePO4 particles measured by the galvanostatic intermittent titration technique",
  authors: ["Anna Kowalczyk", "Samuel Reyes", "Priya Natarajan"],
  affiliation: "Institute for Energy Materials, Eastfield University, Eastfield, Canada",
  doi: "10.1101/2024.05.14.594321",
  abstract: [
    "The chemical diffusion coefficient of lithium in olivine LiFePO4 is routinely quoted over a range of five orders of magnitude, which makes it difficult to compare electrode designs.",
    "We measured carbon-coated particles with a mean diameter of 180 nm by the galvanostatic intermittent titration technique at 298 K, using current pulses of C/20 for 10 min followed by relaxation periods of 2 h.",
    "The apparent diffusion coefficient varies between 1e-14 and 3e-13 square centimetres per second across the composition range and drops sharply inside the two-phase region, where the analysis is not valid.",
  ],
  keywords: ["lithium iron phosphate", "diffusion coefficient", "GITT", "cathode materials"],
  body: [
    { kind: "heading", number: "1", text: "Introduction" },
    {
      kind: "paragraph",
      sentences: [
        "Olivine LiFePO4 is one of the most widely used positive electrode materials for lithium-ion batteries because it is inexpensive, thermally stable and free of cobalt.",
        "Its main weakness is a low electronic conductivity, which is usually compensated by a thin carbon coating and by reducing the particle size to a few hundred nanometres.",
        "The ionic transport inside the particles is less well understood, and published values of the chemical diffusion coefficient of lithium range from about 1e-16 to 1e-11 square centimetres per second [1, 2].",
        "Part of this spread reflects genuine differences between samples, but a large part is caused by the way the electrochemical data are analysed.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "The galvanostatic intermittent titration technique, usually abbreviated as GITT, is attractive because it requires only a standard battery cycler.",
        "A short current pulse changes the lithium content of the electrode by a small amount, and the subsequent relaxation of the open-circuit potential is recorded until equilibrium is reached.",
        "Under the assumptions of the original analysis, the diffusion coefficient follows from the transient voltage change during the pulse, the steady-state voltage change after relaxation and the diffusion length of the particles [3].",
      ],
    },
    { kind: "heading", number: "2", text: "Results and discussion" },
    {
      kind: "paragraph",
      sentences: [
        "Coin cells with a lithium metal counter electrode were cycled three times at a rate of C/10 before the titration experiments began, so that the initial formation of the solid electrolyte interphase was complete.",
        "Each titration step consisted of a current pulse of C/20 applied for 10 min, followed by a rest period of 2 h, after which the potential drifted by less than 1 mV per hour.",
        "The full titration from the charged to the discharged state therefore took about five days for each cell, and three cells were measured to estimate the reproducibility of the method.",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "Outside the two-phase plateau the apparent diffusion coefficient varied smoothly between 1e-14 and 3e-13 square centimetres per second, with a minimum close to the lithium-rich end of the composition range.",
        "Inside the plateau the calculated values dropped by more than two orders of magnitude, but this drop is an artefact, because the steady-state voltage hardly changes when two phases coexist and the analysis divides by a quantity close to zero.",
        "We therefore report values only for compositions in the single-phase regions and recommend that other groups do the same when they compare materials [4].",
      ],
    },
    {
      kind: "paragraph",
      sentences: [
        "The three cells agreed within a factor of two at every composition, which is small compared with the spread of the literature data.",
        "We conclude that the apparent diffusion coefficient of well-coated LiFePO4 particles is close to 1e-13 square centimetres per second at room temperature, and that much of the reported variation stems from the analysis rather than from the material itself.",
      ],
    },
  ],
  references: [
    "T. Lindgren, M. Ochoa, Lithium transport in olivine phosphates: a review, J. Battery Sci. 9 (2019) 112–140. https://doi.org/10.5555/jbs.2019.112",
    "Y. Hartmann, R. Singh, Size effects on lithium diffusion in LiFePO4, Electrochem. Mater. Lett. 4 (2021) 55–63. https://doi.org/10.5555/eml.2021.055",
    "P. Novak, A. Weiss, Analysis of galvanostatic intermittent titration data for insertion electrodes, J. Electroanal. Methods 31 (2016) 201–215. https://doi.org/10.5555/jem.2016.201",
    "S. Reyes, A. Kowalczyk, Pitfalls in the determination of diffusion coefficients of phase-separating electrodes, Batteries Rep. 2 (2023) 1–12. https://doi.org/10.5555/br.2023.001",
  ],
};

/**
 * A plain one-column paper of `pageCount` pages, each full of body text: long enough that
 * ParserPool shares its pages between two workers.
 */
export async function writeLongPdf(file: string, pageCount: number): Promise<void> {
  const pages: DrawOp[][] = [];
  for (let page = 1; page <= pageCount; page++) {
    const ops: DrawOp[] = [];
    if (page === 1) ops.push(textOp("Reading a long paper with two threads", { font: "Times-Bold", size: 16, leading: 19 }, MARGIN_X, 72));
    for (let line = 0; line < 48; line++) {
      const text = `Sentence ${line + 1} on page ${page} keeps the reader busy with plain words, and it ends here.`;
      ops.push(textOp(text, BODY, MARGIN_X, 120 + line * BODY.leading * 1.2));
    }
    pages.push(ops);
  }
  fs.writeFileSync(file, await renderPdf(pages, { info: { Title: "Reading a long paper with two threads" } }));
}
