/**
 * Cohen's kappa for two raters who labelled the same items: how much more often they agree than
 * two raters labelling at random with the same label frequencies would, 1 = always agree,
 * 0 = no better than chance, below 0 = worse than chance. Each pair is one item's two labels.
 * Null when it is undefined: no items, or both raters always used one and the same label
 * (chance agreement is then 1 and there is nothing to compare against).
 */
export function cohensKappa<L>(pairs: readonly (readonly [L, L])[]): number | null {
  const n = pairs.length;
  if (n === 0) return null;
  const first = new Map<L, number>();
  const second = new Map<L, number>();
  let agreed = 0;
  for (const [a, b] of pairs) {
    if (a === b) agreed++;
    first.set(a, (first.get(a) ?? 0) + 1);
    second.set(b, (second.get(b) ?? 0) + 1);
  }
  const observed = agreed / n;
  let expected = 0;
  for (const [label, count] of first) expected += (count / n) * ((second.get(label) ?? 0) / n);
  if (expected === 1) return null;
  return (observed - expected) / (1 - expected);
}
