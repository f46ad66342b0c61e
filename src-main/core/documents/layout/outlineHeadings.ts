import type { Block } from "./blocks.ts";
import { typeKey, type HeadingInfo } from "./headings.ts";
import type { OutlineEntry } from "./readPdf.ts";

const key = (text: string) => text.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/**
 * The PDF's own outline names its sections: a short block standing alone at the column's edge
 * whose words are exactly an outline entry's is that section's heading, even when it is set in the
 * body's face and size (which the style rules cannot tell from a line of prose). Only blocks the
 * rules left out are added; each entry names at most one block, the first one after the last found.
 */
export function headingsFromOutline(blocks: Block[], headings: (HeadingInfo | null)[], outline: OutlineEntry[], bodySize: number): (HeadingInfo | null)[] {
  if (outline.length === 0) return headings;
  const wanted = new Map<string, number>();
  for (const entry of outline) {
    const k = key(entry.title);
    // Entries like "Figure 1" or a lone number name no section.
    if (k.length >= 3 && /\p{L}{3,}/u.test(k) && !wanted.has(k)) wanted.set(k, 1);
  }
  const found = new Set(headings.filter((h): h is HeadingInfo => h !== null).map((h) => key(h.text)));
  return headings.map((h, i) => {
    if (h) return h;
    const block = blocks[i]!;
    const k = key(block.text);
    if (!wanted.has(k) || found.has(k) || block.lines.length > 2 || block.text.length > 140 || block.size < 0.8 * bodySize) return h;
    const line = block.lines[0]!;
    if (line.x0 - line.colLeft > 1.5 * bodySize || /[.,;:]$/.test(block.text.trim())) return h;
    found.add(k);
    return { text: block.text.trim(), number: null, style: `${typeKey(block)}|outline`, known: true };
  });
}
