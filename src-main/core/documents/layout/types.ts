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

export interface PageText {
  pageNumber: number;
  width: number;
  height: number;
  runs: TextRun[];
  /** Text drawn rotated (margin stamps such as "Downloaded from ..."): never body text. */
  rotated: string[];
}

/** A run's place in its line's text, for evidence boxes. */
export interface RunSpan {
  start: number;
  end: number;
  x: number;
  top: number;
  w: number;
  h: number;
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
}
