import { joinAbstractText, withoutCitationTail } from "./abstractText.ts";
import { countPrintedNames, findAuthors } from "./authors.ts";
import { isNames, parseAuthors } from "./personNames.ts";
import type { Block } from "./blocks.ts";
import { blockOfLines, continueOnNextPage } from "./abstractOverleaf.ts";
import { ABSTRACT_LABEL, AFFILIATION } from "./frontLabels.ts";
import { findArticlePage, openingPage, sameTitle } from "./articlePage.ts";
import { findTitle, type TitleContext } from "./findTitle.ts";
import { firstHeadingBelowFront, frontAbove, lastFrontOverCovered } from "./frontMatterEnd.ts";
import type { FrontLayout } from "./frontLayout.ts";
import { besideTitle, letterKey } from "./pieceGroups.ts";
import { interleavesColumns } from "./interleavedColumns.ts";
import { readLabelledFront } from "./labelledAbstract.ts";
import type { FrontMatter } from "./frontMatterParts.ts";
import { isBoilerplate } from "./runningLines.ts";
import { structuredParts } from "./structuredParts.ts";
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
      abstractBlock = blockOfLines(chosen, layout.vocabulary);
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
  lastFront = lastFrontOverCovered({ blocks, isHeading, articlePage, bodySize: layout?.bodySize ?? 0, abstractBlock }, lastFront, coveredBlocks);
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
