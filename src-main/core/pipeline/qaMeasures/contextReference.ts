// Its own file because both lists are written in it (the paper's parts in contextReferences.ts,
// the text's in textReferences.ts) and contextReferences.ts reads the other list: declared in
// either, the two files would import each other.

/** One way a QA can point at the paper in hand. */
export interface ContextReference {
  pattern: RegExp;
  what: string;
  /**
   * Whether it fails an answer too. A question that needs the paper cannot be asked without it;
   * an answer fails only when it points at what its reader cannot see (a figure, an equation, a
   * section, a citation number). An answer that attributes a finding ("this study found...",
   * "the authors propose...") still tells it, and SciQAG's accepted QAs do so: noted, not failed.
   */
  answerFails: boolean;
  /** Why an answer holding it still passes, for the verdict's reason. Defaults to an attribution's why. */
  answerPasses?: string;
  /**
   * The QA's own earlier mention of this kind of thing resolves the reference ("the
   * Hamilton–Jacobi equation ... This equation"): the noun group of the pattern, when it has one.
   */
  anaphora?: boolean;
}
