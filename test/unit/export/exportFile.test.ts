import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem, setQaVerdict } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { upsertScore } from "../../../src-main/core/db/repositories/scores.ts";
import { countQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import type { QaQuery } from "../../../src-main/contract/qaQueries.ts";
import { presetQuery } from "../../../src-main/contract/qaSelection.ts";
import { ExportRunner } from "../../../src-main/core/export/ExportRunner.ts";
import { qaRecordJsonSchema, SCHEMA_FILE } from "../../../scripts/writeSchemas.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

const schema = JSON.parse(fs.readFileSync(SCHEMA_FILE, "utf8"));
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

let db: LibraryDatabase;
let dir: string;
let outDir: string;
let exports: ExportRunner;
let ids: { good: number; invented: number; dropped: number; other: number };

beforeEach(() => {
  dir = tempDir();
  db = openDatabase(path.join(dir, "library.sqlite"));
  outDir = tempDir();
  exports = new ExportRunner({ dataDir: dir, databasePath: path.join(dir, "library.sqlite") });
  const paperId = insertPaperDocument(db, samplePaper("export", 4));
  const passage = listPassages(db, paperId)[1]!;
  const [start, end] = passage.sentences[0]!;
  const model = { id: null, name: "qwen2.5-7b-instruct-q4_k_m", sha256: "c".repeat(64), quantization: "Q4_K_M" };
  const sciqag = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@1", settings: {}, model, seed: 42, paperIds: [paperId] });
  const chemlit = createRun(db, { strategy: "chemlit", promptVersion: "chemlit@1", settings: {}, model, seed: 7, paperIds: [paperId] });
  const qa = (runId: number, question: string, answer: string) =>
    insertQaItem(db, { runId, workItemId: null, paperId, question, answer, type: "causal", difficulty: "medium", hop: "single", evidence: [{ text: passage.text.slice(start, end), passageId: passage.id, start, end, page: passage.page }] });
  ids = {
    good: qa(sciqag, "At what temperature did the cubic phase persist?", "At 301 K."),
    invented: qa(sciqag, "How large did the grains grow?", "By 42 nm."),
    dropped: qa(sciqag, "What was annealed?", "The films."),
    other: qa(chemlit, "Why does annealing grow grains?", "Heat drives boundary migration."),
  };
  upsertScore(db, { qaId: ids.good, metric: "numeric-source", value: 1, verdict: "pass", reason: "301 K found" });
  upsertScore(db, { qaId: ids.invented, metric: "numeric-source", value: 0, verdict: "fail", reason: "not in the paper: 42 nm" });
  setQaVerdict(db, ids.good, "accepted");
  setQaVerdict(db, ids.invented, "rejected");
  upsertAnnotation(db, { qaId: ids.good, reviewer: "ana", decision: "keep", correctedAnswer: "At 301 K, under nitrogen." });
  upsertAnnotation(db, {
    qaId: ids.invented,
    reviewer: "ben",
    decision: "keep",
    answerCorrect: "unsure",
    answerable: false,
    correctedQuestion: "How large did the grains grow after annealing?",
    correctedContext: "Grains grew during the second anneal.",
  });
  upsertAnnotation(db, { qaId: ids.dropped, reviewer: "ana", decision: "drop" });
  return () => closeDatabase(db);
});

describe("exporting a QA dataset", () => {
  it("writes JSON and JSONL whose every record validates against the published JSON Schema", async () => {
    const json = await exports.toFile({ out: path.join(outDir, "out", "dataset.json"), format: "json" });
    const jsonl = await exports.toFile({ out: path.join(outDir, "out", "dataset.jsonl"), format: "jsonl" });
    const fromJson = JSON.parse(fs.readFileSync(json.path, "utf8")) as unknown[];
    const fromJsonl = fs.readFileSync(jsonl.path, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(fromJson).toEqual(fromJsonl);
    expect(json.records).toBe(4); // no query: every QA, the dropped one included
    for (const record of fromJson) expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
    const good = fromJson.find((r) => (r as { id: number }).id === ids.good) as Record<string, any>;
    expect(good.answer).toBe("At 301 K, under nitrogen.");
    expect(good.originalAnswer).toBe("At 301 K.");
    expect(good.review.status).toBe("kept");
    expect(good.provenance).toMatchObject({ strategy: "sciqag", promptVersion: "sciqag@1", seed: 42, model: { quantization: "Q4_K_M", sha256: "c".repeat(64) } });
    expect(good.paper.sha256).toHaveLength(64);
    // The evaluation labels travel with each reviewer; the corrected question replaces the generated one.
    const invented = fromJson.find((r) => (r as { id: number }).id === ids.invented) as Record<string, any>;
    expect(invented.question).toBe("How large did the grains grow after annealing?");
    expect(invented.originalQuestion).toBe("How large did the grains grow?");
    expect(invented.review.reviewers).toEqual([
      expect.objectContaining({ reviewer: "ben", answerCorrect: "unsure", answerable: false, correctedContext: "Grains grew during the second anneal." }),
    ]);
    expect(good.review.reviewers[0]).not.toHaveProperty("answerCorrect");
    // Evidence offsets point at the exact text they quote.
    const passage = listPassages(db, good.paper.id).find((p) => p.id === good.evidence[0].paragraphId)!;
    expect(passage.text.slice(good.evidence[0].start, good.evidence[0].end)).toBe(good.evidence[0].text);
  });

  it("narrows by verdict, minimum scores, strategy, review and preset, with a matching live count", async () => {
    const idsOf = async (query: QaQuery, reviewer = "ana") => {
      const out = await exports.toFile({ out: path.join(outDir, "f.jsonl"), format: "jsonl", selection: { query, reviewer } });
      const got = fs.readFileSync(out.path, "utf8").trim().split("\n").filter(Boolean).map((l) => JSON.parse(l).id);
      expect(countQaRecords(db, reviewer, query)).toBe(got.length);
      return got;
    };
    expect(await idsOf({ verdicts: ["accepted"] })).toEqual([ids.good]);
    expect(await idsOf({ scoreRanges: [{ metric: "numeric-source", min: 1 }] })).toEqual([ids.good]);
    expect(await idsOf({ strategies: ["chemlit"] })).toEqual([ids.other]);
    expect(await idsOf({ statuses: ["unreviewed", "kept", "disputed"] })).toEqual([ids.good, ids.invented, ids.other]);
    expect(await idsOf({ paperIds: [999] })).toEqual([]);
    // Presets: ana kept one and dropped one, ben kept another.
    expect(await idsOf(presetQuery("mine"))).toEqual([ids.good]);
    expect(await idsOf(presetQuery("mine"), "ben")).toEqual([ids.invented]);
    expect(await idsOf(presetQuery("kept"))).toEqual([ids.good, ids.invented]);
    expect(await idsOf(presetQuery("reviewed"))).toEqual([ids.good, ids.invented, ids.dropped]);
    expect(await idsOf(presetQuery("accepted"))).toEqual([ids.good]);
    expect(await idsOf(presetQuery("all"))).toEqual([ids.good, ids.invented, ids.dropped, ids.other]);
    // An export follows the query's order, as the review table does.
    expect(await idsOf({ order: "desc" })).toEqual([ids.other, ids.dropped, ids.invented, ids.good]);
  });

  it("never leaves a half-written file: a refused export keeps what was at the destination", async () => {
    const target = path.join(outDir, "dataset.json");
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, "keep.txt"), "precious");
    await expect(exports.toFile({ out: target, format: "json" })).rejects.toThrow(expect.objectContaining({ name: "ExportTargetIsFolderError" }));
    expect(fs.readFileSync(path.join(target, "keep.txt"), "utf8")).toBe("precious");
    expect(fs.readdirSync(outDir).filter((f) => f.endsWith(".partial"))).toEqual([]);
  });

  it("the committed JSON Schema file is the one the contract generates", () => {
    expect(schema).toEqual(JSON.parse(JSON.stringify(qaRecordJsonSchema())));
  });
});
