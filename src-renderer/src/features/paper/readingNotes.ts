import { PAPER_METADATA_FIELDS, type PaperDetail } from "@contract/papers.ts";
import { FIELD_ORIGIN_LABELS, READ_FIELD_LABELS, READ_FIELDS, type ReadField } from "@contract/readingNotes.ts";

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

/** What the notice says after the doubts: where to look, and how to fix what can be fixed. */
export function doubtAdvice(reading: Reading, editing: boolean): { text: string; offerEdit: boolean } {
  if (!someDoubtEditable(reading)) return { text: "The Text tab shows what was read.", offerEdit: false };
  return editing ? { text: "Correct them in the form below.", offerEdit: false } : { text: "Correct them with", offerEdit: true };
}
