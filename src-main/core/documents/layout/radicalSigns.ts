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

/** Runs looked at beside one sign at most: a page of signs stacked at one x stays linear. */
const CANDIDATES_MAX = 32;

/** The page's runs with each raised radical sign put on its radicand's baseline; the others as they are. */
export function radicalsOnTheirRadicands(runs: TextRun[]): TextRun[] {
  if (!runs.some(isRadical)) return runs;
  // Sorted by left edge once, so each sign looks only at the runs starting where it ends
  // (a page of 50,000 items, all signs, would otherwise compare every pair).
  const byX = runs.filter((r) => r.text.trim().length > 0).sort((a, b) => a.x - b.x);
  return runs.map((sign) => {
    if (!isRadical(sign)) return sign;
    const end = sign.x + sign.w;
    const reach = ABUTS * sign.size;
    let lo = 0;
    let hi = byX.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byX[mid]!.x < end - reach) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo, seen = 0; i < byX.length && byX[i]!.x <= end + reach && seen < CANDIDATES_MAX; i++, seen++) {
      const r = byX[i]!;
      const drop = r.y - sign.y;
      if (r !== sign && drop >= RAISED.min * sign.size && drop <= RAISED.max * sign.size) return { ...sign, y: r.y };
    }
    return sign;
  });
}
