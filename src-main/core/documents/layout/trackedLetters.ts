import { dropSpacesBefore, runsByFont } from "./fontRunChars.ts";
import type { FontGlyphPlaces, PageItalicGaps } from "./fontGlyphGaps.ts";
import { median } from "./quantiles.ts";
import type { PageText } from "./types.ts";

// Some writers (Word's "expanded" spacing, some typesetters' justified references) place each
// letter on its own, a little apart from the one before: tracked text. pdf.js reads any gap over
// 0.102 em inside one run as a word space, so a tracked name reads "H ong" and "Z hang". The space
// is inside one pdf.js item, where word gaps also fall, so only the glyphs' own places tell them
// apart: a tracked line's gaps form two groups, its letters' (the tracking, a tenth of an em or
// so, on most pairs of letters) and its words' (a word space plus the tracking). A line of
// ordinary text has its letters set close (kerning only: the median gap between two letters
// near nothing), so it is never taken as tracked, whatever its word spaces.

/** pdf.js's SPACE_IN_FLOW_MIN_FACTOR: a narrower gap never reads as a space. */
const PDFJS_SPACE_MIN = 0.102;
/** A line whose median gap between two letters is this wide (ems) is tracked: kerning alone leaves it near 0 (a few hundredths at most). */
const TRACKED_MEDIAN = 0.04;
/** A median gap between letters this wide is no tracking but a line of spaced-out letters or widths misread: left alone. */
const TRACKED_MEDIAN_MAX = 0.2;
/** Fewer pairs of letters than this on a line say nothing of its spacing. */
const MIN_PAIRS = 8;
/** A word space is this wide (ems) and more: a tracked line's word gaps are such a space and the tracking on top. */
const WORD_SPACE = 0.25;
/** A gap under this share of the line's median word gap is a letter's (a line with no word gap, or a number far to the left of its entry, moves nothing). */
const LETTER_SHARE = 0.5;

/** Which glyphs of a font stand in a tracked line at a letter's gap from the glyph before (see above): a digit's or a stop's as a letter's, the tracking is on every glyph. */
export function trackedJoins({ chars, gapBefore, line }: FontGlyphPlaces): boolean[] {
  const joins = chars.map(() => false);
  for (let first = 0; first < chars.length; ) {
    let last = first;
    while (last + 1 < chars.length && line[last + 1] === line[first]) last++;
    // Every measured gap on the line (a letter's, a digit's, a comma's), and those between two letters, which tell tracking.
    const gaps: { k: number; gap: number }[] = [];
    const letterGaps: number[] = [];
    for (let k = first + 1; k <= last; k++) {
      const gap = gapBefore[k]!;
      if (!Number.isFinite(gap)) continue;
      gaps.push({ k, gap });
      if (/\p{L}/u.test(chars[k - 1]!) && /\p{L}/u.test(chars[k]!)) letterGaps.push(gap);
    }
    if (letterGaps.length >= MIN_PAIRS) {
      const letterGap = median(letterGaps);
      const limit = Math.min(WORD_SPACE, LETTER_SHARE * median(gaps.map((g) => g.gap).filter((gap) => gap >= WORD_SPACE)));
      if (letterGap >= TRACKED_MEDIAN && letterGap < TRACKED_MEDIAN_MAX && letterGaps.reduce((a, b) => Math.min(a, b)) > -TRACKED_MEDIAN) for (const { k, gap } of gaps) if (gap < limit) joins[k] = true;
    }
    first = last + 1;
  }
  return joins;
}

/**
 * Takes out of the page's runs the spaces pdf.js read between two letters of a tracked line (see
 * above). A font's runs must read, whitespace aside, exactly as the glyphs it drew; where they do
 * not, its runs are left as read. Returns how many spaces were taken out.
 */
export function joinTrackedLetters(page: PageText, gaps: Pick<PageItalicGaps, "placed">): number {
  let joined = 0;
  const byFont = runsByFont(page);
  for (const [font, places] of gaps.placed) {
    const joins = trackedJoins(places);
    if (!joins.includes(true)) continue;
    joined += dropSpacesBefore(byFont.get(font) ?? [], places.chars, ({ k }) => joins[k]! && places.gapBefore[k]! >= PDFJS_SPACE_MIN);
  }
  return joined;
}

/**
 * A capital standing alone before a lower-case word: how pdf.js reads a tracked name or
 * capitalised word ("H ong", "D ata"). English's own one-letter words ("A method", "I think") are
 * not counted: with them, a fifth of the shared papers' pages opened (import 0.84x per CPU-second).
 */
const LONE_CAPITAL = /(?<![\p{L}\p{N}])(?![AI] )\p{Lu} \p{Ll}/gu;
/**
 * Fewer lone capitals than this on a page are set text, not tracking read apart: the tracked
 * reference pages of the 66 publishers' PDFs show 13 to 118; set text up to 9 (papers-wide), with
 * a few pages of tables' and figures' labels above.
 */
const MIN_LONE_CAPITALS = 10;

/**
 * Whether the page's text may hold tracked letters read apart (see above): only then is its
 * operator list read for them, a second pass over the page's content (table pages read it
 * anyway). The text only gates the cost: what is joined is decided from the glyphs' places.
 */
export function mayHoldTrackedLetters(page: PageText): boolean {
  let lone = 0;
  for (const run of page.runs) if ((lone += run.text.match(LONE_CAPITAL)?.length ?? 0) >= MIN_LONE_CAPITALS) return true;
  return false;
}
