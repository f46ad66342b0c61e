// One measurement for tables.bench.ts, in a fresh process: reads a small ordinary paper first
// (so pdf.js and the reader are loaded and warm), then the PDF under test, and prints the time
// and CPU time of that second reading, the process's peak memory (maxRSS) and what came back:
// the tables with their rows and doubts, or the error in words.
import fs from "node:fs";
import { parsePdf } from "../src-main/core/documents/parsePdf.ts";

const [warmUp, file] = process.argv.slice(2) as [string, string];
await parsePdf(new Uint8Array(fs.readFileSync(warmUp)), { file: warmUp });
const data = new Uint8Array(fs.readFileSync(file));
const started = performance.now();
const cpu = process.cpuUsage();
let outcome: Record<string, unknown>;
try {
  const paper = await parsePdf(data, { file });
  const tables = paper.tables ?? [];
  outcome = {
    pages: paper.pageCount,
    tables: tables.length,
    rows: tables.reduce((n, t) => n + t.rows.length, 0),
    cells: tables.reduce((n, t) => n + [...t.header, ...t.rows].reduce((m, r) => m + r.cells.length, 0), 0),
    doubts: [...new Set(tables.flatMap((t) => t.doubts.map((d) => d.kind)))],
  };
} catch (error) {
  outcome = { error: `${(error as Error).name}: ${(error as Error).message}` };
}
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, maxRssKiB: process.resourceUsage().maxRSS, ...outcome }));
