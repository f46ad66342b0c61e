// The names sections are commonly given, in the languages of the papers read here: a line that is one
// of them is trusted as a heading even in the body's type.

/** Section names common enough to be trusted as headings even in the body font. */
const KNOWN_SECTION_NAMES = [
  "abstract", "introduction", "background", "related work", "literature review", "theory", "methods?", "methodology",
  "materials and methods", "materials & methods", "experimental(?: section| details| procedures?)?", "results?",
  "results and discussion", "discussion", "conclusions?", "conclusions? and (?:outlook|future work|perspectives)",
  "concluding remarks", "summary", "outlook", "limitations", "acknowledge?ments?", "references", "bibliography",
  "literature cited", "works cited", "appendix(?: [a-z])?", "appendices", "supplementary (?:information|materials?|data)",
  "data availability", "code availability", "data and code availability", "availability", "author contributions?",
  "competing interests", "conflicts? of interests?", "declaration of competing interest", "funding", "ethics",
  "additional information", "declarations", "notes", "abbreviations", "overview", "hypotheses", "method", "analysis and results",
  "affiliations", "reuse potential", "implementation and architecture", "quality control", "clinical perspectives",
  "introdução", "materiais e métodos", "material e métodos", "resultados", "discussão", "resultados e discussão",
  "conclusões?", "conclusão", "agradecimentos", "referências(?: bibliográficas)?", "literatura citada",
  "contribuição dos autores", "conflitos? de interesses?", "introducción", "métodos", "conclusiones", "referencias",
];
export const KNOWN_SECTIONS = new RegExp(`^(?:${KNOWN_SECTION_NAMES.join("|")})\\.?$`, "i");
/** The words section names are made of, to read a letter-spaced heading back into words. */
export const HEADING_WORDS: ReadonlySet<string> = new Set(
  [...KNOWN_SECTION_NAMES, "acknowledgments acknowledgements statement statements conflict interest declaration method result conclusion"].flatMap((name) => name.toLowerCase().match(/\p{L}+/gu) ?? []),
);

/**
 * A paragraph that opens with a well-known section name as a run-in label ("Acknowledgments: We
 * thank ...", "Funding: ..."): back matter, never a bibliography entry, which opens with a number
 * or an author.
 */
export function opensWithKnownLabel(text: string): boolean {
  const label = text.trimStart().match(/^(\p{L}[\p{L} &]{2,50}):\s/u)?.[1];
  return !!label && KNOWN_SECTIONS.test(label.replace(/\s+/g, " "));
}

/** A line that names a common section, numbered or not ("Introduction", "1. Introduction", "(1) Overview", "II. METHODS"). */
export function namesKnownSection(text: string): boolean {
  const bare = text.trim().replace(/^\(?(?:\d{1,2}(?:\.\d{1,2}){0,3}|[IVX]{1,5})[.)]?\s+/, "").replace(/\s+/g, " ");
  return KNOWN_SECTIONS.test(bare);
}

export const REFERENCES_HEADING = /^(?:references(?: and notes)?|bibliography|literature cited|works cited|cited literature|referências(?: bibliográficas)?|literatura citada|referencias|références|literatur|bibliografia)$/i;
