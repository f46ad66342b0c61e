// Reading quality before and after: the reader of this checkout and the one at the baseline commit
// (main, or BENCH_PDF_BASELINE) read the three shared corpora in the same run and are scored on the
// same truth, so a change to the rules shows its figures beside the previous ones. It also measures
// the doubts as a detector on both readers' details: the current reader now reads nearly every
// detail right, too few positives for a recall, while the previous one still reads some wrong.
import fs from "node:fs";
import path from "node:path";
import type { ParsedPaper } from "../src-main/core/documents/ParsedPaper.ts";
import { parsePdf } from "../src-main/core/documents/parsePdf.ts";
import { assessReading, readDetailsOf } from "../src-main/core/documents/readingDoubts.ts";
import { rate, readTruth, totals, type CorpusTotals } from "../test/corpus/corpusTable.ts";
import { detectorReport, judgePaper, scoreDetector, type Judged } from "../test/corpus/doubtDetector.ts";
import { scorePaper } from "../test/corpus/scorePaper.ts";
import { printTable } from "./support.ts";
import { loadPreviousReader } from "./previousReader.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../shared/fixtures");
const SETS = ["papers", "papers-wide", "papers-more", "papers-styles"];

type Read = (data: Uint8Array, options: { file: string }) => Promise<ParsedPaper>;

interface SetResult {
  totals: CorpusTotals;
  judged: Judged[];
  /** Files the reader refused, with the error's name. */
  refused: string[];
}

/**
 * One reader over one set. The doubts judge that reader's details; what page 1 prints (the name
 * lines, the DOIs) and the PDF's properties are taken from this checkout's reading, since they are
 * evidence on the page, not details read, and an older reader may not record them.
 */
async function readSet(dir: string, read: Read): Promise<SetResult> {
  const scores = [];
  const judged: Judged[] = [];
  const refused: string[] = [];
  for (const truth of readTruth(dir)) {
    const data = fs.readFileSync(path.join(dir, truth.file));
    let paper: ParsedPaper;
    try {
      paper = await read(new Uint8Array(data), { file: truth.file });
    } catch (error) {
      // The hard cases (scanned, password-protected) are refused with an error: nothing to score.
      refused.push(`${truth.file} (${(error as Error).name})`);
      continue;
    }
    scores.push(scorePaper(paper, truth));
    if (truth.hard_case) continue;
    const evidence = read === parsePdf ? paper : await parsePdf(new Uint8Array(data), { file: truth.file });
    const details = readDetailsOf({ ...paper, metadata: { ...paper.metadata, pdfInfo: evidence.metadata?.["pdfInfo"], printed: evidence.metadata?.["printed"] } });
    judged.push(judgePaper(truth, paper, assessReading(details)));
  }
  return { totals: totals(scores), judged, refused };
}

const pct = (pair: [number, number]) => `${pair[0]}/${pair[1]} (${(rate(pair) * 100).toFixed(1)}%)`;

function totalsRow(reader: string, set: string, t: CorpusTotals): Record<string, string | number> {
  return {
    reader,
    set,
    titles: pct(t.titles),
    DOIs: pct(t.dois),
    abstracts: pct(t.abstracts),
    headings: pct(t.sections),
    sentences: pct(t.sentences),
    authors: pct(t.authors),
    "noise in body": t.noiseInBody,
    "references in body": t.referencesInBody,
  };
}

export async function run(): Promise<void> {
  console.log("\nReading quality and doubts, previous reader beside this one");
  const sets = SETS.map((name) => [name, path.join(FIXTURES, name)] as const).filter(([, dir]) => fs.existsSync(path.join(dir, "truth.json")));
  if (sets.length === 0) {
    console.log(`  skipped: no shared corpus beside the repository (${path.join(FIXTURES, SETS[0]!)} is absent).`);
    return;
  }
  const previous = await loadPreviousReader();
  const readers: [string, Read][] = [["this checkout", parsePdf]];
  if (typeof previous === "string") console.log(`  previous reader skipped: ${previous}`);
  else readers.unshift([`previous (${previous.commit})`, previous.parsePdf as unknown as Read]);
  try {
    const rows: Record<string, string | number>[] = [];
    for (const [reader, read] of readers) {
      const judged: Judged[] = [];
      for (const [name, dir] of sets) {
        const result = await readSet(dir, read);
        rows.push({ ...totalsRow(reader, name, result.totals), refused: result.refused.length });
        for (const file of result.refused) console.log(`  ${reader} refused ${name}/${file}`);
        judged.push(...result.judged);
      }
      console.log(detectorReport(`\nDoubts over the details read by ${reader} (${sets.map(([name]) => name).join(", ")})`, judged, scoreDetector(judged)));
    }
    printTable("Totals per set (found / wanted, on each set's truth.json)", rows);
  } finally {
    if (typeof previous !== "string") previous.dispose();
  }
}
