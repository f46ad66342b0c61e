import type { Block } from "./blocks.ts";
import type { BodyStyle } from "./bodyStyle.ts";

// A heading's style (its type, learned from the paper) and the level that style ranks at.

export interface HeadingInfo {
  text: string;
  number: string | null;
  /** Style key used to rank unnumbered headings. */
  style: string;
  known: boolean;
}

/** A block's type: its font and size. Headings of one level share it throughout a paper. */
export function typeKey(block: Block): string {
  return `${block.font}|${Math.round(block.size * 2) / 2}`;
}

/**
 * The heading styles a paper itself confirms: a font or size set apart from the body, in
 * which at least two certain headings (numbered, or a well-known section name) are set. Other
 * lines in that style are headings too, whatever their wording ("Specifications table",
 * "Author details"), so a publisher's style is learned from the paper rather than listed.
 */
export function confirmedStyles(blocks: Block[], headings: (HeadingInfo | null)[], style: BodyStyle): Set<string> {
  const certain = new Map<string, number>();
  const all = new Map<string, number>();
  blocks.forEach((block, i) => {
    const h = headings[i];
    if (!h) return;
    if (block.font === style.font && Math.abs(block.size - style.size) < style.size * 0.08) return;
    all.set(typeKey(block), (all.get(typeKey(block)) ?? 0) + 1);
    if (h.known || h.number) certain.set(typeKey(block), (certain.get(typeKey(block)) ?? 0) + 1);
  });
  // A journal that sets every heading level in one bold face names few of them with well-known
  // words: one certain heading is enough when the face heads three or more sections of prose.
  return new Set([...certain.entries()].filter(([key, n]) => n >= 2 || (all.get(key) ?? 0) >= 3).map(([key]) => key));
}

/**
 * Whether a block is set in a heading style the paper confirms, or in that style's face half a
 * point off its size: a typesetter's last headings (back matter fitted onto a page) can be set a
 * half-size down, and sizes are read to the nearest half point. The body's own type never counts.
 * Returns the confirmed style's key (the level it ranks at), or null.
 */
export function confirmedStyleOf(block: Block, style: BodyStyle, confirmed: Set<string> | undefined): string | null {
  if (!confirmed) return null;
  if (confirmed.has(typeKey(block))) return typeKey(block);
  if (block.font === style.font && Math.abs(block.size - style.size) < style.size * 0.08) return null;
  const size = Math.round(block.size * 2) / 2;
  return [size + 0.5, size - 0.5].map((near) => `${block.font}|${near}`).find((key) => confirmed.has(key)) ?? null;
}

/**
 * Levels: numbered headings by their depth ("2.1" is level 2); unnumbered ones take the level of
 * numbered headings in the same style, else rank by size (larger first, capitals before mixed).
 */
export function assignLevels(headings: HeadingInfo[]): number[] {
  const styleLevel = new Map<string, number>();
  for (const h of headings) if (h.number && /^\d/.test(h.number)) {
    const depth = h.number.split(".").length;
    styleLevel.set(h.style, Math.min(styleLevel.get(h.style) ?? depth, depth));
  }
  const unnumberedStyles = [...new Set(headings.filter((h) => !h.number && !styleLevel.has(h.style)).map((h) => h.style))];
  const rank = (s: string) => {
    const [, size, caps] = s.split("|");
    return Number(size) * 10 + (caps === "caps" ? 1 : 0);
  };
  unnumberedStyles.sort((a, b) => rank(b) - rank(a));
  // Known section names anchor the top level: their style is level 1.
  const topStyles = new Set(headings.filter((h) => h.known && !h.number).map((h) => h.style));
  return headings.map((h) => {
    if (h.number) return /^\d/.test(h.number) ? h.number.split(".").length : 1;
    if (styleLevel.has(h.style)) return styleLevel.get(h.style)!;
    if (topStyles.has(h.style)) return 1;
    const topRank = Math.max(...[...topStyles].map(rank), -Infinity);
    const index = unnumberedStyles.filter((s) => !topStyles.has(s) && (topRank === -Infinity || rank(s) < topRank || true)).indexOf(h.style);
    return Math.min(3, (topStyles.size > 0 ? 2 : 1) + Math.max(0, index));
  });
}
