import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { insertQaItem, setQaVerdict } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { upsertScore } from "../../../src-main/core/db/repositories/scores.ts";
import { setSetting } from "../../../src-main/core/db/repositories/settings.ts";
import { keyQas } from "../../../src-main/core/pipeline/summary/keyQas.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("a paper's key QAs", () => {
  it("picks accepted QAs by quality, skips near-repeats, and spreads over sections", () => {
    const db = openDatabase(path.join(tempDir(), "library.sqlite"));
    const paperId = insertPaperDocument(db, samplePaper("key", 5));
    const passages = listPassages(db, paperId);
    const inResults = passages.find((p) => p.sectionId !== null && p.kind === "paragraph")!;
    const inOther = passages.find((p) => p.sectionId !== null && p.sectionId !== inResults.sectionId)!;
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "v1", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
    const add = (question: string, passage: typeof inResults, verdict: "accepted" | "rejected", numeric: number, shift: number) => {
      const id = insertQaItem(db, { runId, workItemId: null, paperId, question, answer: `Because of ${question.split(" ").slice(-2).join(" ")}`, evidence: [{ text: passage.text.slice(0, 40), passageId: passage.id, start: 0, end: 40, page: passage.page }] });
      upsertScore(db, { qaId: id, metric: "numeric-source", value: numeric, verdict: numeric === 1 ? "pass" : "fail", reason: "" });
      upsertScore(db, { qaId: id, metric: "dseper", value: shift, verdict: shift > 0 ? "pass" : "fail", reason: "" });
      upsertScore(db, { qaId: id, metric: "evidence-found", value: 1, verdict: "pass", reason: "" });
      setQaVerdict(db, id, verdict);
      return id;
    };
    const best = add("Why does annealing at 300 K keep the cubic phase stable?", inResults, "accepted", 1, 3);
    const repeat = add("Why does annealing at 300 K keep the cubic phase stable in films?", inResults, "accepted", 1, 2.9);
    const otherSection = add("How does grain size change with annealing time?", inOther, "accepted", 1, 1);
    const rejected = add("What limits the open-circuit voltage of the devices?", inOther, "rejected", 0, 5);
    const weaker = add("Which solvent dissolves the precursor salts?", inResults, "accepted", 1, 0.2);

    const picked = keyQas(db, paperId, { count: 3 }).map((k) => k.qa.id);
    expect(picked[0]).toBe(best);
    expect(picked).not.toContain(rejected);
    // The near-repeat of the best QA loses to QAs that add something new.
    expect(picked.slice(0, 2)).toContain(otherSection);
    expect(picked).toContain(weaker);
    expect(picked).not.toContain(repeat);
    const summary = keyQas(db, paperId, { count: 5 });
    expect(summary).toHaveLength(4);
    // Why each was picked, in percentages as the badge shows them; the first has nothing above it to overlap.
    expect(summary[0]!.why).toMatch(/^Picked for \d+% on its checks \(/);
    expect(summary[0]!.why).not.toMatch(/overlap|0\.\d\d/);
    expect(summary[1]!.why).toMatch(/, \d+% word overlap with a key QA above/);
    closeDatabase(db);
  });

  it("rests a QA's quality only on the checks that measured it: an answer without numbers gets no credit for them", () => {
    const db = openDatabase(path.join(tempDir(), "library.sqlite"));
    const paperId = insertPaperDocument(db, samplePaper("gro", 3));
    const passage = listPassages(db, paperId).find((p) => p.kind === "paragraph")!;
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "v1", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
    // The demo model's answer: one fragment of a word, its quoted evidence a real sentence of the
    // paper, a negative perplexity shift, and no numbers, as the filters store them.
    const id = insertQaItem(db, { runId, workItemId: null, paperId, question: "grohend pap", answer: "gro", evidence: [{ text: passage.text.slice(0, 40), passageId: passage.id, start: 0, end: 40, page: passage.page }] });
    upsertScore(db, { qaId: id, metric: "numeric-source", value: null, verdict: "pass", reason: "the answer states no numbers" });
    upsertScore(db, { qaId: id, metric: "evidence-found", value: 1, verdict: "pass", reason: "" });
    upsertScore(db, { qaId: id, metric: "dseper", value: -0.38, verdict: "fail", reason: "" });
    setQaVerdict(db, id, "accepted");
    const [gro] = keyQas(db, paperId);
    // (1 + logistic(-0.38)) / 2: the numbers check, with nothing to check, counts for nothing (it counted 1 before: 0.80).
    expect(gro!.quality).toBeCloseTo((1 + 1 / (1 + Math.exp(0.38))) / 2, 10);
    expect(gro!.qualityRestsOn).toEqual(["evidence-found", "dseper"]);
    closeDatabase(db);
  });

  it("lets reviewers' decisions outrank the filters, as Review and Export read them: kept QAs count though rejected, dropped and disputed ones never", () => {
    const db = openDatabase(path.join(tempDir(), "library.sqlite"));
    const paperId = insertPaperDocument(db, samplePaper("reviewed", 5));
    const passage = listPassages(db, paperId).find((p) => p.kind === "paragraph")!;
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "v1", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
    const add = (question: string, verdict: "accepted" | "rejected") => {
      const id = insertQaItem(db, { runId, workItemId: null, paperId, question, answer: `An answer about ${question}`, evidence: [{ text: passage.text.slice(0, 40), passageId: passage.id, start: 0, end: 40, page: passage.page }] });
      upsertScore(db, { qaId: id, metric: "evidence-found", value: 1, verdict: "pass", reason: "" });
      setQaVerdict(db, id, verdict);
      return id;
    };
    const keptButRejected = add("Why does the dopant raise the ionic conductivity of ceria?", "rejected");
    const droppedButAccepted = add("Which furnace atmosphere was used for sintering pellets?", "accepted");
    const droppedByColleague = add("How long were the membranes soaked in brine before testing?", "accepted");
    const keptByColleague = add("What limits the current density of protonic ceramic cells?", "rejected");
    const plainAccepted = add("How does grain size change with annealing time?", "accepted");
    const disputed = add("Which dopant concentration gave the highest conductivity?", "accepted");
    setSetting(db, "reviewer", "ana");
    upsertAnnotation(db, { qaId: keptButRejected, reviewer: "ana", decision: "keep" });
    upsertAnnotation(db, { qaId: droppedButAccepted, reviewer: "ana", decision: "drop" });
    upsertAnnotation(db, { qaId: droppedByColleague, reviewer: "ben", decision: "drop" });
    upsertAnnotation(db, { qaId: keptByColleague, reviewer: "ben", decision: "keep" });
    upsertAnnotation(db, { qaId: disputed, reviewer: "ana", decision: "keep" });
    upsertAnnotation(db, { qaId: disputed, reviewer: "ben", decision: "drop" });

    // Whoever the current reviewer is, the key QAs are the same: they follow what all reviewers decided.
    for (const reviewer of ["ana", "ben"]) {
      setSetting(db, "reviewer", reviewer);
      const picked = keyQas(db, paperId, { count: 10 });
      expect(picked.map((k) => k.qa.id).sort((a, b) => a - b)).toEqual([keptButRejected, keptByColleague, plainAccepted]);
      expect(picked.find((k) => k.qa.id === keptButRejected)!.why).toMatch(/kept by ana though the filters rejected it/);
      expect(picked.find((k) => k.qa.id === keptByColleague)!.why).toMatch(/kept by ben though the filters rejected it/);
    }
    closeDatabase(db);
  });
});
