import type { PaperForGeneration } from "../paperForGeneration.ts";

/**
 * Each paragraph's top-level section heading ("" when it has none), by passage id. The paper caps
 * questions per section to spread QAs over the article; counting subsections apart would let one
 * long Results section with five subsections give ten.
 */
export function topSections(paper: PaperForGeneration): (passageId: number) => string {
  const byId = new Map(paper.sections.map((s) => [s.id, s]));
  const top = (sectionId: number | null): string => {
    let section = sectionId === null ? undefined : byId.get(sectionId);
    for (let guard = 0; section && section.parentId !== null && guard < 32; guard++) section = byId.get(section.parentId) ?? section;
    return section ? `${section.id}:${section.heading}` : "";
  };
  const sectionOf = new Map(paper.passages.map((p) => [p.id, top(p.sectionId)]));
  return (passageId) => sectionOf.get(passageId) ?? "";
}

/** A section key from `topSections` as people read it: the heading. */
export const sectionHeading = (key: string): string => key.replace(/^\d+:/, "");
