import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { BODY, COLUMN_WIDTH, MARGIN, Sheet, TEXT_WIDTH, breakLines } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/unseenFrontPdfs.ts";
import { wideGapReferencesPdf } from "../../support/wideGapReferencesPdf.ts";

const norm = (text: string) => text.replace(/\s+/g, " ").trim();

describe("a single-column reference list justified with wide word gaps", () => {
  it("keeps each entry's words in order, not read as two columns at the gaps", async () => {
    const { bytes, entries } = await wideGapReferencesPdf();
    const paper = await parsePdf(bytes, { file: "wide-gaps.pdf" });
    expect(paper.references.map((r) => norm(r.text))).toEqual(entries.map(norm));
  });

  it("still reads two short columns under a long full-width abstract column by column", async () => {
    // Guard: the full-width lines far outnumber the column lines, but the right column's lines start at one edge.
    const sheet = new Sheet();
    const top = sheet.frontMatter("Weirs and the beds of lowland rivers", [...PROSE, ...PROSE.slice(0, 6)].join(" "));
    const left = breakLines(PROSE[7]! + " " + PROSE[8]!, BODY, COLUMN_WIDTH);
    const right = breakLines(PROSE[9]! + " " + PROSE[2]!, BODY, COLUMN_WIDTH);
    sheet.text("1 Introduction", MARGIN, top + 4, { font: "Helvetica-Bold", size: 11 });
    left.forEach((line, i) => sheet.text(line, MARGIN, top + 22 + i * BODY.leading, BODY));
    right.forEach((line, i) => sheet.text(line, MARGIN + TEXT_WIDTH - COLUMN_WIDTH, top + 22 + i * BODY.leading, BODY));
    const paper = await parsePdf(await sheet.render(), { file: "columns.pdf" });
    const body = norm(paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" "));
    expect(body).toContain(norm(`${PROSE[8]!} ${PROSE[9]!}`));
  });
});
