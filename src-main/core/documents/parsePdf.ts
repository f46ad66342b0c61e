import { findFieldOrigins } from "./fieldOrigins.ts";
import { ensureTextToRead } from "./textToRead.ts";
import type { OcrReading } from "./ocr/ocrNotes.ts";
import { PARSER_VERSION, type ParsedPaper } from "./ParsedPaper.ts";
import { readBody } from "./paperBody.ts";
import { orderedLines } from "./orderedLines.ts";
import { readingMetadata } from "./paperMetadata.ts";
import { buildBlocks } from "./layout/blocks.ts";
import { classify } from "./layout/blockRoles.ts";
import { joinContinuations } from "./layout/joinContinuations.ts";
import { findDoi } from "./layout/doi.ts";
import { readFrontMatter } from "./layout/frontMatter.ts";
import { paperTitle } from "./paperTitle.ts";
import { letterKey } from "./layout/pieceGroups.ts";
import { openingParagraphs } from "./layout/openingParagraphs.ts";
import { bodyStyle } from "./layout/bodyStyle.ts";
import { withoutFrontLabels } from "./layout/frontLabelHeadings.ts";
import { withoutFrontHeadings } from "./layout/strayHeadings.ts";
import { findSectionHeadings } from "./layout/sectionHeadings.ts";
import { readPdf, type ReadPdfResult } from "./layout/readPdf.ts";
import { splitReferences } from "./layout/references.ts";
import { authorBlockOf, isAuthorBlockTable } from "./layout/authorBlockTables.ts";
import { settleOcrSizesAcrossPages } from "./ocr/documentSizes.ts";
import { readTableGraphics } from "./tables/tableGraphicsPages.ts";
import { detectLanguage } from "./text/detectLanguage.ts";

export interface ParsePdfOptions {
  /** Shown in error messages; usually the file path. */
  file: string;
  /** The user password of an encrypted PDF; offered only if the file cannot be opened without one. */
  password?: string;
}

/**
 * Reads a PDF the way a scientist does: reading order across columns, page furniture and
 * boilerplate left out, words broken across lines joined, and the paper's structure (title,
 * authors, DOI, abstract, keywords, sections, captions, references) with sentence offsets and
 * text boxes for every paragraph.
 */
export async function parsePdf(data: Uint8Array, options: ParsePdfOptions): Promise<ParsedPaper> {
  return paperFromPages(await readPdfAsImported(data, options.file, options.password), options.file);
}

/**
 * A PDF's pages read as the import reads them before their structure is found: the text, then
 * the rules, pictures and letter fixes of the pages that need them and page 1's figure boxes
 * (readTableGraphics; the pool's workers run the same pass). Whoever compares with the import's
 * reading (bench:ocr's born-digital reference) reads through this, so a diagram's large label
 * is kept out of the title there as it is on import.
 */
export function readPdfAsImported(data: Uint8Array, file: string, password?: string): Promise<ReadPdfResult> {
  return readPdf(data, file, password, readTableGraphics);
}

export type { OcrReading };

/**
 * The structure-finding half of parsePdf, over pages already read (by one worker or two).
 * `ocr`, when OCR was on, says how it read the pages it read; left out, OCR was off.
 */
export function paperFromPages({ pages: read, info, outline, declaresPictures }: ReadPdfResult, file: string, ocr?: OcrReading): ParsedPaper {
  // OCR measures each page on its own: one type a pixel apart across pages is made one size.
  const pages = settleOcrSizesAcrossPages(read);
  ensureTextToRead(pages, file, declaresPictures, ocr);

  const { tables, titlePage, perPage, running, lines, vocabulary } = orderedLines(pages);

  const provisional = bodyStyle([{ lines, text: "", lineStarts: [], page: 1, column: 0, spanning: false, size: 0, font: "" }]);
  const blocks = buildBlocks(lines, provisional.size, provisional.font, vocabulary);
  const style = { ...bodyStyle(blocks), monospaced: new Set(pages.flatMap((page) => page.monospaced ?? [])) };
  const headings = findSectionHeadings(blocks, style, pages, outline ?? []);
  // The title page is read from its lines as laid out (before reading order), and a masthead
  // is told from a title by the running headers and footers of the other pages.
  const furniture = perPage.slice(1, 8).flatMap((p) => p.ordered.filter((l) => l.top < 0.1 * p.page.height || l.bottom > 0.92 * p.page.height));
  const metaTitle = typeof info["Title"] === "string" ? (info["Title"] as string).trim() : "";
  const front = readFrontMatter(blocks, pages[0]!.height, (i) => headings[i] !== null, {
    lines: titlePage.lines,
    tableLines: titlePage.tableLines,
    bodySize: style.size,
    bodyFont: style.font,
    pageWidth: pages[0]!.width,
    otherPagesKey: furniture.map((l) => letterKey(l.text)).join("|"),
    metadataTitle: metaTitle,
    // A Subject that is a citation line names the journal; a long one is the abstract's opening.
    metadataSubject: typeof info["Subject"] === "string" && (info["Subject"] as string).length < 150 ? (info["Subject"] as string) : "",
    vocabulary,
    laterPageLines: titlePage.laterPageLines,
    figures: pages[0]!.figures,
  });
  // Headings inside the front matter (a "Abstract" label, the title) are not sections.
  const opening = openingParagraphs(blocks, front, style.size, style.font);
  const classified = joinContinuations(classify(blocks, withoutFrontLabels(blocks, withoutFrontHeadings(blocks, headings, front.abstractBlocks), front.abstractBlocks, new Set(front.coveredBlocks)), front.bodyStart, style.size, pages.map((p) => p.height), new Set(front.coveredBlocks), opening, (n) => pages[n - 1]?.figures), vocabulary);
  const openingBlocks = new Set([...opening].map((i) => blocks[i]!));

  const { sections, passages, referenceLines } = readBody(classified, blocks, front, openingBlocks);

  const titleBlock = front.titleIndex >= 0 ? blocks[front.titleIndex]! : null;
  const { printed: printedTitle, title, version } = paperTitle(front.title, titleBlock?.text ?? null, metaTitle);
  // The article's first page, then page 1 when that was a digest or cover sheet printing the DOI.
  const firstPageText = [...new Set([perPage[front.articlePage - 1] ?? perPage[0]!, perPage[0]!])].map((p) => p.ordered.map((l) => l.text).join("\n")).join("\n");
  const bodyText = passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
  const doi = findDoi(firstPageText, info, {
    laterLines: perPage.slice(front.articlePage).flatMap((p) => p.ordered.map((l) => l.text)),
    frontText: front.laterFrontText,
    stamps: pages.slice(0, 3).flatMap((p) => p.rotated),
    title,
    ...(version !== undefined ? { version } : {}),
  });
  const abstractStart = front.abstractBlock?.text ?? (front.abstractBlocks.length > 0 ? blocks[front.abstractBlocks[0]!]!.text : null);
  // An author grid under the title that the table finder took for a table is the authors, not a table.
  const authorBlock = authorBlockOf(front, blocks);
  const paperTables = tables.filter((table) => !isAuthorBlockTable(table, authorBlock));
  const found = findFieldOrigins({ titleFromPage: printedTitle !== null, title, authors: front.authors, abstract: front.abstract, abstractStart, doi, info, firstPageText, keywords: front.keywords, sectionCount: sections.length });

  return {
    title,
    authors: front.authors,
    doi,
    abstract: front.abstract,
    keywords: front.keywords,
    language: detectLanguage(bodyText || (front.abstract ?? "")),
    pageCount: pages.length,
    metadata: readingMetadata({
      info,
      found,
      front,
      firstPageText,
      laterPages: perPage.slice(1).map((p) => p.ordered),
      referenceLines,
      outline,
      removed: { runningLines: running.size, marginNumbers: perPage.reduce((n, p) => n + p.marginNumbers.length, 0), rotatedText: pages.reduce((n, p) => n + p.rotated.length, 0) },
      ocr,
    }),
    parserVersion: PARSER_VERSION,
    pages: pages.map((p) => ({ pageNumber: p.pageNumber, width: p.width, height: p.height })),
    // Kept apart from the notes: the paper view asks for them a page at a time.
    ...(ocr && ocr.pages.some((p) => p.words?.length) ? { ocrWords: ocr.pages.filter((p) => p.words?.length).map((p) => ({ page: p.pageNumber, words: p.words! })) } : {}),
    sections,
    passages,
    references: splitReferences(referenceLines),
    tables: paperTables,
  };
}
