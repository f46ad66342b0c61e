import { repeats, type Likeness, type LikenessThresholds } from "../qaLikeness.ts";
import { CandidateScan, type WordCounts } from "./CandidateScan.ts";
import { IntList } from "./IntList.ts";
import { MARGIN, wordsCannotDecide } from "./wordBounds.ts";
import { tagsOf, WordIds } from "./WordIds.ts";
import { squaredLength, VectorSlots } from "./VectorSlots.ts";

/** A QA as the index takes it: its texts' vectors and content words (`likenessVectors`), and what it may be compared with. */
export interface IndexedQa {
  question: { vector: readonly number[]; words: ReadonlySet<string> };
  /** Null when it has no answer worth comparing (a negative's refusal, or none given). */
  answer: { vector: readonly number[]; words: ReadonlySet<string> } | null;
  negative: boolean;
  /** A negative's context (`qaScope`); a positive's own, for the negatives of that context. */
  scope: string | null;
}

/** One earlier QA measured against the QA checked. */
export interface Comparison {
  /** Its place in the index (0 the first added). */
  position: number;
  likeness: Likeness;
  repeated: boolean;
}

/** What checking a QA found among the earlier ones it may repeat. */
export interface Finding {
  /** The one it repeats, the most alike of them (the earliest of equals); else the closest measured. Null when none was measured. */
  best: Comparison | null;
  /** Earlier QAs it may repeat: every positive for a positive, the QAs of its context for a negative. */
  earlier: number;
  /** Of those, the ones measured: all when `exhaustive`, else those sharing enough words with it to repeat it. */
  compared: number;
  exhaustive: boolean;
}

export interface DuplicateIndexOptions {
  /**
   * Up to this many earlier QAs to compare with, a QA is measured against each (so the closest
   * it names is the closest of all, as before the index); past it, only against the candidates
   * the index finds. Defaults to 500.
   */
  exhaustiveUpTo?: number;
}

/** Yields to the event loop when the current slice of work has run long, and throws when cancelled. */
export type Pause = () => Promise<void>;

/** Exact likeness of the QA being checked and the earlier one at `position`, from their texts' own vectors. */
export type ExactLikeness = (position: number) => Promise<Likeness>;

/** Pairs this close to a threshold are measured again from the texts (`ExactLikeness`): 32-bit vectors move a likeness by about 2e-7. */
const GUARD = 1e-5;

/** Room above a word bound for a measured likeness: stored 32-bit vectors and a pair measured again move it by about 1e-7. */
const BOUND_ROOM = 1e-6;

/** QAs that may be compared with each other: the positives, or the QAs of one context. Their postings appear once a query needs them. */
interface Group {
  members: IntList;
  /** Tag → the members holding it, oldest first. */
  postings: Map<number, IntList> | null;
}

/** A QA being checked, with what the index reads of it. */
interface Query {
  qa: IndexedQa;
  questionIds: Int32Array;
  answerIds: Int32Array | null;
  questionNorm: number;
  answerNorm: number;
}

/**
 * The near-duplicate check's memory of earlier QAs, for one paper of one run: a QA is checked
 * against the earlier QAs it may repeat (a positive against the positives, a negative against the
 * QAs of its context) and then added.
 *
 * Exact, not approximate. Two QAs can repeat each other only when their content words overlap
 * enough: a likeness is sqrt(cosine × word overlap), a cosine at most 1 (`canRepeat`). Every
 * word of every QA is indexed (question and answer words apart); a QA counts, list by list, how
 * many of its words each earlier QA shares (ScanCount), skipping its most common words only while
 * those alone could not make a repeat, so an earlier QA it never meets cannot repeat it. An
 * earlier QA whose counts (plus every skipped word) can still reach a threshold is then measured
 * exactly as `likeness` does: word overlap on word ids, cosines on 32-bit vectors, a pair within
 * 1e-5 of a threshold measured again from its texts. So the verdicts are those of comparing every
 * pair. The work per QA grows with how many earlier QAs share its less common words, not with all
 * of them; a paper's first few hundred QAs are compared pair by pair, as before (`exhaustiveUpTo`).
 *
 * Memory per QA: its vectors at 4 bytes a dimension (word vectors: 100 each for the question and
 * the answer, 800 bytes), 8 bytes per content word (its id, and its entry in the group's lists),
 * and about 50 bytes of bookkeeping.
 */
export class DuplicateIndex {
  readonly #thresholds: LikenessThresholds;
  readonly #exhaustiveUpTo: number;
  readonly #exhaustiveOnly: boolean;
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
  readonly #scopes = new Map<string, number>();
  readonly #positives: Group = { members: new IntList(), postings: null };
  readonly #byScope = new Map<number, Group>();
  readonly #scan: CandidateScan;
  /** The candidates of the QA being checked, reused between checks. */
  readonly #found = new IntList(256);
  readonly #counts: WordCounts = {
    questionWords: (position) => this.#questionWords.at(position),
    answerWords: (position) => (this.#answerSlot.at(position) >= 0 ? this.#answerWords.at(position) : null),
  };

  constructor(thresholds: LikenessThresholds, options: DuplicateIndexOptions = {}) {
    this.#thresholds = thresholds;
    this.#exhaustiveUpTo = options.exhaustiveUpTo ?? 500;
    this.#exhaustiveOnly = wordsCannotDecide(thresholds);
    this.#scan = new CandidateScan(thresholds);
  }

  get size(): number {
    return this.#questionSlot.length;
  }

  /**
   * Bytes held, for the benchmark's account of memory per QA: typed arrays exactly, and about 80
   * bytes for each word list and map entry (V8's objects), 60 for each distinct word.
   */
  get bytes(): number {
    const lists = [this.#questionSlot, this.#answerSlot, this.#wordsFrom, this.#questionWords, this.#answerWords, this.#negative, this.#scope, this.#words, this.#found];
    let bytes = this.#vectors.bytes + this.#scan.bytes + 60 * this.#ids.size;
    for (const list of lists) bytes += list.bytes;
    for (const group of [this.#positives, ...this.#byScope.values()]) {
      bytes += group.members.bytes;
      for (const list of group.postings?.values() ?? []) bytes += list.bytes + 80;
    }
    return bytes;
  }

  /**
   * What `qa` repeats among the earlier QAs it may be compared with. `pause` yields between
   * slices of long work; `exact` measures a pair near a threshold from the texts (without it, the
   * 32-bit figure stands).
   *
   * The QAs measured are taken most alike by their words first (a cosine is at most 1, so a
   * likeness is at most its words' bound): once one it repeats is found, those whose bound is
   * below it cannot be the one named, and are not measured.
   */
  async check(qa: IndexedQa, pause: Pause, exact?: ExactLikeness): Promise<Finding> {
    const group = this.#groupOf(qa.negative, qa.scope);
    const earlier = group?.members.length ?? 0;
    if (!group || earlier === 0) return { best: null, earlier, compared: 0, exhaustive: true };
    const query = this.#query(qa);
    const exhaustive = earlier <= this.#exhaustiveUpTo || this.#exhaustiveOnly;
    let positions: Int32Array;
    if (exhaustive) positions = group.members.view();
    else {
      const postings = await this.#postingsOf(group, pause);
      this.#found.truncate(0);
      this.#scan.scan(postings, query, this.#counts, this.#found);
      positions = this.#found.view();
    }
    const bounds = new Float64Array(positions.length);
    // Each candidate's word overlaps (question, answer), found once for its bound and its likeness.
    const overlaps = new Float64Array(positions.length * 2);
    const order: number[] = [];
    for (let k = 0; k < positions.length; k++) {
      const bound = this.#wordBound(query, positions[k]!, !exhaustive, overlaps, k * 2);
      if (bound < 0) continue;
      bounds[k] = bound;
      order.push(k);
    }
    const compared = order.length;
    order.sort((x, y) => bounds[y]! - bounds[x]! || positions[x]! - positions[y]!);
    let best: Comparison | null = null;
    let bestValue = 0;
    for (const k of order) {
      if (best?.repeated && bounds[k]! + BOUND_ROOM < bestValue) break;
      const position = positions[k]!;
      let likeness = this.#measure(query, position, overlaps[k * 2]!, overlaps[k * 2 + 1]!);
      if (exact && this.#nearThreshold(likeness)) likeness = await exact(position);
      const repeated = repeats(likeness, this.#thresholds);
      const value = likeness.whole ?? likeness.question;
      // The one it repeats, else the closest; of equals, the earliest.
      if (!best || (repeated && !best.repeated) || (repeated === best.repeated && (value > bestValue || (value === bestValue && position < best.position)))) {
        best = { position, likeness, repeated };
        bestValue = value;
      }
    }
    return { best, earlier, compared, exhaustive };
  }

  /** Adds `qa` after the QAs already held; returns its position. */
  add(qa: IndexedQa): number {
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
    this.#scope.push(qa.scope === null ? -1 : this.#scopeId(qa.scope));
    this.#scan.reserve(position + 1);
    for (const group of this.#groupsHolding(position)) {
      group.members.push(position);
      if (group.postings) this.#post(group.postings, position);
    }
    return position;
  }

  /** Forgets every QA from `position` on (QAs checked for a batch that was not stored). */
  truncate(position: number): void {
    for (let p = this.size - 1; p >= position; p--) {
      for (const group of this.#groupsHolding(p)) {
        group.members.truncate(group.members.length - 1);
        if (group.postings) for (const tag of this.#tagsAt(p)) group.postings.get(tag)!.truncate(group.postings.get(tag)!.length - 1);
      }
    }
    if (position >= this.size) return;
    this.#vectors.truncate(this.#questionSlot.at(position));
    this.#words.truncate(this.#wordsFrom.at(position));
    for (const list of [this.#questionSlot, this.#answerSlot, this.#wordsFrom, this.#questionWords, this.#answerWords, this.#negative, this.#scope]) list.truncate(position);
  }

  #scopeId(scope: string): number {
    let id = this.#scopes.get(scope);
    if (id === undefined) this.#scopes.set(scope, (id = this.#scopes.size));
    return id;
  }

  /** The QAs a QA is compared with: every positive for a positive; for a negative, the QAs (either kind) of its context, none without one. */
  #groupOf(negative: boolean, scope: string | null): Group | undefined {
    if (!negative) return this.#positives;
    if (scope === null) return undefined;
    const id = this.#scopes.get(scope);
    return id === undefined ? undefined : this.#byScope.get(id);
  }

  /** The groups a QA is found in: the positives (if it is one) and its context's. */
  #groupsHolding(position: number): Group[] {
    const groups: Group[] = [];
    if (this.#negative.at(position) === 0) groups.push(this.#positives);
    const scope = this.#scope.at(position);
    if (scope >= 0) {
      let group = this.#byScope.get(scope);
      if (!group) this.#byScope.set(scope, (group = { members: new IntList(), postings: null }));
      groups.push(group);
    }
    return groups;
  }

  #tagsAt(position: number): Int32Array {
    const from = this.#wordsFrom.at(position);
    const questionWords = this.#questionWords.at(position);
    const words = this.#words.view();
    const questionIds = words.subarray(from, from + questionWords);
    const answerIds = this.#answerSlot.at(position) >= 0 ? words.subarray(from + questionWords, from + questionWords + this.#answerWords.at(position)) : null;
    return tagsOf(questionIds, answerIds);
  }

  /** The group's lists, made on its first query past `exhaustiveUpTo` (in slices: a run resumed on a large paper has them all to make). */
  #post(postings: Map<number, IntList>, position: number): void {
    for (const tag of this.#tagsAt(position)) {
      let list = postings.get(tag);
      if (!list) postings.set(tag, (list = new IntList(4)));
      list.push(position);
    }
  }

  async #postingsOf(group: Group, pause: Pause): Promise<Map<number, IntList>> {
    if (!group.postings) {
      const postings = new Map<number, IntList>();
      const members = group.members;
      for (let k = 0; k < members.length; k++) {
        this.#post(postings, members.at(k));
        if (k % 1024 === 1023) await pause();
      }
      group.postings = postings;
    }
    return group.postings;
  }

  #query(qa: IndexedQa): Query {
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
  #wordBound(query: Query, position: number, screen: boolean, overlaps: Float64Array, at: number): number {
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

  /** The likeness of the query and the QA at `position` with their word overlaps (`#wordBound`), as `likeness` computes it. */
  #measure(query: Query, position: number, questionOverlap: number, answerOverlap: number): Likeness {
    const answerSlot = this.#answerSlot.at(position);
    const question = Math.sqrt(Math.max(0, this.#vectors.cosine(query.qa.question.vector, query.questionNorm, this.#questionSlot.at(position))) * questionOverlap);
    if (query.answerIds === null || answerSlot < 0) return { question, whole: null };
    const answer = Math.sqrt(Math.max(0, this.#vectors.cosine(query.qa.answer!.vector, query.answerNorm, answerSlot)) * answerOverlap);
    return { question, whole: (question + answer) / 2 };
  }

  #nearThreshold(l: Likeness): boolean {
    return Math.abs(l.question - this.#thresholds.question) < GUARD || (l.whole !== null && Math.abs(l.whole - this.#thresholds.qa) < GUARD);
  }
}

/** Dice overlap of sorted ids `a` and `length` sorted ids of `words` from `from`, as `overlap` computes it on word sets. */
function dice(a: Int32Array, words: Int32Array, from: number, length: number): number {
  if (a.length + length === 0) return 0;
  let shared = 0;
  let i = 0;
  let j = from;
  const end = from + length;
  while (i < a.length && j < end) {
    const x = a[i]!;
    const y = words[j]!;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return (2 * shared) / (a.length + length);
}
