// Filling a library to scale through the repositories' own insert functions: papers cloned from
// imported ones (their parsed text under another file's identity) and QAs with runs, work items,
// verdicts, scores and reviews spread the way a lab's library would have them.
import crypto from "node:crypto";
import fs from "node:fs";
import type { LibraryDatabase } from "../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../src-main/core/db/repositories/annotations.ts";
import { getPaper, type PaperFields } from "../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument, type NewPaperDocument } from "../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPages, listPassages, listReferences, listSections, type PassageRow } from "../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem, setQaVerdict, type Difficulty, type Verdict } from "../src-main/core/db/repositories/qaItems.ts";
import { createRun, setRunStatus } from "../src-main/core/db/repositories/runs.ts";
import { upsertScore } from "../src-main/core/db/repositories/scores.ts";
import { listWorkItems, planWorkItems } from "../src-main/core/db/repositories/workItems.ts";
import { claimWorkItems } from "../src-main/core/db/repositories/workItemQueue.ts";
import { completeWorkItem } from "../src-main/core/db/repositories/workItemOutcomes.ts";
import { variedPaperDetails } from "../test/support/generatedPdfs.ts";
import { seededRandom } from "../test/support/seededRandom.ts";

/**
 * A stored paper read back through the repositories as a new document: the same pages,
 * sections, passages (with their boxes and sentences) and references, so a clone is what the
 * importer would have stored for a paper with that text.
 */
export function readBackDocument(db: LibraryDatabase, paperId: number): Omit<NewPaperDocument, keyof PaperFields> & { pageCount: number; language: string | null } {
  const paper = getPaper(db, paperId)!;
  const sections = listSections(db, paperId);
  const sectionIndex = new Map(sections.map((s, i) => [s.id, i]));
  return {
    parserVersion: paper.parserVersion,
    metadata: paper.metadata,
    readingDoubts: paper.readingDoubts,
    pageCount: paper.pageCount,
    language: paper.language,
    pages: listPages(db, paperId),
    sections: sections.map((s) => ({ parent: s.parentId === null ? null : sectionIndex.get(s.parentId)!, level: s.level, heading: s.heading, number: s.number, page: s.page })),
    passages: listPassages(db, paperId).map((p) => ({
      section: p.sectionId === null ? null : sectionIndex.get(p.sectionId)!,
      kind: p.kind,
      text: p.text,
      page: p.page,
      boxes: p.boxes,
      sentences: p.sentences,
    })),
    references: listReferences(db, paperId).map((r) => ({ text: r.text, doi: r.doi })),
  };
}

/**
 * Stores paper `index` of the generated set without parsing it: the file's own identity (hash,
 * size, path) and the details it prints, with the parsed body of `template` (an imported paper on
 * the same material). Returns the new paper id.
 */
export function storeClonedPaper(db: LibraryDatabase, file: string, index: number, template: ReturnType<typeof readBackDocument>): number {
  const bytes = fs.readFileSync(file);
  const details = variedPaperDetails(index);
  return insertPaperDocument(db, {
    ...template,
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    sourcePath: file,
    fileSize: bytes.length,
    title: details.title,
    authors: details.authors,
    doi: details.doi,
    abstract: details.abstract,
    keywords: details.keywords,
  });
}

const STRATEGIES = ["sciqag", "chemlit", "retchem", "kgqa", "ccqg", "scirgen"] as const;
const TYPES = ["factual", "causal", "comparative", "procedural", "numerical"];
const DIFFICULTIES: Difficulty[] = ["easy", "medium", "hard"];
const TOPICS = ["conductivity", "activation energy", "grain boundary", "film thickness", "impedance", "substrate", "strain", "annealing", "oxygen vacancy", "dopant"];
const ASKS = ["How does", "Why does", "What limits", "Which value of", "At what temperature does", "How was"];

/** QAs per paper by the paper's place in a block of 1,000: a tenth none, the others 20 to ~290, 100,000 a block exactly. */
export function qasPerPaper(): number[] {
  const random = seededRandom(7);
  const raw = Array.from({ length: 1000 }, (_, i) => (i % 10 === 9 ? 0 : 20 + Math.floor(random() ** 2 * 300)));
  const sum = raw.reduce((a, b) => a + b, 0);
  const scaled = raw.map((n) => Math.floor((n * 100_000) / sum));
  // Hand the rounding remainder to the first papers that have QAs, so the block sums to 100,000.
  let rest = 100_000 - scaled.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % 1000) if (scaled[i]! > 0) (scaled[i]!++, rest--);
  return scaled;
}

export interface FillResult {
  qas: number;
  runs: number;
  scores: number;
  annotations: number;
}

/**
 * Runs over the papers and `qasPerPaper()` QAs on each (100 a paper on average), through the
 * repositories in one transaction per paper: every paper with QAs was covered by one to three
 * runs of different strategies (a work item each, done), its QAs split between them; verdicts
 * 55 % accepted, 20 % rejected, 25 % pending; a faithfulness score on every QA and a numeric check
 * on every other; the reviewer `reviewer` kept or dropped about 30 % and corrected some, another
 * reviewer decided about 10 %.
 */
export function fillQas(db: LibraryDatabase, paperIds: number[], reviewer: string, onPaper?: (done: number) => void): FillResult {
  const perPaper = qasPerPaper();
  const model = { id: null, name: "scale-bench-model", sha256: null, quantization: "Q4_K_M" };
  // Runs of each strategy over consecutive slices of the library, as a lab would run batches.
  const slice = 2500;
  const runs: { id: number; strategy: string; from: number; to: number }[] = [];
  db.transaction(() => {
    for (const [s, strategy] of STRATEGIES.entries()) {
      for (let from = (s * 500) % slice; from < paperIds.length; from += slice) {
        const to = Math.min(paperIds.length, from + slice);
        const ids = paperIds.slice(from, to);
        const id = createRun(db, { strategy, promptVersion: `${strategy}@1`, settings: {}, model, seed: runs.length + 1, paperIds: ids });
        planWorkItems(db, id, ids.map((paperId) => ({ paperId, itemKey: `paper-${paperId}`, kind: "paper", scope: {} })));
        runs.push({ id, strategy, from, to });
      }
    }
  })();
  const workItem = new Map<string, number>();
  for (const run of runs) {
    claimWorkItems(db, run.id, run.to - run.from);
    for (const item of listWorkItems(db, run.id)) workItem.set(`${run.id}:${item.paperId}`, item.id);
  }
  const random = seededRandom(11);
  let qas = 0;
  let scores = 0;
  let annotations = 0;
  for (const [p, paperId] of paperIds.entries()) {
    const count = perPaper[p % 1000]!;
    // One to three of the runs over this paper, starting at a different strategy paper by paper.
    const over = runs.filter((r) => p >= r.from && p < r.to);
    const covering = [...over.slice(p % over.length), ...over.slice(0, p % over.length)].slice(0, 1 + (p % 3));
    const passages = listPassages(db, paperId).filter((x) => x.sentences.length > 0);
    db.transaction(() => {
      for (const [r, run] of covering.entries()) {
        const share = r === covering.length - 1 ? count - Math.floor(count / covering.length) * r : Math.floor(count / covering.length);
        completeWorkItem(db, { id: workItem.get(`${run.id}:${paperId}`)!, runId: run.id, paperId }, { prompt: 4000, generated: 60 * share }, () => {
          for (let k = 0; k < share; k++) {
            insertOne(db, { runId: run.id, paperId, ordinal: k, passages, random, reviewer, workItemId: workItem.get(`${run.id}:${paperId}`)! }, (kind) => {
              if (kind === "score") scores++;
              else annotations++;
            });
            qas++;
          }
        });
      }
    })();
    if ((p + 1) % 500 === 0) onPaper?.(p + 1);
  }
  for (const run of runs) setRunStatus(db, run.id, "completed");
  return { qas, runs: runs.length, scores, annotations };
}

function insertOne(
  db: LibraryDatabase,
  at: { runId: number; paperId: number; ordinal: number; passages: PassageRow[]; random: () => number; reviewer: string; workItemId: number },
  count: (kind: "score" | "annotation") => void,
): void {
  const { random } = at;
  const topic = TOPICS[Math.floor(random() * TOPICS.length)]!;
  const passage = at.passages[Math.floor(random() * at.passages.length)];
  const sentence = passage?.sentences[Math.floor(random() * passage.sentences.length)];
  const quote = passage && sentence ? passage.text.slice(sentence[0], sentence[1]) : "";
  const id = insertQaItem(db, {
    runId: at.runId,
    workItemId: at.workItemId,
    paperId: at.paperId,
    ordinal: at.ordinal,
    question: `${ASKS[Math.floor(random() * ASKS.length)]} the ${topic} of the films change in sample ${Math.floor(random() * 400)}?`,
    answer: quote.length > 0 ? quote : `The ${topic} changed with the thickness.`,
    type: TYPES[Math.floor(random() * TYPES.length)]!,
    difficulty: random() < 0.1 ? null : DIFFICULTIES[Math.floor(random() * 3)]!,
    hop: random() < 0.2 ? "multi" : "single",
    labels: {},
    context: { policy: "whole-paper" },
    evidence: passage && sentence ? [{ text: quote, passageId: passage.id, start: sentence[0], end: sentence[1], page: passage.page }] : [],
  });
  const v = random();
  const verdict: Verdict = v < 0.55 ? "accepted" : v < 0.75 ? "rejected" : "pending";
  if (verdict !== "pending") setQaVerdict(db, id, verdict);
  upsertScore(db, { qaId: id, metric: "faithfulness", scorer: "judge", value: Math.round(random() * 100) / 100, verdict: "info", reason: "judged against the quoted sentence" });
  count("score");
  if (random() < 0.5) {
    upsertScore(db, { qaId: id, metric: "numeric-source", value: null, verdict: random() < 0.9 ? "pass" : "fail", reason: "numbers found in the source" });
    count("score");
  }
  const d = random();
  if (d < 0.3) {
    upsertAnnotation(db, { qaId: id, reviewer: at.reviewer, decision: d < 0.22 ? "keep" : "drop", ...(d < 0.03 ? { correctedAnswer: "A corrected answer." } : {}) });
    count("annotation");
  }
  if (random() < 0.1) {
    upsertAnnotation(db, { qaId: id, reviewer: "second-reviewer", decision: random() < 0.7 ? "keep" : "drop" });
    count("annotation");
  }
}
