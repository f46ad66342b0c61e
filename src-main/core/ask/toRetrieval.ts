import type { Retrieval } from "../../contract/askRetrieval.ts";
import type { LibraryRetrieval } from "./retrievePassages.ts";
import { tablePlace } from "../db/tablePassageText.ts";

/** Retrieval as it is shown and stored: passages in rank order with their scores, marked when the model read them. */
export function toRetrieval(question: string, found: LibraryRetrieval, shown: number): Retrieval {
  return {
    question,
    papersSearched: found.papersSearched,
    papers: found.papers,
    passages: found.passages.map((p, i) => ({
      rank: i + 1,
      passageId: p.passageId,
      paperId: p.paperId,
      paperName: p.paperName,
      doi: p.doi,
      section: p.section,
      page: p.page,
      score: p.score,
      scores: p.scores,
      text: p.text,
      shown: i < shown,
      table: p.table ? tablePlace(p.table, p, { start: null, end: null }) : null,
    })),
    ms: found.ms,
    method: found.method,
  };
}
