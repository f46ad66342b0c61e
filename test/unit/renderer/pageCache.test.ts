import { describe, expect, it } from "vitest";
import { PageCache } from "../../../src-renderer/src/shared/PageCache.ts";

const rows = (offset: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: offset + i + 1 }));

describe("page cache", () => {
  it("asks for the first page before the total is known", () => {
    const cache = new PageCache<{ id: number }>("q", { pageSize: 200 });
    expect(cache.missing(0, 30)).toEqual([0]);
  });

  it("fetches only the pages a viewport needs, once", () => {
    const cache = new PageCache<{ id: number }>("q", { pageSize: 200 });
    const ticket = cache.markLoading(0);
    expect(cache.store("q", 0, ticket, rows(0, 200), 100_000)).toBe(true);
    // Rows 190..230 straddle pages 0 and 200; page 0 is here already.
    expect(cache.missing(190, 230)).toEqual([200]);
    cache.markLoading(200);
    expect(cache.missing(190, 230)).toEqual([]);
    expect(cache.missing(50_000, 50_040)).toEqual([50_000]);
    expect(cache.missing(99_990, 100_500)).toEqual([99_800]);
  });

  it("shows the rows of an uncounted page until the count arrives, and keeps a known count over later uncounted pages", () => {
    const cache = new PageCache<{ id: number }>("q", { pageSize: 100 });
    cache.store("q", 0, cache.markLoading(0), rows(0, 100), null);
    expect(cache).toMatchObject({ total: 100, counted: false });
    expect(cache.rowAt(99)).toEqual({ id: 100 });
    // The count of another query is not this one's.
    expect(cache.setTotal("other", 5)).toBe(false);
    expect(cache.setTotal("q", 250)).toBe(true);
    expect(cache).toMatchObject({ total: 250, counted: true });
    expect(cache.missing(100, 260)).toEqual([100, 200]);
    // After a change the pages come uncounted again: the count stands until a new one is set.
    cache.invalidate();
    cache.store("q", 0, cache.markLoading(0), rows(0, 100), null);
    expect(cache).toMatchObject({ total: 250, counted: true });
    cache.setTotal("q", 120);
    expect(cache.total).toBe(120);
    expect(cache.missing(100, 260)).toEqual([100]);
    // A new query starts uncounted.
    cache.reset("r");
    expect(cache).toMatchObject({ total: null, counted: false });
  });

  it("serves rows by index and nothing past the total", () => {
    const cache = new PageCache<{ id: number }>("q", { pageSize: 100 });
    const ticket = cache.markLoading(0);
    cache.store("q", 0, ticket, rows(0, 42), 42);
    expect(cache.rowAt(0)).toEqual({ id: 1 });
    expect(cache.rowAt(41)).toEqual({ id: 42 });
    expect(cache.rowAt(42)).toBeUndefined();
    expect(cache.missing(0, 500)).toEqual([]);
  });

  it("drops everything when the query changes and ignores the old query's late answers", () => {
    const cache = new PageCache<{ id: number }>("a", { pageSize: 100 });
    const first = cache.markLoading(0);
    cache.store("a", 0, first, rows(0, 100), 500);
    const late = cache.markLoading(100);
    expect(cache.reset("b")).toBe(true);
    expect(cache.reset("b")).toBe(false);
    expect(cache.total).toBeNull();
    expect(cache.rowAt(0)).toBeUndefined();
    expect(cache.store("a", 100, late, rows(100, 100), 500)).toBe(false);
    expect(cache.missing(0, 10)).toEqual([0]);
  });

  it("keeps showing rows after an invalidation but fetches them again, ignoring answers asked before it", () => {
    const cache = new PageCache<{ id: number }>("q", { pageSize: 100 });
    const before = cache.markLoading(0);
    cache.store("q", 0, before, rows(0, 100), 300);
    const inFlight = cache.markLoading(100);
    cache.invalidate();
    expect(cache.rowAt(5)).toEqual({ id: 6 });
    expect(cache.missing(0, 150)).toEqual([0, 100]);
    const fresh = cache.markLoading(100);
    expect(cache.store("q", 100, inFlight, rows(100, 100), 300)).toBe(false);
    expect(cache.store("q", 100, fresh, rows(1000, 100), 250)).toBe(true);
    expect(cache.rowAt(100)).toEqual({ id: 1001 });
    expect(cache.total).toBe(250);
  });

  it("forgets failed requests so they are asked again", () => {
    const cache = new PageCache<{ id: number }>("q", { pageSize: 100 });
    const ticket = cache.markLoading(0);
    cache.fail("q", 0, ticket);
    expect(cache.missing(0, 10)).toEqual([0]);
  });

  it("evicts the pages farthest from where the user looks", () => {
    const cache = new PageCache<{ id: number }>("q", { pageSize: 10, maxPages: 3 });
    for (const offset of [0, 10, 20]) {
      cache.missing(offset, offset + 5);
      cache.store("q", offset, cache.markLoading(offset), rows(offset, 10), 1000);
    }
    cache.missing(500, 505);
    cache.store("q", 500, cache.markLoading(500), rows(500, 10), 1000);
    expect(cache.cachedPages).toBe(3);
    expect(cache.rowAt(0)).toBeUndefined();
    expect(cache.rowAt(500)).toEqual({ id: 501 });
    expect(cache.rowAt(20)).toEqual({ id: 21 });
  });
});
