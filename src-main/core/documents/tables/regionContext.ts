import type { FilledRect, Line, Rect, Rule } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import type { TableCaption } from "./tableCaptions.ts";
import type { Edge } from "./tableEdges.ts";

/** Where a table lies in its frame: its outline and how it was bounded. */
export interface TableRegion {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  /** The edges (rules, band sides) bounding or dividing it, top to bottom. */
  edges: Edge[];
  /** Bounded by text alone: no rule or band marks its ends. */
  textOnly: boolean;
  /** It ends at a rule over notes set inside its frame (`withoutNotesInFoot`): numbered markers open its notes too. */
  notesInFoot?: boolean;
  /** The lines of a headnote between its caption and its top rule ("[In thousands ...]"): the caption's. */
  headnote?: Line[];
  /** Ruled only down its columns (`columnRuledRegions`): its top and bottom edges stand for rules it does not have. */
  columnRuledOnly?: boolean;
  /**
   * A stack of boxes of one column, each closed at both sides and holding one line (`boxedColumns`):
   * each box a row, though no row has cells side by side. `headed` when its first box is set apart
   * (another font or size) as a heading; otherwise every box is an item alike.
   */
  boxedColumn?: { headed: boolean };
  /** The top of a header printed again over a continued table's rows: from there to `top` the table's, not read as rows. */
  repeatedHeaderTop?: number;
}

export interface RegionContext {
  lines: readonly Line[];
  chunks: readonly Chunk[];
  edges: readonly Edge[];
  captions: readonly TableCaption[];
  /** The body text's type size on this page (prose is told from cells by it). */
  bodySize: number;
  /** The x of the page's column gutter, when it has two columns (found only when asked: it costs). */
  gutter: () => number | null;
  frameWidth: number;
  /** A frame turned for a table printed sideways: it holds the page's sideways text alone. */
  turned?: boolean;
  /** How much else (a chart's curves and marks) is drawn in and around a rectangle of the frame; `margin` defaults to a quarter of its size each side. */
  ink?: (rect: Rect, margin?: number) => number;
  /** The frame's vertical rules, joined where they meet. Defaults to none. */
  verticals?: readonly Rule[];
  /** The frame's shaded tiles (cells' and bands' backgrounds), as `joinBands` keeps them. Defaults to none. */
  tiles?: readonly FilledRect[];
}

/** What a region is read from: the caption's lines (left out of it) and its type size. */
export interface Anchor {
  size: number;
  lines: readonly Line[];
}
