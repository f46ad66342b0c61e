/**
 * Content words as numbers, each numbered on first sight, for one index: a QA's words are kept as
 * sorted ids (4 bytes each) and compared by merging, as `overlap` compares the word sets.
 */
export class WordIds {
  readonly #ids = new Map<string, number>();

  get size(): number {
    return this.#ids.size;
  }

  /** The sorted ids of `words`. */
  idsOf(words: ReadonlySet<string>): Int32Array {
    const ids = new Int32Array(words.size);
    let at = 0;
    for (const word of words) {
      let id = this.#ids.get(word);
      if (id === undefined) this.#ids.set(word, (id = this.#ids.size));
      ids[at++] = id;
    }
    return ids.sort();
  }
}

/** A QA's tags: its question words (id × 2) and answer words (id × 2 + 1), a word counting apart in each. */
export function tagsOf(questionIds: Int32Array, answerIds: Int32Array | null): Int32Array {
  const tags = new Int32Array(questionIds.length + (answerIds?.length ?? 0));
  let at = 0;
  for (const id of questionIds) tags[at++] = id * 2;
  if (answerIds) for (const id of answerIds) tags[at++] = id * 2 + 1;
  return tags;
}
