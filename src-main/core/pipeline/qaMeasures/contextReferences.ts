import { PAPER_PARTS, ORDINALS, DISPLAYS, PAPER_ONLY_DISPLAYS, SCIENCE_TOO_DISPLAYS, THE_PAPER, COMPOUND_AFTER } from "./referenceWords.ts";
import { TEXT_REFERENCE_KINDS, TEXT_REFERENCES } from "./textReferences.ts";
import type { ContextReference } from "./contextReference.ts";

const [WHOLE_TEXT] = TEXT_REFERENCE_KINDS;

/**
 * Phrases that make a QA depend on the paper in hand rather than on the science: a reader of
 * the dataset has no "Figure 3" and no "this study". SciQAG and the Elsevier CCQG work both
 * filter these; the list is ours. Citation numbers are checked apart (`citationMarkers`), since
 * chemistry writes square brackets for other things.
 */
export const CONTEXT_REFERENCES: readonly ContextReference[] = [
  { pattern: /\b(?:fig(?:ure)?s?\.?|panel)\s*\(?[A-Z]?\d+[a-z]?\)?/i, what: "a figure", answerFails: true },
  { pattern: /\b(?:tables?|tab\.)\s*[A-Z]?\d+/i, what: "a table", answerFails: true },
  { pattern: /\b(?:sections?|sect?\.|§)\s*\d+(?:\.\d+)*/i, what: "a section", answerFails: true },
  { pattern: /\b(?:eqs?\.?|equations?)\s*\(?\d+\)?/i, what: "an equation", answerFails: true },
  // "Supporting material" is as often a catalyst's support as the paper's appendix; only the names journals give the appendix count.
  { pattern: /\bsupplementary\s+(?:information|figures?|tables?|notes?|data|materials?|videos?|movies?|files?)\b|\bsupporting\s+(?:information|figures?\s+S?\d|tables?\s+S?\d|notes?\s+S?\d)/i, what: "supplementary material", answerFails: true },
  {
    pattern: new RegExp(`\\b(?:this|the present|the current|our|the above|the following)\\s+(?:${THE_PAPER}|work|review|report|research|investigation|document)\\b(?!\\s+(?:${COMPOUND_AFTER})\\b)`, "i"),
    what: "the paper itself",
    answerFails: false,
    anaphora: true,
  },
  // "in the study", "the method described in the paper": the definite article is enough when a
  // preposition ties the QA to it; "the study of X" is a field, not the paper.
  { pattern: new RegExp(`\\b(?:in|from|throughout|by|within)\\s+the\\s+(?:${THE_PAPER}|reported study|present paper)\\b(?!\\s+(?:${COMPOUND_AFTER})\\b)`, "i"), what: "the paper itself", answerFails: false, anaphora: true },
  // "The study used...", at the start of a sentence.
  { pattern: new RegExp(`(?<=^|[.!?]\\s+)the\\s+(?:${THE_PAPER})(?=\\s+(?!(?:${COMPOUND_AFTER})\\b)\\p{Ll})`, "iu"), what: "the paper itself", answerFails: false, anaphora: true },
  { pattern: /\b(?:the|these)\s+authors?\b|\bwe\s+(?:report|show|found|propose|present|demonstrate|observed)\b/i, what: "the authors", answerFails: false },
  { pattern: /\baccording to the (?:paper|study|authors|article)\b/i, what: "the paper itself", answerFails: false },
  { pattern: /\baccording to the (?:text|passage|context)\b|\bas (?:mentioned|shown|described|discussed|stated) (?:above|below|earlier|in the text)\b/i, what: WHOLE_TEXT, answerFails: true },
  { pattern: /\bet al\.?/i, what: "a cited work", answerFails: false },
  // Parts of the paper named without a number: "the introduction", "the methods part", "the
  // second figure", "the table above", "this section". Each rule names the part together with
  // what makes it the paper's ("in the introduction", "the methods section"), so the same words
  // used about the science ("the introduction of a dopant", "the figure of merit", "the periodic
  // table", "the second step", "this section of the membrane") pass.
  { pattern: new RegExp(`\\b(?:the|this|our)\\s+(?:${PAPER_PARTS})\\s+(?:parts?|sections?|chapters?)\\b(?!\\s+of\\b)`, "i"), what: "a part of the paper", answerFails: true },
  { pattern: /\b(?:in|from|throughout)\s+the\s+(?:introduction|abstract|conclusions?|appendix|appendices)\b(?!\s+(?:of|to|into|that|between|for|with)\b)/i, what: "a part of the paper", answerFails: true },
  { pattern: /\b(?:in|from)\s+the\s+(?:methods|methodology|discussion|results)\s*(?:[?.,;:]|$)/i, what: "a part of the paper", answerFails: true },
  { pattern: /\bthe\s+(?:introduction|abstract|conclusions?)\s+(?:says?|states?|mentions?|describes?|discusses?|reports?|notes?|explains?|highlights?|suggests?|summari[sz]es?|claims?)\b/i, what: "a part of the paper", answerFails: true },
  {
    pattern: new RegExp(`\\b(?:this|the\\s+(?:${ORDINALS}|above|preceding|following|previous|next|last|final))\\s+(?:${DISPLAYS}|sections?|subsections?|paragraphs?|chapters?|passages?)\\b(?!\\s+(?:${COMPOUND_AFTER})\\b)`, "i"),
    what: "a figure, table or part of the paper",
    answerFails: true,
    anaphora: true,
  },
  { pattern: new RegExp(`\\b(?:the|this|these)\\s+(?:${DISPLAYS})\\s+(?:above|below)\\b`, "i"), what: "a figure or table", answerFails: true },
  { pattern: new RegExp(`\\b(?:in|from|on|see)\\s+(?:the|this)\\s+(?:${PAPER_ONLY_DISPLAYS})\\b(?!\\s+(?:of|for)\\b)(?!\\s*(?:\\d|[A-Z]\\d))`, "i"), what: "a figure or table", answerFails: true, anaphora: true },
  { pattern: new RegExp(`\\b(?:in|from|on|see)\\s+(?:the|this)\\s+(?:${SCIENCE_TOO_DISPLAYS})\\b(?!\\s+(?:of|for)\\b)(?!\\s*(?:\\d|[A-Z]\\d))`, "i"), what: "a spectrum, equation or image", answerFails: false, answerPasses: "read as the science the QA is about", anaphora: true },
  ...TEXT_REFERENCES,
];

/** The noun a reference points with ("this equation" → "equation"), singular, lower-cased. */
function referredNoun(match: string): string | null {
  const last = match.trim().match(/([\p{L}-]+)\W*$/u)?.[1]?.toLowerCase();
  if (!last) return null;
  if (last === "spectra") return "spectrum";
  if (last === "formulas" || last === "formulae") return "formula";
  return last.replace(/(?<=[^s])s$/, "");
}

/**
 * Whether a demonstrative reference is resolved inside the QA itself: the QA named that kind of
 * thing before ("What does the Hamilton–Jacobi equation describe? ... This equation gives..."),
 * so "this equation" is that one and a reader needs no paper to follow it.
 */
export function resolvedInQa(text: string, at: number, match: string): boolean {
  const noun = referredNoun(match);
  if (!noun || noun.length < 4) return false;
  const plural = noun === "spectrum" ? "|spectra" : noun === "formula" ? "|formulae" : "";
  return new RegExp(`\\b(?:${noun}s?${plural})\\b`, "i").test(text.slice(0, at));
}
