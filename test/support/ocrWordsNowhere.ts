// Words a scan reads nowhere (issue 40): on each scanned page, the words tesseract read with
// confidence >= 80 that the paper keeps in none of its fields after reading (title, authors,
// abstract, keywords, section headings, passages of every kind: body, footnotes, captions, noise
// the reader keeps apart; references; every table's label, caption, notes and cells). The born-
// digital twin is bench/wordsNowhere.ts; kept in test support so its test may import it. A word is
// kept when the paper's text, squashed (no spaces, no signs), holds it joined to a neighbour on its
// line, the one before or the one after (a word alone on its line: the word itself): a bag of words
// would blame a common word's loss on its last line instead of the line that lost it. A lower bound
// still (the pair may stand elsewhere); what is lost is listed by tesseract's line, with the line's
// place on the page, to sort by the rule that dropped it. Run inside bench:ocr (bench/ocr.bench.ts
// calls `scanWordsNowhere` on the very reading it scores).
import type { Block } from "tesseract.js";
import type { ParsedPaper } from "../../src-main/core/documents/ParsedPaper.ts";

/** The confidence from which tesseract's word is taken as read right. */
export const SURE = 80;
/** Share of the page's height at its top and at its foot where running heads and page numbers stand. */
const FURNITURE = 0.08;

const tokens = (text: string): string[] => text.normalize("NFKC").toLowerCase().split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean);

export interface LostLine {
  page: number;
  /** The line's box on the page picture, in pixels. */
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Page furniture (top or foot 8%) is left out by design; the rest is what a user loses. */
  where: "page furniture" | "body of the page";
  /** The whole line as tesseract read it, and how many of its sure words are lost. */
  text: string;
  lost: number;
  sure: number;
  /** How many of the lost words the born-digital reading of the same pages keeps: the scan's own loss (the rest both lose: affiliations, labels, by design). */
  digitalKeeps: number;
}

/** All the paper keeps, squashed: a word split or joined over a line's end is still found. */
function keptText(paper: ParsedPaper): string {
  const texts = [paper.title ?? "", ...paper.authors, paper.abstract ?? "", ...paper.keywords, ...paper.sections.map((s) => `${s.number ?? ""} ${s.heading}`), ...paper.passages.map((p) => p.text), ...paper.references.map((r) => r.text)];
  for (const t of paper.tables ?? []) texts.push(t.label ?? "", t.caption ?? "", ...t.footnotes, ...[...t.header, ...t.rows].flatMap((r) => r.cells.map((c) => c.text)));
  return texts.flatMap(tokens).join("");
}

/** The sure words of each page (blocks as tesseract read them, `height` the page's picture height in pixels) that `paper` keeps nowhere, by line. */
export function scanWordsNowhere(pages: readonly { blocks: readonly Block[]; height: number }[], paper: ParsedPaper | null, digital: ParsedPaper): { sure: number; lost: LostLine[] } {
  const squashed = paper ? keptText(paper) : "";
  const digitalText = keptText(digital);
  let sure = 0;
  const lost: LostLine[] = [];
  pages.forEach(({ blocks, height }, i) => {
    for (const line of blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines))) {
      let lineSure = 0;
      let lineLost = 0;
      let digitalKeeps = 0;
      const words = line.words.flatMap((w) => tokens(w.text).map((t) => ({ t, sure: w.confidence >= SURE })));
      words.forEach(({ t, sure }, k) => {
        if (!sure) return;
        lineSure++;
        const before = words[k - 1]?.t;
        const after = words[k + 1]?.t;
        const keeps = (text: string) => (before === undefined && after === undefined ? text.includes(t) : (before !== undefined && text.includes(before + t)) || (after !== undefined && text.includes(t + after)));
        if (keeps(squashed)) return;
        lineLost++;
        if (keeps(digitalText)) digitalKeeps++;
      });
      sure += lineSure;
      if (lineLost === 0) continue;
      const middle = (line.bbox.y0 + line.bbox.y1) / 2;
      const where = middle < FURNITURE * height || middle > (1 - FURNITURE) * height ? "page furniture" : "body of the page";
      lost.push({ page: i + 1, box: line.bbox, where, text: line.text.trim(), lost: lineLost, sure: lineSure, digitalKeeps });
    }
  });
  return { sure, lost };
}
