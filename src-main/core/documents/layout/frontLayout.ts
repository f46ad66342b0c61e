import type { HyphenVocabulary } from "./hyphenation.ts";
import type { Line, Rect } from "./types.ts";

/** What the front matter is read from besides the blocks: page 1's lines as laid out. */
export interface FrontLayout {
  /** Page 1's lines before reading order (one per column fragment), running lines included. */
  lines: Line[];
  bodySize: number;
  bodyFont: string;
  pageWidth: number;
  /** Letter key of the header and footer lines of the other pages (see `letterKey`). */
  otherPagesKey: string;
  metadataTitle: string;
  /** The PDF's Subject when it is a citation line ("Chem. Sci. (2022) 13, 1408"), which names the journal. */
  metadataSubject: string;
  vocabulary: HyphenVocabulary;
  /**
   * The lines of pages 2 and 3 as laid out: the article's first page when page 1 is a journal's
   * digest or a repository's cover sheet that prints the title first.
   */
  laterPageLines?: Line[][];
  /**
   * Page 1's lines that a table claimed: only the author search reads them, since an author grid
   * (names over their details, in columns) is set like a table. Defaults to none.
   */
  tableLines?: Line[];
  /** Page 1's figure boxes, when they were read (see titlePageFigures): type inside them is no title. */
  figures?: Rect[];
}
