import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { norm } from "../../corpus/paperTruth.ts";

let set: GeneratedPdfSet;
let paper: ParsedPaper;
let preprint: ParsedPaper;

const parse = (file: string, password?: string) => parsePdf(new Uint8Array(fs.readFileSync(file)), { file, ...(password ? { password } : {}) });
const bodyOf = (p: ParsedPaper) => norm(p.passages.filter((x) => x.kind === "paragraph").map((x) => x.text).join(" "));

beforeAll(async () => {
  set = await writeGeneratedPdfs(tempDirForSuite());
  paper = await parse(set.twoColumn);
  preprint = await parse(set.lineNumbered);
});

describe("reading a generated two-column article with known ground truth", () => {
  it("finds the title, authors, DOI, abstract and keywords", () => {
    const truth = set.truth;
    expect(paper.title).toBe(truth.title);
    expect(paper.doi).toBe(truth.doi.toLowerCase());
    expect(paper.authors).toEqual(truth.authors);
    expect(norm(paper.abstract ?? "")).toBe(norm(truth.abstract));
    expect(paper.keywords).toEqual(truth.keywords);
    expect(paper.language).toBe("en");
    expect(paper.pageCount).toBe(truth.pageCount);
  });

  it("lists every section heading in order with its level and number", () => {
    expect(paper.sections.map((s) => ({ heading: s.heading, level: s.level, number: s.number }))).toEqual(set.truth.sections);
    const sub = paper.sections.findIndex((s) => s.level === 2);
    expect(paper.sections[paper.sections[sub]!.parent!]!.level).toBe(1);
  });

  it("keeps sentences whole across line, column and page breaks, with hyphenation undone", () => {
    const body = bodyOf(paper);
    const missing = set.truth.bodySentences.filter((s) => !body.includes(norm(s)));
    expect(missing).toEqual([]);
    for (const word of set.truth.hyphenatedWords) expect(body).toContain(word);
    for (const word of set.truth.keptHyphenWords) expect(body).toContain(word);
  });

  it("keeps headers, footers, download stamps, licence lines and references out of the body", () => {
    const body = bodyOf(paper);
    for (const noise of set.truth.noiseLines) expect(body).not.toContain(norm(noise));
    for (const reference of set.truth.references) expect(body).not.toContain(norm(reference).slice(0, 60));
  });

  it("marks captions as captions and splits the reference list into its entries", () => {
    const captions = paper.passages.filter((p) => p.kind === "caption").map((p) => norm(p.text));
    expect(captions).toEqual(set.truth.captions.map(norm));
    expect(paper.references.map((r) => norm(r.text))).toEqual(set.truth.references.map(norm));
    expect(paper.references.some((r) => r.doi !== null)).toBe(true);
  });

  it("gives every sentence offsets into its paragraph and every paragraph boxes on its page", () => {
    const paragraphs = paper.passages.filter((p) => p.kind === "paragraph");
    expect(paragraphs.length).toBeGreaterThan(5);
    for (const p of paragraphs) {
      expect(p.sentences.length).toBeGreaterThan(0);
      for (const [start, end] of p.sentences) {
        expect(end).toBeGreaterThan(start);
        expect(p.text.slice(start, end)).toBe(p.text.slice(start, end).trim());
      }
      expect(p.boxes.length).toBeGreaterThan(0);
      const page = paper.pages[p.page - 1]!;
      for (const box of p.boxes) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(page.width + 1);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.h).toBeLessThanOrEqual(page.height + 1);
        expect(box.end).toBeGreaterThan(box.start);
        expect(box.end).toBeLessThanOrEqual(p.text.length);
      }
    }
    // A sentence from the truth can be located and its boxes cover it.
    const sentence = norm(set.truth.bodySentences[0]!);
    const holder = paragraphs.find((p) => norm(p.text).includes(sentence))!;
    const start = holder.text.indexOf(sentence.split(" ")[0]!);
    expect(holder.sentences.some(([s]) => s === start)).toBe(true);
    expect(holder.boxes.some((b) => b.start <= start && b.end > start)).toBe(true);
  });

  it("reads a line-numbered preprint without its margin numbers", () => {
    expect(preprint.title).toBe(set.lineNumberedTruth.title);
    const body = bodyOf(preprint);
    const missing = set.lineNumberedTruth.bodySentences.filter((s) => !body.includes(norm(s)));
    expect(missing).toEqual([]);
    // Margin line numbers would show up as runs of bare integers between words.
    expect(body).not.toMatch(/(?:^|\s)\d{1,3}\s+\d{1,3}\s+\d{1,3}(?:\s|$)/);
    for (const p of preprint.passages.filter((x) => x.kind === "paragraph")) expect(p.text).not.toMatch(/^\d{1,3}\s/);
  });

  it("opens an owner-password-only copy without asking and an encrypted copy with its password", async () => {
    expect((await parse(set.ownerOnly)).title).toBe(set.truth.title);
    expect((await parse(set.encrypted, set.encryptedPassword)).title).toBe(set.truth.title);
  });

  it("refuses the broken copies with named errors", async () => {
    const nameOf = (file: string, password?: string) => parse(file, password).then(() => "none", (e: Error) => e.name);
    expect(await nameOf(set.encrypted)).toBe("PasswordRequiredError");
    expect(await nameOf(set.encrypted, "wrong")).toBe("IncorrectPasswordError");
    expect(await nameOf(set.truncated)).toBe("DamagedPdfError");
    expect(await nameOf(set.textless)).toBe("NoTextLayerError");
  });

  it("does not send the user to OCR for a file with no text that holds no pictures either", async () => {
    // The textless copy draws its "lines" as shapes: OCR on would find nothing, so the message
    // says so instead of "turn on OCR" (a scan's pictures keep that advice: ocrBadPages).
    const message = await parse(set.textless).then(() => "", (e: Error) => e.message);
    expect(message).toContain("textless.pdf has no text layer and holds no pictures, so OCR (off now) would find nothing to read either.");
    expect(message).not.toContain("Turn on OCR");
  });
});
