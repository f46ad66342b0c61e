// A typed report's sample-size table (proportion by design effect), too wide for the page and so
// set in two blocks one under the other: each block's rows under "Design effect" and a line of
// the stub heading and column headings. Shared by the tests of stacked blocks (what repeats,
// what separates them); each test draws the blocks in its own manner.

/** The typewriter face the blocks are set in. */
export const CELL = { font: "Courier" as const, size: 9 };
/** The heading printed over each block's columns. */
export const HEAD = "Design effect";
/** Each column's left edge, the stub's first. */
export const X = [72, 170, 230, 290, 350];

/** One block: the heading line, then five proportions with a figure per design effect. */
const block = (effects: string[], base: number) => [
  ["Proportion", ...effects],
  ...["0.99", "0.95", "0.90", "0.85", "0.80"].map((p, i) => [p, ...effects.map((_, k) => String(base * (i + 1) + 10 * k))]),
];
export const FIRST = block(["1.0", "1.1", "1.2", "1.3"], 100);
export const SECOND = block(["1.7", "1.8", "1.9", "2.0"], 700);
