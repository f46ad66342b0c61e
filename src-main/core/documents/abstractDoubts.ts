import type { ReadingDoubtKind } from "../../contract/readingNotes.ts";
import { cutAtSentenceEnds } from "./text/splitSentences.ts";

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const AFFILIATION_WORD = /\b(?:universit\w*|institut\w*|department|departamento|laborator\w*|faculty|school of|college|centre|center|hospital|academy)\b/gi;
// Closing punctuation a finished abstract may end with (a sentence, a citation, a quotation), or
// the DOI or address of a citation line printed under it.
const FINISHED = /[.!?)\]"”’»]$|(?:doi\s*:?\s*|https?:\/\/)\S+$/i;
// The first part of a structured abstract, by its run-in label.
const FIRST_PART = /^(?:background|context|introduction|objectives?|aims?|purpose|rationale)(?:\s+and\s+\w+)?\s*[:.—–]/i;
const LATER_PART = /(?:^|[.!?]\s+)(?:methods?|materials and methods|design|evidence acquisition|results?|findings|conclusions?|interpretation)\s*[:.—–]\s*\p{Lu}/iu;
// A word split at a line end and left apart ("bio- markers"); "pre- and post-" is not one.
export const BROKEN_WORD = /\p{Ll}{2}- (?!(?:and|or|nor|to|und|et|e|y|ou|oder)\b)\p{Ll}{3}/u;
// Or joined with its hyphen kept where nothing but a suffix follows it ("explo-sive", "applica-tion").
const SPLIT_SUFFIX = /\p{Ll}{3}-(?:sive|tion|tions|sion|sions|ment|ments|ness|ity|ities|ous|ally|ical|ized|ised|ated|ting|ding|ling|ning|ring|sing)(?![\p{L}-])/u;

// A sentence that states what a study set out to do. An abstract gives its aim and then what was
// done and found; one whose last sentence is the aim has lost the rest (a structured abstract read
// only to the end of its first part, its label gone with it), whatever its length.
const AIM_STATEMENT = new RegExp(
  `(?:${[
    String.raw`^(?:the\s+)?(?:main\s+|primary\s+|overall\s+)?(?:purpose|aim|objective|goal)s?\s+of\s+(?:this|the|our)\s+(?:present\s+|current\s+)?(?:study|work|paper|article|review|research|analysis|trial|meta-analysis|investigation)\s+(?:was|is|were|are)\s+to`,
    String.raw`^(?:this|the present|the current|our)\s+(?:study|work|paper|review|research|analysis|trial|meta-analysis|investigation)\s+(?:aimed|aims|sought|seeks|was designed|is designed|set out)\s+to`,
    String.raw`^(?:(?:here|in this (?:study|work|paper)),?\s+)?we\s+(?:aimed|sought|set out)\s+to`,
    // Spanish, Portuguese, French, German: "El objetivo de este estudio fue…", "Ziel dieser Studie war…".
    String.raw`^(?:el|o|nuestro|nosso)\s+objetivo\s+(?:principal\s+)?(?:de\s+este|del presente|deste|do presente)\s+(?:estudio|estudo|trabajo|trabalho|art[ií]culo|artigo)\s+(?:fue|foi|es|é)`,
    String.raw`^(?:le but|l[’']objectif)\s+de\s+(?:cette|la présente)\s+(?:étude|recherche)\s+(?:était|est)`,
    String.raw`^(?:das\s+)?ziel\s+(?:dieser|der vorliegenden)\s+(?:studie|arbeit|untersuchung)\s+(?:war|ist)`,
  ].join("|")})(?![\\p{L}\\p{N}])`,
  "iu",
);

/** The abstract's last sentence, for the aim test: after the last sentence end followed by a capital. */
const lastSentence = (text: string): string => cutAtSentenceEnds(text).at(-1)?.trim() ?? "";

export const words = (text: string): string[] => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** "Ada Lovelace", "Chris Coté*": a name of two to four capitalised words. */
const looksLikeName = (part: string): boolean => /^(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’.-]*[*†‡\d,]*$/u.test(part.trim());

// Signs of a paper's body: citations ("[12]", "Smith et al., 2019"; not "(1)", which may number a
// list), figures and tables cited, a section heading run in at the start. Some abstracts cite a
// few sources, so only many citations, or citations with figures, are a sign.
const CITATION = /\[\d+(?:[,–-]\s?\d+)*\]|\bet al\.,?\s*\(?(?:19|20)\d\d/g;
const FIGURE = /\b(?:fig(?:ure)?s?\.?|tables?)\s*S?\d/gi;
const OPENS_WITH_HEADING = /^(?:\d+(?:\.\d+)*\.?\s*)?(?:introduction|einleitung|introducción|introdução|related work)\b/i;

/** An abstract that is the body's first section (or runs into it): it cites and points at figures. */
function readsLikeBody(text: string): boolean {
  if (OPENS_WITH_HEADING.test(text)) return true;
  const citations = (text.match(CITATION) ?? []).length;
  const figures = (text.match(FIGURE) ?? []).length;
  return figures >= 2 || citations >= 5 || (figures >= 1 && citations >= 1);
}

export function abstractDoubts(abstract: string | null): ReadingDoubtKind[] {
  if (abstract === null || abstract.trim() === "") return ["no-abstract"];
  const text = abstract.trim();
  const count = words(text).length;
  if (count < 10) return ["abstract-too-short"];
  const doubts: ReadingDoubtKind[] = [];
  if (EMAIL.test(text)) doubts.push("abstract-has-email");
  if ((text.slice(0, 300).match(AFFILIATION_WORD) ?? []).length >= 2) doubts.push("abstract-like-affiliations");
  const parts = text.slice(0, 400).split(/[,;]|\band\b/).filter((p) => p.trim() !== "");
  if (parts.length >= 4 && parts.filter(looksLikeName).length / parts.length >= 0.6) doubts.push("abstract-like-author-list");
  // A sentence begins with a capital, a digit or a symbol; a lower-case start is the tail of one.
  if (/^\p{Ll}/u.test(text)) doubts.push("abstract-starts-midway");
  if (count > 700) doubts.push("abstract-too-long");
  else if (!FINISHED.test(text)) doubts.push("abstract-cut-short");
  if (readsLikeBody(text)) doubts.push("abstract-like-body");
  if (FIRST_PART.test(text) && !LATER_PART.test(text)) doubts.push("abstract-one-part");
  if (BROKEN_WORD.test(text) || SPLIT_SUFFIX.test(text)) doubts.push("abstract-broken-word");
  if (AIM_STATEMENT.test(lastSentence(text))) doubts.push("abstract-ends-at-aim");
  return doubts;
}
