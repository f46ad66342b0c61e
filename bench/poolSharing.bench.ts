// Does sharing one paper's pages between two parse workers pay? The same pool size (two workers)
// sharing the pages of any paper with 4 pages or more left (BENCH_POOL_SHARE_FROM), and with sharing off (each paper read
// by one worker), on the four shared sets one paper at a time, the same papers as batches, and one
// long paper made by joining shared papers with poppler's pdfunite and a generated one with one
// font (both made here, in a temporary folder). The two pools take turns paper by paper, so the machine's load falls on both alike.
// Wall time is what a user waits; CPU time (every thread of this process) is what the other
// work on the machine loses. Start `yes > /dev/null` beside it to measure under load.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase } from "../src-main/core/db/openDatabase.ts";
import { importPapers } from "../src-main/core/documents/importPapers.ts";
import { ParserPool } from "../src-main/core/documents/pool/ParserPool.ts";
import { writeLongPdf } from "../test/support/generatedPdfs.ts";
import { fmt, printTable, readBenchPdf } from "./support.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../shared/fixtures");
const SETS = ["papers", "papers-wide", "papers-more", "papers-styles"];
/** Needs a password the benchmark does not pass. */
const SKIPPED = /hard-encrypted-userpw/;
/** The long paper: shared papers joined until it has at least this many pages. */
const LONG_PAGES = Number(process.env["BENCH_POOL_LONG_PAGES"] ?? 200);
/** Rounds over every paper alone, and over the long paper. */
const ROUNDS = Number(process.env["BENCH_POOL_ROUNDS"] ?? 2);
/** Which parts to run: single, batch, long (all unless BENCH_POOL_PARTS names some). */
const PARTS = new Set((process.env["BENCH_POOL_PARTS"] ?? "single,batch,long").split(","));
/** Page-count bands the single papers are summed in. */
const BANDS = [1, 10, 20, 30, 50, 100, Infinity];

interface Sample {
  ms: number;
  cpuMs: number;
}
type Setup = "shared" | "whole";

export async function run(): Promise<void> {
  console.log("\nParse pool: sharing a paper's pages between two workers, or not");
  const sets = SETS.map((name) => path.join(FIXTURES, name)).filter((dir) => fs.existsSync(dir));
  if (sets.length === 0) return console.log(`  skipped: no shared papers in ${FIXTURES}`);
  const load = () => os.loadavg().map((l) => fmt(l, 2)).join(" ");
  console.log(`  ${os.availableParallelism()} cores, load average ${load()} before the run`);
  // Round 13's rule (share a paper with 4 pages or more left) unless told otherwise.
  const sharePagesFrom = Number(process.env["BENCH_POOL_SHARE_FROM"] ?? 4);
  const pools: Record<Setup, ParserPool> = {
    shared: new ParserPool({ size: 2, sharePagesFrom }),
    whole: new ParserPool({ size: 2, sharePagesFrom: Infinity }),
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-pool-"));
  try {
    // Cold pass in both pools (workers started, pdf.js compiled), which also finds the readable files.
    const files: Papers = new Map();
    for (const set of sets) {
      for (const name of fs.readdirSync(set).filter((n) => /\.pdf$/i.test(n) && !SKIPPED.test(n)).sort()) {
        const file = path.join(set, name);
        const data = readBenchPdf(file);
        if (!data) continue;
        const outcomes = await Promise.allSettled(Object.values(pools).map((pool) => pool.parse(new Uint8Array(data), { file })));
        const first = outcomes[0]!;
        if (first.status === "fulfilled") files.set(file, { set: path.basename(set), pages: first.value.pageCount, data });
      }
    }
    const totalPages = [...files.values()].reduce((sum, f) => sum + f.pages, 0);
    console.log(`  ${files.size} readable papers, ${totalPages} pages, from ${sets.map((s) => path.basename(s)).join(", ")}`);

    if (PARTS.has("single")) await singlePapers(pools, files);
    if (PARTS.has("batch")) await batches(pools, sets, files, dir);
    if (PARTS.has("long")) await longPapers(pools, files, dir);
    console.log(`  load average ${load()} after the run. shared: pages shared from ${sharePagesFrom} pages left; whole: each paper read by one worker. CPU: every thread of this process.`);
  } finally {
    await Promise.all(Object.values(pools).map((pool) => pool.dispose()));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

type Papers = Map<string, { set: string; pages: number; data: Uint8Array }>;

/** One paper at a time, the setups taking turns (which goes first alternates by paper and round). */
async function singlePapers(pools: Record<Setup, ParserPool>, files: Papers): Promise<void> {
  const single = new Map<string, Record<Setup, Sample[]>>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, [file, { data }]] of [...files.entries()].entries()) {
      const samples = single.get(file) ?? { shared: [], whole: [] };
      single.set(file, samples);
      for (const setup of order(round + index)) samples[setup].push(await timed(() => pools[setup].parse(new Uint8Array(data), { file })));
    }
  }
  const bandRows = BANDS.slice(0, -1).flatMap((from, i) => {
    const to = BANDS[i + 1]!;
    const inBand = [...files.entries()].filter(([, f]) => f.pages >= from && f.pages < to);
    if (inBand.length === 0) return [];
    const sum = (setup: Setup, key: keyof Sample) => inBand.reduce((s, [file]) => s + single.get(file)![setup].reduce((a, b) => a + b[key], 0), 0);
    return [row(`${from}-${to === Infinity ? "" : to - 1} pages (${inBand.length} papers, ${ROUNDS} rounds)`, sum("shared", "ms"), sum("whole", "ms"), sum("shared", "cpuMs"), sum("whole", "cpuMs"))];
  });
  printTable("One paper at a time: time summed over the papers (ms)", bandRows);
  if (process.env["BENCH_POOL_FILES"]) {
    printTable("Each paper (ms, summed over the rounds)", [...files.entries()].map(([file, f]) => {
      const s = single.get(file)!;
      const sum = (setup: Setup, key: keyof Sample) => s[setup].reduce((a, b) => a + b[key], 0);
      return { ...row(`${f.set}/${path.basename(file)}`, sum("shared", "ms"), sum("whole", "ms"), sum("shared", "cpuMs"), sum("whole", "cpuMs")), pages: f.pages };
    }));
  }
}

/** Each set imported as a folder would be, the setups taking turns, ROUNDS times; then their sum. */
async function batches(pools: Record<Setup, ParserPool>, sets: string[], files: Papers, dir: string): Promise<void> {
  const list = (set: string) => [...files.keys()].filter((f) => path.dirname(f) === set);
  const totals = new Map(sets.map((set) => [set, { shared: { ms: 0, cpuMs: 0 }, whole: { ms: 0, cpuMs: 0 } } as Record<Setup, Sample>]));
  let runs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, set] of sets.entries()) {
      for (const setup of order(round + index)) {
        const db = openDatabase(path.join(dir, `batch-${runs++}.sqlite`));
        try {
          const sample = await timed(() => importPapers(db, list(set), { pool: pools[setup] }));
          totals.get(set)![setup].ms += sample.ms;
          totals.get(set)![setup].cpuMs += sample.cpuMs;
        } finally {
          closeDatabase(db);
        }
      }
    }
  }
  const rows = sets.map((set) => {
    const t = totals.get(set)!;
    return row(`${path.basename(set)} (${list(set).length} papers)`, t.shared.ms, t.whole.ms, t.shared.cpuMs, t.whole.cpuMs);
  });
  const sum = (setup: Setup, key: keyof Sample) => [...totals.values()].reduce((s, t) => s + t[setup][key], 0);
  rows.push(row("the four batches", sum("shared", "ms"), sum("whole", "ms"), sum("shared", "cpuMs"), sum("whole", "cpuMs")));
  printTable(`Each set imported as one batch (parse and store), ${ROUNDS} rounds, ms`, rows);
}

/** Long papers alone: shared papers joined, and a generated one. */
async function longPapers(pools: Record<Setup, ParserPool>, files: Papers, dir: string): Promise<void> {
  const joined = joinPapers([...files.entries()].map(([file, f]) => ({ file, pages: f.pages })), path.join(dir, "long.pdf"));
  const longRows: Record<string, string>[] = [];
  if (typeof joined === "string") console.log(`  joined long paper skipped: ${joined}`);
  else longRows.push(await longPaper(pools, joined.file, `${joined.pages} pages: ${joined.parts} shared papers joined by pdfunite`));
  // The best case for sharing: many pages, one font (so the renaming costs one operator list).
  const generated = path.join(dir, "generated-long.pdf");
  await writeLongPdf(generated, LONG_PAGES);
  longRows.push(await longPaper(pools, generated, `${LONG_PAGES} generated pages, one font`));
  printTable(`A long paper alone, ${ROUNDS * 2} rounds, ms`, longRows);
}

/** One long paper read alone by each pool in turn, after one uncounted read each. */
async function longPaper(pools: Record<Setup, ParserPool>, file: string, label: string): Promise<Record<string, string>> {
  const data = new Uint8Array(fs.readFileSync(file));
  const samples: Record<Setup, Sample[]> = { shared: [], whole: [] };
  for (const pool of Object.values(pools)) await pool.parse(new Uint8Array(data), { file });
  for (let round = 0; round < ROUNDS * 2; round++) for (const setup of order(round)) samples[setup].push(await timed(() => pools[setup].parse(new Uint8Array(data), { file })));
  const sum = (setup: Setup, key: keyof Sample) => samples[setup].reduce((a, b) => a + b[key], 0);
  return row(label, sum("shared", "ms"), sum("whole", "ms"), sum("shared", "cpuMs"), sum("whole", "cpuMs"));
}

const order = (n: number): Setup[] => (n % 2 === 0 ? ["shared", "whole"] : ["whole", "shared"]);

async function timed(work: () => Promise<unknown>): Promise<Sample> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  await work();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

function row(label: string, sharedMs: number, wholeMs: number, sharedCpu: number, wholeCpu: number): Record<string, string> {
  return {
    case: label,
    "wall shared": fmt(sharedMs, 0),
    "wall whole": fmt(wholeMs, 0),
    "wall shared/whole": fmt(sharedMs / wholeMs, 2),
    "CPU shared": fmt(sharedCpu, 0),
    "CPU whole": fmt(wholeCpu, 0),
    "CPU shared/whole": fmt(sharedCpu / wholeCpu, 2),
  };
}

/** Shared papers joined in order until LONG_PAGES pages, or why that cannot be done here. */
function joinPapers(papers: { file: string; pages: number }[], out: string): { file: string; pages: number; parts: number } | string {
  const parts: string[] = [];
  let pages = 0;
  // Encrypted files are left out: pdfunite cannot always join them.
  for (const paper of papers.filter((p) => !/encrypt/i.test(p.file))) {
    if (pages >= LONG_PAGES) break;
    parts.push(paper.file);
    pages += paper.pages;
  }
  if (pages < LONG_PAGES) return `the shared papers have ${pages} pages, fewer than ${LONG_PAGES}`;
  const joined = spawnSync("pdfunite", [...parts, out], { encoding: "utf8" });
  if (joined.error) return `pdfunite is not installed (poppler-utils): ${joined.error.message}`;
  if (joined.status !== 0) return `pdfunite failed: ${joined.stderr.trim()}`;
  return { file: out, pages, parts: parts.length };
}
