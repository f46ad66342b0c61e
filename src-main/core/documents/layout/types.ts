/**
 * Geometry is in PDF points with a top-left origin (y grows downwards), the way a page is
 * read and the way the renderer draws highlight boxes.
 */

/** One pdf.js text item, placed on its page. */
export interface TextRun {
  text: string;
  /** Left edge. */
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  w: number;
  /** Font size (the text matrix's vertical scale). */
  size: number;
  font: string;
}

/**
 * The font name runs placed by OCR carry (sizes told apart by line height): the reader's rules
 * tell OCR'd text from a text layer's by it, so it lives with the run.
 */
export const OCR_FONT = "ocr";
/**
 * The font name of runs OCR placed on a line whose strokes are far thicker than the page's body
 * (ocr/boldLines.ts): a bold heading set in the body's size is told from the body by its face,
 * as a text layer's is by its bold font.
 */
export const OCR_BOLD_FONT = "ocr-bold";

/** Whether a run or line was placed by OCR (in either face). */
export function isOcrFont(font: string): boolean {
  return font === OCR_FONT || font === OCR_BOLD_FONT;
}

/**
 * A run of text on a baseline turned a quarter turn: 90 reads bottom to top (the page turned
 * clockwise to read it), 270 top to bottom. `x`, `y` are its origin on the page (top-left origin),
 * `w` its length along the baseline.
 */
export interface SidewaysRun {
  text: string;
  x: number;
  y: number;
  w: number;
  size: number;
  font: string;
  angle: 90 | 270;
}

/** An axis-aligned rectangle on a page, in points from its top-left corner. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A straight rule: `x0 <= x1`, `y0 <= y1`; horizontal rules have y0 === y1, vertical ones x0 === x1. */
export interface Rule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Its thickness (the stroke width, or the height of a hairline box drawn filled). */
  width: number;
}

/** A filled rectangle and its colour ("#rrggbb", or "pattern" for a pattern or shading fill). */
export interface FilledRect extends Rect {
  color: string;
}

/**
 * What a page draws besides text, as far as tables need it: ruling lines, filled rectangles
 * (shading bands, cell backgrounds) and where pictures are placed.
 */
export interface PageGraphics {
  horizontal: Rule[];
  vertical: Rule[];
  fills: FilledRect[];
  /** Where pictures are drawn; absent when they were not asked for (see PdfDocument.readImages). */
  images?: Rect[];
  /**
   * Where shadings (gradient fills) paint, each its clip; only when the page has some. Tables do
   * not read them (a table's bands are filled paths); figure boxes do (figureBoxes: page 1's, and
   * those of later pages read for a figure's own prose, see figurePages).
   */
  shadings?: Rect[];
  /** The page draws more than the reader keeps (see docs/limits.md): the first ones are kept. */
  truncated: boolean;
  /**
   * How much else the page draws where (curves, slanted strokes, small marks: a chart's ink, which
   * a table has none of): counts per square of `cell` points, row by row, `columns` to a row.
   */
  marks?: MarkGrid;
}

export interface MarkGrid {
  cell: number;
  columns: number;
  counts: number[];
}

export interface PageText {
  pageNumber: number;
  width: number;
  height: number;
  runs: TextRun[];
  /** Text drawn rotated (margin stamps such as "Downloaded from ..."): never body text. */
  rotated: string[];
  /** The rotated text on a quarter-turned baseline, placed (a table printed sideways, a margin stamp). */
  sideways: SidewaysRun[];
  /** The page's /Rotate (0, 90, 180 or 270): how a viewer turns it. */
  rotate: number;
  /** The page's fonts pdf.js reads as monospaced (their FixedPitch flag, or a standard typewriter font): code is set in them. */
  monospaced?: string[];
  /** Read as the page is shown, turned by its /Rotate, because its text reads upright only so; geometry is then as shown. */
  turned?: boolean;
  /** Rules, fills and pictures, read for pages that may hold a table or a figure whose prose must be kept out of the body (figurePages). */
  graphics?: PageGraphics;
  /**
   * Figure boxes (pictures, clusters of drawing): page 1's when its type may mislead the title
   * search (titlePageFigures), and any page's where prose-like type stands just above a figure
   * caption (figurePages).
   */
  figures?: Rect[];
}

/** A run's place in its line's text, for evidence boxes. */
export interface RunSpan {
  start: number;
  end: number;
  x: number;
  top: number;
  w: number;
  h: number;
  /** The run's font (a bold label before a caption's title is told apart by it). */
  font?: string;
}

/** A horizontal fragment of text: one line of one column (or a full-width line). */
export interface Line {
  page: number;
  text: string;
  spans: RunSpan[];
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  baseline: number;
  /** Dominant font size and font of the line, by characters. */
  size: number;
  font: string;
  /** Column index on its page (0 for single-column pages and for full-width lines). */
  column: number;
  colLeft: number;
  colRight: number;
  /** Crosses the column gutter: a title, a full-width abstract, a wide table or figure. */
  spanning: boolean;
  /** One cell of a table row: other cells share its baseline in the same column, far apart. */
  tabular?: boolean;
  /** Raised citation markers were left out of its text (a table's cell keeps them: see buildLines' keepMarkers). */
  markersLeftOut?: boolean;
  /** Opens a list item: its text starts with a bullet set apart from the item's words (see listItems). */
  listMark?: boolean;
}
