import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../../src-main/core/documents/ParsedPaper.ts";
import { SHARED_PAPERS, sharedAvailable } from "../support/sharedFixtures.ts";
import type { PaperTruth } from "./paperTruth.ts";
import { printCorpus, scoreCorpus } from "./corpusTable.ts";

const available = sharedAvailable(SHARED_PAPERS);
const truths: PaperTruth[] = available ? JSON.parse(fs.readFileSync(path.join(SHARED_PAPERS, "truth.json"), "utf8")) : [];
const readable = truths.filter((t) => !t.hard_case || t.hard_case === "owner-password-only");

async function parse(file: string, password?: string): Promise<ParsedPaper> {
  const full = path.join(SHARED_PAPERS, file);
  return parsePdf(new Uint8Array(fs.readFileSync(full)), { file, ...(password ? { password } : {}) });
}

async function errorName(file: string, password?: string): Promise<string> {
  try {
    await parse(file, password);
    return "none";
  } catch (error) {
    return (error as Error).name;
  }
}

describe.skipIf(!available)("reading the shared papers like a scientist", () => {
  it("meets the quality bar on every readable paper (table printed below)", async () => {
    const scores = await scoreCorpus(SHARED_PAPERS, readable);
    printCorpus("Corpus quality over ../shared/fixtures/papers (truth.json)", scores);
    for (const s of scores) {
      expect.soft(s.title, `${s.file} title`).toBe(true);
      // Not in the bar, but a researcher sees them: most authors found, none invented.
      expect.soft(s.authorRecall, `${s.file} authors found`).toBeGreaterThanOrEqual(0.75);
      expect.soft(s.falseAuthors, `${s.file} invented authors`).toEqual([]);
      if (s.doi !== null) expect.soft(s.doi, `${s.file} DOI`).toBe(true);
      if (s.abstract !== null) expect.soft(s.abstract, `${s.file} abstract start and end`).toBe(true);
      expect.soft(s.sectionRate, `${s.file} sections in order`).toBeGreaterThanOrEqual(0.9);
      expect.soft(s.sentenceRate, `${s.file} body sentences intact`).toBeGreaterThanOrEqual(0.9);
      expect.soft(s.noiseInBody, `${s.file} noise lines in body`).toEqual([]);
      expect.soft(s.referencesInBody, `${s.file} references in body`).toEqual([]);
    }
  });

  it("handles the hard cases as a researcher needs", async () => {
    const byCase = (kind: PaperTruth["hard_case"]) => truths.find((t) => t.hard_case === kind)!;
    expect(await errorName(byCase("scanned-no-text").file)).toBe("NoTextLayerError");
    const encrypted = byCase("encrypted-user-password");
    expect(await errorName(encrypted.file)).toBe("PasswordRequiredError");
    expect(await errorName(encrypted.file, "not-the-password")).toBe("IncorrectPasswordError");
    const unlocked = await parse(encrypted.file, encrypted.password);
    expect(unlocked.passages.map((p) => p.text).join(" ") + (unlocked.title ?? "")).toContain(encrypted.text_with_password);
    expect(await errorName(byCase("truncated").file)).toBe("DamagedPdfError");
    const ownerOnly = await parse(byCase("owner-password-only").file);
    expect(ownerOnly.title).toBe(byCase("owner-password-only").title);
  });
});
