import { joinAbstractText } from "./abstractText.ts";
import { endsSentence, mergeBlocks, type Block } from "./blocks.ts";
import type { HyphenVocabulary } from "./hyphenation.ts";
import { isBoilerplate } from "./runningLines.ts";
import type { Line } from "./types.ts";

// An abstract read from the page's own lines (not from the reading-order blocks) is built into a
// block of its own here, and carried onto the next page when its last sentence runs on there.

/** Builds a block from lines, joining words broken at line ends as the body does. */
export function blockOfLines(lines: Line[], vocabulary: HyphenVocabulary): Block {
  const first = lines[0]!;
  const block: Block = { lines: [first], text: first.text, lineStarts: [0], page: first.page, column: first.column, spanning: first.spanning, size: first.size, font: first.font };
  mergeBlocks(block, { ...block, lines: lines.slice(1) }, vocabulary);
  return block;
}

/**
 * An abstract read from the page's lines that stops at the foot of its page without ending its
 * sentence goes on in the first block of the next page in its type that continues the sentence.
 */
export function continueOnNextPage(blocks: Block[], abstract: Block, covered: number[], vocabulary: HyphenVocabulary): void {
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
