import type { ParsedTable } from "../../../contract/tables.ts";
import { HyphenVocabulary } from "../layout/hyphenation.ts";

/**
 * Where a caption's line ended on a letter and a hyphen and its next line opens in lower case
 * ("Distri-" / "bution"), the caption is joined through this mark instead of a space: whether the
 * hyphen was the typesetter's (a word broken at the margin) or the writer's ("auditory-" /
 * "visual") is decided once the whole paper's words are known, by `withCaptionBreaksResolved`.
 */
// A noncharacter: Unicode keeps it for a program's own use, so no PDF's text holds it.
export const CAPTION_BREAK = "\u{FDD0}";

/** Joins a caption's next line onto its text, marking a hyphen at the line's end for `withCaptionBreaksResolved`. */
export function joinCaptionLine(text: string, next: string): string {
  if (!text) return next;
  if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next)) return `${text.slice(0, -1)}${CAPTION_BREAK}${next}`;
  return `${text} ${next}`;
}

/** The paper's own spelling, learnt from every line of its pages (as the body learns it). */
export function pageVocabulary(lineTexts: Iterable<string>): HyphenVocabulary {
  const vocabulary = new HyphenVocabulary();
  for (const text of lineTexts) vocabulary.learn(text);
  return vocabulary;
}

const MARKED = new RegExp(`([\\p{L}\\p{N}-]*\\p{L})${CAPTION_BREAK}(\\p{Ll}[\\p{L}\\p{N}]*)`, "gu");

/** The table with its caption's line-end hyphens kept or closed up by the paper's own spelling. */
export function withCaptionBreaksResolved(table: ParsedTable, vocabulary: () => HyphenVocabulary): ParsedTable {
  if (!table.caption?.includes(CAPTION_BREAK)) return table;
  const words = vocabulary();
  const caption = table.caption.replace(MARKED, (_, left: string, right: string) => (words.keepsHyphen(left, right) ? `${left}-${right}` : `${left}${right}`)).replaceAll(CAPTION_BREAK, "-");
  return { ...table, caption };
}
