import fs from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import type { QaRecord } from "../../../src-main/contract/exportRecord.ts";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { selectQaRecords } from "../../../src-main/core/export/selectQaRecords.ts";
import { hfRow } from "../../../src-main/core/export/formats/hfRows.ts";
import { DatasetRowSchema } from "../../../src-main/contract/exportLayouts.ts";
import { createReviewService } from "../../../src-main/core/review/createReviewService.ts";
import { SCHEMA_FILE } from "../../../scripts/writeSchemas.ts";
import { seedReviewLibrary, type ReviewSeed } from "../../support/reviewData.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";

const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(SCHEMA_FILE, "utf8")));

let db: LibraryDatabase;
let seed: ReviewSeed;
libraryEachTest((opened) => {
  db = opened;
  seed = seedReviewLibrary(db, 1, 4);
});

// What the old default held and the "leave out dropped" choice still means: every status but dropped.
const records = () => new Map<number, QaRecord>([...selectQaRecords(db, "ana", { statuses: ["unreviewed", "kept", "disputed"] })].map((r) => [r.id, r]));

describe("exporting reviewed QAs", () => {
  it("exports what the reviewer corrected in the review view: answer, type, difficulty and 'context wrong'", async () => {
    const review = createReviewService(() => db, () => "ana", () => undefined);
    const [kept, pending, dropped] = seed.qaIds as [number, number, number];
    await review.annotate(kept, { decision: "keep", answer: "The corrected answer.", type: "definition", difficulty: "hard", contextWrong: true });
    // Corrected but not decided yet: the corrections already stand.
    await review.annotate(pending, { type: "factual" });
    await review.annotate(dropped, { decision: "drop", answer: "Never mind." });

    const byId = records();
    for (const record of byId.values()) expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
    expect(byId.get(kept)).toMatchObject({
      answer: "The corrected answer.",
      originalAnswer: "Answer 0: the perovskite changed.",
      type: "definition",
      difficulty: "hard",
      review: { status: "kept", reviewers: [{ reviewer: "ana", decision: "keep", contextWrong: true }] },
    });
    expect(byId.get(pending)).toMatchObject({ type: "factual", difficulty: "medium", review: { status: "unreviewed", reviewers: [{ contextWrong: false }] } });
    expect(byId.has(dropped)).toBe(false);
    // A QA nobody touched goes out exactly as generated.
    expect(byId.get(seed.qaIds[3]!)).toMatchObject({ answer: "Answer 3: the grain changed.", type: "factual", difficulty: "easy", review: { status: "unreviewed", reviewers: [] } });
  });

  it("keeps each reviewer's correction of one QA and says whose the exported answer is", async () => {
    const [qa, untouched] = seed.qaIds as [number, number];
    await createReviewService(() => db, () => "ana", () => undefined).annotate(qa, { decision: "keep", answer: "Ana's answer.", difficulty: "hard" });
    await createReviewService(() => db, () => "ben", () => undefined).annotate(qa, { decision: "keep", answer: "Ben's answer.", type: "comparison" });

    const record = records().get(qa)!;
    expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
    // Neither correction is lost: each stays with its reviewer's name.
    expect(record.review.reviewers.map((r) => [r.reviewer, r.correctedAnswer])).toEqual([
      ["ana", "Ana's answer."],
      ["ben", "Ben's answer."],
    ]);
    expect(record.review.reviewers.find((r) => r.reviewer === "ana")).toMatchObject({ correctedDifficulty: "hard" });
    expect(record.review.reviewers.find((r) => r.reviewer === "ben")).toMatchObject({ correctedType: "comparison" });
    // The record's answer is the later correction, and its provenance names whose each field is.
    expect(record.answer).toBe("Ben's answer.");
    expect(record).toMatchObject({ type: "comparison", difficulty: "hard" });
    expect(record.provenance.correctedBy).toEqual({ answer: "ben", type: "ben", difficulty: "ana" });
    const row = hfRow(record);
    expect(DatasetRowSchema.parse(row)).toMatchObject({ answer: "Ben's answer.", answer_corrected_by: "ben", question_corrected_by: null });
    // A QA nobody corrected names nobody.
    expect(records().get(untouched)!.provenance.correctedBy).toBeUndefined();
    expect(hfRow(records().get(untouched)!).answer_corrected_by).toBeNull();
  });
});
