import type { Block } from "./blocks.ts";
import type { HeadingInfo } from "./headingStyles.ts";
import type { Line, PageGraphics, Rule } from "./types.ts";

// How far (points) a rule may stand from what it meets and still be drawn to meet it: strokes are
// placed on the cell's edge, a glyph's box reaches a little past it or stops short of it.
const TOUCH = 3;

/**
 * Headings that are a ruled table's head cells: a line in the heading face drawn inside a box of
 * rules (one above, one below, one on either side, each close to the line) whose frame goes on
 * below the box (a side rule carried past the bottom one: the table's next rows) or is crossed by
 * more column rules along the line. A section heading is never set inside a table's grid; a
 * heading in a frame of its own (a boxed banner) has a frame that stops at its box, and stays.
 * Read from the page's rules only, on the pages whose graphics were read (those that may hold a
 * table); a numbered heading keeps its number's word.
 */
export function withoutRuledCellHeadings(blocks: Block[], headings: (HeadingInfo | null)[], graphicsOf: (page: number) => PageGraphics | undefined): (HeadingInfo | null)[] {
  return headings.map((h, i) => {
    if (!h || h.number) return h;
    const block = blocks[i]!;
    const graphics = graphicsOf(block.page);
    if (!graphics) return h;
    return block.lines.every((line) => inRuledCell(line, graphics)) ? null : h;
  });
}

function inRuledCell(line: Line, { horizontal, vertical }: PageGraphics): boolean {
  const height = line.bottom - line.top;
  const middle = (line.top + line.bottom) / 2;
  const across = (r: Rule) => r.x0 <= line.x0 + TOUCH && r.x1 >= line.x1 - TOUCH;
  const above = horizontal.filter((r) => across(r) && r.y0 <= line.top + TOUCH && r.y0 >= line.top - height);
  const below = horizontal.filter((r) => across(r) && r.y0 >= line.bottom - TOUCH && r.y0 <= line.bottom + height);
  if (above.length === 0 || below.length === 0) return false;
  const top = Math.max(...above.map((r) => r.y0));
  const bottom = Math.min(...below.map((r) => r.y0));
  // Rules drawn down the line's height from the top rule (a grid's rules stop at each row, or run on
  // down the whole table).
  const sides = vertical.filter((r) => r.y0 <= middle && r.y1 >= middle && r.y0 >= top - TOUCH);
  const left = sides.filter((r) => r.x0 <= line.x0 + TOUCH);
  const right = sides.filter((r) => r.x0 >= line.x1 - TOUCH);
  if (left.length === 0 || right.length === 0) return false;
  const leftX = Math.max(...left.map((r) => r.x0));
  const rightX = Math.min(...right.map((r) => r.x0));
  // Its frame goes on: a side rule drawn on from the bottom rule down, or more columns beside it.
  const atSide = (r: Rule) => Math.abs(r.x0 - leftX) <= TOUCH || Math.abs(r.x0 - rightX) <= TOUCH;
  const goesOn = vertical.some((r) => atSide(r) && r.y0 >= top - TOUCH && r.y0 <= bottom + TOUCH && r.y1 > bottom + height / 2);
  const moreColumns = sides.some((r) => r.x0 < leftX - TOUCH || r.x0 > rightX + TOUCH);
  return goesOn || moreColumns;
}
