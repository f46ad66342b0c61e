// A pen that follows PDF's text state through a page's operators, so the gap before each glyph
// can be measured in ems whatever made it (a kern, a move, a new matrix): italicGaps.ts reads
// letter spacing from it, and keeps its own reading of which gaps are word spaces.

/** The six numbers of a text matrix, or the identity when the operator gave none. */
export function matrixOf(value: unknown): number[] {
  const m = value as ArrayLike<number> | null | undefined;
  return m && m.length >= 6 ? Array.from({ length: 6 }, (_, k) => Number(m[k]) || 0) : [1, 0, 0, 1, 0, 0];
}

/**
 * Where the next glyph goes on the current baseline, and where the last one ended: PDF's text
 * matrix and line matrix, for upright text only (a turned or skewed matrix leaves gaps unknown).
 */
export class TextPen {
  lineNumber = 0;
  /** The line matrix's origin (user space) and scale along the baseline. */
  private start = 0;
  private base = 0;
  private scale = 1;
  private rise = 1;
  private upright = true;
  /** Text-space advance since the line matrix was set. */
  private x = 0;
  /** Where the last glyph on this line ended (user space); NaN when none. */
  private end = Number.NaN;
  private lastBase = Number.NaN;
  private lastScale = Number.NaN;

  /** A new text matrix: the line goes on when it keeps the last glyph's baseline and scale (a writer that sets each word, or letter, with a matrix of its own). */
  setMatrix([a, b, c, d, e, f]: number[]): void {
    const sameLine = Number.isFinite(this.end) && Math.abs(b!) < 1e-6 && Math.abs(c!) < 1e-6 && a === this.lastScale && Math.abs(f! - this.lastBase) < 1e-3 * Math.abs(d!);
    if (!sameLine) this.newLine();
    this.upright = Math.abs(b!) < 1e-6 && Math.abs(c!) < 1e-6 && a! > 0;
    this.scale = a!;
    this.rise = d!;
    this.start = e!;
    this.base = f!;
    this.x = 0;
  }

  /** BT: the matrices start again, the line goes on only if the next matrix keeps it (see setMatrix). */
  begin(): void {
    [this.scale, this.rise, this.start, this.base, this.x] = [1, 1, 0, 0, 0];
  }

  move(tx: number, ty: number): void {
    if (ty !== 0) this.newLine();
    this.start += tx * this.scale;
    this.base += ty * this.rise;
    this.x = 0;
  }

  newLine(): void {
    this.lineNumber++;
    this.end = Number.NaN;
  }

  advance(by: number): void {
    this.x += by;
  }

  /** The gap (ems of a font of this size) from the last glyph's end to the pen. */
  gapTo(size: number): number {
    const em = size * this.scale;
    return this.upright && em > 0 ? (this.start + this.x * this.scale - this.end) / em : Number.NaN;
  }

  /** The glyph just drawn ends a letter here. */
  mark(): void {
    this.end = this.start + this.x * this.scale;
    [this.lastBase, this.lastScale] = [this.base, this.scale];
  }

  /** A space glyph was drawn: the next glyph's gap says nothing of letter spacing. */
  forget(): void {
    this.end = Number.NaN;
  }
}
