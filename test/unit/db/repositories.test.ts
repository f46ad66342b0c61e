import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import * as papers from "../../../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import * as paperParts from "../../../src-main/core/db/repositories/paperParts.ts";
import * as models from "../../../src-main/core/db/repositories/models.ts";
import * as runs from "../../../src-main/core/db/repositories/runs.ts";
import { addRunTokens } from "../../../src-main/core/db/repositories/runRecords.ts";
import * as workItems from "../../../src-main/core/db/repositories/workItems.ts";
import * as workItemQueue from "../../../src-main/core/db/repositories/workItemQueue.ts";
import * as workItemOutcomes from "../../../src-main/core/db/repositories/workItemOutcomes.ts";
import * as qaItems from "../../../src-main/core/db/repositories/qaItems.ts";
import * as scores from "../../../src-main/core/db/repositories/scores.ts";
import * as annotations from "../../../src-main/core/db/repositories/annotations.ts";
import * as settings from "../../../src-main/core/db/repositories/settings.ts";
import { tableCounts } from "../../../src-main/core/db/repositories/stats.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

let db: LibraryDatabase;
let file: string;
beforeEach(() => {
  file = path.join(tempDir(), "library.sqlite");
  db = openDatabase(file);
  return () => closeDatabase(db);
});

function reopen(): void {
  closeDatabase(db);
  db = openDatabase(file);
}

function seedRun(): { paperId: number; modelId: number; runId: number } {
  const paperId = insertPaperDocument(db, samplePaper("run-paper"));
  const modelId = models.insertModel(db, { name: "stories260K", filePath: "/models/stories260K.gguf", fileSize: 1185376, quantization: "F32" });
  const runId = runs.createRun(db, {
    strategy: "sciqag",
    promptVersion: "sciqag@1",
    settings: { qaPerPaper: 10 },
    model: { id: modelId, name: "stories260K", sha256: "a".repeat(64), quantization: "F32" },
    seed: 7,
    paperIds: [paperId],
  });
  return { paperId, modelId, runId };
}

describe("papers", () => {
  it("stores a whole parsed paper and reads it back after reopening the file", () => {
    const doc = samplePaper("p1", 5);
    const id = insertPaperDocument(db, doc);
    reopen();
    const paper = papers.getPaper(db, id)!;
    expect(paper).toMatchObject({ title: doc.title, authors: doc.authors, doi: doc.doi, keywords: doc.keywords, language: "en", pageCount: 2, sha256: doc.sha256 });
    expect(papers.findPaperBySha256(db, doc.sha256)?.id).toBe(id);
    expect(paperParts.listSections(db, id).map((s) => [s.heading, s.level, s.number])).toEqual([["Results", 1, "2"], ["Phase purity", 2, "2.1"]]);
    const sections = paperParts.listSections(db, id);
    expect(sections[1]!.parentId).toBe(sections[0]!.id);
    const passages = paperParts.listPassages(db, id);
    expect(passages.map((p) => p.text)).toEqual(doc.passages.map((p) => p.text));
    expect(passages[0]!.kind).toBe("abstract");
    expect(passages[1]!.sentences).toEqual(doc.passages[1]!.sentences);
    expect(passages[1]!.boxes).toEqual(doc.passages[1]!.boxes);
    // Sentence offsets select exactly the sentence text.
    const [start, end] = passages[1]!.sentences[1]!;
    expect(passages[1]!.text.slice(start, end)).toBe("The grain size grew by 2 nm.");
    expect(paperParts.listReferences(db, id).map((r) => r.text)).toEqual(doc.references.map((r) => r.text));
    expect(paperParts.listPages(db, id)).toHaveLength(2);
  });

  it("keeps one paper per content hash", () => {
    insertPaperDocument(db, samplePaper("same"));
    expect(() => insertPaperDocument(db, samplePaper("same"))).toThrow(/UNIQUE/);
    expect(tableCounts(db).papers).toBe(1);
  });

  it("writes nothing when any part of a paper is invalid", () => {
    const doc = samplePaper("broken", 4);
    doc.passages[3]!.sentences.push([10, 5]); // end before start violates a CHECK
    expect(() => insertPaperDocument(db, doc)).toThrow();
    const counts = tableCounts(db);
    expect([counts.papers, counts.pages, counts.sections, counts.passages, counts.sentences, counts.paper_references]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("deleting a paper removes everything derived from it", () => {
    const { paperId } = seedRun();
    const runId = runs.listRuns(db)[0]!.id;
    qaItems.insertQaItem(db, { runId, workItemId: null, paperId, question: "Q?", answer: "A." });
    expect(papers.deletePaper(db, paperId)).toBe(true);
    const counts = tableCounts(db);
    expect([counts.passages, counts.sentences, counts.qa_items, counts.run_papers]).toEqual([0, 0, 0, 0]);
    expect(db.pragma("foreign_key_check")).toEqual([]);
  });
});

describe("models", () => {
  it("registers, hashes, lists and removes a model", () => {
    const id = models.insertModel(db, { name: "tiny", filePath: "/m/tiny.gguf", fileSize: 10, architecture: "llama", parameterCount: 260000, contextLength: 2048, hasChatTemplate: false });
    expect(models.getModel(db, id)).toMatchObject({ name: "tiny", sha256: null, architecture: "llama", hasChatTemplate: false, role: "generator" });
    models.setModelSha256(db, id, "b".repeat(64));
    expect(models.findModelByPath(db, "/m/tiny.gguf")?.sha256).toBe("b".repeat(64));
    expect(models.listModels(db)).toHaveLength(1);
    expect(models.removeModel(db, id)).toBe(true);
    expect(models.listModels(db)).toHaveLength(0);
  });

  it("a run keeps its model identity after the model is removed from the registry", () => {
    const { modelId, runId } = seedRun();
    models.removeModel(db, modelId);
    expect(runs.getRun(db, runId)).toMatchObject({ modelId: null, modelName: "stories260K", modelSha256: "a".repeat(64), modelQuantization: "F32" });
  });
});

describe("runs and the work-item ledger", () => {
  it("records a run's settings, papers, status times and tokens", () => {
    const { runId, paperId } = seedRun();
    expect(runs.getRun(db, runId)).toMatchObject({ strategy: "sciqag", promptVersion: "sciqag@1", seed: 7, status: "planned", settings: { qaPerPaper: 10 }, paperIds: [paperId] });
    runs.setRunStatus(db, runId, "running");
    const started = runs.getRun(db, runId)!.startedAt;
    expect(started).not.toBeNull();
    runs.setRunStatus(db, runId, "paused");
    runs.setRunStatus(db, runId, "running");
    expect(runs.getRun(db, runId)!.startedAt).toBe(started);
    addRunTokens(db, runId, { prompt: 100, evaluated: 40, generated: 20 });
    runs.setRunStatus(db, runId, "failed", { name: "ModelLoadError", message: "out of memory" });
    expect(runs.getRun(db, runId)).toMatchObject({ status: "failed", promptTokens: 100, evaluatedTokens: 40, generatedTokens: 20, error: { name: "ModelLoadError" } });
    expect(runs.getRun(db, runId)!.finishedAt).not.toBeNull();
  });

  it("plans once, claims in order, commits results with the status, retries then fails", () => {
    const { runId, paperId } = seedRun();
    const plan = ["a", "b", "c"].map((key) => ({ paperId, itemKey: key, kind: "paper", scope: { key } }));
    expect(workItems.planWorkItems(db, runId, plan)).toBe(3);
    expect(workItems.planWorkItems(db, runId, plan)).toBe(0); // re-planning after a crash adds nothing

    const [first, second] = workItemQueue.claimWorkItems(db, runId, 2);
    expect([first!.itemKey, second!.itemKey]).toEqual(["a", "b"]);
    expect(first!.status).toBe("running");
    expect(first!.attempts).toBe(1);

    workItemOutcomes.completeWorkItem(db, first!, { prompt: 50, generated: 10 }, () =>
      qaItems.insertQaItem(db, { runId, workItemId: first!.id, paperId, question: "What phase forms?", answer: "Cubic." }),
    );
    expect(workItems.getWorkItem(db, first!.id)).toMatchObject({ status: "done", promptTokens: 50 });

    // A failing result write rolls the status back too.
    expect(() =>
      workItemOutcomes.completeWorkItem(db, second!, { prompt: 1, generated: 1 }, () => {
        qaItems.insertQaItem(db, { runId, workItemId: second!.id, paperId, question: "Q", answer: "A" });
        throw new Error("parse failed");
      }),
    ).toThrow("parse failed");
    expect(workItems.getWorkItem(db, second!.id)!.status).toBe("running");
    expect(qaItems.listQaItemsForRun(db, runId)).toHaveLength(1);

    // Bounded retries: back to pending once, then failed with the error kept.
    const error = { name: "GenerationError", message: "model output was not JSON" };
    expect(workItemOutcomes.failWorkItem(db, second!, error, 2)).toBe("pending");
    const [again] = workItemQueue.claimWorkItems(db, runId, 1);
    expect(again!.id).toBe(second!.id);
    expect(workItemOutcomes.failWorkItem(db, again!, error, 2)).toBe("failed");
    expect(workItems.listWorkItems(db, runId, "failed")[0]!.error).toEqual(error);

    // A crash leaves an item running: resume puts it back.
    workItemQueue.claimWorkItems(db, runId, 1);
    expect(workItemQueue.requeueInterruptedItems(db, runId)).toBe(1);
    expect(workItems.countWorkItems(db, runId)).toEqual({ pending: 1, running: 0, done: 1, failed: 1, cancelled: 0 });
    expect(workItemQueue.requeueFailedItems(db, runId)).toBe(1);
    expect(workItems.countWorkItems(db, runId).pending).toBe(2);
  });
});

describe("QA items, scores and annotations", () => {
  it("stores a QA with evidence spans, verdicts with reasons, and each reviewer's decision", () => {
    const { runId, paperId } = seedRun();
    const passage = paperParts.listPassages(db, paperId)[1]!;
    const [start, end] = passage.sentences[0]!;
    const id = qaItems.insertQaItem(db, {
      runId,
      workItemId: null,
      paperId,
      question: "At what temperature did the films keep their cubic phase?",
      answer: "At 301 K.",
      type: "factual",
      difficulty: "easy",
      hop: "single",
      labels: { keyphrases: ["cubic phase"] },
      evidence: [{ text: passage.text.slice(start, end), passageId: passage.id, start, end, page: passage.page }],
    });
    reopen();
    const qa = qaItems.getQaItem(db, id)!;
    expect(qa).toMatchObject({ type: "factual", difficulty: "easy", hop: "single", isNegative: false, verdict: "pending", labels: { keyphrases: ["cubic phase"] } });
    expect(qa.evidence[0]!.text).toBe(passage.text.slice(qa.evidence[0]!.start!, qa.evidence[0]!.end!));

    scores.upsertScore(db, { qaId: id, metric: "numeric-source", scorer: "rules", value: 1, verdict: "pass", reason: "301 K found on page 1" });
    scores.upsertScore(db, { qaId: id, metric: "numeric-source", scorer: "rules", value: 0, verdict: "fail", reason: "re-scored" });
    expect(scores.listScores(db, id)).toMatchObject([{ metric: "numeric-source", value: 0, verdict: "fail", reason: "re-scored" }]);
    qaItems.setQaVerdict(db, id, "rejected");
    expect(qaItems.getQaItem(db, id)!.verdict).toBe("rejected");

    annotations.upsertAnnotation(db, { qaId: id, reviewer: "ana", decision: "keep", answerCorrect: "yes" });
    annotations.upsertAnnotation(db, { qaId: id, reviewer: "ben", decision: "drop", contextCorrect: false, correctedContext: "The grain size grew by 2 nm." });
    annotations.upsertAnnotation(db, { qaId: id, reviewer: "ana", decision: "keep", correctedAnswer: "301 K", correctedDifficulty: "medium" });
    expect(annotations.listAnnotations(db, id)).toMatchObject([
      { reviewer: "ana", decision: "keep", correctedAnswer: "301 K", correctedDifficulty: "medium" },
      { reviewer: "ben", decision: "drop", contextCorrect: false },
    ]);
  });

  it("rejects values outside the schema's vocabulary", () => {
    const { runId, paperId } = seedRun();
    expect(() => qaItems.insertQaItem(db, { runId, workItemId: null, paperId, question: "Q", answer: "A", difficulty: "impossible" as never })).toThrow(/CHECK/);
  });
});

describe("settings", () => {
  it("round-trips JSON values", () => {
    settings.setSetting(db, "llm.threads", 1);
    settings.setSetting(db, "ui", { theme: "dark" });
    settings.setSetting(db, "llm.threads", 2);
    expect(settings.getSetting(db, "llm.threads")).toBe(2);
    expect(settings.getSetting(db, "ui")).toEqual({ theme: "dark" });
    expect(settings.getSetting(db, "missing")).toBeUndefined();
  });
});
