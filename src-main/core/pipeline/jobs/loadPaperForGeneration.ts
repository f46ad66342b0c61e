import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getPaper, listPassages, listSections } from "../../db/repositories/papers.ts";
import { PaperNotFoundError } from "../../errors/PaperNotFoundError.ts";
import type { PaperForGeneration } from "../strategies/Strategy.ts";

/** A stored paper in the shape strategies read: metadata, section tree and body paragraphs. */
export function loadPaperForGeneration(db: LibraryDatabase, paperId: number): PaperForGeneration {
  const paper = getPaper(db, paperId);
  if (!paper) throw new PaperNotFoundError(paperId);
  return {
    id: paper.id,
    title: paper.title,
    abstract: paper.abstract,
    keywords: paper.keywords,
    language: paper.language,
    sections: listSections(db, paperId).map((s) => ({ id: s.id, heading: s.heading, level: s.level, parentId: s.parentId })),
    passages: listPassages(db, paperId)
      .filter((p) => p.kind === "paragraph")
      .map((p) => ({ id: p.id, text: p.text, page: p.page, sectionId: p.sectionId, sentences: p.sentences })),
  };
}

/** Everything the paper says, for checking an answer's numbers against it. */
export function paperSourceText(db: LibraryDatabase, paperId: number): string {
  const paper = getPaper(db, paperId);
  return [paper?.title ?? "", paper?.abstract ?? "", ...listPassages(db, paperId).map((p) => p.text)].join("\n");
}
