import type { TextRun } from "./types.ts";

// A radical sign set on its radicand's baseline, so "√2" reads as one word where it is printed.

/**
 * TeX's radical glyph (Computer Modern's and its clones') hangs from its baseline: the font puts
 * that baseline at the top of the bar, about 0.85 em above the radicand's. Read as drawn, the sign
 * sits on a line of its own above the text, or joins the cell before it ("-2 √" then "2"). A sign
 * whose right end touches a run lower by this much is moved onto that run's baseline. Fonts whose
 * sign stands on the baseline (Cambria Math, STIX) need nothing and are left alone: the radicand
 * is then on the sign's own baseline, outside the window.
 */
const RAISED = { min: 0.5, max: 1.2 };

/** How close the radicand starts after the sign's right end, in ems: the two glyphs abut. */
const ABUTS = 0.15;

const isRadical = (run: TextRun) => run.text.trim() === "√";

/** The page's runs with each raised radical sign put on its radicand's baseline; the others as they are. */
export function radicalsOnTheirRadicands(runs: TextRun[]): TextRun[] {
  if (!runs.some(isRadical)) return runs;
  return runs.map((sign) => {
    if (!isRadical(sign)) return sign;
    const end = sign.x + sign.w;
    const radicand = runs.find((r) => r !== sign && Math.abs(r.x - end) <= ABUTS * sign.size && r.y - sign.y >= RAISED.min * sign.size && r.y - sign.y <= RAISED.max * sign.size && r.text.trim().length > 0);
    return radicand ? { ...sign, y: radicand.y } : sign;
  });
}
