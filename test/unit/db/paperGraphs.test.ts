import { describe, expect, it } from "vitest";
import { PaperGraphViewSchema, type PaperGraph } from "../../../src-main/contract/knowledgeGraph.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { getPaperGraph, listCorpusGraphKeys, savePaperGraph } from "../../../src-main/core/db/repositories/paperGraphs.ts";
import { deletePaper } from "../../../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

let db: LibraryDatabase;
libraryEachTest((opened) => (db = opened));

const graph = (entities: string[], triplets: string[]): PaperGraph => ({
  entities: entities.map((key) => ({ key, label: key, count: 1, pageRank: 0.5, tfIdf: 1 })),
  triplets: triplets.map((key) => ({ key, head: "h", relation: "r", tail: "t", headKey: "h", tailKey: "t", count: 1, tfIdf: 1, graphScore: 1, similarity: 1, saliency: 1, mentions: [] })),
  corpusPapers: 1,
  similarity: "none",
});

describe("stored knowledge graphs", () => {
  it("keeps one graph per paper and run, reads the latest, and gives other papers' latest keys as the corpus", () => {
    const [a, b] = [insertPaperDocument(db, samplePaper("a")), insertPaperDocument(db, samplePaper("b"))];
    const run = () => createRun(db, { strategy: "kgqa", promptVersion: "kgqa@1", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [a, b] });
    const [first, second] = [run(), run()];
    expect(getPaperGraph(db, a)).toBeNull();
    savePaperGraph(db, first, a, graph(["old"], ["old-t"]));
    savePaperGraph(db, first, b, graph(["b-old"], ["b-old-t"]));
    savePaperGraph(db, second, b, graph(["zeolite", "silica"], ["zeolite-silica"]));
    // A retried item saves again: the run keeps one graph of the paper, the newer.
    savePaperGraph(db, first, a, graph(["new"], ["new-t"]));

    expect(getPaperGraph(db, a)).toMatchObject({ runId: first, paperId: a, graph: { entities: [{ key: "new" }] } });
    // What the paper view is sent is exactly the contract's view: the wire check (strict) passes it.
    expect(PaperGraphViewSchema.parse(getPaperGraph(db, a))).toEqual(getPaperGraph(db, a));
    expect(getPaperGraph(db, b)!.runId).toBe(second);
    expect(getPaperGraph(db, b, first)!.graph.entities[0]!.key).toBe("b-old");
    expect(listCorpusGraphKeys(db, a)).toEqual([{ entityKeys: ["zeolite", "silica"], tripletKeys: ["zeolite-silica"] }]);
    expect(listCorpusGraphKeys(db, b)).toEqual([{ entityKeys: ["new"], tripletKeys: ["new-t"] }]);

    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT graph_json FROM paper_graphs WHERE paper_id = ? ORDER BY run_id DESC LIMIT 1`).all(a) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(" ")).toMatch(/paper_graphs_by_paper/);

    // Removing the paper removes its graphs.
    deletePaper(db, a);
    expect(getPaperGraph(db, a)).toBeNull();
  });
});
