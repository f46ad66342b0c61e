import type { HeadingInfo } from "./headingStyles.ts";

/**
 * Levels that go down one step at a time. Unnumbered headings are ranked by their type
 * (assignLevels), and a paper that sets a style between its sections' and its subsections' in
 * another part of the paper (a supplement's title, a box) puts every subsection a level too deep:
 * "Modelling methodology" at level 3 right under "MATERIALS AND METHODS" at level 1, with no
 * level 2 for it to belong to. On a scan, a type read a little off its size ranks apart the same
 * way. An unnumbered heading goes at most one level below the open heading its type ranks under
 * (the last before it ranked higher), one with none open above it is a section, and one right
 * after a heading of its rank is that heading's sibling, at its level; a numbered one keeps the
 * depth its number says.
 */
export function unskippedLevels(headings: HeadingInfo[], levels: number[]): number[] {
  const open: { rank: number; level: number }[] = [];
  return headings.map((h, i) => {
    const rank = levels[i]!;
    // A heading of its rank closed just now is its sibling, and sets its level.
    let sibling: number | undefined;
    while (open.length > 0 && open.at(-1)!.rank >= rank) {
      const closed = open.pop()!;
      if (closed.rank === rank) sibling = closed.level;
    }
    const parent = open.at(-1);
    const level = h.number ? rank : (sibling ?? Math.min(rank, (parent?.level ?? 0) + 1));
    open.push({ rank, level });
    return level;
  });
}
