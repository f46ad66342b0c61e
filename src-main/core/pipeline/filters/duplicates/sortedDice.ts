/** Dice overlap of sorted ids `a` and `length` sorted ids of `words` from `from`, as `overlap` computes it on word sets. */
export function dice(a: Int32Array, words: Int32Array, from: number, length: number): number {
  if (a.length + length === 0) return 0;
  let shared = 0;
  let i = 0;
  let j = from;
  const end = from + length;
  while (i < a.length && j < end) {
    const x = a[i]!;
    const y = words[j]!;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return (2 * shared) / (a.length + length);
}
