import { AnnotationMode, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import { isSpacingAccent } from "../text/composeAccents.ts";
import { isSquashed, sizeSquashedRuns } from "./squashedRunSizes.ts";
import { dropKerningSpaces } from "./squashedRunSpaces.ts";
import { restoreOt1Ligatures } from "./restoreOt1Ligatures.ts";
import { findOt1Ligatures, ligatureFontCandidates } from "./type3Ligatures.ts";
import { hasControlCharacters, restoreTexMathCodes, type MathFontFacts } from "./texMathCodes.ts";
import { multiply } from "./affine.ts";
import { pagePlacement } from "./pagePlacement.ts";
import type { PageText, SidewaysRun, TextRun } from "./types.ts";

/** The text runs of page `n` (1-based), placed as the page is read (see pagePlacement). */
export async function readPage(doc: PDFDocumentProxy, n: number): Promise<PageText> {
  const page = await doc.getPage(n);
  const content = await page.getTextContent({ disableNormalization: false });
  const textItems = content.items.filter((item): item is TextItem => "str" in item);
  // Only a page whose body is set in Type 3 fonts opens its operator list here (see type3Ligatures).
  const ligatureFonts = ligatureFontCandidates(content.styles, textItems);
  if (ligatureFonts.size > 0) {
    const list = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
    const isType3 = (id: string) => page.commonObjs.has(id) && (page.commonObjs.get(id) as { isType3Font?: boolean } | null)?.isType3Font === true;
    restoreOt1Ligatures(textItems, findOt1Ligatures(list, ligatureFonts, isType3));
  }
  // Only a page that shows a control character looks up its fonts' names (see texMathCodes); the
  // fonts reach commonObjs with the operator list, read once here when the ligatures did not.
  if (hasControlCharacters(textItems)) {
    if (ligatureFonts.size === 0) await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
    restoreTexMathCodes(textItems, (id) => (page.commonObjs.has(id) ? (page.commonObjs.get(id) as MathFontFacts | null) : null));
  }
  const placement = await pagePlacement(page, textItems);
  let runs: TextRun[] = [];
  const squashed = new Set<number>();
  // Runs whose last space came from a pdf.js space item, not their own text.
  const spaced = new Set<number>();
  const rotated: string[] = [];
  const sideways: SidewaysRun[] = [];
  let lastSideways = false;
  for (const item of textItems) {
    const { str, transform, width } = item;
    if (!str) continue;
    // In page coordinates, y down; a, b, c, d turned back to user space's sense (d > 0 upright).
    const [a, minusB, c, minusD, x, y] = multiply(placement.matrix, transform as number[]);
    const b = -minusB;
    const d = -minusD;
    if (!str.trim()) {
      const side = sideways.at(-1);
      if (lastSideways && side && !/\s$/.test(side.text)) side.text += " ";
      // An explicit space item is a word break even when it is narrower than the gap rule
      // would notice ("These" + " " + "fi" + "ndings"): keep it on the run before it.
      // A raised marker ("doping⁵ and") sits above the baseline the space is on: the space
      // still separates the words around it.
      const last = runs.at(-1);
      const spaceSize = Math.abs(d) || Math.hypot(c, d);
      if (last && Math.abs(last.y - y) < 0.5 * Math.max(last.size, spaceSize) && !/\s$/.test(last.text)) {
        last.text += " ";
        spaced.add(runs.length - 1);
      }
      continue;
    }
    // Text whose baseline is not horizontal is a margin stamp or an axis label. Text slanted on a
    // horizontal baseline (b = 0, c != 0) is an italic made by shearing an upright font, as some
    // typesetters set run-in labels ("Objectives."): it is read like any other text.
    if (Math.abs(b) > 1e-3 || a <= 0 || d <= 0 || Math.abs(c) > 0.5 * d) {
      rotated.push(str);
      // A quarter turn either way (a table printed sideways, a margin stamp): kept with its place,
      // so a sideways table can be read in its own frame.
      const size = Math.hypot(a, b);
      if (Math.abs(a) < 1e-3 * size && Math.abs(d) < 1e-3 * size && size >= 1) {
        sideways.push({ text: str, x, y, w: width, size, font: item.fontName, angle: b > 0 ? 90 : 270 });
        lastSideways = true;
      }
      continue;
    }
    lastSideways = false;
    const size = d;
    if (size < 1) continue;
    let text = str;
    // A hyphen followed by a soft hyphen ("Post-\u00AD transcriptional"): pdf.js drops the
    // soft hyphen but starts the next item with a space exactly where the hyphen ends.
    const prev = runs.at(-1);
    if (prev && /^\s+\p{L}/u.test(text) && /[\p{L}\p{N}][-\u2010\u2011]$/u.test(prev.text) && Math.abs(prev.y - y) < 0.2 * size && Math.abs(x - (prev.x + prev.w)) < 0.05 * size) {
      text = text.trimStart();
    }
    // TeX draws an accent, then moves back to draw its letter under it ("G ¨" + "odel"):
    // pdf.js reads the small step to the accent as a word space. The letter that follows,
    // drawn back over the accent, shows the space was never there.
    if (prev && Math.abs(prev.y - y) < 0.2 * size && x < prev.x + prev.w - 0.5 && /\s\S$/.test(prev.text) && isSpacingAccent(prev.text.at(-1)!)) {
      prev.text = prev.text.slice(0, -2) + prev.text.at(-1)!;
    }
    if (isSquashed(a, d)) squashed.add(runs.length);
    runs.push({ text, x, y, w: width, size, font: item.fontName });
  }
  runs = sizeSquashedRuns(runs, squashed);
  dropKerningSpaces(runs, squashed, spaced);
  // No page.cleanup() here: it drops the fonts pdf.js parsed for this page, and the next page
  // usually uses the same ones (measured: 62 -> 83 pages/s). Closing the document frees them all.
  const monospaced = Object.keys(content.styles).filter((font) => content.styles[font]?.fontFamily === "monospace");
  return { pageNumber: n, width: placement.width, height: placement.height, runs, rotated, sideways, rotate: page.rotate, ...(placement.turned ? { turned: true } : {}), ...(monospaced.length > 0 ? { monospaced } : {}) };
}
