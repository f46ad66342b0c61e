import type { PaperReading } from "../../contract/paperDetail.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getPaper } from "../db/repositories/papers.ts";
import { listPages, listPassages, listReferences, listSections } from "../db/repositories/paperParts.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";

/** A stored paper as the reader shows it: passages with ids and page boxes, in reading order. */
export function readPaperReading(db: LibraryDatabase, id: number): PaperReading {
  if (!getPaper(db, id)) throw new PaperNotFoundError(id);
  return {
    paperId: id,
    pages: listPages(db, id).map((p) => ({ number: p.pageNumber, width: p.width, height: p.height })),
    sections: listSections(db, id).map((s) => ({ id: s.id, heading: s.heading, number: s.number, level: s.level, page: s.page })),
    passages: listPassages(db, id).map((p) => ({
      id: p.id,
      sectionId: p.sectionId,
      kind: p.kind,
      page: p.page,
      text: p.text,
      // Boxes are written by the importer from the same text; dropping any range that does not
      // fit keeps a damaged row from drawing a highlight in the wrong place.
      boxes: p.boxes.filter((b) => b.start >= 0 && b.end > b.start && b.end <= p.text.length),
    })),
    references: listReferences(db, id).map((r) => r.text),
  };
}
