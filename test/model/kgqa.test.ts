import { describe, expect, it } from "vitest";
import { getPaperGraph } from "../../src-main/core/db/repositories/paperGraphs.ts";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { countWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { PaperGraphSchema } from "../../src-main/contract/knowledgeGraph.ts";
import { generatedPapers, useTinyModelLibrary } from "./support/tinyModelLibrary.ts";

const library = useTinyModelLibrary({ papers: generatedPapers("twoColumn", "lineNumbered") });
// Fewer triplets, groups and QAs than the paper's defaults keep the random model's output short;
// every step of the method still runs.
const settings = { tripletsPerParagraph: 3, tripletGroups: 3, qasPerPaper: 3, extractMaxTokens: 384, maxTokens: 384 };

describe("knowledge-graph QA with real inference", () => {
  it("builds each paper's graph from grammar-bound triplets and stores QAs that carry their triplets into the export", async () => {
    const { db, paperIds } = library;
    const { runId, items } = library.startRun({ strategy: "kgqa", settings, seed: 5 });
    expect(items).toBe(paperIds.length); // one item per paper: the questions need the whole graph
    const final = await executeRun(db, runId, await library.port({ seed: 5, lanes: 2 }));
    expect(final.status).toBe("completed");
    expect(countWorkItems(db, runId)).toMatchObject({ pending: 0, running: 0, failed: 0, done: items });

    for (const paperId of paperIds) {
      const stored = getPaperGraph(db, paperId, runId);
      expect(stored, `graph of paper ${paperId}`).not.toBeNull();
      const graph = PaperGraphSchema.parse(stored!.graph);
      expect(graph.triplets.length).toBeGreaterThan(0);
      // Every triplet was read from a sentence the prompt showed: its offsets are a stored sentence.
      for (const t of graph.triplets) {
        expect(t.head.length).toBeGreaterThan(0);
        expect(t.tail.length).toBeGreaterThan(0);
        expect(t.headKey).not.toBe(t.tailKey);
        expect(Number.isFinite(t.saliency) && t.saliency >= 0).toBe(true);
        library.expectExactSpans(paperId, t.mentions);
      }
      for (let i = 1; i < graph.triplets.length; i++) expect(graph.triplets[i - 1]!.saliency).toBeGreaterThanOrEqual(graph.triplets[i]!.saliency);
      expect(graph.similarity).toBe("word-vectors");
    }

    const qas = listQaItemsForRun(db, runId);
    expect(qas.length).toBeGreaterThan(0);
    expect(qas.length).toBeLessThanOrEqual(settings.qasPerPaper * paperIds.length);
    for (const qa of qas) {
      const triplets = qa.labels.triplets as { head: string; relation: string; tail: string; saliency: number }[];
      expect(triplets.length).toBeGreaterThan(0);
      const graph = getPaperGraph(db, qa.paperId, runId)!.graph;
      for (const t of triplets) expect(graph.triplets.some((g) => g.head === t.head && g.relation === t.relation && g.tail === t.tail)).toBe(true);
      // Evidence is cited by id, so every span sits exactly on a stored sentence.
      library.expectExactSpans(qa.paperId, qa.evidence);
    }

    const exported = await library.exportRun(runId); // every record valid against the published schema
    expect(exported.records).toBe(qas.length);
    for (const record of exported.lines) {
      expect(record.provenance).toMatchObject({ runId, strategy: "kgqa", promptVersion: "kgqa@1" });
      expect(record.labels.triplets.length).toBeGreaterThan(0);
      expect(record.labels.triplets[0]).toMatchObject({ head: expect.any(String), relation: expect.any(String), tail: expect.any(String), saliency: expect.any(Number) });
    }
  });
});
