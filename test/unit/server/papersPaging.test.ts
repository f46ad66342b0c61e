import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPapers, PAPERS_PAGE_MAX, PapersPageSchema } from "../../../src-main/contract/paperListPages.ts";
import { buildManyPapersLibrary } from "../../support/manyPapersLibrary.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { serveLibrary, type LibraryOverHttp } from "../../support/libraryOverHttp.ts";

// A library of 6,000 papers, more than one answer may list (5,000), over the server's real
// loopback HTTP on a real SQLite file: the whole list in one answer is refused in words, and the
// pages answer every paper once, newest import first, each page bounded.

const PAPERS = 6000;

let served: LibraryOverHttp;
let storedIds: number[];

const call = (method: string, args: unknown[]) => served.call(method, args);

beforeAll(async () => {
  const work = tempDirForSuite("distillate-papers-paging-");
  storedIds = await buildManyPapersLibrary(path.join(work, "data"), PAPERS);
  served = await serveLibrary(work, path.join(work, "data"));
}, 300_000);

afterAll(() => served?.close());

describe("a library with more papers than one answer lists, over HTTP", () => {
  it("refuses the whole list in one answer, in words naming the reason", async () => {
    const { text, outcome } = await call("library.listPapers", []);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("PapersTooManyError");
    expect(outcome.error!.message).toBe("The library has more than 5,000 papers, more than one answer may list: they are read a page at a time instead.");
    expect(text.length).toBeLessThan(1000);
  });

  it("answers every paper once, a bounded page at a time, newest import first", async () => {
    let pages = 0;
    const papers = await allPapers(async (after) => {
      const { text, outcome } = await call("library.listPapersPage", [{ after, limit: PAPERS_PAGE_MAX }]);
      expect(outcome.ok).toBe(true);
      expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
      pages++;
      return PapersPageSchema.parse(outcome.value);
    });
    expect(pages).toBe(PAPERS / PAPERS_PAGE_MAX);
    expect(papers).toHaveLength(PAPERS);
    // Stored one after another, so newest first is the reverse of the order stored.
    expect(papers.map((p) => p.id)).toEqual([...storedIds].reverse());
    expect(papers.every((p) => p.kind === "paper" && p.title!.startsWith("Phase-pure formamidinium perovskites"))).toBe(true);
  });

  it("answers the default page of 200 with its cursor, the last short page with none, and refuses a page past the bound", async () => {
    const page = PapersPageSchema.parse((await call("library.listPapersPage", [])).outcome.value);
    expect(page.papers).toHaveLength(200);
    expect(page.next).toEqual({ importedAt: page.papers[199]!.importedAt, id: page.papers[199]!.id });
    // After the fourth oldest paper only three are left: a short page, and nothing after it.
    const every = await allPapers((after) => served.core.services.library.listPapersPage({ after, limit: PAPERS_PAGE_MAX }));
    const fourthOldest = every.at(-4)!;
    const last = PapersPageSchema.parse((await call("library.listPapersPage", [{ after: { importedAt: fourthOldest.importedAt, id: fourthOldest.id }, limit: 10 }])).outcome.value);
    expect(last.papers.map((p) => p.id)).toEqual([storedIds[2], storedIds[1], storedIds[0]]);
    expect(last.next).toBeNull();
    const { outcome } = await call("library.listPapersPage", [{ limit: PAPERS_PAGE_MAX + 1 }]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("InvalidCallError");
  });
});
