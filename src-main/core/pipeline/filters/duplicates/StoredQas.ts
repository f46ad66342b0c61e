import type { Likeness, LikenessThresholds } from "../qaLikeness.ts";
import type { WordCounts } from "./CandidateScan.ts";
import type { IndexedQa } from "./indexedQa.ts";
import { IntList } from "./IntList.ts";
import { dice } from "./sortedDice.ts";
import { MARGIN } from "./wordBounds.ts";
import { tagsOf, WordIds } from "./WordIds.ts";
import { squaredLength, VectorSlots } from "./VectorSlots.ts";

/** A QA being checked, with what the index reads of it. */
export interface Query {
  qa: IndexedQa;
  questionIds: Int32Array;
  answerIds: Int32Array | null;
  questionNorm: number;
  answerNorm: number;
}

/**
 * The QAs a duplicate index holds, by position, in typed arrays: their vectors at 32 bits, their
 * sorted word ids (question ids then answer ids), whether each is a negative and its context's id.
 * Measures a QA being checked against any of them, by words alone (a bound) or whole.
 */
export class StoredQas {
  readonly #thresholds: LikenessThresholds;
  readonly #ids = new WordIds();
  readonly #vectors = new VectorSlots();
  // One entry per QA, by position.
  readonly #questionSlot = new IntList();
  /** -1: no answer. */
  readonly #answerSlot = new IntList();
  readonly #wordsFrom = new IntList();
  readonly #questionWords = new IntList();
  readonly #answerWords = new IntList();
  readonly #negative = new IntList();
  readonly #scope = new IntList();
  /** Word ids, each QA's question ids then its answer ids, each part sorted. */
  readonly #words = new IntList(256);
  readonly counts: WordCounts = {
    questionWords: (position) => this.#questionWords.at(position),
    answerWords: (position) => (this.#answerSlot.at(position) >= 0 ? this.#answerWords.at(position) : null),
  };

  constructor(thresholds: LikenessThresholds) {
    this.#thresholds = thresholds;
  }

  get size(): number {
    return this.#questionSlot.length;
  }

  /** Bytes held: typed arrays exactly, and about 60 bytes for each distinct word. */
  get bytes(): number {
    let bytes = this.#vectors.bytes + 60 * this.#ids.size;
    for (const list of [this.#questionSlot, this.#answerSlot, this.#wordsFrom, this.#questionWords, this.#answerWords, this.#negative, this.#scope, this.#words]) bytes += list.bytes;
    return bytes;
  }

  /** Holds `qa` after the QAs already held, with its context's id (-1: none); returns its position. */
  add(qa: IndexedQa, scope: number): number {
    const position = this.size;
    const questionIds = this.#ids.idsOf(qa.question.words);
    const answerIds = qa.answer ? this.#ids.idsOf(qa.answer.words) : null;
    this.#questionSlot.push(this.#vectors.add(qa.question.vector));
    this.#answerSlot.push(qa.answer ? this.#vectors.add(qa.answer.vector) : -1);
    this.#wordsFrom.push(this.#words.length);
    for (const id of questionIds) this.#words.push(id);
    for (const id of answerIds ?? []) this.#words.push(id);
    this.#questionWords.push(questionIds.length);
    this.#answerWords.push(answerIds?.length ?? 0);
    this.#negative.push(qa.negative ? 1 : 0);
    this.#scope.push(scope);
    return position;
  }

  /** Forgets every QA from `position` on. */
  truncate(position: number): void {
    if (position >= this.size) return;
    this.#vectors.truncate(this.#questionSlot.at(position));
    this.#words.truncate(this.#wordsFrom.at(position));
    for (const list of [this.#questionSlot, this.#answerSlot, this.#wordsFrom, this.#questionWords, this.#answerWords, this.#negative, this.#scope]) list.truncate(position);
  }

  negativeAt(position: number): boolean {
    return this.#negative.at(position) !== 0;
  }

  /** The id of the QA's context; -1 when it has none. */
  scopeAt(position: number): number {
    return this.#scope.at(position);
  }

  tagsAt(position: number): Int32Array {
    const from = this.#wordsFrom.at(position);
    const questionWords = this.#questionWords.at(position);
    const words = this.#words.view();
    const questionIds = words.subarray(from, from + questionWords);
    const answerIds = this.#answerSlot.at(position) >= 0 ? words.subarray(from + questionWords, from + questionWords + this.#answerWords.at(position)) : null;
    return tagsOf(questionIds, answerIds);
  }

  query(qa: IndexedQa): Query {
    return {
      qa,
      questionIds: this.#ids.idsOf(qa.question.words),
      answerIds: qa.answer ? this.#ids.idsOf(qa.answer.words) : null,
      questionNorm: squaredLength(qa.question.vector),
      answerNorm: qa.answer ? squaredLength(qa.answer.vector) : 0,
    };
  }

  /**
   * The highest likeness the query and the QA at `position` can have by their words, each cosine
   * taken at 1 (the likeness figure compared: the whole QA's, or the questions' without answers);
   * -1 when `screen` and that bound rules a repeat out. The two overlaps go to `overlaps` at `at`.
   */
  wordBound(query: Query, position: number, screen: boolean, overlaps: Float64Array, at: number): number {
    const words = this.#words.data;
    const from = this.#wordsFrom.at(position);
    const questionWords = this.#questionWords.at(position);
    const answers = query.answerIds !== null && this.#answerSlot.at(position) >= 0;
    const questionOverlap = dice(query.questionIds, words, from, questionWords);
    const answerOverlap = answers ? dice(query.answerIds!, words, from + questionWords, this.#answerWords.at(position)) : 0;
    overlaps[at] = questionOverlap;
    overlaps[at + 1] = answerOverlap;
    const question = Math.sqrt(questionOverlap);
    const answer = Math.sqrt(answerOverlap);
    if (screen && question < this.#thresholds.question - MARGIN && (!answers || (question + answer) / 2 < this.#thresholds.qa - MARGIN)) return -1;
    return answers ? (question + answer) / 2 : question;
  }

  /** The likeness of the query and the QA at `position` with their word overlaps (`wordBound`), as `likeness` computes it. */
  measure(query: Query, position: number, questionOverlap: number, answerOverlap: number): Likeness {
    const answerSlot = this.#answerSlot.at(position);
    const question = Math.sqrt(Math.max(0, this.#vectors.cosine(query.qa.question.vector, query.questionNorm, this.#questionSlot.at(position))) * questionOverlap);
    if (query.answerIds === null || answerSlot < 0) return { question, whole: null };
    const answer = Math.sqrt(Math.max(0, this.#vectors.cosine(query.qa.answer!.vector, query.answerNorm, answerSlot)) * answerOverlap);
    return { question, whole: (question + answer) / 2 };
  }
}
