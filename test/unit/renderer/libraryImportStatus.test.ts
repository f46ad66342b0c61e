import { describe, expect, it } from "vitest";
import type { ImportResult } from "../../../src-main/contract/papers.ts";
import {
  chunkUploads,
  describeTally,
  importReducer,
  initialImportState,
  needsPassword,
  shiftProgressEvent,
  tallyBatch,
  type ImportAction,
  type ImportState,
} from "../../../src-renderer/src/features/library/importStatus.ts";

const run = (actions: ImportAction[], state: ImportState = initialImportState) => actions.reduce(importReducer, state);
const imported = (file: string, paperId: number): ImportResult => ({ file, status: "imported", paperId, pages: 4, error: null });
const locked = (file: string): ImportResult => ({
  file,
  status: "failed",
  paperId: null,
  pages: null,
  error: { name: "PasswordRequiredError", message: `${file} is encrypted; enter its password to import it.` },
});

describe("import status", () => {
  it("shows chosen files as queued, then reading, then their outcome as events arrive", () => {
    let state = run([{ type: "begin", batchId: "b", label: "2 files", files: ["/p/a.pdf", "/p/b.pdf"] }]);
    expect(state.batches[0]!.entries.map((e) => [e.name, e.status])).toEqual([
      ["a.pdf", "queued"],
      ["b.pdf", "queued"],
    ]);
    state = run([{ type: "progress", batchId: "b", event: { type: "started", index: 0, total: 2, file: "/p/a.pdf" } }], state);
    expect(state.batches[0]!.entries[0]!.status).toBe("reading");
    state = run([{ type: "progress", batchId: "b", event: { type: "finished", index: 0, total: 2, result: imported("/p/a.pdf", 7) } }], state);
    expect(state.batches[0]!.entries[0]).toMatchObject({ status: "imported", paperId: 7, pages: 4 });
    expect(describeTally(tallyBatch(state.batches[0]!), false)).toBe("1 imported · 1 of 2 done");
  });

  it("never moves a file back when a late 'started' event follows its result", () => {
    const state = run([
      { type: "begin", batchId: "b", label: "a.pdf", files: ["/p/a.pdf"] },
      { type: "progress", batchId: "b", event: { type: "finished", index: 0, total: 1, result: imported("/p/a.pdf", 1) } },
      { type: "progress", batchId: "b", event: { type: "started", index: 0, total: 1, file: "/p/a.pdf" } },
    ]);
    expect(state.batches[0]!.entries[0]!.status).toBe("imported");
  });

  it("learns a folder's files from its events and finishes with the call's results", () => {
    const state = run([
      { type: "begin", batchId: "f", label: "papers", files: [] },
      { type: "progress", batchId: "f", event: { type: "started", index: 1, total: 3, file: "/papers/b.pdf" } },
      { type: "results", batchId: "f", results: [imported("/papers/a.pdf", 1), { ...imported("/papers/b.pdf", 1), status: "duplicate" }, locked("/papers/c.pdf")] },
    ]);
    const batch = state.batches[0]!;
    expect(batch.finished).toBe(true);
    expect(batch.entries.map((e) => [e.name, e.status])).toEqual([
      ["a.pdf", "imported"],
      ["b.pdf", "duplicate"],
      ["c.pdf", "failed"],
    ]);
    expect(describeTally(tallyBatch(batch), true)).toBe("1 imported · 1 already in the library · 1 failed");
  });

  it("ignores events of batches it does not follow", () => {
    const state = run([{ type: "begin", batchId: "mine", label: "x", files: ["/x.pdf"] }]);
    expect(run([{ type: "progress", batchId: "theirs", event: { type: "started", index: 0, total: 1, file: "/y.pdf" } }], state)).toBe(state);
  });

  it("asks for a password and retries the stored file, keeping the name the user knows", () => {
    let state = run([
      { type: "begin", batchId: "u", label: "secret.pdf", files: ["secret.pdf"] },
      { type: "results", batchId: "u", results: [locked("/data/uploads/3f2a-secret.pdf")] },
    ]);
    const entry = state.batches[0]!.entries[0]!;
    expect(needsPassword(entry)).toBe(true);
    expect(entry.file).toBe("/data/uploads/3f2a-secret.pdf");
    expect(entry.name).toBe("secret.pdf");

    state = run([{ type: "retryStarted", batchId: "u", index: 0 }], state);
    expect(state.batches[0]!.entries[0]!.retrying).toBe(true);
    const wrong = { ...locked("/data/uploads/3f2a-secret.pdf"), error: { name: "IncorrectPasswordError", message: "The password is wrong." } };
    state = run([{ type: "retryFinished", batchId: "u", index: 0, result: wrong }], state);
    expect(needsPassword(state.batches[0]!.entries[0]!)).toBe(true);
    expect(state.batches[0]!.entries[0]!.error?.name).toBe("IncorrectPasswordError");
    state = run([{ type: "retryFinished", batchId: "u", index: 0, result: imported("/data/uploads/3f2a-secret.pdf", 9) }], state);
    expect(state.batches[0]!.entries[0]).toMatchObject({ status: "imported", paperId: 9, retrying: false, name: "secret.pdf" });
  });

  it("a failure of the whole call is kept on the batch; clearing drops finished batches only", () => {
    const state = run([
      { type: "begin", batchId: "old", label: "a", files: ["a.pdf"] },
      { type: "batchFailed", batchId: "old", error: { name: "PayloadTooLargeError", message: "Too large." } },
      { type: "begin", batchId: "new", label: "b", files: ["b.pdf"] },
    ]);
    expect(state.batches.map((b) => b.id)).toEqual(["new", "old"]);
    expect(state.batches[1]!.error?.message).toBe("Too large.");
    expect(run([{ type: "clearFinished" }], state).batches.map((b) => b.id)).toEqual(["new"]);
  });
});

describe("upload groups", () => {
  it("splits uploads by size and count, a too-big file alone", () => {
    expect(chunkUploads([10, 10, 10], 25, 10)).toEqual([[0, 1], [2]]);
    expect(chunkUploads([5, 100, 5], 50, 10)).toEqual([[0], [1], [2]]);
    expect(chunkUploads([1, 1, 1, 1, 1], 100, 2)).toEqual([[0, 1], [2, 3], [4]]);
    expect(chunkUploads([], 100, 2)).toEqual([]);
  });

  it("renumbers a group's events as part of the whole batch", () => {
    expect(shiftProgressEvent({ type: "started", index: 1, total: 2, file: "x" }, 12, 30)).toEqual({ type: "started", index: 13, total: 30, file: "x" });
    expect(shiftProgressEvent({ type: "started", index: 1, total: 5, file: "x" }, 0, null)).toEqual({ type: "started", index: 1, total: 5, file: "x" });
  });
});
