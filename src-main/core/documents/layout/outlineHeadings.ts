import type { Block } from "./blocks.ts";
import { typeKey, type HeadingInfo } from "./headingStyles.ts";
import type { OutlineEntry } from "./pdfOutline.ts";

const key = (text: string) => text.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/**
 * The PDF's own outline names its sections: a short block standing alone at the column's edge
 * whose words are exactly an outline entry's is that section's heading, even when it is set in the
 * body's face and size (which the style rules cannot tell from a line of prose). Only blocks the
 * rules left out are added; each entry names at most one block.
 *
 * An entry that points at a page names the block on that page (or the next, for a writer that
 * anchors it just above a heading at the top of a page): the same words printed earlier are a
 * pointer to the section ("Methods are given after the references"), not its start. An entry
 * without a page names the first such block not already a heading.
 */
export function headingsFromOutline(blocks: Block[], headings: (HeadingInfo | null)[], outline: OutlineEntry[], bodySize: number): (HeadingInfo | null)[] {
  if (outline.length === 0) return headings;
  const wanted = new Map<string, { page: number | null; title: string }>();
  for (const entry of outline) {
    const k = key(entry.title);
    // Entries like "Figure 1" or a lone number name no section.
    if (k.length >= 3 && /\p{L}{3,}/u.test(k) && !wanted.has(k)) wanted.set(k, { page: entry.page ?? null, title: entry.title });
  }
  const atPage = (page: number | null, block: Block) => page === null || block.page === page || block.page === page + 1;
  // An entry is answered by a heading the rules found where it points.
  const found = new Set<string>();
  headings.forEach((h, i) => {
    const k = h ? key(h.text) : "";
    if (h && wanted.has(k) && atPage(wanted.get(k)!.page, blocks[i]!)) found.add(k);
  });
  return headings.map((h, i) => {
    if (h) return h;
    const block = blocks[i]!;
    const k = key(block.text);
    if (!wanted.has(k) || found.has(k) || !atPage(wanted.get(k)!.page, block) || block.lines.length > 2 || block.text.length > 140 || block.size < 0.8 * bodySize) return h;
    const line = block.lines[0]!;
    if (line.x0 - line.colLeft > 1.5 * bodySize || /[.,;:]$/.test(block.text.trim())) return h;
    found.add(k);
    return { text: symbolsFromOutline(block.text.trim(), wanted.get(k)!.title), number: null, style: `${typeKey(block)}|outline`, known: true };
  });
}

const isSymbol = (c: string) => /[^\p{L}\p{N}\s]/u.test(c);

/**
 * The heading as printed, with the outline's symbols where the page's differ: a glyph drawn from
 * a symbol font with no Unicode map reads by its glyph name ("plus" for a star), while the
 * outline spells it. Only a title of the same length that differs in symbols alone (letter case
 * aside) is taken; otherwise the page's text stands.
 */
export function symbolsFromOutline(printed: string, title: string): string {
  const a = [...printed];
  const b = [...title];
  if (a.length !== b.length) return printed;
  const out: string[] = [];
  for (const [i, c] of a.entries()) {
    const d = b[i]!;
    if (c === d || c.toLowerCase() === d.toLowerCase()) out.push(c);
    else if (isSymbol(c) && isSymbol(d)) out.push(d);
    else return printed;
  }
  return out.join("");
}
