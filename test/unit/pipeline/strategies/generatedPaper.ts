import fs from "node:fs";
import { parsePdf } from "../../../../src-main/core/documents/parsePdf.ts";
import type { PaperForGeneration } from "../../../../src-main/core/pipeline/strategies/paperForGeneration.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../../support/generatedPdfs.ts";

/**
 * The generated two-column article, read by the real PDF parser and shaped the way the runner
 * hands papers to strategies: sections with ids (index + 1) and parents, body paragraphs only,
 * passage ids from 1 in reading order.
 */
export async function generatedPaper(dir: string): Promise<{ paper: PaperForGeneration; set: GeneratedPdfSet }> {
  const set = await writeGeneratedPdfs(dir);
  const parsed = await parsePdf(new Uint8Array(fs.readFileSync(set.twoColumn)), { file: set.twoColumn });
  const paper: PaperForGeneration = {
    id: 7,
    title: parsed.title,
    abstract: parsed.abstract,
    keywords: parsed.keywords,
    language: parsed.language,
    sections: parsed.sections.map((s, i) => ({ id: i + 1, heading: s.heading, level: s.level, parentId: s.parent === null ? null : s.parent + 1 })),
    passages: parsed.passages
      .filter((p) => p.kind === "paragraph")
      .map((p, i) => ({ id: i + 1, text: p.text, page: p.page, sectionId: p.section === null ? null : p.section + 1, sentences: p.sentences })),
  };
  return { paper, set };
}
