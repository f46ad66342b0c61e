import type { RunPiece } from "./figureRuns.ts";
import type { Chunk } from "./tableChunks.ts";

/**
 * A figure and its interval printed close enough to come out of pdf.js as one run ("91.8 [89.8,
 * 93.7]"), as tables set them under two headings ("Mean | 95% CI"). The run is placed as two
 * pieces, each at the width its characters take, so that when every row's figure ends and
 * interval begins at the same place the gap between the two columns shows down the rows. A figure
 * with its interval under one heading still stays one cell: the gap parts columns only where a
 * heading line breaks there too (`headingBreakAt`).
 */
const INTERVAL_RUN = /^([-–−+]?\d[\d.,]*%?)\s+([[(][-–−+]?\d[\d.]*%?\s*[,;–-]\s*[-–−+]?\d[\d.]*%?[\])])$/;

/** What begins a heading's qualifier, printed after it in the same heading. */
export const QUALIFIER = /^[([{±]/;

/** Widths in ems of figures' characters in text faces: digits half an em, points and commas a quarter. */
const ems = (s: string) => [...s].reduce((n, ch) => n + (/[.,;:'\s]/.test(ch) ? 0.25 : /[()[\]%–−-]/.test(ch) ? 0.38 : 0.5), 0);

export function figureIntervalPieces(chunk: Pick<Chunk, "text" | "x0" | "x1" | "size">): [number, number][] | null {
  return figureIntervalRun(chunk)?.map((p) => [p.x0, p.x1] as [number, number]) ?? null;
}

/** The figure and its interval of such a run, each with its text and place. */
export function figureIntervalRun(chunk: Pick<Chunk, "text" | "x0" | "x1" | "size">): RunPiece[] | null {
  const m = INTERVAL_RUN.exec(chunk.text.trim());
  if (!m) return null;
  const width = chunk.x1 - chunk.x0;
  const figure = ems(m[1]!);
  const interval = ems(m[2]!);
  // Scaled to the run's own width, so a face wider or narrower than the estimate keeps the split in place.
  const scale = width / (figure + interval + 0.25);
  if (!(scale > 0.6 * chunk.size && scale < 1.6 * chunk.size)) return null;
  return [
    { text: m[1]!, x0: chunk.x0, x1: chunk.x0 + figure * scale },
    { text: m[2]!, x0: chunk.x1 - interval * scale, x1: chunk.x1 },
  ];
}

/**
 * Whether a header line holds one run over both stretches whose word break falls in the gap
 * between them: two headings set close ("Mean 95% CI", "Noise Estimator Blur Estimator") read as
 * one run by pdf.js, each over its own column. The run must lie over the two stretches alone.
 */
export function headingBreakAt(row: readonly Chunk[], left: readonly [number, number], right: readonly [number, number]): boolean {
  const gap0 = left[1];
  const gap1 = right[0];
  return row.some((c) => {
    if (c.x0 > gap0 || c.x1 < gap1) return false;
    if (c.x0 < left[0] - c.size || c.x1 > right[1] + c.size) return false;
    // pdf.js gives runs, not glyphs: a space's place is estimated from the run's mean width per character.
    const perChar = (c.x1 - c.x0) / c.text.length;
    const slack = 0.25 * c.size;
    for (const m of c.text.matchAll(/\s+/g)) {
      // A heading's bracketed part qualifies it ("AUC (95% CI)" over one column): no second heading.
      if (QUALIFIER.test(c.text.slice(m.index + m[0].length))) continue;
      const middle = c.x0 + (m.index + m[0].length / 2) * perChar;
      if (middle >= gap0 - slack && middle <= gap1 + slack) return true;
    }
    return false;
  });
}
