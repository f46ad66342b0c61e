import type { LocatedSpan, SourcePassage } from "./PaperText.ts";

const fold = (text: string) => text.normalize("NFKC").toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—−]/g, "-");

/**
 * Lower-cased text with runs of whitespace collapsed, and a map from its offsets to the
 * original's. Each character is folded on its own, so a character that folds into several
 * ("ﬁ" into "fi") still maps back to where it is in the original.
 */
function foldWithMap(text: string, dropSpaces = false): { folded: string; map: number[] } {
  let folded = "";
  const map: number[] = [];
  for (let i = 0; i < text.length; ) {
    const width = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    for (const ch of fold(text.slice(i, i + width))) {
      if (/\s/.test(ch)) {
        if (dropSpaces || folded.length === 0 || folded.endsWith(" ")) continue;
        folded += " ";
      } else folded += ch;
      for (let k = 0; k < ch.length; k++) map.push(i);
    }
    i += width;
  }
  map.push(text.length);
  return { folded, map };
}

function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The quote character for character in a passage: a stored sentence with exactly this text
 * first (strategies cite sentences by id and hand back their stored text, which must come back
 * with exactly its offsets), else the first place it occurs, for quotes of 8 characters or more.
 */
function locateVerbatim(quote: string, passages: readonly SourcePassage[]): LocatedSpan | null {
  let first: LocatedSpan | null = null;
  for (const passage of passages) {
    for (let at = passage.text.indexOf(quote); at >= 0; at = passage.text.indexOf(quote, at + 1)) {
      // A quote that left out its sentence's full stop gets it back, as fuzzy matches do.
      const stop = !/[.!?]$/.test(quote) && /[.!?]/.test(passage.text[at + quote.length] ?? "") ? 1 : 0;
      const end = at + quote.length + stop;
      const span = { passageId: passage.id, start: at, end, page: passage.page, text: passage.text.slice(at, end), confidence: 1 };
      if (passage.sentences.some(([s, e]) => s === at && e === end)) return span;
      if (quote.length >= 8) first ??= span;
    }
  }
  return first;
}

/**
 * Finds where the paper says what a model quoted as evidence. The quote as it stands, found on a
 * sentence boundary or anywhere, gives confidence 1 at its exact offsets; so does a match that
 * ignores case, spacing and dash or quote styles. Otherwise the paper sentence sharing the most
 * words with the quote is taken, with confidence = the share of the quote's words it contains;
 * below `minConfidence` nothing is returned rather than a wrong place. Callers pass the passages
 * the quote should come from first (the text the model was shown).
 */
export function locateQuote(quote: string, passages: SourcePassage[], minConfidence = 0.6): LocatedSpan | null {
  const trimmed = quote.trim();
  if (trimmed.length === 0) return null;
  const verbatim = locateVerbatim(trimmed, passages);
  if (verbatim) return verbatim;
  // Then with spacing ignored altogether: text taken from PDFs loses spaces ("weresuccessfully")
  // and gains them (" , "), and a quote corrected by a person has them where they belong.
  for (const dropSpaces of [false, true]) {
    const target = foldWithMap(quote.trim(), dropSpaces).folded.replace(/[.\s]+$/, "");
    if (target.length < 8) return null;
    for (const passage of passages) {
      const { folded, map } = foldWithMap(passage.text, dropSpaces);
      const at = folded.indexOf(target);
      if (at >= 0) {
        const start = map[at]!;
        let end = map[at + target.length] ?? passage.text.length;
        while (end > start && /\s/.test(passage.text[end - 1]!)) end--;
        const withStop = /[.!?]/.test(passage.text[end] ?? "") ? end + 1 : end;
        return { passageId: passage.id, start, end: withStop, page: passage.page, text: passage.text.slice(start, withStop), confidence: 1 };
      }
    }
  }
  const wanted = new Set(words(quote));
  if (wanted.size === 0) return null;
  let best: LocatedSpan | null = null;
  for (const passage of passages) {
    for (const [start, end] of passage.sentences) {
      const have = new Set(words(passage.text.slice(start, end)));
      let shared = 0;
      for (const w of wanted) if (have.has(w)) shared++;
      // Penalise long sentences that contain the quote's words by sheer length.
      const confidence = shared / Math.max(wanted.size, have.size * 0.8);
      if (!best || confidence > best.confidence) best = { passageId: passage.id, start, end, page: passage.page, text: passage.text.slice(start, end), confidence };
    }
  }
  return best && best.confidence >= minConfidence ? best : null;
}
