import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { describeScore } from "../../../src-main/contract/scoreWords.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { readQaDetail } from "../../../src-main/core/db/repositories/reviewDetail.ts";
import { upsertScore } from "../../../src-main/core/db/repositories/scores.ts";
import { numericSource } from "../../../src-main/core/pipeline/filters/numericSource.ts";
import { seedReviewLibrary } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";

// The numbers check's share rests on a count ("3 of 4 numbers found"), kept in its own fields
// rather than only in the reason's words, so Review and the paper view can show a 75% with its n.

let db: LibraryDatabase | undefined;
afterEach(() => {
  if (db) closeDatabase(db);
  db = undefined;
});

const PAPER = "Devices reached 20.6% at 300 K after 1,000 h; the control reached 18.1%.";

describe("the numbers check's counts", () => {
  it("are stored with the score and reach Review's detail, which says them beside the share", () => {
    db = openDatabase(path.join(tempDir(), "library.sqlite"));
    const [fourNumbers, noNumbers] = seedReviewLibrary(db, 1, 2).qaIds as [number, number];
    const verdict = numericSource("It reached 20.6% at 300 K after 1000 h, and 19.9% later.", PAPER);
    upsertScore(db, { qaId: fourNumbers, metric: verdict.metric, scorer: "", value: verdict.value, verdict: verdict.verdict, reason: verdict.reason, counts: verdict.counts ?? null });
    const none = numericSource("It improved.", PAPER);
    upsertScore(db, { qaId: noNumbers, metric: none.metric, scorer: "", value: none.value, verdict: none.verdict, reason: none.reason, counts: none.counts ?? null });

    const score = readQaDetail(db, "me", fourNumbers).scores.find((s) => s.metric === "numeric-source")!;
    expect(score.counts).toEqual({ found: 3, checked: 4 });
    expect(describeScore(score)).toBe("Numbers found in the paper: 75% (3 of 4 numbers found), a problem (higher is better).");
    const nothing = readQaDetail(db, "me", noNumbers).scores.find((s) => s.metric === "numeric-source")!;
    expect(nothing.counts).toEqual({ found: 0, checked: 0 });
    expect(describeScore(nothing)).toBe("Numbers found in the paper: no numbers to check.");
  });

  it("are read back from the reasons of checks stored before the counts had fields (migration 21)", () => {
    const file = path.join(tempDir(), "library.sqlite");
    // The support's seed writes scores as this version does; the columns are dropped after it to
    // leave a library as version 20 kept it.
    const old = openDatabase(file);
    const ids = seedReviewLibrary(old, 1, 6).qaIds;
    old.exec(`DELETE FROM scores WHERE metric = 'numeric-source'; ALTER TABLE scores DROP COLUMN items_found; ALTER TABLE scores DROP COLUMN items_checked; PRAGMA user_version = 20;`);
    const reasons: [string, number | null][] = [
      ["its one number occurs in the paper", 1],
      ["all 5 numbers occur in the paper", 1],
      ["its one number is not in the paper: 12 K", 0],
      ["2 of 3 numbers found in the paper; not in it: 7 h", 2 / 3],
      ["the answer states no numbers", null],
      ["written some other way", 0.5],
    ];
    const insert = old.prepare(`INSERT INTO scores (qa_id, metric, scorer, value, verdict, reason) VALUES (?, 'numeric-source', '', ?, ?, ?)`);
    reasons.forEach(([reason, value], i) => insert.run(ids[i], value, value === null || value === 1 ? "pass" : "fail", reason));
    closeDatabase(old);

    db = openDatabase(file);
    const counts = ids.slice(0, reasons.length).map((id) => readQaDetail(db!, "me", id).scores.find((s) => s.metric === "numeric-source")!.counts);
    expect(counts).toEqual([{ found: 1, checked: 1 }, { found: 5, checked: 5 }, { found: 0, checked: 1 }, { found: 2, checked: 3 }, { found: 0, checked: 0 }, null]);
    // A reason in no known form keeps its share alone rather than a guessed count.
    const unknown = readQaDetail(db, "me", ids[5]!).scores.find((s) => s.metric === "numeric-source")!;
    expect(describeScore(unknown)).toBe("Numbers found in the paper: 50%, a problem (higher is better).");
    expect(describeScore(readQaDetail(db, "me", ids[2]!).scores.find((s) => s.metric === "numeric-source")!)).toMatch(/: 0% \(its one number not found\)/);
  });

  it("are kept for the evidence check and the judge's statement checks, and read back from their old reasons (migration 22)", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file);
    const ids = seedReviewLibrary(old, 1, 8).qaIds;
    // A library as version 21 kept it: the fields exist, but these checks left them empty.
    old.exec(`DELETE FROM scores WHERE metric IN ('evidence-found', 'faithfulness', 'answer-relevancy'); PRAGMA user_version = 21;`);
    const rows: [string, number, string][] = [
      ["evidence-found", 1, "its one evidence sentence found in the paper"],
      ["evidence-found", 1, "all 3 evidence sentences found in the paper"],
      ["evidence-found", 0.5, "1 of 2 evidence sentences not found in the paper"],
      ["evidence-found", 1, "all 2 evidence sentence(s) found in the paper"],
      ["evidence-found", 0.75, "1 evidence sentence(s) not found in the paper"],
      ["faithfulness", 0.75, "3 of the answer's 4 statements not contradicted or added to the chunk, as the judge read them; the run's bar is mean 0.80 − 0.5 × sd 0.10 = 0.75 over 9 QAs"],
      ["answer-relevancy", 1, "1 of the answer's 1 statement on the question, as the judge read them"],
      ["evidence-found", 0.5, "written some other way"],
    ];
    const insert = old.prepare(`INSERT INTO scores (qa_id, metric, scorer, value, verdict, reason) VALUES (?, ?, '', ?, ?, ?)`);
    rows.forEach(([metric, value, reason], i) => insert.run(ids[i], metric, value, value < 1 ? "fail" : "pass", reason));
    closeDatabase(old);

    db = openDatabase(file);
    const scoreOf = (i: number) => readQaDetail(db!, "me", ids[i]!).scores.find((s) => s.metric === rows[i]![0])!;
    expect(rows.map((_, i) => scoreOf(i).counts)).toEqual([
      { found: 1, checked: 1 },
      { found: 3, checked: 3 },
      { found: 1, checked: 2 },
      { found: 2, checked: 2 },
      { found: 3, checked: 4 },
      { found: 3, checked: 4 },
      { found: 1, checked: 1 },
      null,
    ]);
    expect(describeScore(scoreOf(2))).toBe("Evidence found in the paper: 50% (1 of 2 evidence quotes found), a problem (higher is better).");
    expect(describeScore(scoreOf(5))).toMatch(/^Answer faithful to its chunk: 75% \(3 of 4 statements borne out by the chunk\)/);
    expect(describeScore(scoreOf(6))).toMatch(/^Answer on the question: 100% \(its one statement on the question\)/);
    expect(describeScore(scoreOf(7))).toMatch(/^Evidence found in the paper: 50%, /);
  });
});
