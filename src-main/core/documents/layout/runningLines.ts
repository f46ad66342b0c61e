import { carriesOwnFolio, edgeLines, findFolios } from "./folios.ts";
import type { Line } from "./types.ts";

/** Page furniture text is compared with digits masked: "page 3 of 7" matches "page 4 of 7". */
export function furnitureKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
}

const PAGE_NUMBER = /^(?:page\s*)?#(?:\s*(?:of|\/)\s*#)?$|^[-–—]\s*#\s*[-–—]$/;

interface PageLines {
  height: number;
  lines: Line[];
}

/**
 * Running headers and footers: lines near the top or bottom edge whose text (digits masked)
 * recurs on other pages, and bare page numbers there. They are page furniture, not prose.
 */
export function findRunningLines(pages: PageLines[]): Set<Line> {
  const inZone = (line: Line, height: number) => line.top < 0.1 * height || line.bottom > 0.92 * height;
  const pagesByKey = new Map<string, Set<number>>();
  for (const { lines, height } of pages) {
    for (const line of lines) {
      if (!inZone(line, height)) continue;
      const key = furnitureKey(line.text);
      let set = pagesByKey.get(key);
      if (!set) pagesByKey.set(key, (set = new Set()));
      set.add(line.page);
    }
  }
  const needed = Math.max(2, Math.min(3, Math.ceil(pages.length * 0.25)));
  // Further from the edge (a manuscript with wide margins, a repository's header), a line is
  // furniture when it recurs at the same height on many pages.
  const inWideZone = (line: Line, height: number) => line.top < 0.25 * height || line.bottom > 0.75 * height;
  const placed = new Map<string, { page: number; baseline: number }[]>();
  for (const { lines, height } of pages) {
    for (const line of lines) {
      if (!inWideZone(line, height) || line.text.length < 8) continue;
      const key = furnitureKey(line.text);
      let list = placed.get(key);
      if (!list) placed.set(key, (list = []));
      list.push({ page: line.page, baseline: line.baseline });
    }
  }
  const neededPlaced = Math.max(3, Math.ceil(pages.length * 0.4));
  const running = new Set<Line>();
  const folios = findFolios(pages);
  for (const { lines, height } of pages) {
    const edge = new Set(edgeLines(lines, height));
    // A header is set no larger than the text; a numbered heading at the top of its page ("2
    // Methods" on page 2) is larger and is no header, whatever its number.
    const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
    const textSize = sizes[Math.floor(sizes.length / 2)] ?? 0;
    for (const line of lines) {
      if (inWideZone(line, height) && line.text.length >= 8) {
        const same = placed.get(furnitureKey(line.text))!.filter((p) => Math.abs(p.baseline - line.baseline) < 4);
        if (new Set(same.map((p) => p.page)).size >= neededPlaced) {
          running.add(line);
          continue;
        }
      }
      // "2 Firstname Lastname" / "Results 7": a header carrying the page's own printed number
      // (see folios.ts: "2 Related Work" atop PDF page 2 of a paper printed as pages 11-21 is none).
      // Off the edge, the same height as another page's folio line is what tells it (a figure's
      // small type may set the page's median size under the head's).
      const ownNumber = carriesOwnFolio(line, height, edge, folios);
      if (!inZone(line, height)) {
        if (ownNumber) running.add(line);
        continue;
      }
      const key = furnitureKey(line.text);
      if (PAGE_NUMBER.test(key) || (ownNumber && line.size <= 1.1 * textSize) || (pagesByKey.get(key)?.size ?? 0) >= needed) running.add(line);
    }
  }
  return running;
}

/**
 * Publisher boilerplate that must never be read as the paper's prose: licences, copyright,
 * download stamps, editorial notes, reprint notices, submission dates.
 */
const BOILERPLATE = [
  /^downloaded from\b/i,
  /\bopen access this article\b/i,
  /\bthis is an open[- ]access article\b/i,
  /\bcreative commons\b/i,
  /\ball rights reserved\b/i,
  /^(?:©|\(c\)\s|copyright\b)/i,
  /^.{0,120}©/,
  /\bremains neutral with regard to jurisdictional claims\b/i,
  /^publisher['’]?s note\b/i,
  /^reprints? and permissions?\b/i,
  /^(?:received|accepted|submitted|revised|published(?: online)?)\s*:?\s*(?:\d|\p{L}+ \d)/iu,
  /^(?:article |editorial |publication )?history\s*:?\s*(?:received|submitted)\b/i,
  /^(?:communicated by|handling editor|associate editor|editor|editora associada|editor associado)\s*:/i,
  /^correspondence (?:and requests|to|should)\b/i,
  /^this article (?:belongs to|is part of|is licensed)\b/i,
  /\bauthor information (?:is )?available\b/i,
  /\bis a peer-reviewed open access journal\b/i,
  /\bjournal compilation\b/i,
  /^citation\s*:/i,
  /^e-?mail(?: address(?:es)?)?\s*:/i,
  /^(?:[*•]\s*)?(?:co-)?corresponding authors?\b/i,
  /^(?:how to cite|cite this (?:article|paper)|como citar|para citar|cómo citar|pour citer)\b/i,
  /^supplementary information\b.*\bavailable\b/i,
];

export function isBoilerplate(text: string): boolean {
  return BOILERPLATE.some((pattern) => pattern.test(text));
}
