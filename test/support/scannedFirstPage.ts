/**
 * The generated two-column paper's first page scanned at 200 dpi, the page the OCR tests read, and
 * the two bands of it they read in its place: OCR's time grows with the pixels, so a test that
 * checks which engine read a page, or what happened to a bad one, reads a band, not the page.
 */
import fs from "node:fs";
import { writeGeneratedPdfs, type GeneratedPaperTruth } from "./generatedPdfs.ts";
import { pageBand, scanPages, type PageImage } from "./scannedPdfs.ts";

export interface ScannedFirstPage {
  page: PageImage;
  /** What the generated paper holds: its title, authors, sections. */
  truth: GeneratedPaperTruth;
}

/** Writes the generated papers into `folder` and scans the two-column one's first page. */
export async function scannedFirstPage(folder: string): Promise<ScannedFirstPage> {
  const pdfs = await writeGeneratedPdfs(folder);
  const [page] = await scanPages(new Uint8Array(fs.readFileSync(pdfs.twoColumn)), { dpi: 200, pages: [1] });
  return { page: page!, truth: pdfs.truth };
}

/** The page's top third: its title, byline and abstract, read in a third of the whole page's time. */
export function titleBand(page: PageImage): PageImage {
  return pageBand(page, 0, 0.36);
}

/** A band of the page's two columns of body text, a sixth of its height. */
export function bodyBand(page: PageImage): PageImage {
  return pageBand(page, 0.55, 0.72);
}
