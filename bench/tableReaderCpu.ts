// What the table reader costs on its own, in CPU time (wall time on a shared machine also measures
// the other processes): each file read in steps, this checkout and a baseline taking turns file by
// file, several rounds, the median round kept. The steps: pdf.js's text, the second pass over the
// pages that may hold a table (their rules and fills: readTableGraphics), findTables alone on the
// pages read, and the structure (paperFromPages, which runs findTables in it). Reading without the
// table reader is the whole less those two. Part of bench:tables; alone:
//   node bench/tableReaderCpu.ts   (BENCH_TABLES_CPU_BASELINE: the commit to compare, main by default;
//   BENCH_TABLES_CPU_ROUNDS: 5 by default)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SHARED_PAPERS, SHARED_PAPERS_MORE, SHARED_PAPERS_STYLES, SHARED_PAPERS_WIDE } from "../test/support/sharedFixtures.ts";
import { unpackCheckout } from "./previousCheckout.ts";
import { fmt, median, printTable, readBenchPdf } from "./support.ts";

type Page = object;
interface Read {
  pages: Page[];
}
/** The reader's steps, as one checkout's sources export them. */
interface ReaderSteps {
  label: string;
  readPdf(data: Uint8Array, file: string, password?: string, afterPages?: (doc: unknown, pages: Page[]) => Promise<void>): Promise<Read>;
  readTableGraphics(doc: unknown, pages: Page[]): Promise<void>;
  findTables(pages: Page[], bodySize: number, lines?: unknown[]): unknown;
  textSize(pages: Page[]): number;
  buildLines(page: Page): unknown;
  paperFromPages(read: Read, file: string): unknown;
  dispose(): void;
}

/** CPU milliseconds of each step, summed over files. */
interface Steps {
  text: number;
  graphics: number;
  find: number;
  structure: number;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** One file read in steps, or null when the reader refuses it (encrypted, no text). */
async function readInSteps(reader: ReaderSteps, data: Uint8Array, file: string): Promise<{ steps: Steps; pages: number } | null> {
  try {
    const start = cpuMs();
    let graphicsStart = 0;
    let graphicsEnd = 0;
    const read = await reader.readPdf(data, file, undefined, async (doc, pages) => {
      graphicsStart = cpuMs();
      await reader.readTableGraphics(doc, pages);
      graphicsEnd = cpuMs();
    });
    const textEnd = cpuMs();
    // The body's lines are built in the structure step anyway: not the table reader's cost.
    const lines = read.pages.map((p) => reader.buildLines(p));
    const findStart = cpuMs();
    reader.findTables(read.pages, reader.textSize(read.pages), lines);
    const findEnd = cpuMs();
    reader.paperFromPages(read, file);
    const end = cpuMs();
    return { steps: { text: graphicsStart - start + (textEnd - graphicsEnd), graphics: graphicsEnd - graphicsStart, find: findEnd - findStart, structure: end - findEnd }, pages: read.pages.length };
  } catch {
    return null;
  }
}

/** A checkout's src-main in a folder of its own, its steps imported from there (see previousReader: both readers are loaded alike). */
async function stepsIn(dir: string, label: string, dispose: () => void): Promise<ReaderSteps> {
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
  const load = (file: string) => import(pathToFileURL(path.join(dir, "src-main/core/documents", file)).href);
  const [readPdf, graphics, tables, lines, parse] = await Promise.all([load("layout/readPdf.ts"), load("tables/tableGraphicsPages.ts"), load("tables/findTables.ts"), load("layout/buildLines.ts"), load("parsePdf.ts")]);
  // The body's lines as that checkout hands them to findTables: a page's lines, or (since round 14) the page's PageLines.
  return { label, readPdf: readPdf.readPdf, readTableGraphics: graphics.readTableGraphics, findTables: tables.findTables, textSize: tables.textSize, buildLines: lines.buildPageLines ?? lines.buildLines, paperFromPages: parse.paperFromPages, dispose };
}

async function loadReaders(ref: string): Promise<[ReaderSteps, ReaderSteps] | string> {
  const previous = unpackCheckout(ref, ["src-main"]);
  if (typeof previous === "string") return previous;
  const repo = path.resolve(import.meta.dirname, "..");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-steps-"));
  fs.cpSync(path.join(repo, "src-main"), path.join(dir, "src-main"), { recursive: true });
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(dir, "node_modules"), "dir");
  const disposeCurrent = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    return [await stepsIn(previous.dir, previous.commit, previous.dispose), await stepsIn(dir, "this checkout", disposeCurrent)];
  } catch (error) {
    previous.dispose();
    disposeCurrent();
    return `the readers at ${ref} and here could not be loaded in steps (${(error as Error).message}); a baseline before tables has no table reader to time apart`;
  }
}


/** The four shared sets' PDFs, each set a suite. */
export function sharedPaperSuites(): { suite: string; files: string[] }[] {
  return [SHARED_PAPERS, SHARED_PAPERS_WIDE, SHARED_PAPERS_MORE, SHARED_PAPERS_STYLES]
    .filter((dir) => fs.existsSync(dir))
    .map((dir) => ({ suite: `shared ${path.basename(dir)}`, files: fs.readdirSync(dir).filter((n) => /\.pdf$/i.test(n)).sort().map((n) => path.join(dir, n)) }));
}

/**
 * Prints, per suite and in all, each reader's CPU milliseconds per page for each step (the median of
 * `rounds` rounds), what reading costs without the table reader, and the table reader's share.
 */
export async function tableReaderCpu(suites: { suite: string; files: string[] }[], ref = process.env["BENCH_TABLES_CPU_BASELINE"] ?? "main", rounds = Number(process.env["BENCH_TABLES_CPU_ROUNDS"] ?? 5)): Promise<void> {
  const readers = await loadReaders(ref);
  if (typeof readers === "string") {
    console.log(`  table reader CPU skipped: ${readers}`);
    return;
  }
  try {
    console.log(`  load average ${os.loadavg().map((l) => fmt(l, 2)).join(" ")} before the CPU rounds`);
    const rows: Record<string, string | number>[] = [];
    const all = readers.map(() => Array.from({ length: rounds }, (): Steps => ({ text: 0, graphics: 0, find: 0, structure: 0 })));
    let allPages = 0;
    for (const { suite, files } of suites) {
      // A file that is no regular PDF within the app's limit (a FIFO named x.pdf) is left out, never waited on.
      const data = files.map(readBenchPdf);
      // Warm-up, which also finds the files both readers read and their pages.
      const pages: number[] = [];
      const kept: number[] = [];
      for (const [i, file] of files.entries()) {
        if (!data[i]) continue;
        const reads = [];
        for (const r of readers) reads.push(await readInSteps(r, data[i]!.slice(), file));
        if (reads.every((x) => x)) {
          kept.push(i);
          pages.push(reads[0]!.pages);
        }
      }
      const pageCount = pages.reduce((a, b) => a + b, 0);
      if (pageCount === 0) continue;
      allPages += pageCount;
      const perRound = readers.map(() => Array.from({ length: rounds }, (): Steps => ({ text: 0, graphics: 0, find: 0, structure: 0 })));
      for (let round = 0; round < rounds; round++) {
        for (const [n, i] of kept.entries()) {
          const order = (round + n) % 2 === 0 ? [0, 1] : [1, 0];
          for (const k of order) {
            const steps = (await readInSteps(readers[k]!, data[i]!.slice(), files[i]!))?.steps;
            if (!steps) continue;
            for (const key of Object.keys(steps) as (keyof Steps)[]) {
              perRound[k]![round]![key] += steps[key];
              all[k]![round]![key] += steps[key];
            }
          }
        }
      }
      rows.push(...readers.map((r, k) => row(suite, kept.length, pageCount, r.label, perRound[k]!)));
    }
    rows.push(...readers.map((r, k) => row("all", rows.reduce((n, x) => n + (x["reader"] === r.label ? Number(x["files"]) : 0), 0), allPages, r.label, all[k]!)));
    printTable(`The table reader's own cost, CPU ms per page (median of ${rounds} rounds, ${readers[0]!.label} and this checkout by turns; "without tables" is the whole less the rules pass and findTables)`, rows);
  } finally {
    for (const r of readers) r.dispose();
  }
}

function row(suite: string, files: number, pages: number, reader: string, rounds: Steps[]): Record<string, string | number> {
  // The median round by its whole, its steps as measured in that round.
  const whole = (s: Steps) => s.text + s.graphics + s.structure;
  const mid = rounds.find((s) => whole(s) === median(rounds.map(whole)))!;
  const per = (ms: number) => fmt(ms / pages, 2);
  return {
    suite,
    files,
    pages,
    reader,
    whole: per(whole(mid)),
    "pdf.js text": per(mid.text),
    "rules pass": per(mid.graphics),
    findTables: per(mid.find),
    "without tables": per(whole(mid) - mid.graphics - mid.find),
    "table share": `${fmt((100 * (mid.graphics + mid.find)) / whole(mid), 1)}%`,
  };
}

if (import.meta.main) await tableReaderCpu(sharedPaperSuites());
