import type { PageText } from "../layout/types.ts";
import { MIN_SIDEWAYS_CHARACTERS } from "./tableFrames.ts";

/**
 * Characters of the page's text set sideways in amounts a table makes (the same bar as a turned
 * table frame: fewer are margin stamps). A page whose only text is a table printed sideways has a
 * text layer all the same: counted with the upright text, it is not taken for a scan.
 */
export function sidewaysTableCharacters(page: PageText): number {
  let total = 0;
  for (const angle of [90, 270] as const) {
    const n = page.sideways.reduce((sum, r) => sum + (r.angle === angle ? r.text.trim().length : 0), 0);
    if (n >= MIN_SIDEWAYS_CHARACTERS) total += n;
  }
  return total;
}
