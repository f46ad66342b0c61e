import fs from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { PaperSynthesisViewSchema, type SynthesisConditions } from "../../../src-main/contract/synthesisConditions.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { getPaperSynthesis, savePaperSynthesis } from "../../../src-main/core/db/repositories/paperSyntheses.ts";
import { deletePaper } from "../../../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { insertQaItem } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { SCHEMA_FILE } from "../../../scripts/writeSchemas.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

let db: LibraryDatabase;
libraryEachTest((opened) => (db = opened));

const conditions = (material: string | null): SynthesisConditions => ({
  reported: material !== null,
  materials:
    material === null
      ? []
      : [{ material, reagents: [{ name: "PbI2", amount: "0.46 g", evidence: [{ passageId: 1, start: 0, end: 10, text: "Perovskite" }], inEvidence: false }], solvents: [], temperatures: [], times: [], steps: [] }],
  leftOut: 0,
  promptVersion: "retchem@3",
  policy: "whole-paper",
});

describe("stored synthesis conditions", () => {
  it("keeps one record per paper and run, reads the latest, and goes with the paper", () => {
    const [a, b] = [insertPaperDocument(db, samplePaper("a")), insertPaperDocument(db, samplePaper("b"))];
    const run = () => createRun(db, { strategy: "retchem", promptVersion: "retchem@3", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [a, b] });
    const [first, second] = [run(), run()];
    expect(getPaperSynthesis(db, a)).toBeNull();
    savePaperSynthesis(db, first, a, conditions("old"));
    savePaperSynthesis(db, second, a, conditions(null));
    // A retried item saves again: the run keeps one record of the paper, the newer.
    savePaperSynthesis(db, first, a, conditions("MAPbI3"));
    savePaperSynthesis(db, first, b, conditions("FAPbI3"));

    expect(getPaperSynthesis(db, a)).toMatchObject({ runId: second, paperId: a, conditions: { reported: false, materials: [] } });
    // What the paper view is sent is exactly the contract's view: the wire check (strict) passes it.
    expect(PaperSynthesisViewSchema.parse(getPaperSynthesis(db, a, first))).toEqual(getPaperSynthesis(db, a, first));
    expect(getPaperSynthesis(db, a, first)!.conditions.materials[0]!.material).toBe("MAPbI3");
    expect(getPaperSynthesis(db, b)!.runId).toBe(first);

    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT conditions_json FROM paper_syntheses WHERE paper_id = ? ORDER BY run_id DESC LIMIT 1`).all(a) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(" ")).toMatch(/paper_syntheses_by_paper/);

    deletePaper(db, a);
    expect(getPaperSynthesis(db, a)).toBeNull();
  });

  it("goes into the export with the QAs of the run and paper that extracted it, and only those", () => {
    const paper = insertPaperDocument(db, samplePaper("c"));
    const model = { id: null, name: "m", sha256: null, quantization: null };
    const retchem = createRun(db, { strategy: "retchem", promptVersion: "retchem@3", settings: {}, model, seed: 1, paperIds: [paper] });
    const sciqag = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@3", settings: {}, model, seed: 1, paperIds: [paper] });
    const qa = (runId: number) =>
      insertQaItem(db, { runId, workItemId: null, paperId: paper, ordinal: 0, question: "Q?", answer: "A.", type: "factual", difficulty: null, hop: "single", labels: {}, context: {}, evidence: [] });
    qa(retchem);
    qa(sciqag);
    savePaperSynthesis(db, retchem, paper, conditions("MAPbI3"));

    const records = [...selectQaRecords(db, "me")];
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(SCHEMA_FILE, "utf8")));
    for (const r of records) expect(validate(r), JSON.stringify(validate.errors)).toBe(true);
    expect(records.find((r) => r.provenance.runId === retchem)!.synthesis).toEqual(conditions("MAPbI3"));
    expect(records.find((r) => r.provenance.runId === sciqag)).not.toHaveProperty("synthesis");
  });
});
