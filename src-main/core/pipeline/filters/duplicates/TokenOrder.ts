import { IntList } from "./IntList.ts";

/** New words sort first; words known at the last reordering after them, rarest first. */
const KNOWN = 2 ** 30;

/**
 * The words of an index's QAs as numbers, with the one order every QA's prefix is cut in
 * (`DuplicateIndex`). A word counts apart in questions and in answers (a "tag": word × 2, + 1 in
 * an answer). Rare words first is what keeps prefixes selective, but frequencies change as QAs
 * come, and an order may change only when every prefix is cut again: so the order is the counts
 * at the last reordering (`reorder`, done at doubling sizes, which keeps the work linear), and
 * words first seen since sort before all others, in the order they came.
 */
export class TokenOrder {
  readonly #ids = new Map<string, number>();
  /** QAs holding each tag now. */
  #counts = new IntList(1024);
  /** Tags that existed at the last reordering, and each one's place then. */
  #known = 0;
  #rank = new Int32Array(0);

  get words(): number {
    return this.#ids.size;
  }

  /** The sorted ids of `words`, each word numbered on first sight. */
  idsOf(words: ReadonlySet<string>): Int32Array {
    const ids = new Int32Array(words.size);
    let at = 0;
    for (const word of words) {
      let id = this.#ids.get(word);
      if (id === undefined) {
        id = this.#ids.size;
        this.#ids.set(word, id);
        this.#counts.push(0);
        this.#counts.push(0);
      }
      ids[at++] = id;
    }
    return ids.sort();
  }

  /** Counts (+1) or uncounts (-1) the tags of one QA. */
  count(tags: Int32Array, change: 1 | -1): void {
    const counts = this.#counts.view();
    for (const tag of tags) counts[tag]! += change;
  }

  key(tag: number): number {
    return tag < this.#known ? KNOWN + this.#rank[tag]! : tag - this.#known;
  }

  /** `tags` in this order (in place). */
  sort(tags: Int32Array): Int32Array {
    return tags.sort((a, b) => this.key(a) - this.key(b));
  }

  /** Takes the counts now as the order: rarest first, ties by first sight. */
  reorder(): void {
    const counts = this.#counts.view();
    const tags = new Int32Array(counts.length);
    for (let t = 0; t < tags.length; t++) tags[t] = t;
    tags.sort((a, b) => counts[a]! - counts[b]! || a - b);
    this.#rank = new Int32Array(tags.length);
    for (let r = 0; r < tags.length; r++) this.#rank[tags[r]!] = r;
    this.#known = tags.length;
  }
}

/** A QA's tags: its question words (id × 2) and answer words (id × 2 + 1). */
export function tagsOf(questionIds: Int32Array, answerIds: Int32Array | null): Int32Array {
  const tags = new Int32Array(questionIds.length + (answerIds?.length ?? 0));
  let at = 0;
  for (const id of questionIds) tags[at++] = id * 2;
  if (answerIds) for (const id of answerIds) tags[at++] = id * 2 + 1;
  return tags;
}
