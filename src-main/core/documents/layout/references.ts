import type { Line } from "./types.ts";
import { cleanDoi } from "./frontMatter.ts";

const NUMBERED = /^(?:\[\d{1,4}\]|\d{1,4}\.|\(\d{1,4}\))\s+/;
const AUTHOR_START = /^(?:[\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)?,?\s(?:[\p{Lu}]\.|[\p{Lu}]{1,3}\b|[\p{Lu}][\p{L}]+,)|[\p{Lu}]\.\s?[\p{Lu}]?\.?\s?[\p{Lu}][\p{L}'’-]+,)/u;

/**
 * Splits the lines of a references section into entries. Numbered lists split at each number;
 * otherwise an entry starts at a line that sits further left than the hanging indent of its
 * continuation lines, or that opens with an author name after a line that ended an entry.
 */
export function splitReferences(lines: Line[]): { text: string; doi: string | null }[] {
  const numbered = lines.filter((l) => NUMBERED.test(l.text)).length >= Math.max(2, lines.length * 0.15);
  const entries: string[] = [];
  let current = "";
  let prev: Line | undefined;
  for (const line of lines) {
    let starts: boolean;
    if (!prev || current === "") starts = true;
    else if (numbered) starts = NUMBERED.test(line.text);
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

/** URLs and DOIs broken at a line end continue without a space; words broken by a hyphen join. */
function joinReferenceLine(text: string, next: string): string {
  if (/(?:https?:\/\/|doi\.org\/|10\.\d{4,9}\/)\S*$/.test(text) && /[\/._-]$/.test(text)) return text + next;
  if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next;
  return `${text} ${next}`;
}
