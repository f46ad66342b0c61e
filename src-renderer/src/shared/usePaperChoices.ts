import { useCallback, useEffect, useRef, useState } from "react";
import { PAPER_PAGE_MAX, type PaperList, type PaperRow } from "@contract/papers.ts";
import { client } from "../client/index.ts";
import { useAppEvent } from "./useAppEvent.ts";
import { useChosenNames, type ChosenPaper } from "./useChosenNames.ts";
import { useDebouncedValue } from "./useDebouncedValue.ts";
import { useThrottledCallback } from "./useThrottledCallback.ts";

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
