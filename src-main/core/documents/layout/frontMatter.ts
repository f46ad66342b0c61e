import { endsSentence, type Block } from "./blocks.ts";
import { isBoilerplate } from "./runningLines.ts";

const ABSTRACT_LABEL = /^(?:abstract|summary)\b\s*[.:—–-]?\s*/i;
const OTHER_ABSTRACT_LABEL = /^(?:resumo|résumé|resumen|zusammenfassung|riassunto|samenvatting)\b\s*[.:—–-]?\s*/i;
const KEYWORDS_LABEL = /^(?:key\s*-?\s*words|index terms|subject terms)\b\s*[.:—–-]?\s*/i;
const OTHER_KEYWORDS_LABEL = /^(?:palavras[- ]chave|mots[- ]clés|palabras clave|schlüsselwörter|schlagwörter|parole chiave)\b\s*[.:—–-]?\s*/i;
const AFFILIATION = /\b(?:universit|institut|department|departamento|laborator|faculdade|faculty|school of|college|centre|center|hospital|academy|ministry|gmbh|inc\.|ltd)\w*/i;
const DOI_PATTERN = /\b(10\.\d{4,9}\/[^\s"<>]+)/i;

/** A DOI as found in text or metadata, without trailing punctuation, lower-cased (DOIs are case-insensitive). */
export function cleanDoi(raw: string): string {
  return raw.replace(/[).,;:\]]+$/, "").replace(/\u00ad/g, "").toLowerCase();
}

/** The DOI of the paper: from metadata when stated there, else the first one printed on page 1. */
export function findDoi(firstPageText: string, info: Record<string, unknown>): string | null {
  const custom = (info["Custom"] ?? {}) as Record<string, unknown>;
  for (const value of [custom["doi"], custom["DOI"], custom["prism:doi"], info["Subject"], info["Keywords"]]) {
    const match = typeof value === "string" ? value.match(DOI_PATTERN) : null;
    if (match) return cleanDoi(match[1]!);
  }
  // Prefer a DOI that is introduced as one ("doi:", "https://doi.org/") over any 10.x string.
  const introduced = firstPageText.match(/(?:doi\s*:?\s*|doi\.org\/)(10\.\d{4,9}\/[^\s"<>]+)/i);
  const any = firstPageText.match(DOI_PATTERN);
  const found = introduced?.[1] ?? any?.[1];
  return found ? cleanDoi(found) : null;
}

/** Index of the title block: the largest text in the upper part of page 1, at least two words. */
export function findTitleBlock(blocks: Block[], pageHeight: number): number {
  let best = -1;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.page !== 1 || block.lines[0]!.top > pageHeight * 0.7) continue;
    if (block.text.split(/\s+/).length < 2 || block.text.length > 350 || isBoilerplate(block.text) || /^https?:|doi/i.test(block.text)) continue;
    if (best < 0 || block.size > blocks[best]!.size + 0.5) best = i;
  }
  return best;
}

const NAME_PARTICLES = new Set(["de", "da", "do", "das", "dos", "van", "von", "der", "den", "del", "della", "di", "du", "le", "la", "y", "e", "bin", "ibn", "al", "el", "ter", "ten", "zu", "st"]);

/** "Jin-Wook Lee", "Ross G. DOUGLAS", "Selene Maia de Morais"; not "How COVID affects software". */
function isPersonName(name: string): boolean {
  const tokens = name.split(" ");
  if (tokens.length < 2 || tokens.length > 6) return false;
  return tokens.every((t) => NAME_PARTICLES.has(t.toLowerCase()) || /^\p{Lu}[\p{L}'’.-]*$/u.test(t)) && /\p{Ll}{2}|\p{Lu}{3}/u.test(name);
}

/** Names from an author line: markers, icons, degrees and affiliation numbers removed. */
export function parseAuthors(text: string): string[] {
  return text
    .replace(/[\p{Co}\p{So}]/gu, " ")
    .replace(/[*∗†‡§¶#✉✝⁎]+/g, " ")
    .replace(/\b\d+(?:[,–-]\d+)*\b/g, " ")
    .replace(/\(\s*\)/g, " ")
    .split(/\s*(?:,|;|·|•|\band\b|&|\be\b)\s*/)
    .map((name) => name.replace(/\s+/g, " ").replace(/^[\s,.]+|[\s,]+$/g, "").trim())
    .filter((name) => isPersonName(name) && !AFFILIATION.test(name));
}

export interface FrontMatter {
  titleIndex: number;
  authors: string[];
  abstract: string | null;
  /** Block indexes that belong to the abstract (labels included). */
  abstractBlocks: number[];
  keywords: string[];
  keywordBlocks: number[];
  /** Abstracts and keywords in other languages, kept as metadata. */
  otherAbstracts: string[];
  otherKeywords: string[][];
  /** First block of the body: everything on page 1 before it is front matter. */
  bodyStart: number;
}

function splitKeywords(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && /[;,·•|]/.test(ch)) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts.map((k) => k.replace(/\s+/g, " ").replace(/[.\s]+$/, "").trim()).filter((k) => k.length > 0 && k.length < 80);
}

/**
 * Title, authors, abstract and keywords, read from the first pages' blocks. The abstract is the
 * block labelled "Abstract" (with what follows it up to the keywords or a heading); unlabelled
 * (as in Nature journals) it is the first long paragraph after the author lines.
 */
export function readFrontMatter(blocks: Block[], pageHeight: number, isHeading: (i: number) => boolean): FrontMatter {
  const titleIndex = findTitleBlock(blocks, pageHeight);
  const early = (i: number) => blocks[i] && blocks[i]!.page <= 2;

  const authors: string[] = [];
  for (let i = titleIndex + 1; titleIndex >= 0 && i < Math.min(blocks.length, titleIndex + 4); i++) {
    const block = blocks[i]!;
    if (ABSTRACT_LABEL.test(block.text) || block.text.split(/\s+/).length > 80 || AFFILIATION.test(block.text) || isBoilerplate(block.text)) break;
    if (!/\p{L}/u.test(block.text)) continue; // a stray affiliation marker ("1,") between name lines
    const names = parseAuthors(block.text);
    if (names.length === 0 && authors.length > 0) break;
    authors.push(...names);
  }

  let abstractBlocks: number[] = [];
  let abstract: string | null = null;
  const otherAbstracts: string[] = [];
  const keywordBlocks: number[] = [];
  let keywords: string[] = [];
  const otherKeywords: string[][] = [];
  const frontBlocks: number[] = [];

  const collectAbstract = (start: number, label: RegExp): { indexes: number[]; text: string } => {
    const indexes = [start];
    let text = blocks[start]!.text.replace(label, "");
    const labelOnly = text.trim().length === 0;
    const size = blocks[start + (labelOnly ? 1 : 0)]?.size ?? blocks[start]!.size;
    for (let i = start + 1; i < blocks.length && early(i); i++) {
      const block = blocks[i]!;
      if (KEYWORDS_LABEL.test(block.text) || OTHER_KEYWORDS_LABEL.test(block.text) || ABSTRACT_LABEL.test(block.text) || OTHER_ABSTRACT_LABEL.test(block.text)) break;
      // Page-foot notes and publisher lines can sit between two parts of an abstract that
      // continues on the next page: step over them.
      if (isBoilerplate(block.text) || block.size < size * 0.88) continue;
      if (isHeading(i) && !(labelOnly && indexes.length === 1)) break;
      if (Math.abs(block.size - size) > 0.12 * size && !(labelOnly && indexes.length === 1)) break;
      // Without keywords to stop at, an abstract ends with its paragraph.
      const keywordsAhead = blocks.slice(i, i + 16).some((b) => b.page <= 2 && (KEYWORDS_LABEL.test(b.text) || OTHER_KEYWORDS_LABEL.test(b.text)));
      if (indexes.length > 1 && endsSentence(text) && !keywordsAhead) break;
      indexes.push(i);
      text = text.trim().length === 0 ? block.text : `${text} ${block.text}`;
    }
    return { indexes, text: text.trim() };
  };

  for (let i = 0; i < blocks.length && early(i); i++) {
    const text = blocks[i]!.text;
    if (abstract === null && ABSTRACT_LABEL.test(text)) {
      const found = collectAbstract(i, ABSTRACT_LABEL);
      abstractBlocks = found.indexes;
      abstract = found.text;
    } else if (OTHER_ABSTRACT_LABEL.test(text)) {
      const found = collectAbstract(i, OTHER_ABSTRACT_LABEL);
      frontBlocks.push(...found.indexes);
      otherAbstracts.push(found.text);
    } else if (KEYWORDS_LABEL.test(text) && keywords.length === 0) {
      keywordBlocks.push(i);
      keywords = splitKeywords(text.replace(KEYWORDS_LABEL, ""));
    } else if (OTHER_KEYWORDS_LABEL.test(text)) {
      keywordBlocks.push(i);
      otherKeywords.push(splitKeywords(text.replace(OTHER_KEYWORDS_LABEL, "")));
    }
  }

  if (abstract === null) {
    for (let i = titleIndex + 1; titleIndex >= 0 && i < blocks.length && blocks[i]!.page === 1; i++) {
      const block = blocks[i]!;
      if (block.text.split(/\s+/).length >= 40 && !isBoilerplate(block.text) && !AFFILIATION.test(block.text.slice(0, 120))) {
        abstractBlocks = [i];
        abstract = block.text;
        break;
      }
    }
  }

  const lastFront = Math.max(titleIndex, ...abstractBlocks, ...keywordBlocks, ...frontBlocks);
  return { titleIndex, authors, abstract, abstractBlocks, keywords, keywordBlocks, otherAbstracts, otherKeywords, bodyStart: lastFront + 1 };
}
