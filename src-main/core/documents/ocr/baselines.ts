import type { Line } from "tesseract.js";

/** The line's baseline at `x` (a crooked scan's baseline slopes across the page). */
export function baselineAt(line: Line, x: number): number {
  const { x0, y0, x1, y1 } = line.baseline;
  return x1 > x0 ? y0 + ((y1 - y0) * (x - x0)) / (x1 - x0) : (y0 + y1) / 2;
}

/**
 * The distances from each line's baseline to the next one's (pixels), for lines read one under
 * the other in one column (boxes overlapping across the page), measured where both lines are,
 * so a crooked scan's slope does not enter. Lines of one paragraph in reading order.
 */
export function lineSteps(lines: readonly Line[]): number[] {
  const steps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    const left = Math.max(a.bbox.x0, b.bbox.x0);
    const right = Math.min(a.bbox.x1, b.bbox.x1);
    if (right <= left) continue;
    const step = baselineAt(b, (left + right) / 2) - baselineAt(a, (left + right) / 2);
    if (step > 0) steps.push(step);
  }
  return steps;
}
