// Child process for the crash-safety test: writes papers one transaction at a time, each large
// enough to take a while, and reports progress on stdout so the parent can kill it at a chosen
// moment. Run as: node crashWriter.ts <database file> <passages per paper> [hold]
// With `hold`, the writer sleeps inside its second transaction after announcing it, so a kill on the
// announcement is certain to land before the commit.
import fs from "node:fs";
import { openDatabase } from "../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { samplePaper } from "./sampleData.ts";

const [file, passagesArg, hold] = process.argv.slice(2);
const passages = Number(passagesArg);
const db = openDatabase(file!);
const say = (line: string) => fs.writeSync(1, line + "\n"); // synchronous: the parent acts on it at once

for (let n = 0; ; n++) {
  const doc = samplePaper(`crash-${process.pid}-${n}`, passages);
  // Announce from inside the transaction, between its two papers, so a kill on this message
  // lands mid-transaction.
  let announced = false;
  db.function("announce", () => {
    if (!announced) say(`inside ${n}`);
    announced = true;
    return null;
  });
  db.transaction(() => {
    insertPaperDocument(db, doc);
    db.prepare("SELECT announce()").get();
    if (hold === "hold" && n === 1) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
    insertPaperDocument(db, samplePaper(`crash-${process.pid}-${n}-twin`, passages));
  })();
  say(`committed ${n}`);
}
