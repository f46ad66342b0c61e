import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { formFigureOverTitle } from "../../support/formFigurePdfs.ts";

describe("a figure drawn inside form XObjects", () => {
  it("reads the title under it, not the figure's larger label", async () => {
    const c = formFigureOverTitle();
    const paper = await parsePdf(c.bytes, { file: "form-figure.pdf" });
    console.log(paper.title, paper.authors);
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
  });
});
