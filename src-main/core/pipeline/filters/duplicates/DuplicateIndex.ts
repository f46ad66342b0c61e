import { repeats, type Likeness, type LikenessThresholds } from "../qaLikeness.ts";
import { CandidateScan } from "./CandidateScan.ts";
import type { Comparison, DuplicateIndexOptions, ExactLikeness, Finding, IndexedQa, Pause } from "./indexedQa.ts";
import { IntList } from "./IntList.ts";
import { QaGroups } from "./QaGroups.ts";
import { StoredQas } from "./StoredQas.ts";
import { wordsCannotDecide } from "./wordBounds.ts";

/** Pairs this close to a threshold are measured again from the texts (`ExactLikeness`): 32-bit vectors move a likeness by about 2e-7. */
const GUARD = 1e-5;

/** Room above a word bound for a measured likeness: stored 32-bit vectors and a pair measured again move it by about 1e-7. */
const BOUND_ROOM = 1e-6;

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
  readonly #qas: StoredQas;
  readonly #groups: QaGroups;
  readonly #scan: CandidateScan;
  /** The candidates of the QA being checked, reused between checks. */
  readonly #found = new IntList(256);

  constructor(thresholds: LikenessThresholds, options: DuplicateIndexOptions = {}) {
    this.#thresholds = thresholds;
    this.#exhaustiveUpTo = options.exhaustiveUpTo ?? 500;
    this.#exhaustiveOnly = wordsCannotDecide(thresholds);
    this.#qas = new StoredQas(thresholds);
    this.#groups = new QaGroups((position) => this.#qas.tagsAt(position));
    this.#scan = new CandidateScan(thresholds);
  }

  get size(): number {
    return this.#qas.size;
  }

  /**
   * Bytes held, for the benchmark's account of memory per QA: typed arrays exactly, and about 80
   * bytes for each word list and map entry (V8's objects), 60 for each distinct word.
   */
  get bytes(): number {
    return this.#qas.bytes + this.#groups.bytes + this.#scan.bytes + this.#found.bytes;
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
    const group = this.#groups.of(qa.negative, qa.scope);
    const earlier = group?.members.length ?? 0;
    if (!group || earlier === 0) return { best: null, earlier, compared: 0, exhaustive: true };
    const query = this.#qas.query(qa);
    const exhaustive = earlier <= this.#exhaustiveUpTo || this.#exhaustiveOnly;
    let positions: Int32Array;
    if (exhaustive) positions = group.members.view();
    else {
      const postings = await this.#groups.postingsOf(group, pause);
      this.#found.truncate(0);
      this.#scan.scan(postings, query, this.#qas.counts, this.#found);
      positions = this.#found.view();
    }
    const bounds = new Float64Array(positions.length);
    // Each candidate's word overlaps (question, answer), found once for its bound and its likeness.
    const overlaps = new Float64Array(positions.length * 2);
    const order: number[] = [];
    for (let k = 0; k < positions.length; k++) {
      const bound = this.#qas.wordBound(query, positions[k]!, !exhaustive, overlaps, k * 2);
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
      let likeness = this.#qas.measure(query, position, overlaps[k * 2]!, overlaps[k * 2 + 1]!);
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
    const scope = qa.scope === null ? -1 : this.#groups.scopeId(qa.scope);
    const position = this.#qas.add(qa, scope);
    this.#scan.reserve(position + 1);
    this.#groups.add(position, qa.negative, scope);
    return position;
  }

  /** Forgets every QA from `position` on (QAs checked for a batch that was not stored). */
  truncate(position: number): void {
    for (let p = this.size - 1; p >= position; p--) this.#groups.remove(p, this.#qas.negativeAt(p), this.#qas.scopeAt(p));
    this.#qas.truncate(position);
  }

  #nearThreshold(l: Likeness): boolean {
    return Math.abs(l.question - this.#thresholds.question) < GUARD || (l.whole !== null && Math.abs(l.whole - this.#thresholds.qa) < GUARD);
  }
}
