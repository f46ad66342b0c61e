import { createHash } from "node:crypto";
import type { PageText } from "./types.ts";

// pdf.js names a font by the order it first met it in one load of the file ("g_d0_f3": the third
// font of the first document this thread opened). Two workers that read different pages of one
// file (see pool/PageClaims) meet the fonts in different orders, so the same name can stand for two
// fonts and one font can go by two names. Everything the reader learns of a font across pages (the
// body font, heading styles, a font's letter case) needs one name per font, whichever worker read
// the page: what the font itself says (its BaseFont, encoding and widths) is the same in any load.

/** What pdf.js tells of a font when asked for its extra properties (fontExtraProperties). */
export interface FontFacts {
  name?: string;
  type?: string;
  subtype?: string;
  composite?: boolean;
  isSymbolicFont?: boolean;
  defaultWidth?: number;
  widths?: unknown;
  differences?: unknown;
  defaultEncoding?: unknown;
}

/** pdf.js's own font names; OCR's runs carry a name of their own, the same in every worker. */
export const isLoadedFontName = (font: string): boolean => font.startsWith("g_");

/** A name for the font that is the same in every load of the file: its BaseFont and a digest of its encoding and widths. */
export function fontKey(font: FontFacts): string {
  const facts = [font.type, font.subtype, font.composite, font.isSymbolicFont, font.defaultWidth, plain(font.widths), plain(font.differences), plain(font.defaultEncoding)];
  const digest = createHash("sha1").update(JSON.stringify(facts)).digest("hex").slice(0, 12);
  return `${font.name ?? "?"}#${digest}`;
}

/** Maps (pdf.js gives Differences as one) as their entries, so they digest by content. */
function plain(value: unknown): unknown {
  return value instanceof Map ? [...value.entries()] : (value ?? null);
}

/** Renames the fonts of a page's runs (upright and sideways) by `keyOf`. */
export function renameFonts(page: PageText, keyOf: (font: string) => string): void {
  for (const run of page.runs) run.font = keyOf(run.font);
  for (const run of page.sideways) run.font = keyOf(run.font);
  if (page.monospaced) page.monospaced = page.monospaced.map(keyOf);
}
