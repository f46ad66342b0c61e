// How large one very long table's answer is: the table paper imported into a real SQLite library,
// its Table 1 then stored again with ROWS body rows (50,000 by default, five times what the reader
// keeps of one table; hugeTables, about 1.1 kB a row) through the repository, and asked over
// this checkout's real loopback HTTP (`library.paperTablesPage`, which sends a table larger than
// a part alone), then `distillate tables N --format csv` in a fresh process (peak memory, bytes
// printed). Prints figures, asserts nothing.
//   node bench/oneTableAnswer.ts [rows]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatBytes } from "../src-main/contract/numberWords.ts";
import { fromWireJson, toWireJson } from "../src-main/contract/wireJson.ts";
import { createCore } from "../src-main/core/createCore.ts";
import { replacePaperTables } from "../src-main/core/db/repositories/paperTables.ts";
import { createHttpServer } from "../src-main/server/http/createHttpServer.ts";
import { hugeTables } from "../test/support/hugeTables.ts";
import { writeTablePaper } from "../test/support/tablePaper.ts";
import { cliPeakRun } from "./cliPeakRun.ts";

const rows = Number(process.argv[2] ?? 50_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-one-table-"));

try {
  const dataDir = path.join(work, "data");
  const file = path.join(work, "tables.pdf");
  const printed = await writeTablePaper(file);
  const core = createCore({ dataDir });
  fs.mkdirSync(path.join(work, "renderer"));
  fs.writeFileSync(path.join(work, "renderer", "index.html"), "<!doctype html><title>Distillate</title>");
  const server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir: path.join(work, "renderer"), port: 0 });
  let paperId: number;
  try {
    const imported = await core.services.imports.importPapers([file]);
    paperId = imported[0]!.paperId!;
    replacePaperTables(core.db(), paperId, hugeTables(printed[0]!, 1, rows));
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${server.port}/api/call/library.paperTablesPage`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${server.token}` }, body: toWireJson([paperId, {}]) });
    const text = await response.text();
    const outcome = fromWireJson(text) as { ok: boolean; value?: { tables: { rows: unknown[] }[] | null; next: number | null } };
    const held = outcome.ok ? `${outcome.value!.tables?.[0]?.rows.length ?? 0} rows` : "refused";
    console.log(`a table of ${rows.toLocaleString("en-US")} rows: library.paperTablesPage over HTTP: ${held}, ${formatBytes(Buffer.byteLength(text))} in ${(performance.now() - started).toFixed(0)} ms`);
  } finally {
    await server.close();
    await core.closeAsync();
  }
  const run = cliPeakRun(path.resolve(import.meta.dirname, ".."), work, ["tables", String(paperId), "--format", "csv", "--data-dir", dataDir]);
  console.log(`distillate tables ${paperId} --format csv: exit ${run.code}, ${formatBytes(run.bytes)} printed, peak ${run.peakMiB.toFixed(0)} MiB`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
