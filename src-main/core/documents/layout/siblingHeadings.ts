import type { Block } from "./blocks.ts";
import type { BodyStyle } from "./bodyStyle.ts";
import { typeKey, type HeadingInfo } from "./headingStyles.ts";
import { REFERENCES_HEADING } from "./sectionNames.ts";

/** Space above a block: from the baseline of the line before it in its column, or null at a column's top. */
function gapAbove(blocks: Block[], i: number): number | null {
  const block = blocks[i]!;
  const before = blocks[i - 1];
  if (!before || before.page !== block.page || before.column !== block.column) return null;
  const gap = block.lines[0]!.baseline - before.lines.at(-1)!.baseline;
  return gap > 0 ? gap : null;
}

/**
 * Some journals set their back-matter headings in the body's own type, told apart only by colour
 * and the space above them ("Conflicts of Interest", "Acknowledgments", each over its text). When
 * two or more well-known headings of a paper are set so (same type as the body, a line of their
 * own with more space above than the body's line spacing), another line after the first of them
 * and before the reference list is a heading too when it is set the same way: the same type, at
 * the column's edge, with as much space above, a few capitalised words with no closing stop.
 */
export function headingsLikeKnownSiblings(blocks: Block[], headings: (HeadingInfo | null)[], style: BodyStyle): (HeadingInfo | null)[] {
  const bodyType = (b: Block) => b.font === style.font && Math.abs(b.size - style.size) < style.size * 0.08;
  const pitch = style.size * 1.6;
  const siblings = headings
    .map((h, i) => ({ h, i, gap: gapAbove(blocks, i) }))
    .filter(({ h, i, gap }) => h?.known && !h.number && !REFERENCES_HEADING.test(h.text) && bodyType(blocks[i]!) && blocks[i]!.lines.length === 1 && gap !== null && gap > pitch);
  if (siblings.length < 2) return headings;
  const gap = Math.min(...siblings.map((s) => s.gap!));
  const key = typeKey(blocks[siblings[0]!.i]!);
  const end = headings.findIndex((h, i) => i > siblings[0]!.i && h !== null && REFERENCES_HEADING.test(h.text));
  return headings.map((h, i) => {
    if (h || i <= siblings[0]!.i || (end >= 0 && i > end)) return h;
    const block = blocks[i]!;
    const line = block.lines[0]!;
    const text = block.text.trim();
    const above = gapAbove(blocks, i);
    if (typeKey(block) !== key || block.lines.length !== 1 || above === null || above < 0.9 * gap || line.x0 - line.colLeft > 0.5 * style.size) return h;
    if (!/^\p{Lu}/u.test(text) || text.split(/\s+/).length > 5 || /[.,;:!?)\]]$/.test(text) || /\d|https?:|www\.|@/.test(text)) return h;
    return { text, number: null, style: `${key}|mixed`, known: false };
  });
}
