import type { Block } from "./blocks.ts";
import type { HeadingInfo } from "./headingStyles.ts";

// What blockRoles.ts makes of a reading-order block, declared apart so the passes it calls
// (notesSetAsLists.ts, runsOfText.ts) and joinContinuations.ts name it without importing it.

/**
 * "float" is text left out as a figure label or table cell, unless it proves to continue a sentence;
 * "figure" is text printed inside a figure's box (see figurePages), never the paper's prose.
 */
export type Role = "front" | "heading" | "paragraph" | "caption" | "footnote" | "drop" | "float" | "figure" | "references";

export interface Classified {
  block: Block;
  role: Role;
  heading?: HeadingInfo;
}
