import type { Rule } from "../layout/types.ts";

/**
 * No row of a table's text is this short (points), joined pieces of a column rule never: a
 * vertical no longer than this is no column rule.
 */
const SHORTEST_COLUMN_RULE = 4;

/**
 * Vertical rules without the short sides of thin boxes. Some typesetters stroke each row's rule
 * as a box a quarter point high, cell by cell (93-ddx3x's reagents table), or frame a few points
 * of padding over each cell (90-kras's key resources table): the boxes' sides come out as vertical
 * rules a quarter point to 3 pt long at every cell's corner. Read as a grid's column rules, they
 * stopped the walk down the table's rules at the first gap they left open (a grid "left"), so the
 * table ended after its first rows.
 */
export function withoutRuleBoxEnds(verticals: readonly Rule[]): Rule[] {
  return verticals.filter((v) => v.y1 - v.y0 > SHORTEST_COLUMN_RULE);
}
