import type { Block } from "./blocks.ts";
import { MAX_LEADING, STEADY } from "./scanLinePitchBounds.ts";
import { isOcrFont } from "./types.ts";

/** Baselines a block's lines must share at one pitch for it to tell the block's type. */
const MIN_LINES = 3;

/**
 * The type size a block of a scan is set in, for judging whether it is smaller than the body.
 * Tesseract measures a line from its letters' heights, and a typewriter face's short letters read
 * it a fifth small: a code listing in Courier 9 pt beside Times 10 pt measured 7.2 to 7.4 points
 * against the body's 9.1 (science-parse's map-reduce page 2; a generated page), where the text
 * layer says 0.9 of the body. The pitch between the baselines of three or more lines set one
 * under another is set for the type, and measured to the pixel: a paper sets no type on a leading
 * above 1.3 times its size, so the pitch bounds the size from below. A double-spaced manuscript
 * breaks that bound: its blocks then read larger, which only keeps them in the body rather than
 * setting them aside as labels. Text layers keep their size.
 */
export function scanBlockSize(block: Block): number {
  if (!isOcrFont(block.font) || block.lines.length < MIN_LINES) return block.size;
  const steps = block.lines.slice(1).map((line, i) => line.baseline - block.lines[i]!.baseline);
  const median = [...steps].sort((a, b) => a - b)[Math.floor(steps.length / 2)]!;
  if (median <= 0 || steps.some((step) => Math.abs(step - median) > STEADY * median)) return block.size;
  return Math.max(block.size, median / MAX_LEADING);
}
