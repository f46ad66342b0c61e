import type { Block } from "./blocks.ts";
import type { HeadingInfo } from "./headingStyles.ts";

/**
 * Lines that pass for headings by their type but stand where no section starts. Each rule reads
 * the page or the paper's own numbering, never a wording:
 * - numbers out of their sequence: "2. Argument Extraction: For each relation" between "4.1"
 *   and "4.2" is a step of a numbered list set in the heading face;
 * - a line under a footnote at the foot of its column ("Proceedings of the 30th VLDB
 *   Conference" in bold under the permission note): footnotes end a column, sections do not
 *   start inside them.
 */
export function withoutStrayHeadings(blocks: Block[], headings: (HeadingInfo | null)[], bodySize: number): (HeadingInfo | null)[] {
  const out = [...headings];
  const numbered = headings.flatMap((h, i) => (h?.number && /^\d/.test(h.number) ? [i] : []));
  const top = (i: number) => Number(headings[i]!.number!.split(".")[0]);
  // A run of lower numbers after which the numbering goes on from where it was ("4.1, 1, 2, 4.2"):
  // the run is a list's steps. Numbers that start afresh and never return (appendices) stay, and
  // so do sections after numbered affiliations ("1, 2, 3" then "1 Introduction" ... "3 Model"):
  // "3" does not follow "3".
  for (let n = 1; n < numbered.length; n++) {
    const before = top(numbered[n - 1]!);
    let end = n;
    while (end < numbered.length && top(numbered[end]!) < before) end++;
    if (end === n || end === numbered.length || !follows(headings[numbered[n - 1]!]!.number!, headings[numbered[end]!]!.number!)) continue;
    for (let k = n; k < end; k++) out[numbered[k]!] = null;
    n = end;
  }
  headings.forEach((h, i) => {
    if (h && !h.known && belowFootnote(blocks, i, bodySize)) out[i] = null;
  });
  return out;
}

/** Whether section number `b` comes right after `a`: "4.1" then "4.2", "4" then "4.1", "4.3" then "5". */
export function follows(a: string, b: string): boolean {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  const samePrefix = (n: number) => pb.slice(0, n).every((x, i) => x === pa[i]);
  if (pb.length === pa.length + 1) return samePrefix(pa.length) && pb.at(-1) === 1;
  return pb.length <= pa.length && samePrefix(pb.length - 1) && pb.at(-1) === pa[pb.length - 1]! + 1;
}

/** Whether a block is its column's last on the page and the block over it is set smaller than the body. */
function belowFootnote(blocks: Block[], i: number, bodySize: number): boolean {
  const block = blocks[i]!;
  const sameColumn = (b: Block) => b.page === block.page && b.column === block.column && !b.spanning;
  const column = blocks.filter(sameColumn);
  const last = column.reduce((a, b) => (b.lines[0]!.top > a.lines[0]!.top ? b : a), column[0]!);
  if (last !== block) return false;
  const above = column.filter((b) => b !== block && b.lines.at(-1)!.bottom <= block.lines[0]!.top + 1);
  if (above.length === 0) return false;
  const over = above.reduce((a, b) => (b.lines.at(-1)!.bottom > a.lines.at(-1)!.bottom ? b : a));
  return over.size < 0.9 * bodySize && over.lines.length >= 2;
}

/**
 * Headings on the article's first page that stand above its abstract: the names, affiliations and
 * mastheads of the front matter (an author's name alone in a bold line, in the second column that
 * reading order puts after the first column's body). Numbered lines and well-known section names
 * are kept.
 */
export function withoutFrontHeadings(blocks: Block[], headings: (HeadingInfo | null)[], abstractBlocks: number[]): (HeadingInfo | null)[] {
  const first = abstractBlocks.map((i) => blocks[i]!).sort((a, b) => a.page - b.page || a.lines[0]!.top - b.lines[0]!.top)[0];
  if (!first) return headings;
  const abstractTop = first.lines[0]!.top;
  return headings.map((h, i) => {
    const block = blocks[i]!;
    if (!h || h.number || h.known || block.page !== first.page) return h;
    return block.lines.at(-1)!.bottom <= abstractTop ? null : h;
  });
}
