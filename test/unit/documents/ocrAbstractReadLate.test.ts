import { describe, expect, it } from "vitest";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";
import { OCR_FONT, type PageText, type TextRun } from "../../../src-main/core/documents/layout/types.ts";

// A scanned title page laid out as a Nature Communications article's (docs/ocr.md, round 23): the
// title across the page; under it a narrow column of dates and a "Check for updates" badge on the
// left, the byline and the abstract in a wide column on the right; under both, two columns of body
// text. The reading order takes the narrow left column down into the body's left column before
// the right column's byline and abstract. The badge's icon, read as raised marks kept on its line
// ("** Check for updates"), is no heading; without one between them, the body read before the
// abstract was taken for a sidebar of the front matter, and two paragraphs were lost. Body that
// begins below the abstract's last line is no sidebar, heading or not. (The badge read bare, taken
// for a heading, kept the body before; that case stays as it was.)

const WORDS = "the samples were kept cold and read again after each of the runs so that every change could be seen in the results".split(" ");

/** A line set from `x0` on `baseline`, one run per word as OCR places them (letters half the size wide). */
function line(baseline: number, size: number, x0: number, text: string): TextRun[] {
  let x = x0;
  return text.split(" ").map((w) => {
    const run = { text: `${w} `, x, w: 0.5 * size * w.length, y: baseline, size, font: OCR_FONT };
    x += run.w + 0.25 * size;
    return run;
  });
}

/** A paragraph's lines filling `width`, opened by `first`, closed by a full stop. */
function prose(first: string, lines: number, size: number, width: number, seed: number): string[] {
  const out: string[] = [];
  let k = seed;
  for (let n = 0; n < lines; n++) {
    const words = n === 0 ? first.split(" ") : [];
    while ([...words, WORDS[k % WORDS.length]!].join(" ").length * 0.5 * size + words.length * 0.25 * size < width) words.push(WORDS[k++ % WORDS.length]!);
    out.push(n === lines - 1 ? `${words.join(" ")}.` : words.join(" "));
  }
  return out;
}

function page(badge: string): PageText {
  const runs: TextRun[] = [];
  runs.push(...line(50, 15, 40, "journal of examples"));
  ["Measured growth temperatures of", "cold archaea from ancient", "protein reconstruction"].forEach((t, i) => runs.push(...line(135 + 28 * i, 25.7, 41, t)));
  ["Received: 1 April 2023", "Accepted: 3 January 2024", "Published online: 15 January 2024"].forEach((t, i) => runs.push(...line(270 + 20 * i, 8.2, 40, t)));
  runs.push(...line(331, 10.1, 43, badge));
  runs.push(...line(268, 10.3, 217, "Ann Lee, Bo Chen, Carl Diaz, Dana Evans, Eli Fox"));
  runs.push(...line(280, 10.3, 217, "Fay Green, Gus Hall & Hana Ives"));
  prose("Measures of ancestral proteins", 12, 10.1, 343, 3).forEach((t, i) => runs.push(...line(318 + 14 * i, 10.1, 218, t)));
  const left = [...prose("Cold archaea", 10, 8.2, 254, 5), ...prose("Growth temperatures", 10, 8.2, 254, 11)];
  left.forEach((t, i) => runs.push(...line(517 + 10.7 * i + (i >= 10 ? 6 : 0), 8.2, 40, t)));
  prose("reconstructed sequences", 20, 8.2, 254, 7).forEach((t, i) => runs.push(...line(517 + 10.7 * i, 8.2, 306, t)));
  return { pageNumber: 1, width: 612, height: 792, runs, rotated: [], sideways: [], rotate: 0 };
}
describe("a scanned title page whose abstract is read after the body's first column", () => {
  for (const badge of ["Check for updates", "** Check for updates"]) {
    it(`keeps the body's first paragraphs in the body (badge read as "${badge}")`, () => {
      const paper = paperFromPages({ pages: [page(badge)], info: {} }, "late-abstract.pdf");
      const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
      expect(paper.abstract ?? "").toMatch(/^Measures of ancestral proteins/);
      expect(body).toContain("Cold archaea");
      expect(body).toContain("Growth temperatures");
      expect(body).not.toContain("Measures of ancestral proteins");
    });
  }
});
