import type { SourcePassage } from "../text/PaperText.ts";
import type { CellSpan } from "../../db/tablePassageText.ts";

// A paper as strategies read it: its metadata, its body paragraphs and its tables as passages,
// which every method's prompts and evidence are built from.

/** A body row of a table as strategies read it: a passage (the row read with its column headings), which row it is and where each cell is in its text. */
export interface TableRowPassage extends SourcePassage {
  /** The body row, from 0 (sub-heading rows counted, as the table view numbers rows). */
  row: number;
  cells: CellSpan[];
}

/** One of a paper's tables as strategies read it: its caption and rows as passages, which a method shows the model or not. */
export interface GenerationTable {
  /** Its place among the paper's tables, from 0. */
  index: number;
  label: string | null;
  caption: string | null;
  page: number;
  /** One heading per column, the header's levels joined ("Cases / n"). */
  headings: string[];
  footnotes: string[];
  /** The caption as a passage (the paper's own, or one made from the label and caption); null when it has none. */
  captionPassage: SourcePassage | null;
  /** Body rows with anything in them, in order. Empty for a table printed as a picture. */
  rows: TableRowPassage[];
}

/** A paper as strategies read it: metadata and body paragraphs in reading order, and its tables. */
export interface PaperForGeneration {
  id: number;
  title: string | null;
  abstract: string | null;
  keywords: string[];
  language: string | null;
  sections: { id: number; heading: string; level: number; parentId: number | null }[];
  /** Body paragraphs (not captions, footnotes, references or tables' rows), in reading order. */
  passages: SourcePassage[];
  /** The paper's tables, in reading order; each method decides whether its prompts show them (docs/methods.md). Defaults to none. */
  tables?: GenerationTable[];
  /**
   * Whether the paper text a prompt is given (buildPaperContext) holds the tables after the body,
   * each under its caption with its rows numbered like sentences: set by a method whose paper gave
   * its model the tables (RetChemQA). Defaults to false.
   */
  tablesInText?: boolean;
}
