import { stem } from "../../../text/stem.ts";
import { STOPWORDS } from "../../../text/stopwords.ts";
import type { ShownSentence } from "../shared/sentenceIds.ts";

/**
 * RetChemQA's multi-hop test, made checkable. The paper calls a QA multi-hop when answering it
 * takes information from several places of the paper (paragraphs, pages, the supplement); citing
 * two places is not enough, since a model can cite a second paragraph the answer never uses. The
 * rule here: a cited paragraph counts as a hop only when it contributes a term or number that the
 * QA's answer uses and that none of the QA's other cited paragraphs contain (for a true-or-false
 * QA the answer is its statement and justification).
 * A QA passes when at least `required` of its cited paragraphs contribute.
 */

/** One cited paragraph and what only it gives the QA. */
export interface HopPlace {
  paragraph: number;
  /** Ids of the cited sentences in this paragraph. */
  sentences: string[];
  /** Terms and numbers of the answer found in these sentences and in no other cited paragraph, as the answer writes them. */
  contributes: string[];
}

export interface HopCheck {
  /** Distinct paragraphs cited. */
  places: number;
  /** Of those, the paragraphs that contribute something of their own. */
  contributing: number;
  required: number;
  passed: boolean;
  perPlace: HopPlace[];
}

/**
 * Content terms of a text, each with the first surface form it appears in: numbers as values
 * ("0.50" and "0.5" are one number; "ZIF-8" also yields 8), and words of three or more letters
 * that are not stopwords, lightly stemmed so "films" meets "film".
 */
export function contentTerms(text: string): Map<string, string> {
  const terms = new Map<string, string>();
  for (const n of text.match(/\d+(?:[.,]\d+)?/g) ?? []) {
    const value = Number(n.replace(",", "."));
    if (Number.isFinite(value)) {
      const key = `#${value}`;
      if (!terms.has(key)) terms.set(key, n);
    }
  }
  for (const word of text.match(/[\p{L}][\p{L}\p{N}-]*/gu) ?? []) {
    const lower = word.toLowerCase().replace(/-+$/, "");
    if (lower.length < 3 || STOPWORDS.has(lower)) continue;
    const key = stem(lower);
    if (!terms.has(key)) terms.set(key, word);
  }
  return terms;
}

/** Whether `answer` draws on at least `required` of the paragraphs its `cited` sentences come from. */
export function checkHops(answer: string, cited: readonly ShownSentence[], required: number): HopCheck {
  const byParagraph = new Map<number, ShownSentence[]>();
  for (const s of cited) byParagraph.set(s.passageId, [...(byParagraph.get(s.passageId) ?? []), s]);
  const used = contentTerms(answer);
  const termsOf = new Map([...byParagraph].map(([paragraph, sentences]) => [paragraph, new Set(contentTerms(sentences.map((s) => s.text).join(" ")).keys())]));
  const perPlace: HopPlace[] = [...byParagraph].map(([paragraph, sentences]) => {
    const own = termsOf.get(paragraph)!;
    const contributes = [...used].filter(([key]) => own.has(key) && ![...termsOf].some(([other, terms]) => other !== paragraph && terms.has(key))).map(([, surface]) => surface);
    return { paragraph, sentences: [...new Set(sentences.map((s) => s.id))], contributes };
  });
  const contributing = perPlace.filter((p) => p.contributes.length > 0).length;
  return { places: perPlace.length, contributing, required, passed: contributing >= required, perPlace };
}
