import { CAPTION_START, endsSentence, mergeBlocks, type Block } from "./blocks.ts";
import { findTitle, groupPieces, letterKey, linePieces, type PieceGroup } from "./frontLines.ts";
import type { HyphenVocabulary } from "./hyphenation.ts";
import { isBoilerplate } from "./runningLines.ts";
import type { Line } from "./types.ts";

const ABSTRACT_LABEL = /^(?:abstract|summary|a b s t r a c t)\b\s*[.:—–-]?\s*/i;
/** Run-in labels of a structured abstract: "Background:", "Methods.", "Conclusions:" */
const STRUCTURED_LABEL = /^(?:background|context|objectives?|aims?|purpose|introduction|methods?|methodology|design|setting|participants|materials and methods|results?|findings|conclusions?|interpretation|significance|implications|scientific contribution)\s*[:.—–]\s*\S/i;
/** Subject classification lines printed after an abstract: "PACS: 02.70.Bf", "MSC 2020:", "JEL codes:". */
const CLASSIFICATION_LABEL = /^(?:pacs|msc(?:\s*\d{4})?|jel(?:\s+(?:classification|codes?))?|acm (?:ccs|classification))\b\s*(?:numbers?|codes?)?\s*[:.]/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const OTHER_ABSTRACT_LABEL = /^(?:resumo|résumé|resumen|zusammenfassung|riassunto|samenvatting)\b\s*[.:—–-]?\s*/i;
const KEYWORDS_LABEL = /^(?:key\s*-?\s*words|index terms|subject terms)\b\s*[.:—–-]?\s*/i;
const OTHER_KEYWORDS_LABEL = /^(?:palavras[- ]chave|mots[- ]clés|palabras[- ]clave|schlüsselwörter|schlagwörter|parole chiave)\b\s*[.:—–-]?\s*/i;
const AFFILIATION = /\b(?:universit|institut|department|departamento|laborator|faculdade|faculty|school of|college|centre|center|hospital|academy|ministry|gmbh|inc\.|ltd)\w*/i;
const DOI_PATTERN = /\b(10\.\d{4,9}\/[^\s"<>]+)/i;

/** A DOI as found in text or metadata, without trailing punctuation, lower-cased (DOIs are case-insensitive). */
export function cleanDoi(raw: string): string {
  return raw.replace(/[).,;:\]]+$/, "").replace(/\u00ad/g, "").toLowerCase();
}

const INTRODUCED_DOI = /(?:doi\s*:?\s*|doi\.org\/)(10\.\d{4,9}\/[^\s"<>]+)/gi;
/** A line that is only a DOI ("doi:10.1186/1471-2148-14-70", "10.1126/sciadv.add4623"): the paper's own, in its back matter. */
const DOI_LINE = /^(?:doi\s*:?\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i;

/** The first DOI matched, or a longer one that completes it (a DOI broken at a line end is printed whole elsewhere). */
function firstComplete(text: string, pattern: RegExp): string | null {
  const found = [...text.matchAll(pattern)].map((m) => cleanDoi(m[1]!));
  const first = found[0];
  if (!first) return null;
  return found.find((d) => d.length > first.length && d.startsWith(first)) ?? first;
}

/**
 * The DOI of the paper: from metadata when stated there, else the one printed on page 1
 * (introduced as a DOI first), else a DOI printed on a line of its own on a later page, as
 * some publishers do only in the back matter, when page 1 names the same article.
 */
export function findDoi(firstPageText: string, info: Record<string, unknown>, laterLines: string[] = []): string | null {
  const custom = (info["Custom"] ?? {}) as Record<string, unknown>;
  for (const value of [custom["doi"], custom["DOI"], custom["prism:doi"], info["Subject"], info["Keywords"]]) {
    const match = typeof value === "string" ? value.match(DOI_PATTERN) : null;
    if (match) return cleanDoi(match[1]!);
  }
  const text = firstPageText.replace(/[\u2010\u2011]/g, "-").replace(/\u200b/g, "");
  const onFirstPage = firstComplete(text, INTRODUCED_DOI) ?? firstComplete(text, new RegExp(DOI_PATTERN.source, "gi"));
  if (onFirstPage) return onFirstPage;
  // A reference's DOI can also fill a line; the paper's own names the article that page 1
  // identifies (its article number, e-location or URL: "eadd4623", ".../1471-2148/14/70").
  const pageKey = text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const confirmed = laterLines
    .map((l) => l.trim().match(DOI_LINE)?.[1])
    .filter((d): d is string => d !== undefined)
    .map(cleanDoi)
    .filter((doi) => {
      const suffix = doi.slice(doi.indexOf("/") + 1);
      const last = suffix.split(/[./]/).at(-1)!;
      return (key(suffix).length >= 6 && pageKey.includes(key(suffix))) || (key(last).length >= 5 && pageKey.includes(key(last)));
    });
  return confirmed.at(-1) ?? null;
}

/** Index of the title block: the largest text in the upper part of page 1, at least two words. */
export function findTitleBlock(blocks: Block[], pageHeight: number): number {
  let best = -1;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.page !== 1 || block.lines[0]!.top > pageHeight * 0.7) continue;
    if (block.text.split(/\s+/).length < 2 || block.text.length > 350 || isBoilerplate(block.text) || /^https?:|doi/i.test(block.text)) continue;
    if (best < 0 || block.size > blocks[best]!.size + 0.5) best = i;
  }
  return best;
}

const NAME_PARTICLES = new Set(["de", "da", "do", "das", "dos", "van", "von", "der", "den", "del", "della", "di", "du", "le", "la", "y", "e", "bin", "ibn", "al", "el", "ter", "ten", "zu", "st"]);

/** Words of page furniture and labels that never occur in a person's name. */
const NOT_A_NAME = /\b(?:article|online|journal|view|open|access|published|publisher|version|citation|editor|edition|volume|issue|university|review|research|report|data|abstract|keywords|received|accepted|license|licence|terms)\b/i;

/** "Jin-Wook Lee", "Ross G. DOUGLAS", "Selene Maia de Morais"; not "How COVID affects software". */
function isPersonName(name: string): boolean {
  const tokens = name.split(" ");
  if (tokens.length < 2 || tokens.length > 6 || NOT_A_NAME.test(name)) return false;
  return tokens.every((t) => NAME_PARTICLES.has(t.toLowerCase()) || /^\p{Lu}[\p{L}'’.-]*$/u.test(t)) && /\p{Ll}{2}|\p{Lu}{3}/u.test(name);
}

/** Whether a line of an author list ends with a complete name (two words or more, not an initial). */
function endsWithName(text: string): boolean {
  const last = text.split(/,|;|&|\band\b/).at(-1)!.trim().split(/\s+/).filter(Boolean);
  return last.length >= 2 && !/^\p{Lu}\.?$/u.test(last.at(-1)!) && !NAME_PARTICLES.has(last.at(-1)!.toLowerCase());
}

/** Names from an author line: markers, icons, degrees and affiliation numbers removed. */
export function parseAuthors(text: string): string[] {
  return text
    .replace(/[\u2010\u2011]/g, "-")
    .replace(/\[[\p{L}\d,*†‡\s–-]{1,12}\]/gu, " ")
    .replace(/[\p{Co}\p{So}]/gu, " ")
    .replace(/[*∗†‡§¶#✉✝⁎]+/g, " ")
    .replace(/\b\d+(?:[,–-]\d+)*\b/g, " ")
    .replace(/\(\s*\)/g, " ")
    .split(/\s*(?:,|;|·|•|\band\b|&|\be\b)\s*/)
    .map((name) => name.replace(/\s+/g, " ").replace(/^[\s,.]+|[\s,]+$/g, "").trim())
    .filter((name) => isPersonName(name) && !AFFILIATION.test(name));
}

export interface FrontMatter {
  titleIndex: number;
  /** The title as printed (all its lines, markers left out), when the layout gave one. */
  title: string | null;
  authors: string[];
  abstract: string | null;
  /** Block indexes that belong to the abstract (labels included). */
  abstractBlocks: number[];
  /**
   * The abstract read from the page's own lines, when the reading-order blocks mix it with a
   * sidebar: its passage is built from this block instead of `abstractBlocks`.
   */
  abstractBlock: Block | null;
  /** Blocks holding the lines of `abstractBlock`: front matter wherever the reading order put them. */
  coveredBlocks: number[];
  keywords: string[];
  keywordBlocks: number[];
  /** Abstracts and keywords in other languages, kept as metadata. */
  otherAbstracts: string[];
  otherKeywords: string[][];
  /** First block of the body: everything on page 1 before it is front matter. */
  bodyStart: number;
}

/** What the front matter is read from besides the blocks: page 1's lines as laid out. */
export interface FrontLayout {
  /** Page 1's lines before reading order (one per column fragment), running lines included. */
  lines: Line[];
  bodySize: number;
  bodyFont: string;
  pageWidth: number;
  /** Letter key of the header and footer lines of the other pages (see `letterKey`). */
  otherPagesKey: string;
  metadataTitle: string;
  /** The PDF's Subject when it is a citation line ("Chem. Sci. (2022) 13, 1408"), which names the journal. */
  metadataSubject: string;
  vocabulary: HyphenVocabulary;
  /** Page 2's lines as laid out: the title page proper when page 1 is a repository cover sheet. */
  secondPageLines?: Line[];
}

function splitKeywords(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && /[;,·•|]/.test(ch)) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  // "Divulgación de información. Málaga. Páginas web." : full stops between the keywords.
  if (parts.length === 1 && /\.\s+\p{L}/u.test(current)) return splitKeywords(current.replace(/\.\s+(?=\p{L})/gu, "; "));
  return parts.map((k) => k.replace(/[\u2010\u2011]/g, "-").replace(/\s+/g, " ").replace(/[.\s]+$/, "").trim()).filter((k) => k.length > 0 && k.length < 80);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Prose, not a list of names and places: most words of an abstract are lower-case, while
 * affiliations, addresses and author lists are mostly capitalised; e-mail addresses never
 * belong to an abstract.
 */
function isProse(text: string): boolean {
  if (EMAIL.test(text) || isBoilerplate(text)) return false;
  const words = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  if (words.length === 0) return false;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised / words.length < 0.5 && !AFFILIATION.test(text.slice(0, 120));
}

/** A line lies beside the title's column (a sidebar of dates, licence, editors), not under it. */
function besideTitle(x0: number, x1: number, title: PieceGroup, pageWidth: number): boolean {
  // Narrow, too: a short title leaves the column of a wide abstract beside it, not a sidebar.
  return (x1 <= title.x0 + 2 || x0 >= title.x1 - 2) && x1 - x0 < 0.33 * pageWidth;
}

/**
 * The names of a line that is an author list, else none: names must make up the line, so a
 * sentence or an address that happens to hold a capitalised pair is not an author list.
 */
function namesIn(text: string): string[] {
  if (AFFILIATION.test(text) || EMAIL.test(text) || isBoilerplate(text)) return [];
  const found = parseAuthors(text);
  const covered = found.join("").replace(/[^\p{L}]/gu, "").length;
  const letters = text.replace(/\b(?:and|und|y|e|et)\b/g, "").replace(/[^\p{L}]/gu, "").length;
  return found.length > 0 && covered >= 0.7 * letters ? found : [];
}

const isNames = (text: string) => namesIn(text).length > 0;

/** The authors: name lines under the title, in one type size, before affiliations or the abstract. */
function findAuthors(layout: FrontLayout, title: PieceGroup, pageHeight: number, lines = layout.lines): { names: string[]; bottom: number } {
  const pieces = lines
    .flatMap(linePieces)
    .filter((p) => p.top >= title.bottom - 0.3 * title.size && p.top < title.bottom + 0.3 * pageHeight && !besideTitle(p.x0, p.x1, title, layout.pageWidth));
  const groups = groupPieces(pieces).sort((a, b) => a.top - b.top);
  const names: string[] = [];
  let size = 0;
  let bottom = title.bottom;
  for (const group of groups.slice(0, 12)) {
    // A printed line that ends with a whole name ends that name ("Yang Liu" over "Yuri I. Wolf",
    // the comma lost with a raised marker); one that ends inside a name ("Burkhard" / "Butschke",
    // "Daniel B." / "Werz") goes on in the next line.
    const text = group.rows
      .reduce((all, row) => (!all ? row : endsWithName(all) && !/^\s*(?:,|and\b|&)/.test(row) ? `${all}, ${row}` : `${all} ${row}`), "")
      .replace(/[\u2010\u2011]/g, "-");
    if (!/\p{L}{2}/u.test(text) || /^(?:orcid\b|\d{4}-\d{4}-)/i.test(text)) continue; // markers, ORCID iDs
    if (ABSTRACT_LABEL.test(text) || OTHER_ABSTRACT_LABEL.test(text) || KEYWORDS_LABEL.test(text) || STRUCTURED_LABEL.test(text)) break;
    if (names.length > 0 && (Math.abs(group.size - size) > 0.1 * size || group.top - bottom > 3 * size)) break;
    const found = namesIn(text);
    if (found.length === 0 || group.size < 0.8 * layout.bodySize) {
      if (names.length > 0 || wordCount(text) > 25) break;
      continue;
    }
    names.push(...found);
    size = group.size;
    bottom = group.bottom;
  }
  return { names, bottom };
}

/** Builds a block from lines, joining words broken at line ends as the body does. */
function blockOf(lines: Line[], vocabulary: HyphenVocabulary): Block {
  const first = lines[0]!;
  const block: Block = { lines: [first], text: first.text, lineStarts: [0], page: first.page, column: first.column, spanning: first.spanning, size: first.size, font: first.font };
  mergeBlocks(block, { ...block, lines: lines.slice(1) }, vocabulary);
  return block;
}

/**
 * Paragraphs of page 1 as laid out, sidebars left out: lines in one size and font, each close
 * below the last, overlapping it horizontally. The reading-order blocks may interleave a
 * sidebar with the lines of an abstract beside it; these do not.
 */
function frontParagraphs(layout: FrontLayout, title: PieceGroup, from: number): Line[][] {
  const lines = layout.lines
    .filter((l) => l.top >= from - 1 && !besideTitle(l.x0, l.x1, title, layout.pageWidth) && /\p{L}/u.test(l.text))
    .sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const paragraphs: Line[][] = [];
  for (const line of lines) {
    const open = paragraphs.find((p) => {
      const last = p.at(-1)!;
      const dy = line.baseline - last.baseline;
      const width = Math.max(...p.map((l) => l.x1 - l.x0));
      const headingLike = line.font !== last.font && line.x1 - line.x0 < 0.6 * width;
      return Math.abs(line.size - last.size) < 0.35 && dy > 0.3 * line.size && dy < 1.75 * line.size && line.x0 < last.x1 && line.x1 > last.x0 && !headingLike && !(endsSentence(last.text) && last.x1 - last.x0 < 0.7 * width && p.length > 1);
    });
    if (open) open.push(line);
    else paragraphs.push([line]);
  }
  return paragraphs.sort((a, b) => a[0]!.top - b[0]!.top);
}

/**
 * Title, authors, abstract and keywords, read from the first pages. The abstract is the block
 * labelled "Abstract" (with what follows it up to the keywords or a heading, through the parts
 * of a structured abstract); unlabelled (Nature journals, letters, comments) it is the lead
 * paragraph under the authors: set apart from the body text by its size or font (a standfirst)
 * or the first long paragraph of prose (never affiliations, e-mail addresses or a sidebar).
 * The first abstract printed is the paper's; the others (another language) are kept apart.
 */
export function readFrontMatter(blocks: Block[], pageHeight: number, isHeading: (i: number) => boolean, layout?: FrontLayout): FrontMatter {
  const titleContext = layout ? { pageHeight, bodySize: layout.bodySize, otherPagesKey: layout.otherPagesKey, metadataTitle: layout.metadataTitle, subjectKey: letterKey(layout.metadataSubject), isNames } : null;
  const titleGroup = layout && titleContext ? findTitle(layout.lines, titleContext) : null;
  const inTitle = (block: Block) =>
    titleGroup !== null && block.page === 1 && block.lines.some((l) => titleGroup.pieces.some((p) => Math.abs(p.baseline - l.baseline) < 1 && l.x0 < p.x1 && l.x1 > p.x0));
  const titleBlocks = blocks.map((b, i) => (inTitle(b) ? i : -1)).filter((i) => i >= 0);
  const titleIndex = titleBlocks.length > 0 ? Math.max(...titleBlocks) : findTitleBlock(blocks, pageHeight);
  const title = titleGroup ? titleGroup.text : null;
  const early = (i: number) => blocks[i] && blocks[i]!.page <= 2;

  let authors: string[] = [];
  let authorsBottom = titleGroup?.bottom ?? 0;
  if (layout && titleGroup) {
    const found = findAuthors(layout, titleGroup, pageHeight);
    authors = found.names;
    authorsBottom = found.bottom;
    // A cover sheet (a repository's page before the paper) prints the title but not the authors:
    // when page 2 starts with the same title, the names are under it there.
    if (authors.length === 0 && layout.secondPageLines) {
      const again = findTitle(layout.secondPageLines, titleContext!);
      const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
      const first = words(titleGroup.text);
      const shared = again ? [...words(again.text)].filter((w) => first.has(w)).length : 0;
      if (again && shared >= 0.7 * first.size) authors = findAuthors(layout, again, pageHeight, layout.secondPageLines).names;
    }
  } else {
    for (let i = titleIndex + 1; titleIndex >= 0 && i < Math.min(blocks.length, titleIndex + 4); i++) {
      const block = blocks[i]!;
      if (ABSTRACT_LABEL.test(block.text) || block.text.split(/\s+/).length > 80 || AFFILIATION.test(block.text) || isBoilerplate(block.text)) break;
      if (!/\p{L}/u.test(block.text)) continue; // a stray affiliation marker ("1,") between name lines
      const names = parseAuthors(block.text);
      if (names.length === 0 && authors.length > 0) break;
      authors.push(...names);
    }
  }
  // A block beside the title's column (a sidebar) is stepped over while reading the abstract.
  const aside = (i: number) => titleGroup !== null && blocks[i]!.page === 1 && blocks[i]!.lines.every((l) => besideTitle(l.x0, l.x1, titleGroup, layout!.pageWidth));

  let abstractBlocks: number[] = [];
  let abstractBlock: Block | null = null;
  let abstract: string | null = null;
  const otherAbstracts: string[] = [];
  const keywordBlocks: number[] = [];
  let keywords: string[] = [];
  const otherKeywords: string[][] = [];
  const frontBlocks: number[] = [];
  const coveredBlocks: number[] = [];

  const isKeywords = (text: string) => KEYWORDS_LABEL.test(text) || OTHER_KEYWORDS_LABEL.test(text);
  const isAbstractLabel = (text: string) => ABSTRACT_LABEL.test(text) || OTHER_ABSTRACT_LABEL.test(text);
  const collectAbstract = (start: number, label: RegExp): { indexes: number[]; text: string } => {
    const indexes = [start];
    let text = blocks[start]!.text.replace(label, "");
    const labelOnly = text.trim().length === 0;
    const size = blocks[start + (labelOnly ? 1 : 0)]?.size ?? blocks[start]!.size;
    // Keywords printed right after the abstract close it; until they come, the abstract's own
    // sub-headings ("Scientific contribution") and parts belong to it.
    const keywordsAhead = blocks.slice(start, start + 16).some((b) => b.page <= 2 && isKeywords(b.text));
    for (let i = start + 1; i < blocks.length && early(i); i++) {
      const block = blocks[i]!;
      if (isKeywords(block.text) || isAbstractLabel(block.text) || CLASSIFICATION_LABEL.test(block.text)) break;
      // Page-foot notes and publisher lines can sit between two parts of an abstract that
      // continues on the next page: step over them, and over a sidebar beside the abstract.
      if (isBoilerplate(block.text) || block.size < size * 0.88 || aside(i)) continue;
      const structured = STRUCTURED_LABEL.test(block.text) && Math.abs(block.size - size) <= 0.12 * size;
      const subHeading = keywordsAhead && isHeading(i) && Math.abs(block.size - size) <= 0.12 * size && wordCount(block.text) <= 6;
      if (isHeading(i) && !(labelOnly && indexes.length === 1) && !subHeading) break;
      if (Math.abs(block.size - size) > 0.12 * size && !(labelOnly && indexes.length === 1)) break;
      // Without keywords to stop at, an abstract ends with its paragraph, unless the next part
      // of a structured abstract ("Results:") follows.
      if (indexes.length > 1 && endsSentence(text) && !keywordsAhead && !structured && !subHeading) break;
      indexes.push(i);
      text = text.trim().length === 0 ? block.text : `${text} ${block.text}`;
    }
    return { indexes, text: text.trim() };
  };

  for (let i = 0; i < blocks.length && early(i); i++) {
    const text = blocks[i]!.text;
    const english = ABSTRACT_LABEL.test(text);
    if (english || OTHER_ABSTRACT_LABEL.test(text)) {
      const found = collectAbstract(i, english ? ABSTRACT_LABEL : OTHER_ABSTRACT_LABEL);
      if (abstract === null && abstractBlocks.length === 0) {
        abstractBlocks = found.indexes;
        abstract = found.text;
      } else {
        frontBlocks.push(...found.indexes);
        otherAbstracts.push(found.text);
      }
      i = found.indexes.at(-1)!;
    } else if (isKeywords(text)) {
      keywordBlocks.push(i);
      const english = KEYWORDS_LABEL.test(text);
      const list = splitKeywords(text.replace(english ? KEYWORDS_LABEL : OTHER_KEYWORDS_LABEL, ""));
      if (keywords.length === 0) keywords = list;
      else otherKeywords.push(list);
    }
  }

  // Some publishers print the keywords at the end of the paper, run in ("Keywords: a • b") or
  // under their own heading: read them, and leave those blocks where they are.
  for (let i = 0; keywords.length === 0 && i < blocks.length; i++) {
    const text = blocks[i]!.text;
    if (!KEYWORDS_LABEL.test(text)) continue;
    const rest = text.replace(KEYWORDS_LABEL, "").trim();
    const list = rest || (blocks[i + 1] && wordCount(blocks[i + 1]!.text) <= 40 && /[,;•·]/.test(blocks[i + 1]!.text) ? blocks[i + 1]!.text : "");
    if (list && wordCount(list) <= 40) keywords = splitKeywords(list);
  }

  if (abstract === null && layout && titleGroup) {
    // The label may sit inside a line the reading order mixed with a sidebar: look for it in
    // the lines as laid out, then take the paragraph it starts (or the one under it).
    const paragraphs = frontParagraphs(layout, titleGroup, authorsBottom);
    let chosen: Line[] | undefined;
    let labelled = false;
    const labelAt = paragraphs.findIndex((p) => p[0]!.page === 1 && ABSTRACT_LABEL.test(p[0]!.text));
    if (labelAt >= 0) {
      labelled = true;
      const own = paragraphs[labelAt]!;
      chosen = own.length === 1 && own[0]!.text.replace(ABSTRACT_LABEL, "").trim().length === 0 ? paragraphs.slice(labelAt + 1).find((p) => isProse(p.map((l) => l.text).join(" "))) : own;
    } else {
      const text = (p: Line[]) => p.map((l) => l.text).join(" ");
      const qualifies = (p: Line[]) => {
        const t = text(p);
        if (!isProse(t) || !endsSentence(t) || CAPTION_START.test(t) || p[0]!.size < 0.8 * layout.bodySize) return false;
        // A standfirst: a lead paragraph set larger than the body text or in another face.
        const standfirst = (p[0]!.size >= 1.05 * layout.bodySize || (p[0]!.font !== layout.bodyFont && p[0]!.size >= 0.95 * layout.bodySize)) && wordCount(t) >= 15;
        if (standfirst) return "standfirst";
        return wordCount(t) >= 40 || (STRUCTURED_LABEL.test(t) && wordCount(t) >= 15) ? "long" : false;
      };
      // The first paragraph that qualifies, unless a standfirst (set apart by size or face) sits
      // level with it: the abstract beside the first column of the body, read from the top.
      const first = paragraphs.find((p) => qualifies(p) !== false);
      const standfirst = paragraphs.find((p) => qualifies(p) === "standfirst");
      chosen = standfirst && first && standfirst[0]!.top <= first[0]!.top + 3 * first[0]!.size ? standfirst : first;
      // A structured abstract without an "Abstract" heading goes on through its parts.
      if (chosen && STRUCTURED_LABEL.test(chosen[0]!.text)) {
        let at = paragraphs.indexOf(chosen) + 1;
        const parts = [...chosen];
        while (at < paragraphs.length && STRUCTURED_LABEL.test(paragraphs[at]![0]!.text) && Math.abs(paragraphs[at]![0]!.size - chosen[0]!.size) < 0.35) parts.push(...paragraphs[at++]!);
        chosen = parts;
      }
    }
    if (chosen && chosen.length > 0) {
      abstractBlock = blockOf(chosen, layout.vocabulary);
      abstract = (labelled ? abstractBlock.text.replace(ABSTRACT_LABEL, "") : abstractBlock.text).trim();
      // Blocks holding the abstract's lines are front matter, not body paragraphs.
      const covers = (b: Block) => b.page === 1 && b.lines.some((l) => chosen!.some((c) => Math.abs(c.baseline - l.baseline) < 1 && l.x0 < c.x1 && l.x1 > c.x0));
      blocks.forEach((b, i) => {
        if (covers(b)) coveredBlocks.push(i);
      });
    }
  }

  if (abstract === null) {
    for (let i = titleIndex + 1; titleIndex >= 0 && i < blocks.length && blocks[i]!.page === 1; i++) {
      const block = blocks[i]!;
      if (block.text.split(/\s+/).length >= 40 && !isBoilerplate(block.text) && !AFFILIATION.test(block.text.slice(0, 120)) && isProse(block.text)) {
        abstractBlocks = [i];
        abstract = block.text;
        break;
      }
    }
  }

  let lastFront = Math.max(titleIndex, ...abstractBlocks, ...keywordBlocks, ...frontBlocks);
  // What the reading order put between the title and the abstract read from the layout (a
  // sidebar's lines) is front matter too, unless a section starts in between: then the
  // abstract was read late, after body text that must stay body text.
  if (coveredBlocks.length > 0) {
    const lastCovered = Math.max(...coveredBlocks);
    let headingBetween = false;
    for (let i = lastFront + 1; i < lastCovered; i++) if (isHeading(i) && !coveredBlocks.includes(i)) headingBetween = true;
    if (!headingBetween) lastFront = Math.max(lastFront, lastCovered);
  }
  return { titleIndex, title, authors, abstract, abstractBlocks, abstractBlock, coveredBlocks, keywords, keywordBlocks, otherAbstracts, otherKeywords, bodyStart: lastFront + 1 };
}
