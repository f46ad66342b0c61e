import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { chunkPassages, chunkRangeToPassages } from "../../../src-main/core/pipeline/text/chunkPassages.ts";
import { locateQuote } from "../../../src-main/core/pipeline/text/locateQuote.ts";
import type { SourcePassage } from "../../../src-main/core/pipeline/text/PaperText.ts";
import { topicRank } from "../../../src-main/core/pipeline/text/topicRank.ts";
import { citedSentences, numberPassage } from "../../../src-main/core/pipeline/strategies/shared/sentenceIds.ts";
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

describe("locating a cited sentence", () => {
  const passage = (id: number, text: string): SourcePassage => ({ id, text, page: 1, sectionId: null, sentences: [] });

  it("returns a stored sentence at exactly its own offsets, also when the same words occur earlier inside another sentence", () => {
    const inside = { ...passage(1, "We note that the films were annealed at 600 C for two hours in air, as before."), sentences: [[0, 78]] as [number, number][] };
    const text = "Samples were cut. The films were annealed at 600 C. They cracked.";
    const own = { ...passage(2, text), sentences: [[0, 17], [18, 51], [52, 65]] as [number, number][] };
    const found = locateQuote("The films were annealed at 600 C.", [inside, own])!;
    expect(found).toMatchObject({ passageId: 2, start: 18, end: 51, confidence: 1 });
    expect(text.slice(found.start, found.end)).toBe("The films were annealed at 600 C.");
  });

  it("keeps offsets right when a character folds into several (a ligature)", () => {
    const text = "The ﬁlms were sintered. The grain boundaries were ﬂat and clean.";
    const found = locateQuote("the grain boundaries were flat and clean", [passage(1, text)])!;
    expect(found.confidence).toBe(1);
    expect(text.slice(found.start, found.end)).toBe("The grain boundaries were ﬂat and clean.");
    expect(found.text).toBe(text.slice(found.start, found.end));
  });

  it("numbers a paragraph's sentences with markers only, and maps cited ids back to the sentences once each, in the paper's order", () => {
    const [p] = passages.filter((x) => x.sentences.length >= 3);
    const numbered = numberPassage(p!, 5);
    expect(numbered.sentences.map((s) => s.id)).toEqual(p!.sentences.map((_, i) => `S${i + 5}`));
    expect(numbered.text.replace(/\[S\d+\] /g, "")).toBe(p!.text.trim());
    for (const s of numbered.sentences) expect(numbered.text).toContain(`[${s.id}] ${s.text}`);
    const [a, b] = numbered.sentences;
    expect(citedSentences([b!.id, "S999", a!.id, b!.id], numbered.sentences, 3)).toEqual([a!.text, b!.text]);
    expect(citedSentences([b!.id, a!.id], numbered.sentences, 1)).toEqual([a!.text]);
  });
});

describe("TopicRank keyphrases", () => {
  const PARAGRAPH =
    "Perovskite solar cells based on formamidinium lead iodide have reached high power conversion efficiencies. " +
    "However, the black cubic phase of formamidinium lead iodide is unstable at room temperature and converts into a yellow hexagonal phase. " +
    "We show that adding a small amount of a two-dimensional perovskite stabilises the cubic phase. " +
    "Devices with the stabilised films retained most of their initial efficiency after long operation under continuous illumination. " +
    "The open-circuit voltage increased because non-radiative recombination at grain boundaries was reduced.";

  it("takes noun phrases as candidates, never verbs or stopword fragments", () => {
    const phrases = topicRank(PARAGRAPH, { count: 20 }).map((k) => k.phrase);
    expect(phrases.length).toBeGreaterThanOrEqual(8);
    // Adjectives before nouns stay with them; hyphenated words stay whole.
    expect(phrases).toEqual(expect.arrayContaining(["yellow hexagonal phase", "room temperature", "open-circuit voltage", "non-radiative recombination", "continuous illumination"]));
    const verbsAndFunctionWords = /\b(?:based|have|reached|is|converts|show|adding|stabilises|retained|increased|because|was|reduced|however|the|of|at|into|with|after|under|most|their)\b/i;
    for (const phrase of phrases) {
      expect(phrase, phrase).not.toMatch(verbsAndFunctionWords);
      // A candidate ends in a noun, never in a dangling adjective.
      expect(phrase, phrase).not.toMatch(/\b(?:high|unstable|small|black|initial)$/i);
    }
    // "cubic phase" and "black cubic phase" share most stems: one topic, named by its first mention.
    expect(phrases.filter((p) => /cubic phase/.test(p))).toEqual(["black cubic phase"]);
  });

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
