import { describe, expect, it } from "vitest";
import { parseAuthors } from "../../../src-main/core/documents/layout/personNames.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { quotedMarkNames } from "../../support/quotedMarkNamesPdf.ts";

// A footnote mark that a scan's text layer gives as a doubled quote stayed in the name
// ("Young-Dae Jung''"): the author was read under a name nobody printed.
describe("authors whose footnote marks are set as doubled quotes", () => {
  it("reads each name without its mark", async () => {
    const c = await quotedMarkNames();
    const paper = await parsePdf(c.bytes, { file: "quoted-marks.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
  });

  it("keeps an apostrophe that belongs to the name", () => {
    expect(parseAuthors("Igor' Petrov, Mary O'Neill and Ann D'Arcy")).toEqual(["Igor' Petrov", "Mary O'Neill", "Ann D'Arcy"]);
  });
});
