import type { Block } from "./blocks.ts";
import { startsWithBareLabel } from "./frontLabels.ts";
import { isBoilerplate } from "./runningLines.ts";

/** A structured abstract without an "Abstract" label has at least this many labelled parts. */
const STRUCTURED_PARTS = 3;

/**
 * The blocks of a structured abstract with no "Abstract" label ("Aim …", "Methodology …",
 * "Results …", "Conclusions …", as a meeting's abstract book prints them) around its first long
 * paragraph: consecutive blocks of the paragraph's page, each opening with a part's name before a
 * sentence. One or two such openings are left alone, as a body paragraph may start the same way.
 */
export function structuredParts(blocks: Block[], at: number, titleIndex: number): number[] | null {
  const part = (i: number) => !!blocks[i] && blocks[i]!.page === blocks[at]!.page && startsWithBareLabel(blocks[i]!.text) && !isBoilerplate(blocks[i]!.text);
  if (!part(at)) return null;
  let first = at;
  let last = at;
  while (first - 1 > titleIndex && part(first - 1)) first--;
  while (part(last + 1)) last++;
  return last - first + 1 >= STRUCTURED_PARTS ? Array.from({ length: last - first + 1 }, (_, k) => first + k) : null;
}
