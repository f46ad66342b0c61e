import type { SourcePassage } from "../../text/PaperText.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";

/** The passages of a paper's tables (each table's caption, then its rows), for finding evidence in them. */
export function tablePassagesOf(paper: Pick<PaperForGeneration, "tables">): SourcePassage[] {
  return (paper.tables ?? []).flatMap((t) => [...(t.captionPassage ? [t.captionPassage] : []), ...t.rows]);
}
