import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { createRun, setRunStatus } from "../../../src-main/core/db/repositories/runs.ts";
import { planWorkItems } from "../../../src-main/core/db/repositories/workItems.ts";
import { lookForOtherWriters } from "../../../src-main/core/events/watchOtherProcesses.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

// Two connections to one real library file stand for two processes: the window's (watching) and
// the CLI's (writing). A run the CLI stores must reach the window's events; the window's own
// writes are announced by its services already and must not be told twice.

const model = { id: null, name: "tiny", sha256: null, quantization: null };
const opened: LibraryDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) closeDatabase(db);
});

function twoProcesses() {
  const file = path.join(tempDir(), "library.sqlite");
  const window = openDatabase(file);
  const cli = openDatabase(file);
  opened.push(window, cli);
  const events: AppEvent[] = [];
  // The looks a watch makes every second, made here when the test wants one.
  const look = lookForOtherWriters({ db: () => window, emit: (event) => events.push(event) });
  return { window, cli, events, look };
}

describe("what another process writes to the library reaches this one's windows", () => {
  it("tells of a run the CLI stored, of its items finishing and of papers it imported", () => {
    const { cli, events, look } = twoProcesses();
    look();
    expect(events).toEqual([]);

    const paperId = insertPaperDocument(cli, samplePaper("cli", 2));
    const runId = createRun(cli, { strategy: "sciqag", promptVersion: "sciqag@3", settings: {}, model, seed: 1, paperIds: [paperId] });
    look();
    expect(events).toEqual(expect.arrayContaining([{ type: "runs.changed", runId }, { type: "library.changed" }]));
    // Which papers another process touched is not known: the change names none, so an open paper refetches too.
    expect(events.find((e) => e.type === "library.changed")).not.toHaveProperty("paperIds");

    events.length = 0;
    planWorkItems(cli, runId, [{ paperId, itemKey: `paper:${paperId}/paper`, kind: "paper", scope: {} }]);
    setRunStatus(cli, runId, "running");
    look();
    expect(events).toEqual([{ type: "runs.changed", runId }]);

    // Nothing new: nothing said.
    events.length = 0;
    look();
    expect(events).toEqual([]);
  });

  it("stays quiet about this process's own writes, which its services announce", () => {
    const { window, events, look } = twoProcesses();
    look();
    const paperId = insertPaperDocument(window, samplePaper("own", 2));
    createRun(window, { strategy: "sciqag", promptVersion: "sciqag@3", settings: {}, model, seed: 1, paperIds: [paperId] });
    look();
    expect(events).toEqual([]);
  });
});
