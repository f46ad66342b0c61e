import { PAPER_METADATA_FIELDS, type PaperDetail } from "../../../../src-main/contract/papers.ts";
import { FIELD_ORIGIN_LABELS, READ_FIELD_LABELS, READ_FIELDS, type ReadField } from "../../../../src-main/contract/readingNotes.ts";

type Reading = PaperDetail["reading"];

/** "Title: largest text on page 1": how one detail was found, for a tooltip or a list. */
export function foundLine(reading: Reading, field: ReadField): string {
  return `${READ_FIELD_LABELS[field]}: ${FIELD_ORIGIN_LABELS[reading.found[field]]}`;
}

/** Every detail with how it was found, in the order the paper prints them. */
export function foundLines(reading: Reading): string[] {
  return READ_FIELDS.map((field) => foundLine(reading, field));
}

/** Whether "Edit details…" can settle some doubt (sections, say, cannot be corrected by hand). */
export function someDoubtEditable(reading: Reading): boolean {
  return reading.doubts.some((d) => (PAPER_METADATA_FIELDS as readonly string[]).includes(d.field));
}

/** The notice's opening words: what the reader is unsure of, in one sentence. */
export function doubtSummary(reading: Reading): string | null {
  const count = reading.doubts.length;
  if (count === 0) return null;
  return count === 1 ? "One detail of this paper may have been read wrong." : `${count} details of this paper may have been read wrong.`;
}
