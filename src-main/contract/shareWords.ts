// A share of a few things as the screen, the CLI and the dataset card say it. Shared by the report's
// accept rates and the reviewers' agreement, so a share reads the same wherever it is shown.

/**
 * Fewest things a share is said as a percentage over. Below it one item moves the figure by more
 * than ten points, and "100%" of 2 reads as settled, so the counts are shown instead.
 */
export const MIN_FOR_PERCENT = 10;

/**
 * "70%" from the minimum up (its n is said beside it: in the sentence or a count column), "2 of 3"
 * below it, "—" when nothing was counted.
 */
export function shareWords(part: number, whole: number): string {
  if (!(whole > 0)) return "—";
  if (whole < MIN_FOR_PERCENT) return `${part.toLocaleString("en-US")} of ${whole.toLocaleString("en-US")}`;
  return `${Math.round((part / whole) * 100)}%`;
}
