/** What the rule found over a set of scores: the bar, and what it was computed from. */
export interface BelowMeanRule {
  mean: number;
  /** Population standard deviation of the scores. */
  sd: number;
  /** mean − k·sd: a score strictly below it fails. */
  bar: number;
  /** How many scores the bar was computed over. */
  n: number;
}

/**
 * ChemLit-QA's relative filter: over the whole set of generated QAs, a score below
 * mean − k·sd (k = 0.5 in the paper) fails. The bar moves with the set, so it rejects the set's
 * weakest tail whatever the judge's overall leniency; when every score is equal (sd 0) nothing
 * is below the bar and nothing fails. Null for an empty set.
 */
export function belowMeanRule(scores: readonly number[], k = 0.5): BelowMeanRule | null {
  if (scores.length === 0) return null;
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length);
  return { mean, sd, bar: mean - k * sd, n: scores.length };
}

/** Whether a score fails the rule (strictly below its bar). */
export function failsBelowMean(score: number, rule: BelowMeanRule): boolean {
  return score < rule.bar - 1e-12;
}
