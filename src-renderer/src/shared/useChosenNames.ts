import { useCallback, useEffect, useRef, useState } from "react";
import { PAPER_PAGE_MAX, type PaperRow } from "@contract/papers.ts";
import { client } from "../client/index.ts";

/** A chosen paper's name and QA count. */
export type ChosenPaper = Pick<PaperRow, "id" | "name" | "qas">;

/**
 * Names of the chosen papers: taken from the pages loaded, else asked for by id (a paper chosen
 * before, or given by a link, may be on no page the user looked at).
 */
export function useChosenNames(selected: readonly number[], pages: PaperRow[] | undefined) {
  const [known, setKnown] = useState<ReadonlyMap<number, ChosenPaper>>(new Map());
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const [asked, setAsked] = useState<ReadonlySet<number>>(new Set());
  const [round, setRound] = useState(0);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  // Chosen papers the pages hold need no request.
  const fromPages = (pages ?? []).filter((p) => selected.includes(p.id) && (known.get(p.id)?.name !== p.name || known.get(p.id)?.qas !== p.qas));
  if (fromPages.length > 0) {
    const next = new Map(known);
    for (const p of fromPages) next.set(p.id, { id: p.id, name: p.name, qas: p.qas });
    setKnown(next);
  }

  const learn = useCallback((ids: number[], found: ChosenPaper[]) => {
    setKnown((before) => new Map([...before, ...found.map((p) => [p.id, p] as const)]));
    setGone((before) => new Set([...before].filter((id) => !found.some((p) => p.id === id)).concat(ids.filter((id) => !found.some((p) => p.id === id)))));
  }, []);

  const wanted = selected.filter((id) => !known.has(id) && !gone.has(id) && !asked.has(id));
  const wantedKey = wanted.join(",");
  useEffect(() => {
    if (wantedKey === "") return;
    const ids = wantedKey.split(",").map(Number);
    setAsked((before) => new Set([...before, ...ids]));
    nameByIds(ids).then(
      (found) => learn(ids, found),
      // Unnamed chosen papers still count ("2 chosen"); the next change asks again.
      () => setAsked((before) => new Set([...before].filter((id) => !ids.includes(id)))),
    );
  }, [wantedKey, learn]);

  // After an import, an edit or a removal the chosen names are asked again (titles change, papers
  // go), keeping the old ones on screen until the answer comes.
  useEffect(() => {
    const ids = [...selectedRef.current];
    if (round === 0 || ids.length === 0) return;
    nameByIds(ids).then(
      (found) => learn(ids, found),
      () => undefined,
    );
  }, [round, learn]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { known, refresh };
}

/** The papers with these ids that still exist, one request per PAPER_PAGE_MAX ids. */
async function nameByIds(ids: number[]): Promise<ChosenPaper[]> {
  const found: ChosenPaper[] = [];
  for (let at = 0; at < ids.length; at += PAPER_PAGE_MAX) {
    const chunk = ids.slice(at, at + PAPER_PAGE_MAX);
    const list = await client.call("library.browse", { ids: chunk, sort: "title", order: "asc", limit: chunk.length });
    found.push(...list.papers.map((p) => ({ id: p.id, name: p.name, qas: p.qas })));
  }
  return found;
}
