import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getQaTexts, listRunPaperQaIdsAfter, listRunPaperQuestionsAfter, runPaperQaIdsStartAfter } from "../../db/repositories/duplicateQaReads.ts";
import type { TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import { DuplicateIndex } from "../filters/duplicates/DuplicateIndex.ts";
import type { Pause } from "../filters/duplicates/indexedQa.ts";
import { IntList } from "../filters/duplicates/IntList.ts";
import { timeSlices } from "../filters/duplicates/timeSlices.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";
import { duplicateVerdict } from "../filters/duplicateVerdict.ts";
import { checkInBatches, exactLikeness, indexed, likenessText, type DuplicateCandidate } from "../filters/nearDuplicates.ts";
import type { LikenessThresholds } from "../filters/qaLikeness.ts";
import { itemScope, qaScope } from "../filters/qaScope.ts";

/** Stored QAs read from the database at once when an index catches up. */
const PAGE = 2000;
/** Papers whose index is kept; a run's items are claimed paper by paper, so a few cover its lanes. Defaults to 4. */
const KEPT_PAPERS = 4;

/** What a check needs besides the QAs. */
export interface DuplicateCheck {
  db: LibraryDatabase;
  runId: number;
  paperId: number;
  embedder: TextEmbedder;
  thresholds: LikenessThresholds;
  /** The work item the QAs come from: when its QAs are stored as checked, the index keeps them instead of reading them back. Defaults to none. */
  itemId?: number | null;
  signal?: AbortSignal;
}

/** One paper's index: the stored QAs up to `lastId`, then (while `checked` is set) the QAs of the last item checked. */
interface PaperIndex {
  index: DuplicateIndex;
  embedder: TextEmbedder;
  thresholds: LikenessThresholds;
  lastId: number;
  /** Stored id of each indexed QA, by position (the last item's QAs have none until stored). */
  ids: IntList;
  /** The last item's QAs, checked and added but not yet seen stored. */
  checked: { from: number; itemId: number | null; qas: readonly DuplicateCandidate[] } | null;
  /** Checks of one paper run one at a time: each sees the QAs stored before it, as comparing every pair did. */
  queue: Promise<unknown>;
}

/**
 * The near-duplicate indexes of one run's papers, kept across its items: each item's QAs are
 * compared with the paper's stored QAs and each other, and the stored QAs are read and embedded
 * once, not again for each item. Pass one to every `scoreItemResult` of a run (one embedder);
 * a run resumed in a new process makes a new one, which reads each paper's stored QAs on its
 * first item. What is checked always equals what is stored: an item's QAs stay in the index
 * when they are the next QAs stored, and are read again from the database otherwise (an item
 * that failed to store, or two lanes storing in another order).
 */
export class RunDuplicateIndexes {
  readonly #papers = new Map<string, PaperIndex>();

  /** Verdicts of `qas` (one item's, in order), by id. */
  check(qas: readonly DuplicateCandidate[], check: DuplicateCheck): Promise<Map<number | string, FilterVerdict>> {
    const paper = this.#paper(check);
    const done = paper.queue.then(() => this.#check(paper, qas, check));
    paper.queue = done.catch(() => undefined);
    return done;
  }

  #paper(check: DuplicateCheck): PaperIndex {
    const key = `${check.runId}/${check.paperId}`;
    let paper = this.#papers.get(key);
    if (paper && (paper.embedder !== check.embedder || paper.thresholds.question !== check.thresholds.question || paper.thresholds.qa !== check.thresholds.qa)) paper = undefined;
    if (!paper) {
      paper = { index: new DuplicateIndex(check.thresholds), embedder: check.embedder, thresholds: check.thresholds, lastId: runPaperQaIdsStartAfter(check.db, check.runId, check.paperId), ids: new IntList(), checked: null, queue: Promise.resolve() };
    }
    // Most recently used last; the least recently used goes past the limit (read again if it is needed again).
    this.#papers.delete(key);
    this.#papers.set(key, paper);
    for (const old of this.#papers.keys()) if (this.#papers.size > KEPT_PAPERS) this.#papers.delete(old);
    return paper;
  }

  async #check(paper: PaperIndex, qas: readonly DuplicateCandidate[], check: DuplicateCheck): Promise<Map<number | string, FilterVerdict>> {
    const pause = timeSlices(check.signal);
    await this.#catchUp(paper, check, pause);
    const from = paper.index.size;
    paper.checked = { from, itemId: check.itemId ?? null, qas };
    const verdicts = new Map<number | string, FilterVerdict>();
    const questionAt = (position: number) => (position >= from ? qas[position - from]!.question : getQaTexts(check.db, paper.ids.at(position))!.question);
    const textAt = (position: number) => {
      if (position >= from) return likenessText(qas[position - from]!);
      const stored = getQaTexts(check.db, paper.ids.at(position))!;
      return likenessText({ question: stored.question, answer: stored.answer, negative: stored.isNegative });
    };
    try {
      await checkInBatches(check.embedder, qas, check.signal, pause, async (qa, vectors) => {
        const text = likenessText(qa);
        const finding = await paper.index.check(indexed(vectors, qa), pause, (position) => exactLikeness(check.embedder, text, textAt(position), check.signal));
        paper.index.add(indexed(vectors, qa));
        verdicts.set(qa.id, duplicateVerdict(finding, questionAt, paper.thresholds, Boolean(qa.negative), text.answer !== null));
      });
    } catch (error) {
      paper.index.truncate(from);
      paper.checked = null;
      throw error;
    }
    return verdicts;
  }

  /** Brings the index up to the QAs stored now: keeps the last item's QAs when they are exactly what was stored next, else reads what was stored. */
  async #catchUp(paper: PaperIndex, check: DuplicateCheck, pause: Pause): Promise<void> {
    const checked = paper.checked;
    paper.checked = null;
    if (checked) {
      const stored = listRunPaperQaIdsAfter(check.db, check.runId, check.paperId, paper.lastId, checked.qas.length + 1);
      if (checked.itemId !== null && stored.length === checked.qas.length && stored.every((r) => r.workItemId === checked.itemId)) {
        for (const [k, row] of stored.entries()) {
          paper.ids.push(row.id);
          if (k % 4096 === 4095) await pause();
        }
        if (stored.length > 0) paper.lastId = stored.at(-1)!.id;
        return;
      }
      paper.index.truncate(checked.from);
    }
    for (;;) {
      const rows = listRunPaperQuestionsAfter(check.db, check.runId, check.paperId, paper.lastId, PAGE);
      if (rows.length === 0) return;
      const candidates = rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer, negative: r.isNegative, scope: qaScope(r.context, itemScope(r.workItemId)) }));
      const before = paper.index.size;
      try {
        await checkInBatches(check.embedder, candidates, check.signal, pause, async (qa, vectors) => {
          paper.index.add(indexed(vectors, qa));
          paper.ids.push(qa.id);
        });
      } catch (error) {
        // A page is taken whole or not at all, so the next check reads it again.
        paper.index.truncate(before);
        paper.ids.truncate(before);
        throw error;
      }
      paper.lastId = rows.at(-1)!.id;
    }
  }
}
