// Asking the library over the shared corpora (real PDFs read by pdf.js, a real SQLite library):
// retrieval finds a paper from its own title and a passage from a sentence of it, stays within the
// papers asked, lets a stored QA's question lead to its evidence, and a citation of a retrieved
// sentence quotes the library's text exactly with its boxes on the page. No model: answers are
// made here from sentence ids as the model's schema lets it write them.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { citeAnswer } from "../../src-main/core/ask/citeAnswer.ts";
import { numberSentences } from "../../src-main/core/ask/numberSentences.ts";
import { retrievePassages } from "../../src-main/core/ask/retrievePassages.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { listPassages } from "../../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem } from "../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../src-main/core/db/repositories/runs.ts";
import { importPapers } from "../../src-main/core/documents/importPapers.ts";
import { SHARED_DIR, sharedAvailable } from "../support/sharedFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import type { PaperTruth } from "./paperTruth.ts";

const FOLDERS = ["fixtures/papers", "fixtures/papers-more"].map((f) => path.join(SHARED_DIR, f));
const available = FOLDERS.every((f) => sharedAvailable(f));
/** Runs of whitespace and a hyphen left at a line end differ between the truth's quotes and the stored text. */
const flat = (text: string) => text.replace(/\s+/g, " ").replace(/- /g, "-").trim();

describe.skipIf(!available)("retrieval and citations over the shared papers", () => {
  let db: LibraryDatabase;
  let papers: { truth: PaperTruth; paperId: number }[];

  beforeAll(async () => {
    const truths = FOLDERS.flatMap((folder) => (JSON.parse(fs.readFileSync(path.join(folder, "truth.json"), "utf8")) as PaperTruth[]).map((truth) => ({ truth, file: path.join(folder, truth.file) })));
    db = openDatabase(path.join(tempDirForSuite(), "library.sqlite"));
    // The hard cases (scanned, encrypted, truncated, a copy of another paper) are not what this is about.
    const readable = truths.filter((t) => !t.truth.hard_case);
    const results = await importPapers(db, readable.map((t) => t.file));
    papers = readable.flatMap((t, i) => (results[i]!.paperId ? [{ truth: t.truth, paperId: results[i]!.paperId! }] : []));
  });

  afterAll(() => closeDatabase(db));

  it("finds each paper among the first five from its title, among all the others", async () => {
    expect(papers.length).toBeGreaterThan(15);
    const misses: string[] = [];
    for (const { truth, paperId } of papers) {
      const found = await retrievePassages(db, truth.title!, { limit: 5 });
      if (!found.papers.slice(0, 5).some((p) => p.paperId === paperId)) misses.push(truth.file);
    }
    expect(misses).toEqual([]);
  });

  it("finds the passage of a paper's sentence among the first five and cites it exactly, with its boxes on the page", async () => {
    let checked = 0;
    for (const { truth, paperId } of papers) {
      for (const sentence of truth.body_sentences ?? []) {
        const found = await retrievePassages(db, sentence, { limit: 5 });
        // A sentence cut by a page break is split over two passages: either half is found.
        const [head, tail] = [flat(sentence).slice(0, 40), flat(sentence).slice(-40)];
        const passage = found.passages.find((p) => p.paperId === paperId && (flat(p.text).includes(head) || flat(p.text).includes(tail)));
        expect(passage, `${truth.file}: "${sentence.slice(0, 60)}…"`).toBeDefined();

        // The model may only name the sentence ids it was shown; cite those of this passage.
        const numbered = numberSentences(found.passages);
        const ids = numbered.filter((s) => s.passage.passageId === passage!.passageId && (flat(s.text).includes(head.slice(0, 20)) || flat(s.text).includes(tail.slice(-20))));
        expect(ids.length, truth.file).toBeGreaterThan(0);
        const cited = citeAnswer(db, { verdict: "answered", statements: [{ text: " A statement. ", sentences: ids.map((s) => s.id) }] }, numbered);
        expect(cited.outcome).toBe("answered");
        expect(cited.statements).toEqual([{ text: "A statement.", citations: ids.map((_, i) => i + 1) }]);
        for (const citation of cited.citations) {
          expect(passage!.text.slice(citation.start, citation.end)).toBe(citation.quote);
          expect(citation.boxes.length).toBeGreaterThan(0);
          expect(citation.boxes.some((b) => b.page === citation.page)).toBe(true);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("stays within the papers asked", async () => {
    const [first, second] = papers;
    const found = await retrievePassages(db, first!.truth.title!, { paperIds: [second!.paperId], limit: 6 });
    expect(found.papersSearched).toBe(1);
    expect(found.passages.every((p) => p.paperId === second!.paperId)).toBe(true);
  });

  it("lets a stored QA's question lead to the passage its evidence quotes", async () => {
    const { paperId } = papers[3]!;
    const target = listPassages(db, paperId).filter((p) => p.kind === "paragraph" && p.sentences.length > 1).at(-1)!;
    const [start, end] = target.sentences[0]!;
    const runId = createRun(db, { strategy: "sciqag", promptVersion: "t", settings: {}, model: { id: null, name: "m", sha256: null, quantization: null }, seed: 1, paperIds: [paperId] });
    const question = "Which quarrelsome lighthouse keeper measured the tides?";
    insertQaItem(db, { runId, workItemId: null, paperId, question, answer: "One did.", evidence: [{ text: target.text.slice(start, end), passageId: target.id, start, end, page: target.page }] });
    const found = await retrievePassages(db, "quarrelsome lighthouse keeper tides", { limit: 3 });
    expect(found.passages[0]).toMatchObject({ passageId: target.id, paperId });
    expect(found.passages[0]!.scores.questions).toBeGreaterThan(0);
    expect(found.papers[0]!.paperId).toBe(paperId);
  });

  it("notices a cited sentence that no longer matches the library and does not cite it", async () => {
    const found = await retrievePassages(db, papers[0]!.truth.title!, { limit: 2 });
    const numbered = numberSentences(found.passages);
    const changed = numbered.map((s, i) => (i === 0 ? { ...s, text: `${s.text} (edited)` } : s));
    const cited = citeAnswer(db, { verdict: "answered", statements: [{ text: "Only this.", sentences: [numbered[0]!.id] }] }, changed);
    expect(cited).toMatchObject({ outcome: "refused", citations: [], refusal: expect.stringMatching(/could not be tied to sentences/) });
  });
});
