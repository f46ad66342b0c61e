import type { PaperSynthesisView, SynthesisConditions } from "../../../contract/synthesisConditions.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { getPaperRunRecord, savePaperRunRecord } from "./paperRunRecords.ts";

/** Keeps a run's synthesis conditions of a paper, replacing what an earlier attempt of the item kept. */
export function savePaperSynthesis(db: LibraryDatabase, runId: number, paperId: number, conditions: SynthesisConditions): void {
  savePaperRunRecord(db, "synthesis", runId, paperId, conditions);
}

/** The paper's conditions from `runId`, or from its latest run that extracted them. Null when none did. */
export function getPaperSynthesis(db: LibraryDatabase, paperId: number, runId?: number): PaperSynthesisView | null {
  const stored = getPaperRunRecord<SynthesisConditions>(db, "synthesis", paperId, runId);
  if (!stored) return null;
  const { record, ...from } = stored;
  return { ...from, conditions: record };
}
