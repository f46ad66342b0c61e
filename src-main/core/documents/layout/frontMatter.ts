import { joinAbstractText, withoutCitationTail } from "./abstractText.ts";
import { countPrintedNames, findAuthors } from "./authors.ts";
import { isNames, parseAuthors } from "./personNames.ts";
import { endsSentence, mergeBlocks, type Block } from "./blocks.ts";
import { ABSTRACT_LABEL, AFFILIATION } from "./frontLabels.ts";
import { findArticlePage, openingPage, sameTitle } from "./articlePage.ts";
import { findTitle, type TitleContext } from "./findTitle.ts";
import type { FrontLayout } from "./frontLayout.ts";
import { besideTitle, letterKey } from "./pieceGroups.ts";
import type { HyphenVocabulary } from "./hyphenation.ts";
import { interleavesColumns } from "./interleavedColumns.ts";
import { readLabelledFront } from "./labelledAbstract.ts";
import { isBoilerplate } from "./runningLines.ts";
import { structuredParts } from "./structuredParts.ts";
import type { Line } from "./types.ts";
import { abstractFromLayout, isProse } from "./unlabelledAbstract.ts";

/** Index of the title block: the largest text in the upper part of the first page with text (page 1 as a rule), at least two words. */
export function findTitleBlock(blocks: Block[], pageHeight: number, page = 1): number {
  let best = -1;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.page !== page || block.lines[0]!.top > pageHeight * 0.7) continue;
    if (block.text.split(/\s+/).length < 2 || block.text.length > 350 || isBoilerplate(block.text) || /^https?:|doi/i.test(block.text)) continue;
    if (best < 0 || block.size > blocks[best]!.size + 0.5) best = i;
  }
  return best;
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
  /** First block of the body: everything before it is front matter. */
  bodyStart: number;
  /**
   * The page the article starts on: 1, or a later page that prints the title again after a
   * journal's digest page or a repository's cover sheet.
   */
  articlePage: number;
  /** Text of the front matter past page 1 (an abstract running onto page 2, its citation line). */
  laterFrontText: string;
  /** Person names printed near the title, counted line by line, to check the authors against. */
  printedNames: number;
  /**
   * Where the names under the title stand on the article's page (top of the first name line,
   * bottom of the last, their type size); null when no name was read under the title.
   */
  authorLines: { top: number; bottom: number; size: number } | null;
}

/** Builds a block from lines, joining words broken at line ends as the body does. */
function blockOf(lines: Line[], vocabulary: HyphenVocabulary): Block {
  const first = lines[0]!;
  const block: Block = { lines: [first], text: first.text, lineStarts: [0], page: first.page, column: first.column, spanning: first.spanning, size: first.size, font: first.font };
  mergeBlocks(block, { ...block, lines: lines.slice(1) }, vocabulary);
  return block;
}

/**
 * Title, authors, abstract and keywords, read from the article's first page. The abstract is
 * what an "Abstract" label opens (see readLabelledFront); without one it is read from the page's
 * lines (see abstractFromLayout). The article's own citation line is left out of it.
 */
export function readFrontMatter(blocks: Block[], pageHeight: number, isHeading: (i: number) => boolean, layout?: FrontLayout): FrontMatter {
  const titleContext: TitleContext | null = layout ? { pageHeight, bodySize: layout.bodySize, otherPagesKey: layout.otherPagesKey, metadataTitle: layout.metadataTitle, subjectKey: letterKey(layout.metadataSubject), isNames } : null;
  const opening = layout ? openingPage(layout) : null;
  const pageOneTitle = opening && titleContext ? findTitle(opening.lines, opening.page === 1 ? { ...titleContext, figures: layout?.figures } : titleContext) : null;
  const article = layout && opening && titleContext && pageOneTitle ? (opening.page > 1 ? { ...opening, title: pageOneTitle } : findArticlePage(layout, pageOneTitle, titleContext)) : null;
  const titleGroup = article?.title ?? null;
  const articlePage = article?.page ?? opening?.page ?? 1;
  const inTitle = (block: Block) =>
    titleGroup !== null && block.page === articlePage && block.lines.some((l) => titleGroup.pieces.some((p) => Math.abs(p.baseline - l.baseline) < 1 && l.x0 < p.x1 && l.x1 > p.x0));
  const titleBlocks = blocks.map((b, i) => (inTitle(b) ? i : -1)).filter((i) => i >= 0);
  const titleIndex = titleBlocks.length > 0 ? Math.max(...titleBlocks) : findTitleBlock(blocks, pageHeight, articlePage);
  // The same title printed twice: the fuller copy (a small-capitals word can come out of one of
  // them shortened, "M" for "MEEP").
  const title = titleGroup && pageOneTitle ? (sameTitle(titleGroup.text, pageOneTitle.text) ? [titleGroup.text, pageOneTitle.text].sort((a, b) => letterKey(b).length - letterKey(a).length)[0]! : titleGroup.text) : null;
  // A manuscript may give its title and authors a page, its keywords another, and the abstract
  // the next: the front matter is looked for over three pages, up to the body's first heading.
  const early = (i: number) => !!blocks[i] && blocks[i]!.page <= articlePage + 2;

  let authors: string[] = [];
  let authorLines: { top: number; bottom: number; size: number; x0: number; x1: number } | null = null;
  let printedNames = 0;
  if (layout && article && titleGroup) {
    const tableLines = article.page === 1 ? layout.tableLines ?? [] : [];
    const search = { lines: [...article.lines, ...tableLines], tableLines: new Set(tableLines), bodySize: layout.bodySize, pageWidth: layout.pageWidth, pageHeight };
    const found = findAuthors(search, titleGroup);
    printedNames = countPrintedNames(search, titleGroup, found);
    authors = found.names;
    if (found.bottom > titleGroup.bottom) authorLines = { top: found.top, bottom: found.bottom, size: found.size, x0: found.x0, x1: found.x1 };
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
  const aside = (i: number) => titleGroup !== null && blocks[i]!.page === articlePage && blocks[i]!.lines.every((l) => besideTitle(l.x0, l.x1, titleGroup, layout!.pageWidth));
  const from = Math.max(0, blocks.findIndex((b) => b.page >= articlePage));
  const labelled = readLabelledFront(blocks, { isHeading, early, aside, from, ...(layout ? { vocabulary: layout.vocabulary } : {}) });
  let { abstractBlocks, abstract } = labelled;
  let abstractBlock: Block | null = null;
  const coveredBlocks: number[] = [];
  // A labelled abstract whose blocks weave a sidebar with the body is read from the page's lines.
  const woven = abstract !== null && interleavesColumns(abstractBlocks.filter((i) => blocks[i]!.page === articlePage).flatMap((i) => blocks[i]!.lines));

  if ((abstract === null || woven) && layout && article && titleGroup) {
    const found = abstractFromLayout({ lines: article.lines, page: articlePage, bodySize: layout.bodySize, bodyFont: layout.bodyFont, pageWidth: layout.pageWidth }, titleGroup, authorLines);
    if (found) {
      const chosen = found.lines;
      abstractBlock = blockOf(chosen, layout.vocabulary);
      // Blocks holding the abstract's lines are front matter, not body paragraphs.
      const covers = (b: Block) => b.page === articlePage && b.lines.some((l) => chosen.some((c) => Math.abs(c.baseline - l.baseline) < 1 && l.x0 < c.x1 && l.x1 > c.x0));
      blocks.forEach((b, i) => {
        if (covers(b)) coveredBlocks.push(i);
      });
      // An abstract closed by the heading or keywords under it does not run on overleaf.
      if (!found.closed) continueOnNextPage(blocks, abstractBlock, coveredBlocks, layout.vocabulary);
      abstract = (found.labelled ? abstractBlock.text.replace(ABSTRACT_LABEL, "") : abstractBlock.text).trim();
      if (woven) abstractBlocks = [];
    }
  }

  if (abstract === null) {
    for (let i = titleIndex + 1; titleIndex >= 0 && i < blocks.length && blocks[i]!.page === articlePage; i++) {
      const block = blocks[i]!;
      if (block.text.split(/\s+/).length >= 40 && !isBoilerplate(block.text) && !AFFILIATION.test(block.text.slice(0, 120)) && isProse(block.text)) {
        abstractBlocks = structuredParts(blocks, i, titleIndex) ?? [i];
        abstract = abstractBlocks.map((j) => blocks[j]!.text).reduce((all, text) => (all ? joinAbstractText(all, text, layout?.vocabulary) : text), "");
        break;
      }
    }
  }

  let lastFront = Math.max(titleIndex, ...abstractBlocks, ...labelled.keywordBlocks, ...labelled.otherAbstractBlocks);
  // The article's citation line printed just after an abstract that ran onto the next page
  // ("(River Rec Lett 2021;4(2):e17) doi:…") closes the front matter there.
  const citation = blocks[lastFront + 1];
  const citationLine = !!citation && citation.page > 1 && citation.page === blocks[lastFront]?.page && !isHeading(lastFront + 1) && citation.text.length < 300 && /\bdoi\b|doi\.org\//i.test(citation.text);
  if (citationLine) lastFront++;
  const frontIndexes = [...abstractBlocks, ...coveredBlocks, ...labelled.keywordBlocks, ...labelled.otherAbstractBlocks, ...(citationLine ? [lastFront] : [])];
  const laterFrontText = frontIndexes.filter((i) => blocks[i]!.page > 1).map((i) => blocks[i]!.text).join("\n");
  // What the reading order put between the title and the abstract read from the layout (a
  // sidebar's lines) is front matter too, unless a section starts in between, or a paragraph in
  // the body's type there begins below all of the abstract on its page: then the abstract was read
  // late, after body text that must stay body text. (A sidebar stands beside the abstract or above
  // it, and small print under it, a licence or addresses, is front matter; a scan's reading order
  // can take a narrow column of dates down into the body under it first.)
  if (coveredBlocks.length > 0) {
    const lastCovered = Math.max(...coveredBlocks);
    let bodyBetween = false;
    // A heading-like line above the abstract on its page (the byline set large) is not a section.
    const abstractTop = abstractBlock?.lines[0]!.top ?? Infinity;
    const abstractBottom = abstractBlock ? Math.max(...abstractBlock.lines.map((l) => l.bottom)) : Infinity;
    const aboveAbstract = (i: number) => blocks[i]!.page === articlePage && blocks[i]!.lines.at(-1)!.bottom <= abstractTop;
    const bodySize = layout?.bodySize ?? 0;
    const belowAbstract = (i: number) => {
      const block = blocks[i]!;
      return block.page === articlePage && block.lines.length >= 2 && block.lines[0]!.top >= abstractBottom && Math.abs(block.size - bodySize) < 0.1 * bodySize;
    };
    for (let i = lastFront + 1; i < lastCovered; i++) {
      if (coveredBlocks.includes(i)) continue;
      if ((isHeading(i) && !aboveAbstract(i)) || belowAbstract(i)) bodyBetween = true;
    }
    if (!bodyBetween) lastFront = Math.max(lastFront, lastCovered);
  }
  const bodyStart = firstHeadingBelowFront(blocks, isHeading, titleIndex, lastFront, frontIndexes) ?? lastFront + 1;
  return {
    titleIndex,
    title,
    authors,
    abstract: abstract === null ? null : withoutCitationTail(abstract),
    abstractBlocks,
    abstractBlock,
    // Front matter wherever the reading order put it: the abstract's and keywords' blocks, and
    // what sits above the first heading when the body starts before them in reading order.
    coveredBlocks: [...new Set([...coveredBlocks, ...frontIndexes, ...frontAbove(blocks, bodyStart, lastFront)])],
    keywords: labelled.keywords,
    keywordBlocks: labelled.keywordBlocks,
    otherAbstracts: labelled.otherAbstracts,
    otherKeywords: labelled.otherKeywords,
    bodyStart,
    articlePage,
    laterFrontText,
    printedNames,
    authorLines,
  };
}

/**
 * An abstract read from the page's lines that stops at the foot of its page without ending its
 * sentence goes on in the first block of the next page in its type that continues the sentence.
 */
function continueOnNextPage(blocks: Block[], abstract: Block, covered: number[], vocabulary: HyphenVocabulary): void {
  if (endsSentence(abstract.text) || covered.length === 0) return;
  const last = Math.max(...covered);
  for (let i = last + 1; i < Math.min(blocks.length, last + 12); i++) {
    const block = blocks[i]!;
    if (block.page !== abstract.page + 1) continue;
    if (isBoilerplate(block.text) || Math.abs(block.size - abstract.size) > 0.1 * abstract.size || block.font !== abstract.font) continue;
    if (!/^[\p{Ll}\p{N}(]/u.test(block.text)) return;
    const text = joinAbstractText(abstract.text, block.text, vocabulary);
    mergeBlocks(abstract, block, vocabulary);
    abstract.text = text;
    covered.push(i);
    return;
  }
}

/**
 * A section heading that the reading order put before the end of the front matter, though it
 * sits below the abstract on the page (a single-column article whose abstract beside a sidebar
 * is read after the sidebar's column): the body starts there, not after the abstract.
 */
function firstHeadingBelowFront(blocks: Block[], isHeading: (i: number) => boolean, titleIndex: number, lastFront: number, front: number[]): number | null {
  if (front.length === 0) return null;
  const page = blocks[titleIndex]?.page;
  const frontBottom = Math.max(...front.filter((i) => blocks[i]!.page === page).map((i) => blocks[i]!.lines.at(-1)!.bottom), -Infinity);
  for (let i = titleIndex + 1; i <= lastFront; i++) {
    const block = blocks[i]!;
    if (isHeading(i) && !front.includes(i) && block.page === page && block.lines[0]!.top > frontBottom) return i;
  }
  return null;
}

/** With the body starting at a heading inside the front matter's blocks, what is above it on the page is front matter. */
function frontAbove(blocks: Block[], bodyStart: number, lastFront: number): number[] {
  const heading = blocks[bodyStart];
  if (!heading || bodyStart > lastFront) return [];
  const indexes: number[] = [];
  for (let i = bodyStart + 1; i <= lastFront; i++) if (blocks[i]!.page === heading.page && blocks[i]!.lines.at(-1)!.bottom <= heading.lines[0]!.top) indexes.push(i);
  return indexes;
}
