/** Words of `a` not in `b` and of `b` not in `a`, each counted as often as it occurs: how many words two readings differ by. */
export function differingWords(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const w of b.split(" ").filter(Boolean)) counts.set(w, (counts.get(w) ?? 0) + 1);
  let extra = 0;
  for (const w of a.split(" ").filter(Boolean)) {
    const left = counts.get(w) ?? 0;
    if (left > 0) counts.set(w, left - 1);
    else extra++;
  }
  return extra + [...counts.values()].reduce((sum, n) => sum + n, 0);
}
