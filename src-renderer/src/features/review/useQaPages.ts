import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { QaQuery, QaRow } from "@contract/qaQueries.ts";
import { REVIEW_IDS_PAGE_MAX, reviewIdPages } from "@contract/reviewIdPages.ts";
import { client } from "../../client/index.ts";
import { PageCache } from "../../shared/PageCache.ts";
import { PageWaiters } from "./pageWaiters.ts";
import type { QaPages } from "./QaPages.ts";
import { reviewErrorText } from "./reviewErrors.ts";
import { queryKey } from "./reviewFilters.ts";

/**
 * The rows of a review query, fetched from SQLite in pages as they come into view and cached by
 * offset for this query only: a new query starts from an empty cache. Never fetches every row.
 */
export function useQaPages(query: QaQuery, pageSize: number): QaPages {
  const key = queryKey(query);
  const cache = useRef<PageCache<QaRow> | null>(null);
  cache.current ??= new PageCache<QaRow>(key, { pageSize });
  // Switch before rendering, so rows of the previous query never show under the new one.
  cache.current.reset(key);
  const queries = useRef(new Map<string, QaQuery>());
  queries.current.set(key, query);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const lastRange = useRef<[number, number]>([0, pageSize - 1]);
  const waiters = useRef(new PageWaiters());
  /** The count asked last (for which query); answers to older asks are dropped. */
  const countAsked = useRef<{ key: string; ticket: number } | null>(null);

  /** Asks for the count of the current query, after its rows. */
  const recount = useCallback(() => {
    const pages = cache.current!;
    const askedKey = pages.key;
    const ticket = (countAsked.current?.ticket ?? 0) + 1;
    countAsked.current = { key: askedKey, ticket };
    client.call("review.total", queries.current.get(askedKey)).then(
      (total) => {
        if (countAsked.current?.ticket !== ticket) return;
        if (pages.setTotal(askedKey, total)) setVersion((v) => v + 1);
      },
      (e: unknown) => {
        if (countAsked.current?.ticket === ticket && askedKey === cache.current!.key) setError(reviewErrorText("count the QAs", e));
      },
    );
  }, []);

  const fetchPage = useCallback(
    (offset: number) => {
      const pages = cache.current!;
      const ticket = pages.markLoading(offset);
      const askedKey = pages.key;
      const asked = queries.current.get(askedKey);
      // The rows without the count, which is asked once they are in (see recount).
      client.call("review.query", { query: asked, offset, limit: pages.pageSize, count: false }).then(
        (page) => {
          if (pages.store(askedKey, offset, ticket, page.rows, page.total)) {
            setError(null);
            setVersion((v) => v + 1);
            if (!pages.counted && countAsked.current?.key !== askedKey) recount();
          }
          waiters.current.wake(offset);
        },
        (e: unknown) => {
          pages.fail(askedKey, offset, ticket);
          if (askedKey === cache.current!.key) setError(reviewErrorText("load the QAs", e));
          waiters.current.wake(offset);
        },
      );
    },
    [recount],
  );

  const request = useCallback(
    (first: number, last: number) => {
      lastRange.current = [first, last];
      for (const offset of cache.current!.missing(first, last)) fetchPage(offset);
    },
    [fetchPage],
  );

  // A new query: fetch what the view shows straight away (the first page when it just opened).
  useEffect(() => {
    setError(null);
    const [first, last] = lastRange.current;
    request(first, last);
    setVersion((v) => v + 1);
  }, [key, request]);

  const invalidate = useCallback(() => {
    cache.current!.invalidate();
    const [first, last] = lastRange.current;
    request(first, last);
    // A decision can move QAs in or out of the queue: count again (the old count shows meanwhile).
    if (cache.current!.counted && cache.current!.total !== null && cache.current!.total >= cache.current!.pageSize) recount();
    else countAsked.current = null;
  }, [request, recount]);

  const load = useCallback(
    async (index: number): Promise<QaRow | undefined> => {
      const pages = cache.current!;
      for (let attempt = 0; attempt < 3; attempt++) {
        const row = pages.rowAt(index);
        const offset = pages.pageOffset(index);
        const fresh = row !== undefined && pages.missing(index, index).length === 0 && !pages.isLoading(offset);
        if (fresh || (pages.total !== null && index >= pages.total)) return row;
        const done = waiters.current.wait(offset);
        if (!pages.isLoading(offset)) fetchPage(offset);
        await done;
      }
      return pages.rowAt(index);
    },
    [fetchPage],
  );

  const ids = useCallback((): AsyncIterable<number[]> => {
    const asked = queries.current.get(cache.current!.key);
    // A page of ids at a time (any number of QAs match "all"), each handed on as it comes so the action can say how far it got.
    return reviewIdPages((after) => client.call("review.idsPage", { query: asked, after, limit: REVIEW_IDS_PAGE_MAX }));
  }, []);

  const rowAt = useCallback((index: number) => cache.current!.rowAt(index), []);
  const total = cache.current.total;
  const counting = total !== null && !cache.current.counted;
  // One object per change of what it shows, so memoized children re-render only then.
  return useMemo(
    () => ({ total, counting, rowAt, request, invalidate, load, ids, error, version, key }),
    [total, counting, rowAt, request, invalidate, load, ids, error, version, key],
  );
}
