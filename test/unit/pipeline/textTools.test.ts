import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { chunkPassages, chunkRangeToPassages } from "../../../src-main/core/pipeline/text/chunkPassages.ts";
import { locateQuote } from "../../../src-main/core/pipeline/text/locateQuote.ts";
import type { SourcePassage } from "../../../src-main/core/pipeline/text/PaperText.ts";
import { topicRank } from "../../../src-main/core/pipeline/text/topicRank.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

let set: GeneratedPdfSet;
let passages: SourcePassage[];

beforeAll(async () => {
  set = await writeGeneratedPdfs(tempDirForSuite());
  const paper = await parsePdf(new Uint8Array(fs.readFileSync(set.twoColumn)), { file: set.twoColumn });
  passages = paper.passages.filter((p) => p.kind === "paragraph").map((p, i) => ({ id: i + 1, text: p.text, page: p.page, sectionId: p.section, sentences: p.sentences }));
});

describe("chunking a paper for chunk-level strategies", () => {
  it("keeps chunks under the limit, on sentence boundaries, mapping back to the exact passage text", () => {
    const chunks = chunkPassages(passages, { maxChars: 600 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(600);
      for (const segment of chunk.segments) {
        const passage = passages.find((p) => p.id === segment.passageId)!;
        const piece = passage.text.slice(segment.passageStart, segment.passageEnd);
        expect(chunk.text.slice(segment.chunkStart, segment.chunkStart + piece.length)).toBe(piece);
        // A cut inside a passage falls on a sentence boundary.
        if (segment.passageEnd < passage.text.length) expect(passage.sentences.some(([, end]) => end === segment.passageEnd)).toBe(true);
      }
    }
    // Every paragraph's text is in some chunk, in order.
    expect(chunks.map((c) => c.text).join(" ").replace(/\s+/g, " ")).toBe(passages.map((p) => p.text).join(" ").replace(/\s+/g, " "));
    const chunk = chunks[1]!;
    const [back] = chunkRangeToPassages(chunk, 0, 40);
    expect(passages.find((p) => p.id === back!.passageId)!.text.slice(back!.start, back!.end)).toBe(chunk.text.slice(0, 40));
  });
});

describe("locating quoted evidence in the paper", () => {
  it("finds a quote exactly despite case and spacing, and fuzzily when reworded", () => {
    const sentence = set.truth.bodySentences[3]!;
    const exact = locateQuote(sentence.toUpperCase().replace(/ /g, "  "), passages)!;
    expect(exact.confidence).toBe(1);
    expect(passages.find((p) => p.id === exact.passageId)!.text.slice(exact.start, exact.end)).toBe(sentence);
    const words = sentence.split(" ");
    const reworded = [...words.slice(0, -3), "as", "reported"].join(" ");
    const fuzzy = locateQuote(reworded, passages)!;
    expect(fuzzy.confidence).toBeLessThan(1);
    expect(fuzzy.text).toContain(words.slice(0, 6).join(" "));
    expect(locateQuote("Bananas are rich in potassium and grow in tropical climates.", passages)).toBeNull();
  });
});

describe("TopicRank keyphrases", () => {
  it("ranks the paper's main topics first and returns the requested number", () => {
    const text = passages.map((p) => p.text).join("\n");
    const keyphrases = topicRank(text, { count: 20 });
    expect(keyphrases).toHaveLength(20);
    const top = keyphrases.slice(0, 8).map((k) => k.phrase.toLowerCase()).join(" | ");
    expect(top).toMatch(/film|conductivity|ysz|zirconia|grain/);
    for (let i = 1; i < keyphrases.length; i++) expect(keyphrases[i]!.score).toBeLessThanOrEqual(keyphrases[i - 1]!.score);
    expect(new Set(keyphrases.map((k) => k.phrase.toLowerCase())).size).toBe(20);
  });
});
