import { repeats, type Likeness, type LikenessThresholds } from "../qaLikeness.ts";
import { IntList } from "./IntList.ts";
import { minimumOverlap } from "./minimumOverlap.ts";
import { tagsOf, TokenOrder } from "./TokenOrder.ts";
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

/** QAs that may be compared with each other: the positives, or the QAs of one context. Their postings appear once a query needs them. */
interface Group {
  members: IntList;
  /** Tag → the members whose prefix holds it, as (position, place of the tag in that member's order) pairs. */
  postings: Map<number, IntList> | null;
}

/** The first reordering of the words (`TokenOrder`), at this many QAs; then at each doubling. */
const ORDER_FROM = 1024;

/** A QA being checked, with what the index reads of it. */
interface Query {
  qa: IndexedQa;
  questionIds: Int32Array;
  answerIds: Int32Array | null;
  /** `minimumOverlap`: -1 when it can repeat nothing, null when every pair must be compared. */
  need: number | null;
  questionNorm: number;
  answerNorm: number;
  /** Its tags in the index's order. */
  tags: Int32Array;
}

/**
 * The near-duplicate check's memory of earlier QAs, for one paper of one run: a QA is checked
 * against the earlier QAs it may repeat (`comparable` in nearDuplicates.ts) and then added.
 *
 * Exact, not approximate: two QAs can repeat each other only when their content words overlap
 * enough (a likeness is sqrt(cosine × word overlap), a cosine at most 1), so each QA needs to
 * share at least `minimumOverlap` words with any QA it repeats. Prefix filtering (Chaudhuri,
 * Ganti and Kaushik 2006; Bayardo, Ma and Srikant 2007's All-Pairs) then finds every such pair:
 * with all words in one order, two sets sharing t words share one among the first |set| − t + 1
 * of each. Only those first words are indexed, rarest first, and a candidate is kept only when
 * the words after the shared one can still reach t (the positional filter of Xiao et al.'s
 * PPJoin, 2008). Every candidate is then measured exactly as `likeness` does (word overlap on
 * word ids, cosines on 32-bit vectors, a pair within 1e-5 of a threshold measured again from its
 * texts), so the verdicts are those of comparing every pair. A run's few hundred QAs of a paper
 * are compared pair by pair as before (`exhaustiveUpTo`).
 *
 * Memory per QA: its vectors at 4 bytes a dimension (word vectors: 100 each for the question and
 * the answer, 800 bytes), its word ids (4 bytes each), about 40 bytes of bookkeeping, and 8
 * bytes per indexed word in each group it is indexed in.
 */
export class DuplicateIndex {
  readonly #thresholds: LikenessThresholds;
  readonly #exhaustiveUpTo: number;
  readonly #order = new TokenOrder();
  readonly #vectors = new VectorSlots();
  #nextReorder = ORDER_FROM;
  // One entry per QA, by position.
  readonly #questionSlot = new IntList();
  /** -1: no answer. */
  readonly #answerSlot = new IntList();
  readonly #wordsFrom = new IntList();
  readonly #questionWords = new IntList();
  readonly #answerWords = new IntList();
  /** `minimumOverlap`; -1 when it can repeat nothing. */
  readonly #need = new IntList();
  readonly #negative = new IntList();
  readonly #scope = new IntList();
  /** Word ids, each QA's question ids then its answer ids, each part sorted. */
  readonly #words = new IntList(1024);
  readonly #scopes = new Map<string, number>();
  readonly #positives: Group = { members: new IntList(), postings: null };
  readonly #byScope = new Map<number, Group>();
  readonly #needs = new Map<string, number | null>();
  #seen = new Int32Array(1024);
  #stamp = 0;

  /** The thresholds less the room `minimumOverlap` leaves: a pair whose shared words cannot reach them cannot repeat. */
  readonly #questionBar: number;
  readonly #wholeBar: number;

  constructor(thresholds: LikenessThresholds, options: DuplicateIndexOptions = {}) {
    this.#thresholds = thresholds;
    this.#questionBar = thresholds.question - 1e-6;
    this.#wholeBar = thresholds.qa - 1e-6;
    this.#exhaustiveUpTo = options.exhaustiveUpTo ?? 500;
  }

  get size(): number {
    return this.#questionSlot.length;
  }

  /** Bytes of vectors, for the benchmark. */
  get vectorBytes(): number {
    return this.#vectors.bytes;
  }

  /**
   * What `qa` repeats among the earlier QAs it may be compared with. `exact` measures a pair near
   * a threshold from the texts; without it, the 32-bit figure stands.
   */
  async check(qa: IndexedQa, pause: Pause, exact?: ExactLikeness): Promise<Finding> {
    if (this.size >= this.#nextReorder) await this.#reorder(pause);
    const group = this.#groupOf(qa.negative, qa.scope);
    const earlier = group?.members.length ?? 0;
    if (!group || earlier === 0) return { best: null, earlier, compared: 0, exhaustive: true };
    const query = this.#query(qa);
    const exhaustive = earlier <= this.#exhaustiveUpTo || query.need === null;
    const positions = exhaustive ? group.members.view() : this.#candidates(this.#postingsOf(group), query);
    let best: Comparison | null = null;
    let compared = 0;
    for (const position of positions) {
      const measured = this.#measure(query, position, !exhaustive);
      if (!measured) continue;
      compared++;
      let likeness = measured;
      if (exact && this.#nearThreshold(likeness)) likeness = await exact(position);
      const repeated = repeats(likeness, this.#thresholds);
      const value = likeness.whole ?? likeness.question;
      const bestValue = best ? (best.likeness.whole ?? best.likeness.question) : 0;
      // The one it repeats, else the closest; of equals, the earliest.
      if (!best || (repeated && !best.repeated) || (repeated === best.repeated && (value > bestValue || (value === bestValue && position < best.position)))) {
        best = { position, likeness, repeated };
      }
    }
    return { best, earlier, compared, exhaustive };
  }

  /** Adds `qa` after the QAs already held; returns its position. */
  add(qa: IndexedQa): number {
    const position = this.size;
    const questionIds = this.#order.idsOf(qa.question.words);
    const answerIds = qa.answer ? this.#order.idsOf(qa.answer.words) : null;
    this.#questionSlot.push(this.#vectors.add(qa.question.vector));
    this.#answerSlot.push(qa.answer ? this.#vectors.add(qa.answer.vector) : -1);
    this.#wordsFrom.push(this.#words.length);
    for (const id of questionIds) this.#words.push(id);
    for (const id of answerIds ?? []) this.#words.push(id);
    this.#questionWords.push(questionIds.length);
    this.#answerWords.push(answerIds?.length ?? 0);
    this.#need.push(this.#needOf(questionIds.length, answerIds?.length ?? null) ?? -1);
    this.#negative.push(qa.negative ? 1 : 0);
    this.#scope.push(qa.scope === null ? -1 : this.#scopeId(qa.scope));
    this.#order.count(tagsOf(questionIds, answerIds), 1);
    if (position >= this.#seen.length) {
      const grown = new Int32Array(this.#seen.length * 2);
      grown.set(this.#seen);
      this.#seen = grown;
    }
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
        if (group.postings) for (const tag of this.#prefixOf(p)) group.postings.get(tag)!.truncate(group.postings.get(tag)!.length - 2);
      }
      this.#order.count(this.#tagsAt(p), -1);
    }
    if (position >= this.size) return;
    this.#vectors.truncate(this.#questionSlot.at(position));
    this.#words.truncate(this.#wordsFrom.at(position));
    for (const list of [this.#questionSlot, this.#answerSlot, this.#wordsFrom, this.#questionWords, this.#answerWords, this.#need, this.#negative, this.#scope]) list.truncate(position);
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

  #needOf(questionWords: number, answerWords: number | null): number | null {
    const key = `${questionWords}/${answerWords}`;
    if (!this.#needs.has(key)) this.#needs.set(key, minimumOverlap(questionWords, answerWords, this.#thresholds));
    const need = this.#needs.get(key)!;
    return need === null ? null : need === Infinity ? -1 : need;
  }

  #tagsAt(position: number): Int32Array {
    const from = this.#wordsFrom.at(position);
    const questionWords = this.#questionWords.at(position);
    const words = this.#words.view();
    const questionIds = words.subarray(from, from + questionWords);
    const answerIds = this.#answerSlot.at(position) >= 0 ? words.subarray(from + questionWords, from + questionWords + this.#answerWords.at(position)) : null;
    return tagsOf(questionIds, answerIds);
  }

  /** The first tags of a QA in the current order: every QA it repeats shares one of them with it. */
  #prefixOf(position: number): Int32Array {
    const need = this.#need.at(position);
    if (need < 0) return new Int32Array(0);
    const tags = this.#order.sort(this.#tagsAt(position));
    return tags.subarray(0, Math.max(0, tags.length - need + 1));
  }

  #post(postings: Map<number, IntList>, position: number): void {
    const prefix = this.#prefixOf(position);
    for (let place = 0; place < prefix.length; place++) {
      const tag = prefix[place]!;
      let list = postings.get(tag);
      if (!list) postings.set(tag, (list = new IntList(4)));
      list.push(position);
      list.push(place);
    }
  }

  #postingsOf(group: Group): Map<number, IntList> {
    if (!group.postings) {
      group.postings = new Map();
      for (const position of group.members.view()) this.#post(group.postings, position);
    }
    return group.postings;
  }

  /** Takes the word counts now as the order of prefixes, and cuts every prefix again. */
  async #reorder(pause: Pause): Promise<void> {
    this.#nextReorder = this.size * 2;
    this.#order.reorder();
    for (const group of [this.#positives, ...this.#byScope.values()]) {
      if (!group.postings) continue;
      const postings = new Map<number, IntList>();
      for (const position of group.members.view()) {
        this.#post(postings, position);
        if (position % 4096 === 0) await pause();
      }
      group.postings = postings;
    }
  }

  #query(qa: IndexedQa): Query {
    const questionIds = this.#order.idsOf(qa.question.words);
    const answerIds = qa.answer ? this.#order.idsOf(qa.answer.words) : null;
    const need = this.#needOf(questionIds.length, answerIds?.length ?? null);
    return {
      qa,
      questionIds,
      answerIds,
      need,
      questionNorm: squaredLength(qa.question.vector),
      answerNorm: qa.answer ? squaredLength(qa.answer.vector) : 0,
      tags: this.#order.sort(tagsOf(questionIds, answerIds)),
    };
  }

  /** Earlier QAs of `postings` sharing a word of the query's prefix, with enough words after it to reach the overlap both need. */
  #candidates(postings: Map<number, IntList>, query: Query): number[] {
    const need = query.need!;
    if (need === -1) return [];
    const tags = query.tags;
    const found: number[] = [];
    const stamp = ++this.#stamp;
    const seen = this.#seen;
    for (let place = 0; place < tags.length - need + 1; place++) {
      const list = postings.get(tags[place]!);
      if (!list) continue;
      const entries = list.view();
      for (let k = 0; k < entries.length; k += 2) {
        const position = entries[k]!;
        if (seen[position] === stamp) continue;
        seen[position] = stamp;
        // The first word they share is this one (an earlier shared word would be in both prefixes): at most this many more follow.
        const size = this.#questionWords.at(position) + (this.#answerSlot.at(position) >= 0 ? this.#answerWords.at(position) : 0);
        const most = 1 + Math.min(tags.length - place - 1, size - entries[k + 1]! - 1);
        if (most >= Math.max(need, this.#need.at(position))) found.push(position);
      }
    }
    return found.sort((a, b) => a - b);
  }

  /**
   * The likeness of the query and the QA at `position`, as `likeness` computes it; null when
   * `screen` and their shared words alone rule a repeat out (a cosine is at most 1).
   */
  #measure(query: Query, position: number, screen: boolean): Likeness | null {
    const words = this.#words.view();
    const from = this.#wordsFrom.at(position);
    const questionWords = this.#questionWords.at(position);
    const answerWords = this.#answerWords.at(position);
    const answerSlot = this.#answerSlot.at(position);
    const answers = query.answerIds !== null && answerSlot >= 0;
    const questionOverlap = dice(query.questionIds, words, from, questionWords);
    let answerOverlap = -1;
    if (screen) {
      // A cosine is at most 1: the shared words alone may rule a repeat out, the question's first (answers are longer).
      const most = Math.sqrt(questionOverlap);
      if (most < this.#questionBar) {
        if (!answers) return null;
        const answerSizes = query.answerIds!.length + answerWords;
        const mostAnswer = answerSizes === 0 ? 0 : (2 * Math.min(query.answerIds!.length, answerWords)) / answerSizes;
        if ((most + Math.sqrt(mostAnswer)) / 2 < this.#wholeBar) return null;
        answerOverlap = dice(query.answerIds!, words, from + questionWords, answerWords);
        if ((most + Math.sqrt(answerOverlap)) / 2 < this.#wholeBar) return null;
      }
    }
    const question = Math.sqrt(Math.max(0, this.#vectors.cosine(query.qa.question.vector, query.questionNorm, this.#questionSlot.at(position))) * questionOverlap);
    if (!answers) return { question, whole: null };
    if (answerOverlap < 0) answerOverlap = dice(query.answerIds!, words, from + questionWords, answerWords);
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
