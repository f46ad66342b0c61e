import type { Block } from "./blocks.ts";
import type { HeadingInfo } from "./headingStyles.ts";

/** The most lines a front label's entry may hold: a classification runs to four or five, a citation line to six. */
const MAX_ENTRY_LINES = 6;

/**
 * Run-in labels of the front matter set in the heading face right after the abstract, each over a
 * short entry (a keyword list, a classification, a citation line): "General Terms" over
 * "Algorithms, Management". They are no sections. Read from the page, not from the labels' words:
 * on the abstract's page, after it in reading order, an unnumbered heading over a few lines only
 * (`isLabelEntry`) that end no sentence (a list ends on a word or a link, prose on a full stop), or
 * over a single line. Only a chain of them straight after the abstract is taken: the first heading
 * that fails opens the body, and every heading from there on stays. Numbered headings and well-known section names are kept.
 */
export function withoutFrontLabels(blocks: Block[], headings: (HeadingInfo | null)[], abstractBlocks: number[], frontBlocks: Set<number>): (HeadingInfo | null)[] {
  if (abstractBlocks.length === 0) return headings;
  const last = Math.max(...abstractBlocks);
  const page = blocks[last]!.page;
  const out = [...headings];
  for (let i = last + 1; i < blocks.length && blocks[i]!.page === page; i++) {
    const h = headings[i];
    // Labels the front matter already took (the keywords') belong to the chain.
    if (!h || frontBlocks.has(i)) continue;
    if (h.number || h.known || !isLabelEntry(blocks, headings, i)) break;
    out[i] = null;
  }
  return out;
}

/**
 * Whether what stands under heading `i` reads as a label's entry rather than a section's opening:
 * the blocks set right under it down its column in the entry's size, up to the next heading, hold
 * a few lines, none of them a list item (a summary of run-in fields, "Program title: ...", goes on for many), and prose does
 * not go on from them (the next block in their size, before any heading, does not open as a
 * sentence's rest, in lower case or with a citation's bracket, as a paragraph cut by the column's
 * foot does: footnotes in smaller type between are passed).
 */
function isLabelEntry(blocks: Block[], headings: (HeadingInfo | null)[], i: number): boolean {
  const entry = blocks[i + 1];
  if (!entry || headings[i + 1]) return false;
  const sameSize = (b: Block) => Math.abs(b.size - entry.size) <= 0.05 * entry.size;
  let lines = 0;
  let above = blocks[i]!;
  let k = i + 1;
  for (; k < blocks.length && !headings[k] && sameSize(blocks[k]!) && directlyUnder(above, blocks[k]!); k++) {
    lines += blocks[k]!.lines.length;
    above = blocks[k]!;
  }
  if (lines === 0 || lines > MAX_ENTRY_LINES) return false;
  // A bulleted list is a section's own content (a data paper's "Value of the data" over its
  // points); a label's entry is a run of terms or a citation, never set as list items.
  for (let j = i + 1; j < k; j++) if (blocks[j]!.lines.some((line) => line.listMark)) return false;
  for (; k < blocks.length && !headings[k]; k++) {
    if (!sameSize(blocks[k]!)) continue;
    if (/^[\p{Ll}\p{N}(\[,;–-]/u.test(blocks[k]!.text.trim())) return false;
    break;
  }
  return entry.lines.length === 1 || !/[.!?]["'’”)]*$/.test(above.text.trim());
}

/** Whether `block` starts in `above`'s column, under it, within two of its own lines. */
function directlyUnder(above: Block, block: Block): boolean {
  const bottom = above.lines.at(-1)!.bottom;
  const top = block.lines[0]!.top;
  const pitch = block.lines[0]!.bottom - top;
  return block.page === above.page && block.column === above.column && top >= bottom - 1 && top - bottom < 2 * pitch;
}
