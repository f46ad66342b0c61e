import type { Block } from "./blocks.ts";

// Where the front matter ends in reading order, when that order and the page disagree: a sidebar
// read between the title and the abstract, or a heading read before an abstract set above it.

/** What the front-matter reader knows when it looks past the last block it has placed. */
export interface FrontEndContext {
  blocks: Block[];
  isHeading: (i: number) => boolean;
  articlePage: number;
  bodySize: number;
  /** The abstract read from the page's lines, if it was. */
  abstractBlock: Block | null;
}

/**
 * What the reading order put between the title and the abstract read from the layout (a
 * sidebar's lines) is front matter too, unless a section starts in between, or a paragraph in
 * the body's type there begins below all of the abstract on its page: then the abstract was read
 * late, after body text that must stay body text. (A sidebar stands beside the abstract or above
 * it, and small print under it, a licence or addresses, is front matter; a scan's reading order
 * can take a narrow column of dates down into the body under it first.) Returns the last front block.
 */
export function lastFrontOverCovered(context: FrontEndContext, lastFront: number, coveredBlocks: number[]): number {
  if (coveredBlocks.length === 0) return lastFront;
  const { blocks, isHeading, articlePage, bodySize, abstractBlock } = context;
  const lastCovered = Math.max(...coveredBlocks);
  let bodyBetween = false;
  // A heading-like line above the abstract on its page (the byline set large) is not a section.
  const abstractTop = abstractBlock?.lines[0]!.top ?? Infinity;
  const abstractBottom = abstractBlock ? Math.max(...abstractBlock.lines.map((l) => l.bottom)) : Infinity;
  const aboveAbstract = (i: number) => blocks[i]!.page === articlePage && blocks[i]!.lines.at(-1)!.bottom <= abstractTop;
  const belowAbstract = (i: number) => {
    const block = blocks[i]!;
    return block.page === articlePage && block.lines.length >= 2 && block.lines[0]!.top >= abstractBottom && Math.abs(block.size - bodySize) < 0.1 * bodySize;
  };
  for (let i = lastFront + 1; i < lastCovered; i++) {
    if (coveredBlocks.includes(i)) continue;
    if ((isHeading(i) && !aboveAbstract(i)) || belowAbstract(i)) bodyBetween = true;
  }
  return bodyBetween ? lastFront : Math.max(lastFront, lastCovered);
}

/**
 * A section heading that the reading order put before the end of the front matter, though it
 * sits below the abstract on the page (a single-column article whose abstract beside a sidebar
 * is read after the sidebar's column): the body starts there, not after the abstract.
 */
export function firstHeadingBelowFront(blocks: Block[], isHeading: (i: number) => boolean, titleIndex: number, lastFront: number, front: number[]): number | null {
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
export function frontAbove(blocks: Block[], bodyStart: number, lastFront: number): number[] {
  const heading = blocks[bodyStart];
  if (!heading || bodyStart > lastFront) return [];
  const indexes: number[] = [];
  for (let i = bodyStart + 1; i <= lastFront; i++) if (blocks[i]!.page === heading.page && blocks[i]!.lines.at(-1)!.bottom <= heading.lines[0]!.top) indexes.push(i);
  return indexes;
}
