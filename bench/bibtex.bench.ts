// BibTeX parsing (Zotero imports): time against file size for a well-formed library and for
// hostile files (entries never closed, an @string bomb). Linear parsing shows as a time ratio
// close to the size ratio; the baseline is the same parser on the well-formed library of the
// smallest size, measured in this run. The old parser took 3.4 s for 252 KB of unclosed entries
// (each read to the end of the file) and spelled out the bomb's 100-million-character title.
import { parseBibtex } from "../src-main/core/imports/zotero/parseBibtex.ts";
import { stringBomb, unclosedEntries, zoteroLibrary } from "../test/support/bibtexFiles.ts";
import { fmt, printTable, timeMedian } from "./support.ts";

const RUNS = 5;
/** Sizes in KB: the 252 KB file, and up to 32 times the smallest. */
const SIZES_KB = [252, 1008, 4032, 8064];

export async function run(): Promise<void> {
  const inputs: { name: string; text: (kb: number) => string }[] = [
    { name: "Zotero library", text: (kb) => zoteroLibrary(Math.round((kb * 1000) / 560)) },
    { name: "unclosed entries", text: (kb) => unclosedEntries(kb * 1000) },
  ];
  const rows = [];
  let baseline: { ms: number; kb: number } | undefined;
  for (const input of inputs) {
    for (const kb of SIZES_KB) {
      const text = input.text(kb);
      const ms = timeMedian(RUNS, () => parseBibtex(text));
      baseline ??= { ms, kb: text.length / 1000 };
      const sizeRatio = text.length / 1000 / baseline.kb;
      rows.push({ input: input.name, KB: fmt(text.length / 1000, 0), ms: fmt(ms, 1), "MB/s": fmt(text.length / 1e3 / ms, 1), "size / baseline": fmt(sizeRatio, 1), "time / baseline": fmt(ms / baseline.ms, 1) });
    }
  }
  printTable(`BibTeX parse time against size (median of ${RUNS}; baseline: the ${SIZES_KB[0]} KB library)`, rows);
  const bomb = stringBomb();
  const bombMs = timeMedian(RUNS, () => parseBibtex(bomb));
  const { refused } = parseBibtex(bomb);
  console.log(`@string bomb of ${bomb.length} bytes: ${fmt(bombMs, 2)} ms, ${refused.length} entry refused: ${refused[0]?.reason ?? "none"}`);
  await Promise.resolve();
}
