import type { Block } from "./blocks.ts";
import type { Line } from "./types.ts";
import { cleanDoi } from "./doi.ts";
import { wordCount } from "../../text/wordCount.ts";

// A bracketed number needs no space after it ("[2]S.I. Dorozhkin"): a bracket closes the label
// as a space would; a bare "2." or "(2)" without one could be a page or volume going on.
const NUMBERED = /^(?:\[\d{1,4}\]\s*(?=\S)|(?:\d{1,4}\.|\(\d{1,4}\))\s+)/;
const AUTHOR_START = /^(?:[\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)?,?\s(?:[\p{Lu}]\.|[\p{Lu}]{1,3}\b|[\p{Lu}][\p{L}]+,)|[\p{Lu}]\.\s?[\p{Lu}]?\.?\s?[\p{Lu}][\p{L}'’-]+,)/u;

/**
 * Splits the lines of a references section into entries. Numbered lists split at each number;
 * otherwise an entry starts at a line that sits further left than the hanging indent of its
 * continuation lines, or that opens with an author name after a line that ended an entry.
 */
export function splitReferences(lines: Line[]): { text: string; doi: string | null }[] {
  const counted = countedLabels(lines);
  const numbered = lines.filter((l) => NUMBERED.test(l.text) || counted.has(l)).length >= Math.max(2, lines.length * 0.15);
  const entries: string[] = [];
  let current = "";
  let prev: Line | undefined;
  let lastNumber = 0;
  for (const line of lines) {
    let starts: boolean;
    if (!prev || current === "") starts = true;
    else if (numbered) starts = (NUMBERED.test(line.text) && !yearAtLineStart(line.text, lastNumber)) || counted.has(line);
    else {
      const sameColumn = prev.page === line.page && prev.column === line.column;
      const hanging = sameColumn && line.x0 < prev.x0 - 0.8 * line.size;
      const outdentedStart = !sameColumn && line.x0 - line.colLeft < 0.5 * line.size && AUTHOR_START.test(line.text) && /[.)]$/.test(current.trim());
      const gap = sameColumn && line.baseline - prev.baseline > 1.5 * line.size;
      starts = hanging || outdentedStart || gap || (/\.$/.test(current.trim()) && AUTHOR_START.test(line.text) && line.x0 <= prev.x0 + 0.5);
    }
    if (starts && current) {
      entries.push(current);
      current = "";
    }
    if (starts && numbered && (NUMBERED.test(line.text) || counted.has(line))) lastNumber = Number(line.text.match(/\d+/)?.[0] ?? lastNumber);
    current = current ? joinReferenceLine(current, line.text) : line.text;
    prev = line;
  }
  if (current) entries.push(current);
  return entries
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter((text) => text.length > 8)
    .map((text) => {
      const doi = text.match(/\b(10\.\d{4,9}\/[^\s"<>]+)/);
      return { text, doi: doi ? cleanDoi(doi[1]!) : null };
    });
}

// A label with neither dot nor bracket before the entry's first word ("20 Wang, M., ..."), or any
// label alone on its line, set apart from its entry ("4." over "Al-Qarawi, A.A., ..."): only its
// counting tells it from a page range's end ("669") or a year going on from the line before.
const BARE_LABEL = /^[[(]?(\d{1,4})[.)\]]?(?:\s+\p{Lu}|$)/u;

/**
 * Lines that open with a bare number going on by one from the last such line (1, 2, 3, ...):
 * the labels of a list numbered without dots. At least three in a row count; a number that breaks
 * the count ("669" after "37") is no label, and the count goes on past it.
 */
function countedLabels(lines: Line[]): Set<Line> {
  const labels: Line[] = [];
  for (const line of lines) {
    const n = Number(line.text.match(BARE_LABEL)?.[1] ?? NaN);
    if (Number.isNaN(n)) continue;
    const last = labels.at(-1);
    if (!last || n === Number(last.text.match(BARE_LABEL)![1]) + 1) labels.push(line);
    else if (labels.length < 3 && n === 1) labels.splice(0, labels.length, line);
  }
  return new Set(labels.length >= 3 ? labels : []);
}

/**
 * A line opening with "2018. His research ..." or "(2003) Ace revisited" in a numbered list: a
 * year that a sentence or an entry broken across lines left at the start (an entry's own line, or an author biography after the list),
 * not the number of an entry, which goes on from the last one's.
 */
function yearAtLineStart(text: string, lastNumber: number): boolean {
  const bare = text.match(/^(\d{4})\.\s/) ?? text.match(/^\((\d{4})\)\s/);
  return !!bare && Number(bare[1]) >= 1900 && Number(bare[1]) > lastNumber + 10;
}

/** URLs and DOIs broken at a line end continue without a space; words broken by a hyphen join. */
function joinReferenceLine(text: string, next: string): string {
  if (/(?:https?:\/\/|doi\.org\/|10\.\d{4,9}\/)\S*$/.test(text) && /[\/._-]$/.test(text)) return text + next;
  if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next;
  return `${text} ${next}`;
}

const YEAR = /\b(?:1[89]|20)\d\d[a-z]?\b/g;
const INITIALS = /(?:^|[\s,(])\p{Lu}\.(?:\s?-?\p{Lu}\.)*(?=[\s,])/gu;
const ABBREVIATION = /\b(?!al\.)\p{Lu}?\p{Ll}{1,6}\.(?=\s\p{Lu}|\s?\d|,)/gu;
const LABEL = /^(?:\[\d{1,4}\]|\d{1,4}\.\s|\(\d{1,4}\)\s)/;

/**
 * How much a block reads like bibliography entries rather than prose: years, authors'
 * initials and abbreviated journal names per word. Prose that cites author-year ("Smith et
 * al., 2019") has far fewer of them per word than the list it cites.
 */
export function referenceDensity(text: string): number {
  const words = wordCount(text);
  if (words === 0) return 0;
  const years = (text.match(YEAR) ?? []).length;
  const initials = (text.match(INITIALS) ?? []).length;
  const abbreviations = (text.match(ABBREVIATION) ?? []).length;
  return (2 * years + initials + abbreviations + (LABEL.test(text) ? 2 : 0)) / words;
}

/**
 * Where a reference list without a heading begins: the first block of a stretch that runs to
 * the end of the paper (headings, captions and the odd note aside) and is mostly entries, with
 * at least five of them. Returns -1 when there is none.
 */
export function findHeadlessReferences(blocks: Block[], from: number, isHeading: (i: number) => boolean): number {
  const entry = blocks.map((b) => b.text.length >= 20 && referenceDensity(b.text) >= 0.3);
  const chars = blocks.map((b, i) => (isHeading(i) || b.text.length < 20 ? 0 : b.text.length));
  const refChars: number[] = new Array(blocks.length + 1).fill(0);
  const allChars: number[] = new Array(blocks.length + 1).fill(0);
  const entries: number[] = new Array(blocks.length + 1).fill(0);
  for (let i = blocks.length - 1; i >= 0; i--) {
    refChars[i] = refChars[i + 1]! + (entry[i] ? chars[i]! : 0);
    allChars[i] = allChars[i + 1]! + chars[i]!;
    entries[i] = entries[i + 1]! + (entry[i] ? 1 : 0);
  }
  for (let i = Math.max(0, from); i < blocks.length; i++) {
    if (!entry[i] || !(LABEL.test(blocks[i]!.text) || AUTHOR_START.test(blocks[i]!.text))) continue;
    if (entries[i]! >= 5 && refChars[i]! >= 0.7 * allChars[i]!) return i;
  }
  return -1;
}

/** A block that reads as one or more bibliography entries: it opens like one and is dense with years and initials. */
export function looksLikeEntry(text: string): boolean {
  return text.length >= 20 && (LABEL.test(text) || AUTHOR_START.test(text)) && referenceDensity(text) >= 0.3;
}
