import type { Line, Word } from "tesseract.js";
import { lineXHeight } from "./raisedMarks.ts";

/** A word that starts a web address or a DOI (after an opening bracket): what follows its slashes belongs to it. */
const ADDRESS_START = /^[(<[]?(?:https?:|ftp:|doi:|www\.)/i;
/**
 * A gap before a word that begins with "/" narrower than this share of the line's x-height is no
 * word space: a colon's or a slash's side bearings. After "https:" tesseract left 11-13 px at 300
 * dpi (x-height 16-19 px), inside a DOI 4 px; a slash never starts a word of prose.
 */
const SLASH_START_SHARE = 1;
/**
 * After a word ending in "/", a gap narrower than this share of the x-height: the boxes touch (a
 * letter's spacing), where a word space after a trailing slash ("see http://x.org/ for") is wider.
 * A slash's box run on over the next word is cut where that word starts (`overreachingBoxes`),
 * so the two then touch.
 */
const SLASH_END_SHARE = 0.2;

/**
 * A web address or DOI tesseract read as two words: it leaves a space after "https:" (the colon's
 * ink is narrow and its side bearings wide), splits a DOI before a "/", and after a slash whose
 * box ran over the next word ("http://www.mol-evol.org/ VESPA", Round 25). The address is one
 * word on the page and in a text layer, so a match of the words around it failed. A word that
 * starts an address is joined with the next word on the line when the next begins with "/" and
 * stands closer than an x-height, or when the address ends with "/" and the boxes touch. Words
 * of prose, and an address followed by a word set a space apart, are left as read.
 */
export function urlWords(words: readonly Word[], line: Line): Word[] {
  const xHeight = lineXHeight(line);
  if (!(xHeight > 0) || !words.some((w) => ADDRESS_START.test(w.text.trim()))) return [...words];
  const out: Word[] = [];
  for (const word of words) {
    const last = out.at(-1);
    if (last && ADDRESS_START.test(last.text.trim()) && continuesAddress(last, word, xHeight)) out[out.length - 1] = joined(last, word);
    else out.push(word);
  }
  return out;
}

function continuesAddress(address: Word, next: Word, xHeight: number): boolean {
  const text = address.text.trim();
  const nextText = next.text.trim();
  const gap = next.bbox.x0 - address.bbox.x1;
  if (nextText.startsWith("/")) return gap < SLASH_START_SHARE * xHeight;
  return text.endsWith("/") && /^[\p{L}\p{N}]/u.test(nextText) && gap < SLASH_END_SHARE * xHeight;
}

function joined(a: Word, b: Word): Word {
  const text = `${a.text.trim()}${b.text.trim()}`;
  const bbox = { x0: Math.min(a.bbox.x0, b.bbox.x0), y0: Math.min(a.bbox.y0, b.bbox.y0), x1: Math.max(a.bbox.x1, b.bbox.x1), y1: Math.max(a.bbox.y1, b.bbox.y1) };
  const length = a.text.trim().length + b.text.trim().length;
  const confidence = length > 0 ? (a.confidence * a.text.trim().length + b.confidence * b.text.trim().length) / length : a.confidence;
  return { ...a, text, bbox, confidence, symbols: [...(a.symbols ?? []), ...(b.symbols ?? [])], choices: [] };
}
