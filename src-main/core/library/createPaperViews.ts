import type { KeyQaView } from "../../contract/keyQas.ts";
import type { LibraryService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getPaperGraph } from "../db/repositories/paperGraphs.ts";
import { getPaperSynthesis } from "../db/repositories/paperSyntheses.ts";
import { keyQas } from "../pipeline/summary/keyQas.ts";
import { readTablePlaces } from "../db/repositories/tableLinks.ts";

/** What runs made of one paper, as its page shows it: key QAs, knowledge graph, synthesis conditions. */
export type PaperRunViews = Pick<LibraryService, "keyQas" | "paperGraph" | "paperSynthesis">;

/** The library service's views of what runs made of a paper (part of createLibraryService). */
export function createPaperViews(db: () => LibraryDatabase): PaperRunViews {
  return {
    async keyQas(paperId: number, request = {}): Promise<KeyQaView[]> {
      const picked = keyQas(db(), paperId, request);
      const places = readTablePlaces(db(), picked.flatMap((k) => k.qa.evidence));
      let at = 0;
      return picked.map((k) => ({
        id: k.qa.id,
        runId: k.qa.runId,
        verdict: k.qa.verdict,
        reviewStatus: k.reviewStatus,
        question: k.qa.question,
        answer: k.qa.answer,
        type: k.qa.type,
        difficulty: k.qa.difficulty,
        quality: k.quality,
        qualityRestsOn: k.qualityRestsOn,
        section: k.section,
        why: k.why,
        scores: k.scores.map(({ metric, value, verdict, reason, counts }) => ({ metric, value, verdict, reason, counts })),
        evidence: k.qa.evidence.map((e) => ({ text: e.text, page: e.page, paragraphId: e.passageId, start: e.start, end: e.end, table: places[at++]! })),
      }));
    },
    async paperGraph(paperId: number, runId?: number) {
      return getPaperGraph(db(), paperId, runId);
    },
    async paperSynthesis(paperId: number, runId?: number) {
      return getPaperSynthesis(db(), paperId, runId);
    },
  };
}
