import { useCallback, useEffect, useRef, useState } from "react";
import { PAPER_PAGE_MAX, type PaperList, type PaperRow } from "@contract/papers.ts";
import { client } from "../client/index.ts";
import { useAppEvent } from "./useAppEvent.ts";
import { useDebouncedValue } from "./useDebouncedValue.ts";
import { useThrottledCallback } from "./useThrottledCallback.ts";

/** A chosen paper's name and QA count. */
export type ChosenPaper = Pick<PaperRow, "id" | "name" | "qas">;

export interface PaperChoices {
  /** The text typed into the search box. */
  search: string;
  setSearch(text: string): void;
  /** Papers matching the search (the text as it settled), by title, as many pages as were asked for. */
  papers: PaperRow[];
  /** Papers matching the search in all pages; 0 until the first page came. */
  matching: number;
  /** A page or a search is on its way. */
  loading: boolean;
  error: Error | null;
  /** Asks for the next page of the same search (nothing when every match is listed). */
  more(): void;
  /** The chosen papers, named even when the search does not list them, in the order chosen; a removed paper is left out (and one whose name is on its way, meanwhile). */
  chosen: ChosenPaper[];
}

export interface PaperChoicesOptions {
  /** Whether to search at all: a menu asks only once opened. Defaults to true. */
  enabled?: boolean;
  /** Papers a page holds. Defaults to 100. */
  pageSize?: number;
  /** How long typing must pause before the search goes to the library, in ms. Defaults to 200. */
  debounceMs?: number;
  /** Offer only papers with QAs (filtering Review or an export); chosen papers are named either way. Defaults to false. */
  withQas?: boolean;
}

interface Loaded {
  search: string;
  list: PaperList;
}

/**
 * The papers a picker offers: searched in the whole library through library.browse (in SQL, so
 * 10,000 papers are as quick as 100), a page at a time by title, with more on request, plus the
 * names of the papers already chosen, asked for by id when no loaded page holds them. Fresh after
 * imports, edits and runs.
 */
export function usePaperChoices(selected: readonly number[], options: PaperChoicesOptions = {}): PaperChoices {
  const { enabled = true, pageSize = 100, debounceMs = 200, withQas = false } = options;
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search, debounceMs).trim();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  // The search the last answer, a list or an error, was for: until the typed text's comes, the list is loading.
  const [answered, setAnswered] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  // Only the newest request's answer is shown: fast typing never ends on an older result.
  const latest = useRef(0);
  const inFlight = useRef(false);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;

  const ask = useCallback((text: string, offset: number, limit: number, merge: (list: PaperList) => Loaded) => {
    const call = ++latest.current;
    inFlight.current = true;
    setLoading(true);
    client.call("library.browse", { search: text || undefined, ...(withQas && { withQas }), sort: "title", order: "asc", offset, limit }).then(
      (list) => {
        if (call !== latest.current) return;
        inFlight.current = false;
        setLoaded(merge(list));
        setAnswered(text);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (call !== latest.current) return;
        inFlight.current = false;
        setAnswered(text);
        setError(e instanceof Error ? e : new Error(String(e)));
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    if (!enabled) return;
    // A refresh of the same search keeps the pages already shown (up to what one answer may hold).
    const before = loadedRef.current;
    const limit = before?.search === settled ? Math.min(PAPER_PAGE_MAX, Math.max(pageSize, before.list.papers.length)) : pageSize;
    ask(settled, 0, limit, (list) => ({ search: settled, list }));
  }, [enabled, settled, pageSize, tick, ask]);

  const more = useCallback(() => {
    const now = loadedRef.current;
    // Not while a search or a page is on its way: its answer would be dropped for this one.
    if (!now || inFlight.current || now.list.papers.length >= now.list.matching) return;
    const have = now.list.papers;
    ask(now.search, have.length, pageSize, (list) => ({ search: now.search, list: { ...list, offset: 0, papers: [...have, ...list.papers] } }));
  }, [ask, pageSize]);

  const names = useChosenNames(selected, loaded?.list.papers);
  // Runs change the QA counts shown; imports, edits and removals the papers and their names.
  const refresh = useThrottledCallback(() => {
    if (enabled) setTick((t) => t + 1);
  }, 500);
  useAppEvent(["library.changed", "runs.changed"], refresh);
  useAppEvent("library.changed", names.refresh);

  const chosen = selected.flatMap((id) => {
    const paper = names.known.get(id);
    return paper ? [paper] : [];
  });
  return {
    search,
    setSearch,
    papers: loaded?.list.papers ?? [],
    matching: loaded?.list.matching ?? 0,
    // Typing counts as loading until its search answered, so an old result never reads as the answer.
    loading: enabled && (loading || answered !== search.trim()),
    error,
    more,
    chosen,
  };
}

/**
 * Names of the chosen papers: taken from the pages loaded, else asked for by id (a paper chosen
 * before, or given by a link, may be on no page the user looked at).
 */
function useChosenNames(selected: readonly number[], pages: PaperRow[] | undefined) {
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
