/**
 * The labels of a paper's front matter, in the languages and the variants publishers print:
 * what opens an abstract, the parts of a structured one, what opens the keywords, and the
 * summaries that are not the abstract (a journal's highlights, digest or significance box).
 */

/** An abstract's heading or run-in label: "Abstract", "ABSTRACT:", "Abstract—", "Summary", "Synopsis". */
export const ABSTRACT_LABEL = /^(?:abstract|summary(?!\s+(?:statement|points?|box)\b)|synopsis|précis|a b s t r a c t|s u m m a r y)\b\s*[.:—–-]?\s*/i;

/** The same in other languages; the first abstract printed is the paper's, whatever its language. */
export const OTHER_ABSTRACT_LABEL =
  /^(?:resumo|résumé|resumé|resumen|zusammenfassung|kurzfassung|riassunto|samenvatting|sammanfattning|sammendrag|resumé|tiivistelmä|streszczenie|abstrakt|souhrn|rezumat|sažetak|özet|аннотация|резюме)(?![\p{L}])\s*[.:—–-]?\s*/iu;

/**
 * A journal's own summaries printed beside or before the article, which are not its abstract:
 * Cell's "Highlights" and "In brief", PNAS's "Significance", JAMA's "Key Points", The Lancet's
 * "Research in context", PLOS's "Author summary", Science's "Editor's summary", ASM's "Importance".
 */
export const NOT_ABSTRACT_LABEL =
  /^(?:highlights|in brief|graphical abstract|significance(?: statement)?|importance|summary statement|key points|key messages|research in context|editor['’]?s summary|author summary|lay summary|plain language summary|one[- ]sentence summary|teaser|etoc(?: blurb)?|impact statement|at a glance|in a nutshell|what (?:is|was) (?:already )?known|what this (?:study|paper) adds|digest)\b/i;

/** Words that name a part of a structured abstract. */
const PART =
  "background|context|introduction|objectives?|aims?|purpose|rationale|hypothes[ie]s|methods?|methodology|materials?|patients?|subjects|participants|design|settings?|interventions?|measurements?|main outcome measures?|outcomes?|results?|findings|conclusions?|interpretation|relevance|significance|implications|limitations|evidence acquisition|evidence synthesis|data sources?|study selection|data extraction|data synthesis|study design|trial registration|registration|trial|funding|scientific contribution|case presentation";
/** One part's name, or several joined: "Background and objectives", "Design, setting, and participants". */
const PART_NAME = `(?:${PART})(?:(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*&\\s*)(?:${PART}))*`;

/** Run-in labels of a structured abstract: "Background:", "Methods.", "Evidence Acquisition:", "Conclusions —". */
export const STRUCTURED_LABEL = new RegExp(`^${PART_NAME}\\s*[:.—–]\\s*\\S`, "i");

/**
 * The same label set in bold with no punctuation after it, as The Lancet prints them ("Findings
 * Between 2010 and ..."): only trusted inside an abstract already found, since a body paragraph
 * may start the same way.
 */
const BARE_LABEL = new RegExp(`^(?:${PART_NAME})\\s+`, "i");
export function startsWithBareLabel(text: string): boolean {
  const label = text.match(BARE_LABEL)?.[0];
  // The label is capitalised and what follows it starts a sentence ("Methods We", not "Results of").
  return !!label && /^\p{Lu}/u.test(label) && /^[\p{Lu}\d]/u.test(text.slice(label.length));
}

/** Subject classification lines printed after an abstract: "PACS: 02.70.Bf", "MSC 2020:", "JEL codes:". */
// ACM's template of 1998-2012 runs its classification in after the abstract without a colon
// ("Categories and Subject Descriptors D.3.4 [...]", "General Terms Design, ...").
export const CLASSIFICATION_LABEL = /^(?:(?:pacs|msc(?:\s*\d{4})?|jel(?:\s+(?:classification|codes?))?|acm (?:ccs|classification))\b\s*(?:numbers?|codes?)?\s*[:.]|(?:categories and subject descriptors|general terms)\b)/i;

/**
 * A line of subject areas printed between an abstract and its keywords ("Subjects Bioinformatics,
 * Computational Biology"; "Subject Areas: ..."): a list of capitalised field names with no
 * sentence in it, where a structured abstract's "Subjects" part is a sentence ("Subjects Forty
 * patients were enrolled.").
 */
export function isSubjectAreas(text: string): boolean {
  const label = text.match(/^subjects?(?: areas?)?\s*:?\s+(?=\p{Lu})/iu)?.[0];
  if (!label || /[.!?]\s*$/.test(text.trim())) return false;
  const words = text.slice(label.length).split(/[\s,;]+/).filter((w) => /^\p{L}/u.test(w) && w.length > 3);
  return words.length > 0 && words.length <= 25 && words.filter((w) => /^\p{Lu}/u.test(w)).length >= 0.7 * words.length;
}

export const KEYWORDS_LABEL = /^(?:key\s*-?\s*words|index terms|subject terms)\b\s*[.:—–-]?\s*/i;
export const OTHER_KEYWORDS_LABEL = /^(?:palavras[- ]chave|mots[- ]clés|palabras[- ]clave|schlüsselwörter|schlagwörter|parole chiave|trefwoorden|słowa kluczowe|nyckelord|anahtar kelimeler)\b\s*[.:—–-]?\s*/i;

export const isKeywordsLabel = (text: string) => KEYWORDS_LABEL.test(text) || OTHER_KEYWORDS_LABEL.test(text);
export const isAbstractLabel = (text: string) => ABSTRACT_LABEL.test(text) || OTHER_ABSTRACT_LABEL.test(text);
/** The headings a body opens with: no abstract is looked for, or goes on, past them. */
export const BODY_OPENING = /^(?:\d+\.?\s*)?(?:introduction|einleitung|introducción|introdução|results|main)\b/i;

export const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
export const AFFILIATION = /\b(?:universit|institut|department|departamento|laborator|faculdade|faculty|school of|college|centre|center|hospital|academy|ministry|gmbh|inc\.|ltd)\w*/i;
/**
 * An address names its institution as a name, capitalised ("Center for ...", "DEPARTMENT OF"); a
 * sentence of prose may say the same word in lower case ("the center of the page"), which names none.
 */
export const namesInstitution = (text: string): boolean =>
  [...text.matchAll(new RegExp(AFFILIATION.source, "gi"))].some((m) => /\p{Lu}/u.test(m[0][0]!));
