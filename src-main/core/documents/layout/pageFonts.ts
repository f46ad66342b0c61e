import { AnnotationMode, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { randomUUID } from "node:crypto";
import { findRecasedGlyphs, type FontEncoding, type ShownGlyphs } from "./glyphCase.ts";
import { findItalicGaps } from "./italicGaps.ts";
import type { PageItalicGaps } from "./fontGlyphGaps.ts";
import { fontKey, isLoadedFontName, renameFonts, type FontFacts } from "./fontKeys.ts";
import type { PageText } from "./types.ts";

// What one open document learns of its fonts page by page (a letter case a faulty map swapped,
// italic gaps), under the fonts' own names (fontKeys) once keyFonts has renamed a page's runs:
// from then on every finding is given under the same keys, whichever worker read the page.

/** The per-font readings of one open document; the methods of PdfDocument of the same names. */
export class PageFonts {
  // Font names by key once keyFonts has been called (see there).
  private keyed = false;
  private readonly keys = new Map<string, string>();
  // A font pdf.js cannot describe (one it failed to load) keeps a name no other load can give it.
  private readonly loadTag = randomUUID().slice(0, 8);

  private readonly pdf: PDFDocumentProxy;

  constructor(pdf: PDFDocumentProxy) {
    this.pdf = pdf;
  }

  async readRecasedGlyphs(n: number): Promise<Map<string, ShownGlyphs>> {
    const page = await this.pdf.getPage(n);
    const list = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
    const found = findRecasedGlyphs(list, (id) => (page.commonObjs.has(id) ? (page.commonObjs.get(id) as FontEncoding | null) : null));
    return this.keyed ? this.byFontKey(page.commonObjs, found) : found;
  }

  async readItalicGaps(n: number): Promise<PageItalicGaps> {
    const page = await this.pdf.getPage(n);
    const found = findItalicGaps(await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE }));
    if (!this.keyed) return found;
    return { fonts: this.byFontKey(page.commonObjs, found.fonts), wordGap: found.wordGap, placed: this.byFontKey(page.commonObjs, found.placed) };
  }

  async keyFonts(page: PageText): Promise<void> {
    this.keyed = true;
    const proxy = await this.pdf.getPage(page.pageNumber);
    const fonts = new Set([...page.runs, ...page.sideways].map((r) => r.font).filter((f) => isLoadedFontName(f) && !this.keys.has(f)));
    if ([...fonts].some((f) => !proxy.commonObjs.has(f))) await proxy.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
    renameFonts(page, (font) => this.keyOf(proxy.commonObjs, font));
  }

  private keyOf(objs: PDFPageProxy["commonObjs"], id: string): string {
    let key = this.keys.get(id);
    if (key === undefined) {
      const facts = objs.has(id) ? (objs.get(id) as FontFacts | null) : null;
      key = !isLoadedFontName(id) ? id : facts && typeof facts === "object" && facts.name ? fontKey(facts) : `${id}@${this.loadTag}`;
      this.keys.set(id, key);
    }
    return key;
  }

  // A page's per-font findings under the fonts' keys. Two fonts alike in every fact kept (see
  // fontKeys) on one page cannot be told apart in its text, so neither's findings are kept.
  private byFontKey<T>(objs: PDFPageProxy["commonObjs"], byId: ReadonlyMap<string, T>): Map<string, T> {
    const byKey = new Map<string, T>();
    const clashing = new Set<string>();
    for (const [id, found] of byId) {
      const key = this.keyOf(objs, id);
      if (byKey.has(key)) clashing.add(key);
      byKey.set(key, found);
    }
    for (const key of clashing) byKey.delete(key);
    return byKey;
  }
}
