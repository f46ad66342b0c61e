import type { Likeness } from "../qaLikeness.ts";

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
