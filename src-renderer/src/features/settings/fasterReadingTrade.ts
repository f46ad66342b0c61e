/**
 * What "faster reading" traded when it was measured (docs/ocr.md, "Round 31: faster reading with
 * the system's language data"), declared once with the n each figure rests on: the sentence
 * Settings shows is built from these, so a rerun of the bench changes the figures here (and in
 * the doc) and the sentence follows, its n with it.
 */
export interface FasterReadingMeasure {
  /** Scanned first pages read by both models: `papers` papers at each of `dpis`. */
  pages: number;
  papers: number;
  /** The resolutions scanned, the lowest last. */
  dpis: readonly number[];
  /** Share of processor time a page the system's model saved. */
  processorTimeSaved: number;
  /** Abstracts found, of `pages`, by each model. */
  abstractsFound: { system: number; distillate: number };
  /** Share of characters read right at the lowest resolution, over its `papers` pages, by each model. */
  lowDpiCharacters: { system: number; distillate: number };
}

export const FASTER_READING_MEASURE: FasterReadingMeasure = {
  pages: 6,
  papers: 3,
  dpis: [300, 200],
  processorTimeSaved: 0.15, // 4.09 s → 3.46 s a page at 300 dpi
  abstractsFound: { system: 4, distillate: 6 },
  lowDpiCharacters: { system: 0.8426, distillate: 0.999 },
};

const percent = (share: number, digits = 0): string => `${(share * 100).toFixed(digits)}%`;

/** The figures and what they rest on, as one sentence, so the user weighs them, not a word. */
export function fasterReadingTrade(measure: FasterReadingMeasure = FASTER_READING_MEASURE): string {
  const { pages, papers, dpis, processorTimeSaved, abstractsFound, lowDpiCharacters } = measure;
  const low = dpis.at(-1);
  return (
    `Measured on ${pages} scanned first pages (${papers} papers, at ${dpis.join(" and ")} dpi): ` +
    `${percent(processorTimeSaved)} less processor time a page, but ${abstractsFound.system} of the ${pages} abstracts found against ${abstractsFound.distillate} of ${pages}, ` +
    `and one ${low} dpi page lost a third of its text (${percent(lowDpiCharacters.system)} of characters read right at ${low} dpi against ${percent(lowDpiCharacters.distillate, 1)}).`
  );
}
