import type { LocatedSpan, SourcePassage } from "./PaperText.ts";

const fold = (text: string) => text.normalize("NFKC").toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—−]/g, "-");

/** Lower-cased text with runs of whitespace collapsed, and a map from its offsets to the original's. */
function foldWithMap(text: string): { folded: string; map: number[] } {
  const source = fold(text);
  let folded = "";
  const map: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      if (folded.length === 0 || folded.endsWith(" ")) continue;
      folded += " ";
    } else folded += ch;
    map.push(i);
  }
  map.push(source.length);
  return { folded, map };
}

function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Finds where the paper says what a model quoted as evidence. An exact match (ignoring case,
 * spacing and dash or quote styles) gives confidence 1. Otherwise the paper sentence sharing the
 * most words with the quote is taken, with confidence = the share of the quote's words it
 * contains; below `minConfidence` nothing is returned rather than a wrong place.
 */
export function locateQuote(quote: string, passages: SourcePassage[], minConfidence = 0.6): LocatedSpan | null {
  const target = foldWithMap(quote.trim()).folded.replace(/[.\s]+$/, "");
  if (target.length < 8) return null;
  for (const passage of passages) {
    const { folded, map } = foldWithMap(passage.text);
    const at = folded.indexOf(target);
    if (at >= 0) {
      const start = map[at]!;
      const end = map[at + target.length] ?? passage.text.length;
      const withStop = /[.!?]/.test(passage.text[end] ?? "") ? end + 1 : end;
      return { passageId: passage.id, start, end: withStop, page: passage.page, text: passage.text.slice(start, withStop), confidence: 1 };
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
