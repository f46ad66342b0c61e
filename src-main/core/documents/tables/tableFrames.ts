import type { FilledRect, PageGraphics, PageText, Rect, Rule, TextRun } from "../layout/types.ts";
import { collapseLetterSpacing } from "./letterSpacedRuns.ts";

// A table printed sideways is read in its own frame: the page turned so that its text runs left to
// right, with the rules and fills turned with it. Cells found there are boxed back on the page.

/** How the frame is turned from the page: 90 for text read bottom to top, 270 for top to bottom. */
export type FrameAngle = 0 | 90 | 270;

export interface TableFrame {
  pageNumber: number;
  angle: FrameAngle;
  width: number;
  height: number;
  /** The text as laid out in the frame (top-left origin, baselines horizontal). */
  runs: TextRun[];
  graphics: PageGraphics | null;
  /** A rectangle of the frame as it lies on the page. */
  toPage(rect: Rect): Rect;
  /** Some runs' letter-spacing was joined, so their text is not the page's. */
  respaced: boolean;
}

/** Fewer sideways characters than this on a page are margin stamps, not a table. */
export const MIN_SIDEWAYS_CHARACTERS = 120;

/** The page as it is, and a turned frame for each direction that carries enough sideways text. */
export function tableFrames(page: PageText): TableFrame[] {
  let respaced = false;
  const runs = page.runs.map((r) => {
    const text = collapseLetterSpacing(r.text, r.w, r.size);
    if (text === r.text) return r;
    respaced = true;
    return { ...r, text };
  });
  const frames: TableFrame[] = [{ pageNumber: page.pageNumber, angle: 0, width: page.width, height: page.height, runs, graphics: page.graphics ?? null, toPage: (rect) => rect, respaced }];
  for (const angle of [90, 270] as const) {
    const runs = page.sideways.filter((r) => r.angle === angle);
    if (runs.reduce((n, r) => n + r.text.trim().length, 0) < MIN_SIDEWAYS_CHARACTERS) continue;
    frames.push(turnedFrame(page, angle, runs));
  }
  return frames;
}

function turnedFrame(page: PageText, angle: 90 | 270, runs: PageText["sideways"]): TableFrame {
  const W = page.width;
  const H = page.height;
  // Page point -> frame point. Read bottom to top (90), the page's upward direction is the frame's
  // x and its rightward direction the frame's y; top to bottom (270), the reverse.
  const point = angle === 90 ? (x: number, y: number): [number, number] => [H - y, x] : (x: number, y: number): [number, number] => [y, W - x];
  const rect = (r: Rect): Rect => {
    const [ax, ay] = point(r.x, r.y);
    const [bx, by] = point(r.x + r.w, r.y + r.h);
    return { x: Math.min(ax, bx), y: Math.min(ay, by), w: Math.abs(bx - ax), h: Math.abs(by - ay) };
  };
  const toPage = angle === 90 ? (r: Rect): Rect => ({ x: r.y, y: H - r.x - r.w, w: r.h, h: r.w }) : (r: Rect): Rect => ({ x: W - r.y - r.h, y: r.x, w: r.h, h: r.w });
  let graphics: PageGraphics | null = null;
  if (page.graphics) {
    const horizontal: Rule[] = [];
    const vertical: Rule[] = [];
    for (const rule of [...page.graphics.horizontal, ...page.graphics.vertical]) {
      const [ax, ay] = point(rule.x0, rule.y0);
      const [bx, by] = point(rule.x1, rule.y1);
      const turned = { x0: Math.min(ax, bx), x1: Math.max(ax, bx), y0: Math.min(ay, by), y1: Math.max(ay, by), width: rule.width };
      (turned.y1 - turned.y0 <= turned.x1 - turned.x0 ? horizontal : vertical).push(turned);
    }
    const fills: FilledRect[] = page.graphics.fills.map((f) => ({ ...rect(f), color: f.color }));
    // Marks stay counted on the page (they are looked up through toPage).
    graphics = { horizontal, vertical, fills, truncated: page.graphics.truncated, ...(page.graphics.images ? { images: page.graphics.images.map(rect) } : {}), ...(page.graphics.marks ? { marks: page.graphics.marks } : {}) };
  }
  return {
    pageNumber: page.pageNumber,
    angle,
    respaced: true,
    width: H,
    height: W,
    runs: runs.map((r) => {
      const [x, y] = point(r.x, r.y);
      return { text: collapseLetterSpacing(r.text, r.w, r.size), x, y, w: r.w, size: r.size, font: r.font };
    }),
    graphics,
    toPage,
  };
}

/** How many other marks (a chart's ink) the page draws inside a rectangle of the frame, and around it by `margin` of its size. */
export function inkAround(frame: TableFrame, rect: Rect, margin = 0.25): number {
  const grid = frame.graphics?.marks;
  if (!grid) return 0;
  const r = frame.toPage({ x: rect.x - margin * rect.w, y: rect.y - margin * rect.h, w: rect.w * (1 + 2 * margin), h: rect.h * (1 + 2 * margin) });
  const rows = grid.counts.length / grid.columns;
  let sum = 0;
  for (let row = Math.max(0, Math.floor(r.y / grid.cell)); row <= Math.min(rows - 1, Math.floor((r.y + r.h) / grid.cell)); row++) {
    for (let column = Math.max(0, Math.floor(r.x / grid.cell)); column <= Math.min(grid.columns - 1, Math.floor((r.x + r.w) / grid.cell)); column++) sum += grid.counts[row * grid.columns + column]!;
  }
  return sum;
}
