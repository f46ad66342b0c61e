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
 * Two pieces of an e-mail address stand closer than this share of the x-height: tesseract left
 * 12-16 px at 300 dpi (x-height 17-19 px) at a dot or after an "@" it split at, and the sign's box
 * overlapped the word before it. Two addresses side by side in a byline stand columns apart.
 */
const EMAIL_GAP_SHARE = 1;
/**
 * "www." read as a word of its own: tesseract leaves a space after the dot ("www. semanticscholar.org.",
 * an abstract scanned at 300 dpi), the dot's side bearing being as wide as a narrow word space.
 */
const WWW_ALONE = /^[(<[]?(?:https?:\/\/)?www\.$/i;
/** A host name after it: names joined by dots (at least one), maybe a path, maybe a stop or closing bracket after it. */
const HOST = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:\/\S*)?[.,;:)\]>]?$/u;
/**
 * A host name stands closer than this share of the x-height after a "www." tesseract split off: an
 * address's pieces, like an e-mail's (EMAIL_GAP_SHARE); words columns apart are not one address.
 */
const HOST_GAP_SHARE = 1;
/** A domain after an "@": names joined by dots, at least one dot, maybe a comma or semicolon after it. */
const DOMAIN = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+[,;.]?$/u;
/** The start of a domain whose dot tesseract split off: a name, maybe the dot. */
const DOMAIN_START = /^[\p{L}\p{N}-]+\.?$/u;
/** How the part before an address's "@" ends: a letter or digit, or a list's closing brace. */
const LOCAL_END = /[\p{L}\p{N}_}]$/u;

/**
 * A web address or DOI tesseract read as two words: it leaves a space after "https:" (the colon's
 * ink is narrow and its side bearings wide), splits a DOI before a "/", and after a slash whose
 * box ran over the next word ("http://www.mol-evol.org/ VESPA", Round 25). The address is one
 * word on the page and in a text layer, so a match of the words around it failed. A word that
 * starts an address is joined with the next word on the line when the next begins with "/" and
 * stands closer than an x-height, when the address ends with "/" and the boxes touch, or when it is a
 * lone "www." and the next word, closer than an x-height, is a host name ("www. example.org"). Words
 * of prose, and an address followed by a word set a space apart, are left as read.
 */
export function urlWords(words: readonly Word[], line: Line): Word[] {
  const xHeight = lineXHeight(line);
  if (!(xHeight > 0) || !words.some((w) => ADDRESS_START.test(w.text.trim()) || w.text.includes("@"))) return [...words];
  const out: Word[] = [];
  words.forEach((word, i) => {
    const last = out.at(-1);
    if (last && ((ADDRESS_START.test(last.text.trim()) && continuesAddress(last, word, xHeight)) || splitEmail(last, word, words[i + 1], xHeight))) out[out.length - 1] = joined(last, word);
    else out.push(word);
  });
  return out;
}

/**
 * An e-mail address tesseract read as two words: at its "@" ("sanjay @ google.com", the sign
 * boxed alone or over the word before it) or at a dot of its domain ("huawangcs@gmail .com",
 * "feipingnie@gmail. com"). The gap tells nothing there (tesseract left 12-16 px at such a dot
 * at 300 dpi, as wide as a word space), the address's own form does: the pieces are joined when
 * the first ends at the "@" and the second is a domain with a dot, when the second starts with
 * the "@" right after a name and a domain follows (closer than an x-height: an omega read as "@"
 * stands a word space from "be" in "be @ = 1/3"), or when the first holds the "@" but its
 * domain has no dot yet and the second piece brings it. A whole address followed by a word
 * ("a@b.org. Then") is left as read.
 */
function splitEmail(before: Word, after: Word, next: Word | undefined, xHeight: number): boolean {
  const a = before.text.trim();
  const b = after.text.trim();
  const close = (x: Word, y: Word) => y.bbox.x0 - x.bbox.x1 < EMAIL_GAP_SHARE * xHeight;
  if (!close(before, after)) return false;
  if (a.endsWith("@")) return !a.slice(0, -1).includes("@") && DOMAIN.test(b);
  // A sign boxed alone joins the name before it only when a domain follows it as closely.
  if (b === "@") return !a.includes("@") && LOCAL_END.test(a) && next !== undefined && close(after, next) && DOMAIN.test(next.text.trim());
  if (b.startsWith("@")) return !a.includes("@") && LOCAL_END.test(a) && DOMAIN.test(b.slice(1));
  const at = a.lastIndexOf("@");
  if (at < 0 || b.includes("@")) return false;
  const domain = a.slice(at + 1);
  return DOMAIN_START.test(domain) && !domain.slice(0, -1).includes(".") && (domain.endsWith(".") ? /^\p{L}[\p{L}\p{N}.-]*[,;]?$/u : /^\.\p{L}[\p{L}\p{N}.-]*[,;]?$/u).test(b);
}

function continuesAddress(address: Word, next: Word, xHeight: number): boolean {
  const text = address.text.trim();
  const nextText = next.text.trim();
  const gap = next.bbox.x0 - address.bbox.x1;
  if (nextText.startsWith("/")) return gap < SLASH_START_SHARE * xHeight;
  if (WWW_ALONE.test(text)) return HOST.test(nextText) && gap < HOST_GAP_SHARE * xHeight;
  return text.endsWith("/") && /^[\p{L}\p{N}]/u.test(nextText) && gap < SLASH_END_SHARE * xHeight;
}

function joined(a: Word, b: Word): Word {
  const text = `${a.text.trim()}${b.text.trim()}`;
  const bbox = { x0: Math.min(a.bbox.x0, b.bbox.x0), y0: Math.min(a.bbox.y0, b.bbox.y0), x1: Math.max(a.bbox.x1, b.bbox.x1), y1: Math.max(a.bbox.y1, b.bbox.y1) };
  const length = a.text.trim().length + b.text.trim().length;
  const confidence = length > 0 ? (a.confidence * a.text.trim().length + b.confidence * b.text.trim().length) / length : a.confidence;
  return { ...a, text, bbox, confidence, symbols: [...(a.symbols ?? []), ...(b.symbols ?? [])], choices: [] };
}
