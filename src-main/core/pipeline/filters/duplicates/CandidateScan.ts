import type { LikenessThresholds } from "../qaLikeness.ts";
import type { IntList } from "./IntList.ts";
import { canRepeat } from "./wordBounds.ts";

/** What the scan reads of the QA checked: its sorted word ids (answer null: none compared). */
export interface ScanQuery {
  questionIds: Int32Array;
  answerIds: Int32Array | null;
}

/** A QA's word counts, by position: the question's, and the answer's (null: no answer). */
export interface WordCounts {
  questionWords(position: number): number;
  answerWords(position: number): number | null;
}

/** Frontiers kept for reuse, one per pair of query counts; past it the cache starts again. */
const FRONTIERS_KEPT = 16_384;

const longestFirst = (x: IntList, y: IntList) => y.length - x.length;

/**
 * Finds the earlier QAs that can repeat a QA by their words (ScanCount). It reads the query's
 * word lists except the longest ones it could not repeat through alone (with one word of room),
 * then keeps each QA met whose shared words, plus every skipped one, can reach a threshold
 * (`canRepeat`, each cosine at 1).
 *
 * Whether `q` shared question words and `a` shared answer words can repeat is read from a
 * frontier per pair of query counts (the fewest shared answer words that do it, by shared
 * question words), computed once, so the loop over the QAs met does no arithmetic; only those
 * that pass are held to their own lengths.
 */
export class CandidateScan {
  readonly #thresholds: LikenessThresholds;
  #sharedQuestion = new Uint16Array(64);
  #sharedAnswer = new Uint16Array(64);
  #met = new Int32Array(256);
  readonly #frontiers = new Map<number, Int32Array>();

  constructor(thresholds: LikenessThresholds) {
    this.#thresholds = thresholds;
  }

  /** Bytes of its buffers, for the index's account. */
  get bytes(): number {
    return this.#sharedQuestion.byteLength * 2 + this.#met.byteLength + this.#frontiers.size * 64;
  }

  /** Makes room for positions below `size`. */
  reserve(size: number): void {
    if (size <= this.#sharedQuestion.length) return;
    let length = this.#sharedQuestion.length;
    while (length < size) length *= 2;
    const question = new Uint16Array(length);
    question.set(this.#sharedQuestion);
    const answer = new Uint16Array(length);
    answer.set(this.#sharedAnswer);
    this.#sharedQuestion = question;
    this.#sharedAnswer = answer;
  }

  /** Appends to `found` the positions of `postings` (tag → positions) that may repeat `query` by their words, in no set order. */
  scan(postings: Map<number, IntList>, query: ScanQuery, counts: WordCounts, found: IntList): void {
    const questionWords = query.questionIds.length;
    const answerWords = query.answerIds?.length ?? null;
    const frontier = this.#frontier(questionWords, answerWords);
    const can = (q: number, a: number) => a >= frontier[Math.min(q, questionWords)]!;
    const questionLists: IntList[] = [];
    const answerLists: IntList[] = [];
    for (const id of query.questionIds) {
      const list = postings.get(id * 2);
      if (list && list.length > 0) questionLists.push(list);
    }
    for (const id of query.answerIds ?? []) {
      const list = postings.get(id * 2 + 1);
      if (list && list.length > 0) answerLists.push(list);
    }
    questionLists.sort(longestFirst);
    answerLists.sort(longestFirst);
    // The most entries skipped while the skipped words, with one more shared, cannot make a repeat:
    // a QA met in one list only (most of them) is then ruled out by its count, not measured
    // (on SciQAG's QAs: 40 times fewer measured for twice the entries read).
    const cannot = (q: number, a: number) => !can(q + 1, a) && !can(q, a + 1);
    let skipQuestion = 0;
    let skipAnswer = 0;
    let skipped = -1;
    let questionEntries = 0;
    for (let q = 0; q <= questionLists.length; q++) {
      if (q > 0) questionEntries += questionLists[q - 1]!.length;
      if (!cannot(q, 0)) break;
      let a = 0;
      let answerEntries = 0;
      while (a < answerLists.length && cannot(q, a + 1)) answerEntries += answerLists[a++]!.length;
      if (questionEntries + answerEntries > skipped) {
        skipped = questionEntries + answerEntries;
        skipQuestion = q;
        skipAnswer = a;
      }
    }
    const sharedQuestion = this.#sharedQuestion;
    const sharedAnswer = this.#sharedAnswer;
    let met = this.#met;
    let metCount = 0;
    for (let side = 0; side < 2; side++) {
      const lists = side === 0 ? questionLists : answerLists;
      const counter = side === 0 ? sharedQuestion : sharedAnswer;
      for (let k = side === 0 ? skipQuestion : skipAnswer; k < lists.length; k++) {
        const list = lists[k]!;
        const entries = list.data;
        const length = list.length;
        if (metCount + length > met.length) {
          let size = met.length * 2;
          while (size < metCount + length) size *= 2;
          const grown = new Int32Array(size);
          grown.set(met.subarray(0, metCount));
          this.#met = met = grown;
        }
        for (let e = 0; e < length; e++) {
          const position = entries[e]!;
          if (sharedQuestion[position] === 0 && sharedAnswer[position] === 0) met[metCount++] = position;
          counter[position]!++;
        }
      }
    }
    for (let m = 0; m < metCount; m++) {
      const position = met[m]!;
      const q = sharedQuestion[position]! + skipQuestion;
      const a = sharedAnswer[position]! + skipAnswer;
      sharedQuestion[position] = 0;
      sharedAnswer[position] = 0;
      // The table first, for any lengths; then the QA's own lengths.
      if (!can(q, a)) continue;
      if (canRepeat(this.#thresholds, questionWords, answerWords, q, a, counts.questionWords(position), counts.answerWords(position))) found.push(position);
    }
  }

  /** The fewest shared answer words (by shared question words, 0 to the query's count) with which any QA can repeat the query; more than it has: none. */
  #frontier(questionWords: number, answerWords: number | null): Int32Array {
    const key = questionWords * 65_536 + (answerWords === null ? 0 : answerWords + 1);
    let frontier = this.#frontiers.get(key);
    if (frontier) return frontier;
    frontier = new Int32Array(questionWords + 1);
    // More shared question words never need more shared answer words.
    let a = (answerWords ?? 0) + 1;
    for (let q = 0; q <= questionWords; q++) {
      while (a > 0 && canRepeat(this.#thresholds, questionWords, answerWords, q, a - 1)) a--;
      frontier[q] = a;
    }
    if (this.#frontiers.size >= FRONTIERS_KEPT) this.#frontiers.clear();
    this.#frontiers.set(key, frontier);
    return frontier;
  }
}
