import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listPassages } from "../db/repositories/paperParts.ts";
import { paperTableLinks } from "../db/repositories/tableLinks.ts";
import type { CorpusPassage, FormatContext } from "./formats/FormatWriter.ts";

/** Passages read once per paper, for the formats that quote or index them. */
export function passageLookup(db: LibraryDatabase): Pick<FormatContext, "passages" | "passageText"> {
  const cache = new Map<number, { byId: Map<number, string>; list: CorpusPassage[] }>();
  const of = (paperId: number) => {
    let entry = cache.get(paperId);
    if (!entry) {
      // One query for the paper's table links: a corpus names each table row by its table.
      const links = paperTableLinks(db, paperId);
      const list = listPassages(db, paperId).map((p) => {
        const passage: CorpusPassage = { id: p.id, text: p.text, page: p.page };
        const link = links.get(p.id);
        if (link && link.row !== null) {
          const { index, label, caption } = link.table;
          passage.tableRow = { table: { index, label, caption }, row: link.row + 1 };
        }
        return passage;
      });
      cache.set(paperId, (entry = { list, byId: new Map(list.map((p) => [p.id, p.text])) }));
    }
    return entry;
  };
  return {
    passages: (paperId) => of(paperId).list,
    passageText(paperId, passageId, start, end) {
      const text = of(paperId).byId.get(passageId);
      return text === undefined ? null : start === undefined ? text : text.slice(start, end);
    },
  };
}
