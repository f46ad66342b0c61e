// A paper removed while a run's item on it is being generated (the window and a CLI, or the
// window alone: a long run, and the paper removed from the library meanwhile). Its items go with it
// (foreign key), SQLite gives a new row the largest id plus one, so a paper imported next takes
// the removed paper's id and the next run planned takes the removed items' ids. The generation
// under way then finishes: it used to store its QAs under the new paper, in the old run, and mark
// the new run's item done, so that item was never generated. Real import, real SQLite, the run
// plan and the item ledger the run executor uses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { insertQaItem, listQaItemsForPaper, listQaItemsForRun } from "../../../src-main/core/db/repositories/qaItems.ts";
import { completeWorkItem, completeWorkItemOnce, failWorkItem } from "../../../src-main/core/db/repositories/workItemOutcomes.ts";
import { claimNextWorkItem, releaseWorkItem } from "../../../src-main/core/db/repositories/workItemQueue.ts";
import { getWorkItem, listWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { storeRunPlan } from "../../../src-main/core/pipeline/jobs/storeRunPlan.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

let pdfs: GeneratedPdfSet;
let core: Core;
beforeAll(async () => {
  pdfs = await writeGeneratedPdfs(tempDirForSuite());
  core = createCore({ dataDir: tempDir() });
});
afterAll(() => core.closeAsync());

const model = { id: null, name: "a local model", sha256: null, quantization: null };

describe("an item whose paper is removed while it is generated", () => {
  it("stores nothing under the paper imported since, and leaves the other run's item to be generated", async () => {
    await core.services.imports.importPapers([pdfs.lineNumbered]);
    const [removed] = await core.services.imports.importPapers([pdfs.twoColumn]);
    const db = core.db();
    const first = storeRunPlan(db, { strategy: "sciqag", paperIds: [removed!.paperId!], model });
    const claimed = claimNextWorkItem(db, first.runId, null)!;

    await core.services.library.removePaper(removed!.paperId!);
    const [imported] = await core.services.imports.importPapers([pdfs.ownerOnly]);
    const second = storeRunPlan(db, { strategy: "sciqag", paperIds: [imported!.paperId!], model });
    const [waiting] = listWorkItems(db, second.runId);
    // The ids really are given again: the new paper has the removed one's, the new item the claimed one's.
    expect(imported!.paperId).toBe(claimed.paperId);
    expect(waiting!.id).toBe(claimed.id);

    // The first run's generation for the removed paper finishes now.
    const stored = completeWorkItem(db, claimed, { prompt: 900, generated: 120 }, () => {
      insertQaItem(db, { runId: first.runId, workItemId: claimed.id, paperId: claimed.paperId, question: "What did the removed paper measure?", answer: "Its own thing." });
    });
    expect(stored).toBe(false);
    // So for an imported dataset's rows, stored once per item.
    expect(completeWorkItemOnce(db, claimed, () => void insertQaItem(db, { runId: first.runId, workItemId: claimed.id, paperId: claimed.paperId, question: "What did the removed paper's dataset ask?", answer: "Something." }))).toBe(false);
    expect(listQaItemsForPaper(db, imported!.paperId!)).toEqual([]);
    expect(listQaItemsForRun(db, first.runId)).toEqual([]);
    expect(getWorkItem(db, waiting!.id)).toMatchObject({ status: "pending", runId: second.runId, generatedTokens: 0 });

    // Had it failed instead, or had its run stopped, the other run's item is left as it is too.
    expect(failWorkItem(db, claimed, { name: "GenerationFailedError", message: "no valid answer" }, 3, true)).toBe("failed");
    expect(getWorkItem(db, waiting!.id)).toMatchObject({ status: "pending", error: null });
    const running = claimNextWorkItem(db, second.runId, null)!;
    releaseWorkItem(db, claimed);
    expect(getWorkItem(db, running.id)).toMatchObject({ status: "running" });

    // The new run's own item is stored as ever.
    expect(completeWorkItem(db, running, { prompt: 10, generated: 5 }, () => void insertQaItem(db, { runId: second.runId, workItemId: running.id, paperId: running.paperId, question: "What does this paper read?", answer: "Its text." }))).toBe(true);
    expect(listQaItemsForPaper(db, imported!.paperId!).map((q) => q.runId)).toEqual([second.runId]);
  });
});
