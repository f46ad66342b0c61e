import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createCore } from "../../../src-main/core/createCore.ts";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { tempDir } from "../../support/tempDir.ts";

const QAS = 20_000;
const KEPT = 5_000;

/** The decisions a copy of library.sqlite alone holds: what a backup of the one file would keep. */
function keptInCopyOfFile(dataDir: string): number {
  const copy = tempDir();
  fs.copyFileSync(path.join(dataDir, "library.sqlite"), path.join(copy, "library.sqlite"));
  const db = openDatabase(path.join(copy, "library.sqlite"), { readonly: true });
  try {
    return db.prepare("SELECT count(*) FROM annotations WHERE decision = 'keep'").pluck().get() as number;
  } finally {
    closeDatabase(db);
  }
}

// A report reads on its worker's read-only connection. When the app closed while one was under
// way, that connection closed after the app's own and, being read-only, could not fold the
// write-ahead log back: the log stayed beside library.sqlite holding the session's decisions, and
// a copy of library.sqlite alone (a backup, a move to another computer) lost them.
describe("closing the library while a report is reading it", () => {
  it("leaves one file that holds every decision of the session", async () => {
    const dataDir = tempDir();
    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    seedLargeLibrary(db, QAS);
    closeDatabase(db);
    const core = createCore({ dataDir });
    // The first report starts the worker and loads its word vectors; the second then opens its
    // connection at once and is still reading 20,000 QAs when the core closes.
    await core.services.report.build();
    await core.services.review.bulkDecide(Array.from({ length: KEPT }, (_, i) => i + 1), "keep");
    const reading = core.services.report.build().then(
      () => "finished",
      (error: unknown) => String(error),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await core.closeAsync();
    await reading;
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith("library.sqlite-wal"))).toEqual([]);
    expect(keptInCopyOfFile(dataDir)).toBe(KEPT);
  });
});
