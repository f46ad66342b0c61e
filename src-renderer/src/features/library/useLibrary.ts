import { useCallback, useEffect, useRef, useState } from "react";
import { PAPER_PAGE_MAX, PAPER_PAGE_SIZE, type PaperList, type PaperListQuery } from "@contract/papers.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";

/** Library refetches at most this often while runs and reviews change it. */
const REFRESH_MS = 500;

/** The papers loaded so far (the first pages, in order), the count of all that match, and the state of the last call. */
export interface LibraryPages {
  data: PaperList | undefined;
  error: Error | null;
  loading: boolean;
  /** Whether more papers match than are loaded. */
  hasMore: boolean;
  /** Loads the next page; does nothing while a page is coming or when every match is loaded. */
  loadMore(): void;
  reload(): void;
}

export interface Library {
  list: LibraryPages;
  /** A strategy's name as people know it ("RetChemQA"), falling back to its key before the list arrives. */
  strategyLabel(name: string): string;
  removePaper(id: number): Promise<void>;
}

/**
 * The library's papers page by page: the first page when the query changes, the next as the user
 * scrolls (loadMore), and on a refresh every page loaded so far again, so a run's progress does
 * not scroll the user back to the top. Answers to an older query are dropped.
 */
function useLibraryPages(query: PaperListQuery): LibraryPages {
  const key = JSON.stringify(query);
  const [data, setData] = useState<PaperList | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const current = useRef<{ key: string; data: PaperList | undefined; more: boolean }>({ key, data: undefined, more: false });
  current.current.key = key;

  const show = useCallback((call: number, next: PaperList) => {
    if (call !== latest.current) return;
    current.current.data = next;
    setData(next);
    setError(null);
    setLoading(false);
  }, []);
  const fail = useCallback((call: number, e: unknown) => {
    if (call !== latest.current) return;
    setError(e instanceof Error ? e : new Error(String(e)));
    setLoading(false);
  }, []);

  /** Reads the first `rows` papers again, in pages the contract allows. */
  const load = useCallback(
    (rows: number) => {
      const call = ++latest.current;
      current.current.more = false;
      setLoading(true);
      const q = JSON.parse(current.current.key) as PaperListQuery;
      void (async () => {
        let list: PaperList | undefined;
        let offset = 0;
        do {
          const limit = Math.min(PAPER_PAGE_MAX, rows - offset);
          const page = await client.call("library.browse", { ...q, offset, limit });
          if (call !== latest.current) return;
          list = list === undefined ? page : { ...page, offset: 0, papers: [...list.papers, ...page.papers] };
          offset += limit;
          if (page.papers.length < limit) break;
        } while (offset < rows);
        show(call, list);
      })().catch((e: unknown) => fail(call, e));
    },
    [show, fail],
  );

  useEffect(() => {
    current.current.data = undefined;
    load(PAPER_PAGE_SIZE);
  }, [key, load]);

  const reload = useCallback(() => load(Math.max(PAPER_PAGE_SIZE, current.current.data?.papers.length ?? 0)), [load]);

  const loadMore = useCallback(() => {
    const loaded = current.current.data;
    if (!loaded || current.current.more || loaded.papers.length >= loaded.matching) return;
    current.current.more = true;
    const call = latest.current; // a newer query or refresh replaces this page's answer
    const q = JSON.parse(current.current.key) as PaperListQuery;
    client.call("library.browse", { ...q, offset: loaded.papers.length, limit: PAPER_PAGE_SIZE }).then(
      (page) => {
        current.current.more = false;
        // A paper imported or removed between two pages shifts the offsets: keep each paper once.
        const have = new Set(loaded.papers.map((p) => p.id));
        show(call, { ...page, offset: 0, papers: [...loaded.papers, ...page.papers.filter((p) => !have.has(p.id))] });
      },
      (e: unknown) => {
        current.current.more = false;
        fail(call, e);
      },
    );
  }, [show, fail]);

  return { data, error, loading, hasMore: data !== undefined && data.papers.length < data.matching, loadMore, reload };
}

/** The library view's data: papers as the query asks, refreshed when runs, reviews or imports change them. */
export function useLibrary(query: PaperListQuery): Library {
  const list = useLibraryPages(query);
  const refresh = useThrottledCallback(list.reload, REFRESH_MS);
  useAppEvent(["library.changed", "runs.changed", "review.changed"], refresh);
  const strategyLabel = useStrategies().label;
  const removePaper = useCallback(
    async (id: number) => {
      await client.call("library.removePaper", id);
      list.reload();
    },
    [list.reload],
  );
  return {
    list,
    strategyLabel,
    removePaper,
  };
}
