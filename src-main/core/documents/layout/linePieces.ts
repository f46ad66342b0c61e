import { wideWordSpace } from "./wideWordSpaces.ts";
import { isOcrFont, type Line } from "./types.ts";

// How a title page's line is cut into pieces of one type size, raised markers left out: the
// unit the title, the authors and the masthead are read from (pieceGroups.ts joins them).

/**
 * A stretch of one line set in one type size, with raised markers (affiliation letters,
 * footnote daggers) left out: "Matthew G. Eason,ᵃ Michael C. Thompsonᵇ" reads as two names.
 * The front matter is read from these rather than from the reading-order blocks, because a
 * title page mixes sizes on one baseline (a sidebar beside the title, a superscript after a
 * name) and places narrow sidebars beside the title, the authors and the abstract.
 */
export interface Piece {
  text: string;
  /**
   * The text as a list of names: a comma where a raised marker stood between two words ("Yang
   * Liu¹ Yuri Wolf²" reads "Yang Liu, Yuri Wolf"). Titles are read from `text`.
   */
  listText: string;
  size: number;
  x0: number;
  x1: number;
  top: number;
  baseline: number;
  line: Line;
}

/** A text layer's word space wider than this share of its size is where a raised marker stood. */
const MARK_GAP = 0.55;
/**
 * The same for a line OCR read. Its words are placed by their ink, so a space includes the
 * letters' side bearings, and its size is the line's height, about 1.9 x-heights (0.50-0.57 on
 * 15,600 word spaces of 38 cached first pages), under the em of a Times-like type (2.2): the
 * word spaces inside scanned names measured 0.45-0.58 of it, a few 0.6-0.74 ("Yuri I. Wolf",
 * "Katharine M. Mullen" set wide), where a raised mark glued to the name before stood 0.87-1.07.
 */
const OCR_MARK_GAP = 0.8;
/** A word with no letter or figure, other than "&" or a dash: a sign, not part of a name. */
const LONE_SIGNS = /^[^\p{L}\p{N}&\-‐‑–—]+$/u;

/** The pieces of one line, split where the type size changes at a word break. */
export function linePieces(line: Line): Piece[] {
  const pieces: Piece[] = [];
  const base = line.size;
  let current: Building | undefined;
  let comma = false;
  let marker = false;
  // A justified line's word spaces may all pass the marker's share (wideWordSpaces.ts).
  const wide = isOcrFont(line.font) ? 0 : wideWordSpace(line, MARK_GAP);
  for (const span of line.spans) {
    const text = line.text.slice(span.start, span.end);
    if (!text.trim()) continue;
    const spanBaseline = span.top + 0.8 * span.h;
    // A smaller run set above the baseline is a marker (superscript), never part of a name or
    // title; a comma set with it ("Antonio^a,b,^ Ana") still separates two names.
    // Measured against the text it follows, so a line that also holds a sidebar in another size still drops them.
    const refSize = current ? dominantSize(current) : base;
    const refBaseline = current ? current.baseline : line.baseline;
    if (span.h < 0.85 * refSize && spanBaseline < refBaseline - 0.15 * refSize) {
      if (/,\s*$/.test(text)) comma = true;
      marker = true;
      continue;
    }
    const gap = current ? span.x - current.x1 : 0;
    const wordBreak = current !== undefined && (comma || /\s/.test(line.text.slice(current.lastEnd, span.start)) || /^\s/.test(text) || gap > 0.2 * span.h);
    const separator = comma && !/^\s*,/.test(text) && !current?.texts.at(-1)?.endsWith(",") ? ", " : wordBreak ? " " : "";
    // A raised number is left out of the line's text already (as a citation is), but it leaves
    // its width: a word space wider than half an em is where a marker stood. OCR's words are
    // placed ink to ink, in a size under the type's em, so their spaces are measured apart.
    const markerStood = marker || (wordBreak && gap > Math.max((isOcrFont(span.font ?? line.font) ? OCR_MARK_GAP : MARK_GAP) * span.h, wide));
    const listSeparator = separator === " " && markerStood && !/^\s*(?:,|and\b|&)/.test(text) && !/(?:,|\band|&)\s*$/.test(current?.listTexts.at(-1) ?? "") ? ", " : separator;
    comma = false;
    marker = false;
    // A scanned word of signs alone between names is a mark or separator tesseract could not
    // read ("Kowalski¹ ~~ Eyal", a dagger read "~~"): as a name list it parts the names, as a
    // raised marker does, where a text layer's word spaces would have (its own words are not
    // placed ink to ink). The piece's text keeps it.
    const lone = isOcrFont(span.font ?? line.font) && LONE_SIGNS.test(text.trim());
    if (lone) marker = true;
    const sizeChange = current && Math.abs(span.h - dominantSize(current)) > 0.08 * Math.max(span.h, dominantSize(current));
    // Small capitals are a size change inside a word ("M" + "EEP"): only a change at a space splits,
    // and not back to a size the piece already mixes inside its words: in "Q WEN 2 T ECHNICAL
    // R EPORT" each word opens at the larger size after a space, and cutting there left "REPORT"
    // a piece of its own, then dropped as an article-type label.
    const mixedBefore = current !== undefined && current.sizes.size > 1 && [...current.sizes.keys()].some((h) => Math.abs(h - span.h) <= 0.08 * Math.max(h, span.h));
    if (current && sizeChange && wordBreak && !mixedBefore) {
      pieces.push(finish(current, line));
      current = undefined;
    }
    if (!current) {
      current = { texts: [text], listTexts: lone ? [] : [text], sizes: new Map([[span.h, text.length]]), x0: span.x, x1: span.x + span.w, top: span.top, baseline: spanBaseline, lastEnd: span.end };
    } else {
      current.texts.push(separator + text);
      if (!lone) current.listTexts.push((current.listTexts.length > 0 ? listSeparator : "") + text);
      current.x1 = Math.max(current.x1, span.x + span.w);
      current.top = Math.min(current.top, span.top);
      current.sizes.set(span.h, (current.sizes.get(span.h) ?? 0) + text.length);
      current.lastEnd = span.end;
    }
  }
  if (current) pieces.push(finish(current, line));
  return pieces.filter((p) => p.text.length > 0);
}

interface Building {
  texts: string[];
  listTexts: string[];
  /** Characters set in each size. */
  sizes: Map<number, number>;
  x0: number;
  x1: number;
  top: number;
  baseline: number;
  lastEnd: number;
}

/** The size most characters are set in: a drop cap or a small-capital initial does not make a line large. */
function dominantSize(piece: Building): number {
  return [...piece.sizes.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
}

function finish(current: Building, line: Line): Piece {
  const tidy = (texts: string[]) => texts.join("").replace(/\s+/g, " ").trim();
  return { text: tidy(current.texts), listText: tidy(current.listTexts), size: dominantSize(current), x0: current.x0, x1: current.x1, top: current.top, baseline: line.baseline, line };
}
