import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { composeAccents } from "../../../src-main/core/documents/text/composeAccents.ts";
import { boldBodySizeHeadingPaper, raisedMarkerSpacesPaper, separateAccentsPaper, smallCapsHeadingPaper } from "../../support/bodyLayoutPdfs.ts";
import { norm } from "../../corpus/paperTruth.ts";

const parse = (bytes: Buffer) => parsePdf(new Uint8Array(bytes), { file: "generated.pdf" });
const bodyOf = (p: ParsedPaper) => norm(p.passages.filter((x) => x.kind === "paragraph").map((x) => x.text).join(" "));

// Each case is a way real papers from unseen publishers came out wrong; the PDFs are drawn by
// hand so the expected text is exactly what was drawn.
describe("body text failure classes seen on unseen publishers", () => {
  it("finds a heading style set only in small capitals of the body font, unnumbered", async () => {
    const generated = await smallCapsHeadingPaper();
    const paper = await parse(generated.bytes);
    // Every heading, including the one followed by a table rather than prose.
    expect(paper.sections.map((s) => s.heading)).toEqual(generated.headings);
    const body = bodyOf(paper);
    for (const sentence of generated.sentences) expect(body).toContain(norm(sentence));
    expect(body).not.toContain("Conductivity (mS/cm)");
  });

  it("finds headings set bold at body size and freely worded, whatever follows them", async () => {
    const generated = await boldBodySizeHeadingPaper();
    const paper = await parse(generated.bytes);
    expect(paper.sections.map((s) => s.heading)).toEqual(generated.headings);
    const body = bodyOf(paper);
    for (const sentence of generated.sentences) expect(body).toContain(norm(sentence));
  });

  it("keeps the word space a dropped citation marker carried, also at a line end", async () => {
    const generated = await raisedMarkerSpacesPaper();
    const body = bodyOf(await parse(generated.bytes));
    for (const sentence of generated.sentences) expect(body).toContain(sentence);
    expect(body).not.toMatch(/dopingand|hostsand|atmosphereand/);
  });

  it("puts accents drawn as glyphs of their own back on their letters", async () => {
    const generated = await separateAccentsPaper();
    const body = bodyOf(await parse(generated.bytes));
    for (const word of generated.words) expect(body).toContain(word);
    expect(body).not.toMatch(/[¨´˚\u0131]/u);
  });

  it("composes stand-alone accents only onto letters that take them", () => {
    expect(composeAccents("na¨ıve").text).toBe("naïve");
    expect(composeAccents("r´esum´e").text).toBe("résumé");
    expect(composeAccents("Pade´ approximant").text).toBe("Padé approximant");
    expect(composeAccents("Franc¸ois").text).toBe("François");
    expect(composeAccents("Pade\u0301").text).toBe("Padé");
    // No letter "t" with an acute exists: the mark is left as it was.
    expect(composeAccents("don´t").text).toBe("don´t");
    // Offsets into the input map onto the output, so highlight boxes stay on their words.
    const { text, map } = composeAccents("a na¨ıve b");
    expect(text.slice(map[2]!, map[8]!)).toBe("naïve");
  });
});
