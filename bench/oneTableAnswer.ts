// How large one very long table's answer is: the table paper imported into a real SQLite library,
// its Table 1 then stored again with ROWS body rows (50,000 by default, five times what the reader
// keeps of one table; hugeTables, about 1.1 kB a row) through the repository, and asked over
// this checkout's real loopback HTTP (`library.paperTablesPage`, then `library.paperTableRows` from
// its row cursor while there is one: every answer's size, the largest, the time), then
// `library.getPaper` (the paper's answer: its size), then `distillate tables N --format csv` and
// `distillate show N --json` in fresh processes (peak memory, bytes printed). Prints
// figures, asserts nothing. On a checkout without row cursors the first answer holds the table whole.
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
    const sizes: number[] = [];
    const call = async (method: string, args: unknown[]) => {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/call/${method}`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${server.token}` }, body: toWireJson(args) });
      const text = await response.text();
      sizes.push(Buffer.byteLength(text));
      const outcome = fromWireJson(text) as { ok: boolean; value?: unknown; error?: { message: string } };
      if (!outcome.ok) throw new Error(outcome.error?.message);
      return outcome.value as never;
    };
    const first = (await call("library.paperTablesPage", [paperId, {}])) as { tables: { rows: unknown[] }[]; rest?: { ordinal: number; row: number } | null };
    let got = first.tables[0]?.rows.length ?? 0;
    let row = first.rest?.row ?? null;
    while (row !== null) {
      const part = (await call("library.paperTableRows", [paperId, { ordinal: first.rest!.ordinal, row }])) as { rows: unknown[]; next: number | null };
      got += part.rows.length;
      row = part.next !== null && part.next > row ? part.next : null;
    }
    const total = sizes.reduce((sum, size) => sum + size, 0);
    const paper = await call("library.getPaper", [paperId]);
    console.log(`library.getPaper over HTTP: ${formatBytes(sizes.at(-1)!)} (${(paper as { tables: unknown[] }).tables.length} table)`);
    sizes.pop();
    console.log(`a table of ${rows.toLocaleString("en-US")} rows over HTTP: ${got} rows in ${sizes.length} answers, ${formatBytes(total)} in all, the largest ${formatBytes(Math.max(...sizes))}, in ${(performance.now() - started).toFixed(0)} ms`);
  } finally {
    await server.close();
    await core.closeAsync();
  }
  const run = cliPeakRun(path.resolve(import.meta.dirname, ".."), work, ["tables", String(paperId), "--format", "csv", "--data-dir", dataDir]);
  console.log(`distillate tables ${paperId} --format csv: exit ${run.code}, ${formatBytes(run.bytes)} printed, peak ${run.peakMiB.toFixed(0)} MiB`);
  const show = cliPeakRun(path.resolve(import.meta.dirname, ".."), work, ["show", String(paperId), "--json", "--data-dir", dataDir]);
  console.log(`distillate show ${paperId} --json: exit ${show.code}, ${formatBytes(show.bytes)} printed, peak ${show.peakMiB.toFixed(0)} MiB`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
