import { tableDoubt, type ParsedTable } from "../../../contract/tables.ts";
import type { Rect } from "../layout/types.ts";
import type { TableCaption } from "./tableCaptions.ts";
import type { TableFrame } from "./tableFrames.ts";

const round = (n: number) => Math.round(n * 100) / 100;

/** The picture right under (or over) a caption, across its width: a table printed as an image. */
export function pictureFor(caption: TableCaption, images: readonly Rect[]): Rect | null {
  const size = caption.lines[0]!.size;
  const across = (r: Rect) => Math.min(r.x + r.w, caption.x1) - Math.max(r.x, caption.x0) > 0.5 * Math.min(r.w, caption.x1 - caption.x0);
  const big = (r: Rect) => r.w >= 8 * size && r.h >= 3 * size;
  const below = images.filter((r) => big(r) && across(r) && r.y >= caption.bottom - size && r.y - caption.bottom < 3 * size).sort((a, b) => a.y - b.y)[0];
  if (below) return below;
  return images.filter((r) => big(r) && across(r) && r.y + r.h <= caption.top + size && caption.top - (r.y + r.h) < 3 * size).sort((a, b) => b.y - a.y)[0] ?? null;
}

/** A table printed as a picture: listed by its caption and placed, its cells unread. */
export function imageTable(caption: TableCaption, picture: Rect, frame: TableFrame, pageRotate: number): ParsedTable {
  const box = frame.toPage(picture);
  return {
    label: caption.label,
    caption: caption.text.trim() || null,
    page: frame.pageNumber,
    pages: [frame.pageNumber],
    boxes: [{ page: frame.pageNumber, x: round(box.x), y: round(box.y), w: round(box.w), h: round(box.h) }],
    kind: "image",
    rotated: frame.angle !== 0 || pageRotate % 180 !== 0,
    ruling: "none",
    header: [],
    rows: [],
    footnotes: [],
    doubts: [tableDoubt("image-only")],
  };
}
