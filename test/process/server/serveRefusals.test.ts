// What a real `distillate serve` answers to calls it must refuse: a string longer than its method
// takes is a 413 as docs/limits.md says (not a 200 carrying the refusal), and keeping an answer
// whose paper was removed since is a named error in words, not SQLite's.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertAskAnswer } from "../../../src-main/core/db/repositories/askAnswers.ts";
import { deletePaper } from "../../../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { startServe, type ServeProcess } from "../../support/browser.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

let serve: ServeProcess;
let answerId: number;

/** A library whose one stored answer cites a paper removed since. */
function libraryWithOrphanAnswer(dataDir: string): number {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(path.join(dataDir, "library.sqlite"));
  try {
    const paperId = insertPaperDocument(db, samplePaper("removed later"));
    const passage = listPassages(db, paperId)[0]!;
    const [start, end] = passage.sentences[0]!;
    const id = insertAskAnswer(db, {
      question: "At what temperature were the films annealed?",
      outcome: "answered",
      statements: [{ text: "They were annealed at 300 K.", citations: [1] }],
      citations: [{ number: 1, paperId, paperName: "Annealing study (2021)", section: null, passageId: passage.id, start, end, page: passage.page, quote: passage.text.slice(start, end), boxes: [] }],
      refusal: null,
      retrieval: { question: "At what temperature were the films annealed?", papersSearched: 1, papers: [], passages: [], ms: 1, method: "words" },
      paperIds: null,
      model: { id: null, name: "tiny", sha256: "f".repeat(64), quantization: "F32" },
      promptVersion: "ask@1",
      settings: { seed: 1 },
      tokens: { prompt: 10, generated: 5 },
    });
    deletePaper(db, paperId);
    return id;
  } finally {
    closeDatabase(db);
  }
}

beforeAll(async () => {
  const work = tempDirForSuite();
  const page = path.join(work, "page");
  fs.mkdirSync(page);
  fs.writeFileSync(path.join(page, "index.html"), "<!doctype html><title>Distillate</title>");
  const dataDir = path.join(work, "data");
  answerId = libraryWithOrphanAnswer(dataDir);
  serve = await startServe(dataDir, { DISTILLATE_RENDERER_DIR: page });
}, 600_000);

afterAll(async () => {
  if (serve) expect(await serve.stop()).toBe(0);
});

async function call(method: string, body: string): Promise<{ status: number; json: { ok?: boolean; error?: { name: string; message: string } } }> {
  const response = await fetch(`${serve.origin}/api/call/${method}`, { method: "POST", body, headers: { Authorization: `Bearer ${serve.token}`, "Content-Type": "application/json" } });
  return { status: response.status, json: (await response.json()) as { ok?: boolean; error?: { name: string; message: string } } };
}

describe("distillate serve refusing a call", () => {
  it("answers 413 naming the limit for a string past 100,000 characters in a small body, however its bytes count", async () => {
    const ascii = await call("review.query", JSON.stringify([{ search: "x".repeat(200_000) }]));
    expect(ascii.status).toBe(413);
    expect(ascii.json.error).toMatchObject({ name: "PayloadTooLargeError", message: expect.stringContaining("100,000 characters") });
    // 150,000 "µ": 300,000 bytes of UTF-8, 900,000 as \u escapes; 150,000 characters either way.
    for (const text of [JSON.stringify([{ search: "µ".repeat(150_000) }]), `[{"search":"${"\\u00b5".repeat(150_000)}"}]`]) {
      const wide = await call("review.query", text);
      expect(wide.status).toBe(413);
      expect(wide.json.error).toMatchObject({ name: "PayloadTooLargeError", message: expect.stringContaining("100,000 characters") });
    }
    // Within the limit in characters though past it in bytes: not refused for its size.
    const within = await call("review.query", JSON.stringify([{ search: "µ".repeat(90_000) }]));
    expect(within.status).toBe(200);
    expect(within.json.error?.name).not.toBe("CallTooLargeError");
  });

  it("answers 413 for one value past the limit, which only the parsed arguments show", async () => {
    // 20,001 values: the arguments' list, an object and its 19,999 members; the scan, counting
    // "[", "{" and ",", sees 20,000.
    const members = Object.fromEntries(Array.from({ length: 19_999 }, (_, i) => [`k${i}`, 1]));
    const over = await call("ask.get", JSON.stringify([members]));
    expect(over.status).toBe(413);
    expect(over.json.error).toMatchObject({ name: "PayloadTooLargeError", message: expect.stringContaining("20,000 values") });
  });

  it("says in words that an answer whose paper was removed cannot be kept, and the server goes on", async () => {
    const kept = await call("ask.keep", JSON.stringify([answerId]));
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ ok: false, error: { name: "AskedPapersRemovedError" } });
    expect(kept.json.error!.message).toContain("Annealing study (2021)");
    expect(kept.json.error!.message).not.toMatch(/SQLITE|FOREIGN KEY/i);
    expect((await call("library.dbInfo", "[]")).json).toMatchObject({ ok: true });
  });
});
