/**
 * Boxes on a page (PDF points, origin at the top left, as the reader's TableBox) and the pairing
 * of tables found with tables expected by how much their boxes overlap.
 */
import type { TableBox } from "../../../src-main/contract/tables.ts";
import type { IcdarBox } from "./icdarTruth.ts";

/** Where pdf.js puts a page's origin: the left and top edges of its view box in user space. */
export interface PageView {
  left: number;
  top: number;
}

/** An ICDAR box (user space, origin bottom left) on the reader's page (origin top left of the view box). */
export function fromUserSpace(page: number, box: IcdarBox, view: PageView): TableBox {
  return { page, x: box.x1 - view.left, y: view.top - box.y2, w: box.x2 - box.x1, h: box.y2 - box.y1 };
}

export const area = (b: TableBox): number => Math.max(0, b.w) * Math.max(0, b.h);

export function intersection(a: TableBox, b: TableBox): number {
  if (a.page !== b.page) return 0;
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

export function contains(outer: TableBox, inner: TableBox): boolean {
  return outer.page === inner.page && outer.x <= inner.x && outer.y <= inner.y && outer.x + outer.w >= inner.x + inner.w && outer.y + outer.h >= inner.y + inner.h;
}

export function inside(b: TableBox, page: number, x: number, y: number): boolean {
  return b.page === page && x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;
}

/**
 * How much two tables' outlines overlap: their shared area over the smaller of the two, summed
 * over their pages (a found table that also takes in its caption still covers the expected one).
 */
export function overlapShare(a: readonly TableBox[], b: readonly TableBox[]): number {
  const shared = a.reduce((sum, x) => sum + b.reduce((s, y) => s + intersection(x, y), 0), 0);
  const smaller = Math.min(
    a.reduce((s, x) => s + area(x), 0),
    b.reduce((s, y) => s + area(y), 0),
  );
  return smaller > 0 ? shared / smaller : 0;
}

/** The least overlap share for a found table to count as an expected one. */
export const MATCH_SHARE = 0.5;

/**
 * Pairs expected and found tables, best overlap first, each used once: returns for each
 * expected table the index of its found table, or -1.
 */
export function matchByBoxes(expected: readonly (readonly TableBox[])[], found: readonly (readonly TableBox[])[]): number[] {
  const pairs: { e: number; f: number; share: number }[] = [];
  expected.forEach((e, i) => found.forEach((f, j) => {
    const share = overlapShare(e, f);
    if (share >= MATCH_SHARE) pairs.push({ e: i, f: j, share });
  }));
  pairs.sort((a, b) => b.share - a.share);
  const out = expected.map(() => -1);
  const used = new Set<number>();
  for (const p of pairs) {
    if (out[p.e] !== -1 || used.has(p.f)) continue;
    out[p.e] = p.f;
    used.add(p.f);
  }
  return out;
}
