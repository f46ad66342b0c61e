/** A run of a table cell's text, and whether the browser may break a line inside it. */
export interface CellRun {
  text: string;
  whole: boolean;
}

/**
 * Short hyphenated tokens ("PCR-RFLP", "IL-6", "TNF-α") are one name each: split at their hyphen
 * in a squeezed column they read as two words ("PCR-" over "RFLP"). A token of at most this many
 * characters with a hyphen between two non-space parts is kept on one line; a longer one may
 * still break there, so a narrow column is not forced wider by a long compound.
 */
const SHORT_TOKEN = 12;
const HYPHENATED = /^[^\s-]+(?:-[^\s-]+)+$/;

/** A cell's text cut into runs, the short hyphenated tokens as runs of their own; the runs joined are the text unchanged. */
export function cellRuns(text: string): CellRun[] {
  const runs: CellRun[] = [];
  let loose = "";
  for (const piece of text.split(/(\s+)/)) {
    if (piece.length <= SHORT_TOKEN && HYPHENATED.test(piece)) {
      if (loose) runs.push({ text: loose, whole: false });
      loose = "";
      runs.push({ text: piece, whole: true });
    } else loose += piece;
  }
  if (loose || runs.length === 0) runs.push({ text: loose, whole: false });
  return runs;
}
