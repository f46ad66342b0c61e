import type { Block } from "./blocks.ts";

// What the front-matter reader hands on: the body reader, the metadata and the author checks all
// read these fields, so they are described once, apart from how they are found.

export interface FrontMatter {
  titleIndex: number;
  /** The title as printed (all its lines, markers left out), when the layout gave one. */
  title: string | null;
  authors: string[];
  abstract: string | null;
  /** Block indexes that belong to the abstract (labels included). */
  abstractBlocks: number[];
  /**
   * The abstract read from the page's own lines, when the reading-order blocks mix it with a
   * sidebar: its passage is built from this block instead of `abstractBlocks`.
   */
  abstractBlock: Block | null;
  /** Blocks holding the lines of `abstractBlock`: front matter wherever the reading order put them. */
  coveredBlocks: number[];
  keywords: string[];
  keywordBlocks: number[];
  /** Abstracts and keywords in other languages, kept as metadata. */
  otherAbstracts: string[];
  otherKeywords: string[][];
  /** First block of the body: everything before it is front matter. */
  bodyStart: number;
  /**
   * The page the article starts on: 1, or a later page that prints the title again after a
   * journal's digest page or a repository's cover sheet.
   */
  articlePage: number;
  /** Text of the front matter past page 1 (an abstract running onto page 2, its citation line). */
  laterFrontText: string;
  /** Person names printed near the title, counted line by line, to check the authors against. */
  printedNames: number;
  /**
   * Where the names under the title stand on the article's page (top of the first name line,
   * bottom of the last, their type size); null when no name was read under the title.
   */
  authorLines: { top: number; bottom: number; size: number } | null;
}
