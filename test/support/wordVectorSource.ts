import fs from "node:fs";

/** The dimension of the package's vectors. */
export const DIMENSION = 100;

/**
 * A word-vector file in the package's own layout (`"vectors":{"word":[100 values, norm, row]}`),
 * written with the package's number styles (plain decimals, some with an exponent) and words
 * that need care: an escaped quote, accented letters, a hyphenated compound.
 */
export function writeSource(file: string, words: readonly string[], seed: number): void {
  // Values in [-1, 1] fixed by the seed, row and dimension, so every run writes the same file.
  const value = (row: number, d: number) => Math.sin(seed * 7919 + row * 131 + d * 17);
  const entries = words.map((word, row) => {
    const values = Array.from({ length: DIMENSION }, (_, d) => (d % 17 === 3 ? `${(value(row, d) * 9).toFixed(3)}e-2` : value(row, d).toFixed(5)));
    return `${JSON.stringify(word)}:[${values.join(",")},1.0,${row}]`;
  });
  fs.writeFileSync(file, `{"precision":5,"l2NormIndex":100,"wordIndex":101,"size":${words.length},"dimensions":100,"words":${JSON.stringify(words)},"vectors":{${entries.join(",")}},"unkVector":[0]}`);
}
