/** Word endings that never stand as the second part of a hyphenated compound. */
const SUFFIX = /^(?:wise|ness(?:es)?|ments?|tions?|sions?|ably|able|ibly|ible|ful|fully|less|ity|ities|ous|ously|ively|ally|ings?|ism|isms|ists?|i[sz]ation|i[sz]ed?|ward|wards)$/;

/**
 * Decides what a hyphen at the end of a line means, using the paper's own words as the
 * dictionary: "per-" + "ovskite" is one word broken by typesetting; "phase-" + "pure" is a
 * compound that keeps its hyphen.
 */
export class HyphenVocabulary {
  private readonly words = new Map<string, number>();
  private readonly compounds = new Set<string>();
  /** How often each first part of a compound is used: "anti" from "anti-inflammatory". */
  private readonly prefixes = new Map<string, number>();

  /** Learns from a line's inner words (the last one may be broken, so it is skipped). */
  learn(lineText: string): void {
    const tokens = lineText.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
    const inner = /-$/.test(lineText) ? tokens.slice(0, -1) : tokens;
    for (const token of inner) {
      if (token.includes("-")) {
        this.compounds.add(token);
        const prefix = token.split("-")[0]!;
        this.prefixes.set(prefix, (this.prefixes.get(prefix) ?? 0) + 1);
        for (const part of token.split("-")) this.words.set(part, (this.words.get(part) ?? 0) + 1);
      } else {
        this.words.set(token, (this.words.get(token) ?? 0) + 1);
      }
    }
  }

  /**
   * `left` is the last word of a line without its trailing hyphen, `right` the first word of
   * the next line. True means the hyphen is real and stays.
   */
  keepsHyphen(left: string, right: string): boolean {
    const l = left.toLowerCase();
    const r = right.toLowerCase();
    const lastPart = l.split("-").at(-1) ?? l;
    if (this.compounds.has(`${l}-${r}`) || this.compounds.has(`${lastPart}-${r}`)) return true;
    // Follow the paper's own habit: "prepared" written whole many times joins "pre-" + "pared";
    // a paper that writes "anti-inflammatory" throughout keeps "anti-" + "fibrotic" hyphenated.
    const joined = this.words.get(lastPart + r) ?? 0;
    const asPrefix = lastPart.length >= 3 ? (this.prefixes.get(lastPart) ?? 0) : 0;
    // A word the paper writes whole again and again ("antigens", "ribosome") is that word, however
    // often its first part also opens compounds ("anti-mouse", "Ribo-seq").
    if (joined > 0 && (joined >= asPrefix || joined >= 2)) return false;
    if (asPrefix > 0) return true;
    // "state-of-the-" + "art", "2D-" + "layered", "X-" + "ray", "-" + "Based"
    if (l.includes("-") || /\d$/.test(l) || /^\p{Lu}/u.test(right) || /^\d/.test(right) || lastPart.length <= 1) return true;
    // A suffix on its own ("other-" + "wise", "treat-" + "ment") is the rest of one word,
    // even when the paper happens to use the fragment as a word elsewhere.
    if (SUFFIX.test(r)) return false;
    return lastPart.length >= 4 && r.length >= 4 && this.words.has(lastPart) && this.words.has(r);
  }
}
