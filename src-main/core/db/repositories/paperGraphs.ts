import { type PaperGraph, type PaperGraphView } from "../../../contract/knowledgeGraph.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/** Keeps a run's graph of a paper, replacing one an earlier attempt of the same item kept. */
export function savePaperGraph(db: LibraryDatabase, runId: number, paperId: number, graph: PaperGraph): void {
  prepared(
    db,
    `INSERT INTO paper_graphs (run_id, paper_id, graph_json) VALUES (?, ?, ?)
     ON CONFLICT (run_id, paper_id) DO UPDATE SET graph_json = excluded.graph_json, created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(runId, paperId, JSON.stringify(graph));
}

/** The paper's graph from `runId`, or from its latest run that built one. Null when none did. */
export function getPaperGraph(db: LibraryDatabase, paperId: number, runId?: number): PaperGraphView | null {
  const row =
    runId === undefined
      ? prepared<[number], GraphRow>(db, `SELECT run_id AS runId, paper_id AS paperId, created_at AS createdAt, graph_json AS graph FROM paper_graphs WHERE paper_id = ? ORDER BY run_id DESC LIMIT 1`).get(paperId)
      : prepared<[number, number], GraphRow>(db, `SELECT run_id AS runId, paper_id AS paperId, created_at AS createdAt, graph_json AS graph FROM paper_graphs WHERE paper_id = ? AND run_id = ?`).get(paperId, runId);
  return row ? { ...row, graph: JSON.parse(row.graph) as PaperGraph } : null;
}

interface GraphRow {
  runId: number;
  paperId: number;
  createdAt: string;
  graph: string;
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
