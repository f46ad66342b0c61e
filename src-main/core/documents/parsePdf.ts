import type { PassageKind, TextBox } from "../db/repositories/papers.ts";
import { findFieldOrigins } from "./fieldOrigins.ts";
import { NoTextLayerError } from "./errors/NoTextLayerError.ts";
import { PARSER_VERSION, type ParsedPaper } from "./ParsedPaper.ts";
import { blockBoxes, buildBlocks, CAPTION_START, endsSentence, mergeBlocks, type Block } from "./layout/blocks.ts";
import { buildLines } from "./layout/buildLines.ts";
import { findDoi, readFrontMatter } from "./layout/frontMatter.ts";
import { letterKey } from "./layout/frontLines.ts";
import { assignLevels, bodyStyle, confirmedStyles, headingInfo, REFERENCES_HEADING, type HeadingInfo } from "./layout/headings.ts";
import { HyphenVocabulary } from "./layout/hyphenation.ts";
import { readPdf, type ReadPdfResult } from "./layout/readPdf.ts";
import { orderPages } from "./layout/readingOrder.ts";
import { findHeadlessReferences, splitReferences } from "./layout/references.ts";
import { findRunningLines, isBoilerplate } from "./layout/runningLines.ts";
import type { Line } from "./layout/types.ts";
import { detectLanguage } from "./text/detectLanguage.ts";
import { splitSentences } from "./text/splitSentences.ts";

export interface ParsePdfOptions {
  /** Shown in error messages; usually the file path. */
  file: string;
  /** The user password of an encrypted PDF; offered only if the file cannot be opened without one. */
  password?: string;
}

type Role = "front" | "heading" | "paragraph" | "caption" | "footnote" | "drop" | "references";

interface Classified {
  block: Block;
  role: Role;
  heading?: HeadingInfo;
}

/** Float text: axis labels, table cells, equation numbers; not prose. */
function isFloat(block: Block, bodySize: number): boolean {
  const text = block.text.trim();
  if (text.length < 25 && !endsSentence(text)) return true;
  // A parenthesised note standing alone in small type ("(See figure on next page.)") is an
  // editorial pointer, not part of the prose.
  if (block.lines.length === 1 && /^\(.*\)\.?$/.test(text) && block.size < bodySize * 0.9) return true;
  const widths = block.lines.map((l) => (l.x1 - l.x0) / Math.max(1, l.colRight - l.colLeft));
  const meanWidth = widths.reduce((a, b) => a + b, 0) / widths.length;
  const letters = text.replace(/[^\p{L}]/gu, "").length / Math.max(1, text.length);
  if (CAPTION_START.test(text)) return false;
  // Figure labels and table cells: narrow lines, often in smaller type, that do not end a sentence.
  const narrow = meanWidth < (block.size < bodySize * 0.9 ? 0.55 : 0.4);
  return (narrow && (block.lines.length >= 2 || !endsSentence(text))) || letters < 0.45 || block.size < bodySize * 0.7;
}

function classify(blocks: Block[], headings: (HeadingInfo | null)[], bodyStart: number, bodySize: number, pageHeights: number[], front: ReadonlySet<number> = new Set()): Classified[] {
  let inReferences = false;
  let referencesHeading: { style: string; size: number } | undefined;
  let previous: Classified | undefined;
  // Some layouts print the reference list with no heading at all (Wiley, ChemRxiv templates):
  // it is then recognised by what its entries look like.
  const headed = headings.some((h, i) => h && i >= bodyStart && REFERENCES_HEADING.test(h.text));
  const headlessStart = headed ? -1 : findHeadlessReferences(blocks, bodyStart, (i) => headings[i] !== null);
  return blocks.map((block, i): Classified => (previous = classifyOne(block, i)));

  function classifyOne(block: Block, i: number): Classified {
    if (i < bodyStart || front.has(i)) return { block, role: "front" };
    if (i === headlessStart) inReferences = true;
    const text = block.text.trim();
    const heading = headings[i];
    // Inside the references, numbered bold entries ("2. Hale, L M ...") look like headings;
    // only a well-known section name (Acknowledgements, Appendix...) ends the list.
    // A heading in the very style of the References heading, or in larger type, is the next
    // section after the list, not an entry of it.
    const afterList = !!referencesHeading && (heading?.style === referencesHeading.style || block.size > referencesHeading.size + 0.5);
    if (heading && (!inReferences || heading.known || afterList)) {
      inReferences = REFERENCES_HEADING.test(heading.text);
      referencesHeading = inReferences ? { style: heading.style, size: block.size } : undefined;
      return { block, role: "heading", heading };
    }
    if (isBoilerplate(text)) return { block, role: "drop" };
    // "Fig. 2a, b. The intensity..." in body type is prose that cites a figure; a caption is set
    // smaller or punctuates its label ("Figure 3." "Table 1:" "Fig. 1 |").
    if (CAPTION_START.test(text) && (block.size < bodySize * 0.97 || /^\S+\s*[A-Z]?\d+[a-z]?\s*[.:|]\s/.test(text))) {
      return { block, role: "caption" };
    }
    if (inReferences) return { block, role: "references" };
    if (block.lines.filter((l) => l.tabular).length * 2 >= block.lines.length) return { block, role: "drop" };
    if (isFloat(block, bodySize)) return { block, role: "drop" };
    // The rest of a caption ("(A) Residues of ...") after its label line, in the caption's type.
    if (previous?.role === "caption" && block.page === previous.block.page) {
      const last = previous.block.lines.at(-1)!;
      const first = block.lines[0]!;
      const smallType = block.size < bodySize * 0.97 && Math.abs(block.size - previous.block.size) < 0.4;
      const directlyBelow = first.spanning === last.spanning && first.column === last.column && first.top - last.bottom < 0.8 * first.size;
      if (smallType || directlyBelow) return { block, role: "caption" };
    }

    // Small print at the foot of a page (affiliations, correspondence, notes). Small print
    // elsewhere is prose: Nature sets its Methods smaller than the main text.
    const page = pageHeights[block.page - 1] ?? Infinity;
    const marker = /^(?:[\d*∗†‡§¶]+\s?\p{Lu}|[a-z]\s)/u.test(text);
    // A note that opens with its marker in clearly smaller type can start higher up the page.
    const footZone = marker && block.size < bodySize * 0.85 ? 0.6 : 0.75;
    if (block.size < bodySize * (block.page === 1 || marker ? 0.95 : 0.88) && block.lines[0]!.top > page * footZone && (block.page === 1 || marker)) {
      return { block, role: "footnote" };
    }
    return { block, role: "paragraph" };
  }
}

/** A paragraph cut by a column or page break (or a float in between) continues in the next one. */
function joinContinuations(items: Classified[], vocabulary: HyphenVocabulary): Classified[] {
  const out: Classified[] = [];
  let open: Classified | undefined;
  for (const item of items) {
    if (item.role === "heading" || item.role === "references") open = undefined;
    const sameType = open && Math.abs(open.block.size - item.block.size) < 0.1 * open.block.size;
    if (item.role === "paragraph" && open && sameType && !endsSentence(open.block.text) && /^[\p{Ll}\p{N}(\[,;–-]/u.test(item.block.text)) {
      mergeBlocks(open.block, item.block, vocabulary);
      continue;
    }
    // While a sentence waits for its continuation, a one-line fragment that ends nothing (a table
    // row, a label) cannot be prose: it does not take the waiting paragraph's place.
    if (item.role === "paragraph" && open && !endsSentence(open.block.text) && item.block.lines.length === 1 && !endsSentence(item.block.text)) {
      out.push({ ...item, role: "drop" });
      continue;
    }
    // Text in another type size (a caption's second part, a side box) does not take the place of
    // a paragraph still waiting for the end of its sentence.
    if (item.role === "paragraph" && open && !endsSentence(open.block.text) && !sameType) {
      out.push(item);
      continue;
    }
    if (item.role === "paragraph") open = item;
    out.push(item);
  }
  return out;
}

function passageOf(block: Block, kind: PassageKind, section: number | null, skip = 0): ParsedPaper["passages"][number] {
  const text = block.text.slice(skip).trim();
  const lead = block.text.length - block.text.slice(skip).trimStart().length;
  const boxes: TextBox[] = blockBoxes(block)
    .map((b) => ({ ...b, start: b.start - lead, end: Math.min(b.end - lead, text.length) }))
    .filter((b) => b.end > 0 && b.start < text.length)
    .map((b) => ({ ...b, start: Math.max(0, b.start) }));
  return { section, kind, text, page: block.page, boxes, sentences: splitSentences(text) };
}

/**
 * Reads a PDF the way a scientist does: reading order across columns, page furniture and
 * boilerplate left out, words broken across lines joined, and the paper's structure (title,
 * authors, DOI, abstract, keywords, sections, captions, references) with sentence offsets and
 * text boxes for every paragraph.
 */
export async function parsePdf(data: Uint8Array, options: ParsePdfOptions): Promise<ParsedPaper> {
  return paperFromPages(await readPdf(data, options.file, options.password), options.file);
}

/** The structure-finding half of parsePdf, over pages already read (by one worker or two). */
export function paperFromPages({ pages, info }: ReadPdfResult, file: string): ParsedPaper {
  const characters = pages.reduce((sum, p) => sum + p.runs.reduce((s, r) => s + r.text.trim().length, 0), 0);
  if (characters === 0 || (pages.length >= 2 && characters / pages.length < 15)) throw new NoTextLayerError(file);

  // Built once: reading order and the title page's layout both read these lines.
  const builtLines = pages.map((page) => buildLines(page));
  const hasText = (l: Line) => /[\p{L}\p{N}]/u.test(l.text);
  // The title page is read from copies, so reading order may arrange its own as it needs.
  const titlePageLines = builtLines[0]!.filter(hasText).map((l) => ({ ...l }));
  const secondPageLines = builtLines[1]?.filter(hasText).map((l) => ({ ...l }));
  const ordered = orderPages(pages.map((page, i) => ({ lines: builtLines[i]!, width: page.width })));
  const perPage = pages.map((page, i) => ({ page, ...ordered[i]! }));
  const running = findRunningLines(perPage.map((p) => ({ height: p.page.height, lines: p.ordered })));
  // Lines with no letter or digit are stray glyphs of formulas or decorations (a radical sign
  // raised above its line), never prose.
  const lines: Line[] = perPage.flatMap((p) => p.ordered.filter((l) => !running.has(l) && /[\p{L}\p{N}]/u.test(l.text)));
  const vocabulary = new HyphenVocabulary();
  for (const line of lines) vocabulary.learn(line.text);

  const provisional = bodyStyle([{ lines, text: "", lineStarts: [], page: 1, column: 0, spanning: false, size: 0, font: "" }]);
  const blocks = buildBlocks(lines, provisional.size, provisional.font, vocabulary);
  const style = bodyStyle(blocks);
  const certain = blocks.map((b, i) => headingInfo(b, style, blocks[i + 1], blocks[i + 2]));
  const learnedStyles = confirmedStyles(blocks, certain, style);
  const headings = blocks.map((b, i) => certain[i] ?? headingInfo(b, style, blocks[i + 1], blocks[i + 2], learnedStyles));
  // The title page is read from its lines as laid out (before reading order), and a masthead
  // is told from a title by the running headers and footers of the other pages.
  const furniture = perPage.slice(1, 8).flatMap((p) => p.ordered.filter((l) => l.top < 0.1 * p.page.height || l.bottom > 0.92 * p.page.height));
  const metaTitle = typeof info["Title"] === "string" ? (info["Title"] as string).trim() : "";
  const front = readFrontMatter(blocks, pages[0]!.height, (i) => headings[i] !== null, {
    lines: titlePageLines,
    bodySize: style.size,
    bodyFont: style.font,
    pageWidth: pages[0]!.width,
    otherPagesKey: furniture.map((l) => letterKey(l.text)).join("|"),
    metadataTitle: metaTitle,
    // A Subject that is a citation line names the journal; a long one is the abstract's opening.
    metadataSubject: typeof info["Subject"] === "string" && (info["Subject"] as string).length < 150 ? (info["Subject"] as string) : "",
    vocabulary,
    ...(secondPageLines ? { secondPageLines } : {}),
  });
  // Headings inside the front matter (a "Abstract" label, the title) are not sections.
  const classified = joinContinuations(classify(blocks, headings, front.bodyStart, style.size, pages.map((p) => p.height), new Set(front.coveredBlocks)), vocabulary);

  const sections: ParsedPaper["sections"] = [];
  const passages: ParsedPaper["passages"] = [];
  const referenceLines: Line[] = [];
  const sectionHeadings = classified.filter((c) => c.role === "heading").map((c) => c.heading!);
  const levels = assignLevels(sectionHeadings);
  const openAt: number[] = []; // index of the open section at each level
  let current: number | null = null;

  const abstractLabel = (block: Block) => block.text.match(/^(?:abstract|summary|a b s t r a c t)\b\s*[.:—–-]?\s*/i)?.[0].length ?? 0;
  if (front.abstractBlock) passages.push(passageOf(front.abstractBlock, "abstract", null, abstractLabel(front.abstractBlock)));
  front.abstractBlocks.forEach((index, n) => {
    const block = blocks[index]!;
    const label = n === 0 ? abstractLabel(block) : 0;
    if (block.text.slice(label).trim()) passages.push(passageOf(block, "abstract", null, label));
  });

  for (const item of classified) {
    if (item.role === "heading") {
      const level = levels[sections.length]!;
      while (openAt.length >= level) openAt.pop();
      const parent = openAt.length > 0 ? openAt.at(-1)! : null;
      sections.push({ parent, level, heading: item.heading!.text, number: item.heading!.number, page: item.block.page });
      current = sections.length - 1;
      while (openAt.length < level - 1) openAt.push(parent ?? current);
      openAt.push(current);
    } else if (item.role === "references") {
      referenceLines.push(...item.block.lines);
    } else if (item.role === "paragraph" || item.role === "caption" || item.role === "footnote") {
      passages.push(passageOf(item.block, item.role === "footnote" ? "footnote" : item.role, current));
    }
  }

  // A document of a few words (a form, a one-line test page) keeps its text rather than
  // losing it all to the rules that drop labels and page furniture.
  if (!passages.some((p) => p.kind === "paragraph" || p.kind === "abstract") && sections.length === 0) {
    for (const block of blocks) if (block.text.trim()) passages.push(passageOf(block, "paragraph", null));
  }

  const titleBlock = front.titleIndex >= 0 ? blocks[front.titleIndex]! : null;
  const printedTitle = front.title ?? titleBlock?.text ?? null;
  const title = printedTitle
    ? printedTitle.replace(/\u00ad/g, "").replace(/[\u2010\u2011]/g, "-").replace(/\s+/g, " ").replace(/[\s*∗†‡§¶]+$/, "").trim()
    : metaTitle.length > 10 && !/^(untitled|microsoft word)/i.test(metaTitle) ? metaTitle : null;
  const firstPageText = perPage[0]!.ordered.map((l) => l.text).join("\n");
  const bodyText = passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
  const doi = findDoi(firstPageText, info, perPage.slice(1).flatMap((p) => p.ordered.map((l) => l.text)));
  const abstractStart = front.abstractBlock?.text ?? (front.abstractBlocks.length > 0 ? blocks[front.abstractBlocks[0]!]!.text : null);
  const found = findFieldOrigins({ titleFromPage: printedTitle !== null, title, authors: front.authors, abstract: front.abstract, abstractStart, doi, info, firstPageText, keywords: front.keywords, sectionCount: sections.length });

  return {
    title,
    authors: front.authors,
    doi,
    abstract: front.abstract,
    keywords: front.keywords,
    language: detectLanguage(bodyText || (front.abstract ?? "")),
    pageCount: pages.length,
    metadata: {
      pdfInfo: info,
      // How each detail was found, shown with the paper's doubts (see readingNotes in the contract).
      found,
      otherAbstracts: front.otherAbstracts,
      otherKeywords: front.otherKeywords,
      removed: { runningLines: running.size, marginNumbers: perPage.reduce((n, p) => n + p.marginNumbers.length, 0), rotatedText: pages.reduce((n, p) => n + p.rotated.length, 0) },
    },
    parserVersion: PARSER_VERSION,
    pages: pages.map((p) => ({ pageNumber: p.pageNumber, width: p.width, height: p.height })),
    sections,
    passages,
    references: splitReferences(referenceLines),
  };
}
