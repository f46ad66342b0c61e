/**
 * Krippendorff's alpha for nominal labels, any number of raters, missing labels allowed:
 * 1 - observed disagreement / disagreement expected by chance, read like kappa (1 = perfect,
 * 0 = chance). `units` holds one array per item with the labels it received (missing ones left
 * out or null). Items with fewer than two labels cannot be compared and are ignored, as the
 * method prescribes. Null when nothing is comparable or every label is the same.
 */
export function krippendorffAlpha<L>(units: readonly (readonly (L | null | undefined)[])[]): number | null {
  // The coincidence matrix, kept as totals: within a unit of m labels every ordered pair of
  // different raters counts 1/(m-1), so each unit contributes m pairable values in all.
  let pairable = 0;
  let disagreeing = 0;
  const totals = new Map<L, number>();
  for (const unit of units) {
    const labels = unit.filter((label): label is L => label !== null && label !== undefined);
    const m = labels.length;
    if (m < 2) continue;
    const counts = new Map<L, number>();
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
    // Ordered pairs with different labels: m^2 minus the pairs with equal labels.
    let same = 0;
    for (const count of counts.values()) same += count * count - count;
    disagreeing += (m * (m - 1) - same) / (m - 1);
    pairable += m;
    for (const [label, count] of counts) totals.set(label, (totals.get(label) ?? 0) + count);
  }
  if (pairable < 2) return null;
  let expectedPairs = 0;
  for (const count of totals.values()) expectedPairs += count * (pairable - count);
  if (expectedPairs === 0) return null;
  const observed = disagreeing / pairable;
  const expected = expectedPairs / (pairable * (pairable - 1));
  return 1 - observed / expected;
}
