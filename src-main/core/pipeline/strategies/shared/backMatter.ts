/**
 * Headings of back matter that carries no science to ask about. paperContext.ts keeps the same
 * list for paper-level prompts (privately); this copy serves chunk- and keyphrase-level choices.
 */
const BACK_MATTER = /^(?:acknowledge?ments?|author contributions?|funding|competing interests|conflicts? of interests?|declarations?|data availability|code availability|additional information|ethics|abbreviations|notes|references|bibliography|agradecimentos|contribuição dos autores|conflitos? de interesses?|referências)\b/i;

export function isBackMatter(heading: string): boolean {
  return BACK_MATTER.test(heading.trim());
}
