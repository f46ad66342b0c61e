// What findItalicGaps (italicGaps.ts) measures of a page's glyphs, read by the letter-spacing
// repairs (trackedLetters.ts) and kept with the page (pdfDocument.ts): described once here.

/** The glyphs one font drew on a page, in order, and the kern before each. */
export interface FontGlyphGaps {
  /** Each glyph's text, whitespace left out, one character to an entry (as glyphCase reads them). */
  chars: string[];
  /** The gap before each entry, in ems, where a kern inside the same operator made it; NaN otherwise. */
  gapBefore: number[];
}

/** Every glyph one font drew on a page, in order, with where it stands from the glyph before it. */
export interface FontGlyphPlaces {
  /** As FontGlyphGaps' chars. */
  chars: string[];
  /** The gap (ems) from the end of the font's previous glyph on the same baseline, whatever made it (a kern, a move, a new text matrix); NaN at a line's first glyph, after a space glyph, or where the text is turned. */
  gapBefore: number[];
  /** The line each glyph is on: a new number at each new baseline, text object or font. */
  line: number[];
}

/** The glyphs of the page's fonts set close (see above), and the page's word gap (ems): its median kern of those pdf.js reads as a space inside a run; and every font's glyphs where they stand (see trackedLetters). */
export interface PageItalicGaps {
  fonts: Map<string, FontGlyphGaps>;
  wordGap: number;
  placed: Map<string, FontGlyphPlaces>;
}
