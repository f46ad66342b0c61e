import type { HyphenVocabulary } from "./hyphenation.ts";

/**
 * Joins two pieces of one abstract read from separate blocks (a column or page apart): a word
 * broken by a hyphen at the end of the first ("bio-" + "markers") is joined as the body joins
 * it, by the paper's own spelling.
 */
export function joinAbstractText(first: string, next: string, vocabulary?: HyphenVocabulary): string {
  if (!first) return next;
  const broken = first.match(/([\p{L}\p{N}-]*\p{L})-$/u);
  const head = next.match(/^\p{Ll}[\p{L}\p{N}]*/u)?.[0];
  if (broken && head && vocabulary) return vocabulary.keepsHyphen(broken[1]!, head) ? first + next : first.slice(0, -1) + next;
  return `${first} ${next}`;
}

/** A DOI at the very end of a text, introduced as one. */
const TRAILING_DOI = /\s*(?:doi\s*:?\s*|https?:\/\/(?:dx\.)?doi\.org\/)10\.\d{4,9}\/\S+$/i;
/** A citation of the article itself: a year and a volume or page ("2011;13(4):e107", "(2023) 55:2116–2126"). */
const CITATION = /\b(?:19|20)\d\d\b.*\b\d+\s*(?:\(\d+\))?\s*[:;,]\s*e?\d+/;

/**
 * An abstract without the article's own citation and DOI that some journals print at its end
 * ("(J Med Internet Res 2011;13(4):e107) doi:10.2196/jmir.1963", "Journal (2023) 55:2116–2126;
 * https://doi.org/…"): that line identifies the article, it is not part of what it says.
 */
export function withoutCitationTail(abstract: string): string {
  const doi = abstract.match(TRAILING_DOI);
  if (!doi) return abstract;
  let text = abstract.slice(0, doi.index).trimEnd();
  // A DOI inside brackets is cited by the abstract ("(see doi:…)"): it stays.
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return abstract;
  // The citation before the DOI: a bracketed one, or the words after the last sentence.
  const bracketed = text.match(/\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)[;,.]?$/);
  if (bracketed && CITATION.test(bracketed[1]!)) return text.slice(0, bracketed.index).trimEnd();
  const lastStop = Math.max(...[". ", "! ", "? "].map((stop) => text.lastIndexOf(stop)));
  const tail = text.slice(lastStop + 1);
  if (lastStop > 0 && tail.length < 160 && CITATION.test(tail)) text = text.slice(0, lastStop + 1);
  return text.replace(/[;,]\s*$/, "").trimEnd();
}
