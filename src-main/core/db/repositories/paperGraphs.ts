import { type PaperGraph, type PaperGraphView } from "../../../contract/knowledgeGraph.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { getPaperRunRecord, savePaperRunRecord } from "./paperRunRecords.ts";

/** Keeps a run's graph of a paper, replacing one an earlier attempt of the same item kept. */
export function savePaperGraph(db: LibraryDatabase, runId: number, paperId: number, graph: PaperGraph): void {
  savePaperRunRecord(db, "graph", runId, paperId, graph);
}

/** The paper's graph from `runId`, or from its latest run that built one. Null when none did. */
export function getPaperGraph(db: LibraryDatabase, paperId: number, runId?: number): PaperGraphView | null {
  const stored = getPaperRunRecord<PaperGraph>(db, "graph", paperId, runId);
  if (!stored) return null;
  const { record, ...from } = stored;
  return { ...from, graph: record };
}

/**
 * The entity and triplet keys of every other paper's latest graph: the corpus the knowledge-graph
 * method's tf-idf counts papers in. Keys are read in SQL so the graphs' scores and mentions are
 * never parsed.
 */
export function listCorpusGraphKeys(db: LibraryDatabase, exceptPaperId: number): { entityKeys: string[]; tripletKeys: string[] }[] {
  const rows = prepared<[number], { entityKeys: string; tripletKeys: string }>(
    db,
    `SELECT (SELECT json_group_array(json_extract(e.value, '$.key')) FROM json_each(g.graph_json, '$.entities') e) AS entityKeys,
            (SELECT json_group_array(json_extract(t.value, '$.key')) FROM json_each(g.graph_json, '$.triplets') t) AS tripletKeys
     FROM paper_graphs g
     WHERE g.paper_id <> ? AND g.run_id = (SELECT max(run_id) FROM paper_graphs l WHERE l.paper_id = g.paper_id)`,
  ).all(exceptPaperId);
  return rows.map((r) => ({ entityKeys: JSON.parse(r.entityKeys) as string[], tripletKeys: JSON.parse(r.tripletKeys) as string[] }));
}
