import type { SourcePassage } from "../../text/PaperText.ts";
import { locateQuote } from "../../text/locateQuote.ts";

/**
 * The distinct paragraphs a QA's evidence sentences are found in: a "place" of the paper, as
 * RetChemQA's multi-hop definition uses it (different paragraphs, pages or documents). Two quotes
 * from one paragraph are one place, and a quote found nowhere is no place at all.
 */
export function evidencePlaces(quotes: readonly string[], passages: readonly SourcePassage[]): number {
  const places = new Set<number>();
  for (const quote of quotes) {
    const found = locateQuote(quote, passages as SourcePassage[]);
    if (found) places.add(found.passageId);
  }
  return places.size;
}
