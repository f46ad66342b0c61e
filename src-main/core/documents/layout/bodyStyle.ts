import type { Block } from "./blocks.ts";

export interface BodyStyle {
  size: number;
  font: string;
  /** Share of body-size characters set in each font. */
  fontShare: Map<string, number>;
  /** The paper's monospaced fonts (see PageText's `monospaced`): code and program output are set in them. Defaults to none. */
  monospaced?: ReadonlySet<string>;
}

/** A paragraph of running prose: several lines, many words, at least one full stop, no table cells. */
function isProse(block: Block): boolean {
  return block.lines.length >= 3 && block.text.split(/\s+/).length >= 30 && /[.!?]/.test(block.text) && block.lines.every((l) => !l.tabular);
}

/**
 * The body text's size and font: whatever most characters of running prose are set in. Long
 * tables in small type can outweigh the prose by characters, so paragraphs are what count.
 */
export function bodyStyle(blocks: Block[]): BodyStyle {
  const prose = blocks.filter(isProse);
  const proseChars = prose.reduce((n, b) => n + b.text.length, 0);
  const allChars = blocks.reduce((n, b) => n + b.text.length, 0);
  if (proseChars >= 0.2 * allChars) blocks = prose;
  const bySize = new Map<number, number>();
  for (const b of blocks) for (const l of b.lines) bySize.set(Math.round(l.size * 2) / 2, (bySize.get(Math.round(l.size * 2) / 2) ?? 0) + l.text.length);
  const size = [...bySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  const byFont = new Map<string, number>();
  let total = 0;
  for (const b of blocks) for (const l of b.lines) {
    if (Math.abs(l.size - size) > 0.6) continue;
    byFont.set(l.font, (byFont.get(l.font) ?? 0) + l.text.length);
    total += l.text.length;
  }
  const fontShare = new Map([...byFont.entries()].map(([f, n]) => [f, n / Math.max(1, total)]));
  const font = [...byFont.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
  return { size, font, fontShare };
}
