import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BulkDecisionSchema } from "../../../src-main/contract/bulkUndo.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { upsertAnnotation } from "../../../src-main/core/db/repositories/annotations.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { serveLibrary, type LibraryOverHttp } from "../../support/libraryOverHttp.ts";

// Keeping 100,000 QAs at once and undoing it, over the server's real loopback HTTP on a real
// SQLite file: the answer is a count and a token (it listed every QA's state before, 35 MiB, and
// its undo sent 18 MiB back), the undo puts back exactly what each QA had, and an undo the core
// no longer holds (the app restarted) is refused in words, changing nothing.

const QAS = 100_000;
const SMALL = 1024;

let work: string;
let dataDir: string;
let served: LibraryOverHttp;
let ids: number[];

/** A call whose answer must stay small: the bulk decision and its undo, whatever the count. */
const call = async (method: string, ...args: unknown[]) => {
  const { text, outcome } = await served.call(method, args);
  if (method === "review.bulkDecide" || method === "review.undoBulk") expect(Buffer.byteLength(text), `${method}'s answer`).toBeLessThan(SMALL);
  return outcome;
};
const value = async (method: string, ...args: unknown[]) => {
  const outcome = await call(method, ...args);
  expect(outcome.error).toBeUndefined();
  return outcome.value as never;
};

beforeAll(async () => {
  work = tempDirForSuite("distillate-bulk-undo-http-");
  dataDir = path.join(work, "data");
  const core = createCore({ dataDir });
  seedLargeLibrary(core.db(), QAS);
  ids = core.db().prepare("SELECT id FROM qa_items ORDER BY id").pluck().all() as number[];
  // Another reviewer's decision on a QA: undoing ours must leave it alone.
  upsertAnnotation(core.db(), { qaId: ids[3]!, reviewer: "someone-else", decision: "drop" });
  await core.closeAsync();
  served = await serveLibrary(work, dataDir);
}, 300_000);

afterAll(() => served?.close());

describe("a bulk decision on 100,000 QAs and its undo, over HTTP", () => {
  it("answers a few bytes, and the undo by its token restores every QA's decision and corrections exactly", async () => {
    const corrected = { decision: "drop", answer: "Corrected answer.", question: "Which film was annealed?", note: "figure 3 disagrees", contextWrong: true };
    await value("review.annotate", ids[7], corrected);
    const before: unknown = await value("review.get", ids[7]);
    const decided = BulkDecisionSchema.parse(await value("review.bulkDecide", ids, "keep"));
    expect(decided.changed).toBe(QAS);
    expect(await value("review.counts", {})).toMatchObject({ kept: QAS, pending: 0, dropped: 0 });

    await value("review.undoBulk", decided.undo);
    expect(await value("review.counts", {})).toMatchObject({ total: QAS, kept: 0, dropped: 1, pending: QAS - 1 });
    expect(await value("review.get", ids[7])).toEqual(before);
    expect(await value("review.get", ids[3])).toMatchObject({ review: { decision: "pending" }, others: [{ reviewer: "someone-else", decision: "drop" }] });
  }, 300_000);

  it("refuses the undo of a decision made before the app restarted, in words, and changes nothing", async () => {
    const decided = BulkDecisionSchema.parse(await value("review.bulkDecide", ids.slice(0, 10_000), "drop"));
    await served.close();
    served = await serveLibrary(work, dataDir);
    const refused = await call("review.undoBulk", decided.undo);
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatchObject({ name: "BulkUndoGoneError", message: expect.stringContaining("can no longer be undone") });
    expect(await value("review.counts", {})).toMatchObject({ dropped: 10_000, pending: QAS - 10_000 });
  }, 300_000);
});
