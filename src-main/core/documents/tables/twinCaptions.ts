import { overlap } from "./regionLines.ts";
import type { TableCaption } from "./tableCaptions.ts";

/**
 * Each caption set directly over another of the same number, with that one: a journal printing
 * two languages gives a table's caption twice, "Tabela 1." then, on the next lines, "Table 1.".
 * The two are one caption block; the table lies beyond the block, not between its captions, so the
 * upper caption must not look for a table of its own above itself (where it finds the page's
 * running head) while its twin reads the table under both.
 */
export function twinsUnder(captions: readonly TableCaption[]): Map<TableCaption, TableCaption> {
  const twins = new Map<TableCaption, TableCaption>();
  for (const upper of captions) {
    const size = upper.lines[0]!.size;
    const lower = captions.find(
      (c) =>
        c !== upper &&
        c.key === upper.key &&
        c.key !== "" &&
        c.top >= upper.bottom - 1 &&
        c.top - upper.bottom < 2 * size &&
        overlap(c.x0, c.x1, upper.x0, upper.x1) > 0.5 * Math.min(c.x1 - c.x0, upper.x1 - upper.x0),
    );
    if (lower) twins.set(upper, lower);
  }
  return twins;
}
