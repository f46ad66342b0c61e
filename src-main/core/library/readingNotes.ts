import type { PaperFieldEdit } from "../../contract/paperEdits.ts";
import { FieldOriginsSchema, READ_FIELDS, type FieldOrigins, type ReadField, type ReadingDoubtKind, type ReadingNotes } from "../../contract/readingNotes.ts";
import { openDoubts } from "../../contract/readingDoubtWords.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import type { StoredPaper } from "../db/repositories/papers.ts";
import { listUnjudgedPapers, saveReadingDoubts } from "../db/repositories/readingDoubts.ts";
import { assessReading, readDetailsOf } from "../documents/readingDoubts.ts";

/** Papers judged per transaction when catching up, so a large old library is not held locked in one go. */
const JUDGE_BATCH = 500;

/**
 * Judges the papers imported before doubts were kept, so they are flagged like new ones. Cheap
 * when there are none (a partial index holds only the unjudged). Returns how many were judged.
 */
export function judgeUnjudgedPapers(db: LibraryDatabase): number {
  let judged = 0;
  for (;;) {
    const batch = listUnjudgedPapers(db, JUDGE_BATCH);
    if (batch.length === 0) return judged;
    db.transaction(() => {
      for (const paper of batch) {
        saveReadingDoubts(db, paper.id, assessReading({ ...paper, sectionHeadings: paper.sections.map((s) => s.heading) }));
      }
    })();
    judged += batch.length;
  }
}

/**
 * A paper's reading notes: how each detail was found (a correction says so instead) and the
 * doubts no correction has settled. `sections` are its headings, to judge a paper not judged yet.
 */
export function readingNotesOf(paper: StoredPaper, sections: { heading: string }[], edits: readonly PaperFieldEdit[]): ReadingNotes {
  const sectionCount = sections.length;
  const recorded = FieldOriginsSchema.safeParse(paper.metadata["found"]);
  const found: FieldOrigins = recorded.success ? { ...recorded.data } : unrecordedOrigins(paper, sectionCount);
  for (const edit of edits) {
    if ((READ_FIELDS as readonly string[]).includes(edit.field)) found[edit.field as ReadField] = edit.source === "zotero" ? "zotero" : "corrected";
  }
  const kinds: ReadingDoubtKind[] = paper.readingDoubts ?? assessReading(readDetailsOf({ ...paper, sections }));
  return { found, doubts: openDoubts(kinds, edits.map((e) => e.field)) };
}

/** For a paper imported before origins were kept: what is missing was not found; the rest is not recorded. */
function unrecordedOrigins(paper: StoredPaper, sectionCount: number): FieldOrigins {
  const origin = (present: boolean) => (present ? "not-recorded" : "not-found");
  return {
    title: origin(paper.title !== null),
    authors: origin(paper.authors.length > 0),
    abstract: origin(paper.abstract !== null),
    doi: origin(paper.doi !== null),
    keywords: origin(paper.keywords.length > 0),
    sections: origin(sectionCount > 0),
  };
}
