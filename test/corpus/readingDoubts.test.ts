import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { READING_DOUBTS, type ReadField, type ReadingDoubtKind } from "../../src-main/contract/readingNotes.ts";
import { parsePdf } from "../../src-main/core/documents/parsePdf.ts";
import { assessReading, readDetailsOf } from "../../src-main/core/documents/readingDoubts.ts";
import { SHARED_PAPERS, SHARED_PAPERS_WIDE, sharedAvailable } from "../support/sharedFixtures.ts";
import { readTruth } from "./corpusTable.ts";
import { scorePaper } from "./scorePaper.ts";

// Whether the flags mean something on real papers: a detail read right must not be doubted
// (a flag the reader learns to ignore is worse than none), and what was read wrong should
// mostly be flagged. The catch rate is printed, not held to a bar: as the reader improves,
// fewer papers are read wrong and the rate moves over a shrinking set.

const available = sharedAvailable(SHARED_PAPERS) && sharedAvailable(SHARED_PAPERS_WIDE);

interface Judged {
  file: string;
  /** Details read wrong, by the truth. */
  wrong: ReadField[];
  /** Details read right (and present in the truth), by the truth. */
  right: ReadField[];
  doubts: ReadingDoubtKind[];
}

async function judge(dir: string): Promise<Judged[]> {
  const judged: Judged[] = [];
  for (const truth of readTruth(dir).filter((t) => !t.hard_case)) {
    const paper = await parsePdf(new Uint8Array(fs.readFileSync(path.join(dir, truth.file))), { file: truth.file });
    const score = scorePaper(paper, truth);
    const verdicts: [ReadField, boolean | null][] = [
      ["title", truth.title ? score.title : null],
      ["abstract", score.abstract],
      ["sections", (truth.sections ?? []).length > 0 ? score.sectionRate >= 0.9 : null],
    ];
    judged.push({
      file: truth.file,
      wrong: verdicts.filter(([, ok]) => ok === false).map(([field]) => field),
      right: verdicts.filter(([, ok]) => ok === true).map(([field]) => field),
      doubts: assessReading(readDetailsOf(paper)),
    });
  }
  return judged;
}

describe.skipIf(!available)("doubts about papers read from the shared corpus", () => {
  it("never doubts a detail read right, and flags most papers read wrong (table printed below)", async () => {
    const judged = [...(await judge(SHARED_PAPERS)), ...(await judge(SHARED_PAPERS_WIDE))];
    const falseAlarms = judged.flatMap((j) => j.doubts.filter((kind) => j.right.includes(READING_DOUBTS[kind].field)).map((kind) => `${j.file}: ${kind}`));
    const readWrong = judged.filter((j) => j.wrong.length > 0);
    const caught = readWrong.filter((j) => j.doubts.some((kind) => j.wrong.includes(READING_DOUBTS[kind].field)));
    const lines = judged.map((j) => `${j.file.slice(0, 44).padEnd(44)}  ${(j.wrong.join(",") || "-").padEnd(24)}  ${j.doubts.join(", ") || "-"}`);
    console.log(
      [
        "Doubts over ../shared/fixtures/papers and papers-wide",
        `${"paper".padEnd(44)}  ${"read wrong".padEnd(24)}  doubts`,
        ...lines,
        `papers read wrong (title, abstract or sections < 90%): ${readWrong.length}; flagged on a wrong detail: ${caught.length}; doubts about a detail read right: ${falseAlarms.length}`,
      ].join("\n"),
    );
    expect(falseAlarms).toEqual([]);
  }, 600_000);
});
