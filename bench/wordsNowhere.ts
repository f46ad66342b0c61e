// Words read nowhere: for every PDF of the folders given, the words of its text layer that the
// reader keeps in no part of the paper (passages of every kind by their boxes; title, authors,
// abstract, keywords, section headings, references and every table's cells, label, caption and
// notes by their words). Text a user owns that silently goes missing is the worst reading error;
// this counts it, and sorts each lost word by where it stood on its page:
//   - page furniture: in the page's top or bottom 8% (running heads, page numbers, footers),
//     which the reader leaves out by design;
//   - in a table's box: inside a table's region, yet in none of its cells;
//   - under a table: within five lines under a table's box, across its width (a table cut short);
//   - elsewhere.
// A lower bound: a word the paper keeps anywhere (the same word in a cell elsewhere) counts as kept.
// Upright text only (the sideways text of turned tables is read apart).
//   node bench/wordsNowhere.ts <name>=<folder>[:even] ...     (":even": only PDFs whose number is even)
import fs from "node:fs";
import path from "node:path";
import { parsePdf } from "../src-main/core/documents/parsePdf.ts";
import { readPdf } from "../src-main/core/documents/layout/readPdf.ts";
import type { ParsedPaper } from "../src-main/core/documents/ParsedPaper.ts";
import { readBenchPdf } from "./support.ts";

type Cause = "page furniture" | "in a table's box" | "under a table" | "elsewhere";
const CAUSES: Cause[] = ["page furniture", "in a table's box", "under a table", "elsewhere"];
/** Share of the page's height at its top and at its foot that holds running heads and page numbers. */
const FURNITURE = 0.08;
/** How far under a table's box a lost word counts as cut from it, in the word's type size. */
const UNDER = 5;

const tokens = (text: string): string[] => text.normalize("NFKC").toLowerCase().split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean);

function pdfsUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name)).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return pdfsUnder(full);
    return /\.pdf$/i.test(e.name) ? [full] : [];
  });
}

/** Every word the paper keeps by its text (not by place), counted. */
function keptWords(paper: ParsedPaper): { pool: Map<string, number>; squashed: string } {
  const texts = [paper.title ?? "", ...paper.authors, paper.abstract ?? "", ...paper.keywords, ...paper.sections.map((s) => `${s.number ?? ""} ${s.heading}`), ...paper.references.map((r) => r.text)];
  for (const t of paper.tables ?? []) texts.push(t.label ?? "", t.caption ?? "", ...t.footnotes, ...[...t.header, ...t.rows].flatMap((r) => r.cells.map((c) => c.text)));
  const pool = new Map<string, number>();
  for (const w of texts.flatMap(tokens)) pool.set(w, (pool.get(w) ?? 0) + 1);
  return { pool, squashed: texts.flatMap(tokens).join("") };
}

interface Lost { page: number; cause: Cause; word: string }

async function lostWords(data: Uint8Array, file: string): Promise<{ words: number; lost: Lost[] } | { error: string }> {
  let paper: ParsedPaper;
  try {
    paper = await parsePdf(data.slice(), { file });
  } catch (error) {
    return { error: (error as Error).name };
  }
  const { pages } = await readPdf(data.slice(), file);
  const { pool, squashed } = keptWords(paper);
  const boxes = paper.passages.flatMap((p) => p.boxes);
  const tableBoxes = (paper.tables ?? []).flatMap((t) => {
    // A cell's text joined as the reader joined it ("δj" for the layer's "δ" and "j"): a word in
    // a table's box is the table's when its text holds it.
    const text = [t.label ?? "", t.caption ?? "", ...t.footnotes, ...[...t.header, ...t.rows].flatMap((r) => r.cells.map((c) => c.text))].flatMap(tokens).join("");
    return t.boxes.map((b) => ({ ...b, text }));
  });
  const inside = (b: { page: number; x: number; y: number; w: number; h: number }, page: number, x: number, y: number, m: number) => b.page === page && x >= b.x - m && x <= b.x + b.w + m && y >= b.y - m && y <= b.y + b.h + m;
  let words = 0;
  const lost: Lost[] = [];
  for (const page of pages) {
    const passageBoxes = boxes.filter((b) => b.page === page.pageNumber);
    const tables = tableBoxes.filter((b) => b.page === page.pageNumber);
    for (const run of page.runs) {
      const length = run.text.length || 1;
      for (const m of run.text.matchAll(/\S+/g)) {
        const [word] = tokens(m[0]);
        if (!word) continue;
        words++;
        // The word's middle, placed by its characters' share of the run's width.
        const x = run.x + (run.w * (m.index + m[0].length / 2)) / length;
        const y = run.y - 0.35 * run.size;
        if (passageBoxes.some((b) => inside(b, page.pageNumber, x, y, 1))) continue;
        if (tables.some((b) => inside(b, page.pageNumber, x, y, 2) && b.text.includes(word))) continue;
        const left = pool.get(word) ?? 0;
        if (left > 0) {
          pool.set(word, left - 1);
          continue;
        }
        // Split over runs or joined over a line's end, a long word is still kept when the paper's text holds it.
        if (word.length >= 3 && squashed.includes(word)) continue;
        const cause: Cause =
          y < FURNITURE * page.height || y > (1 - FURNITURE) * page.height
            ? "page furniture"
            : tables.some((b) => inside(b, page.pageNumber, x, y, 2))
              ? "in a table's box"
              : tables.some((b) => y > b.y + b.h && y - (b.y + b.h) <= UNDER * run.size && x >= b.x - run.size && x <= b.x + b.w + run.size)
                ? "under a table"
                : "elsewhere";
        lost.push({ page: page.pageNumber, cause, word: m[0] });
      }
    }
  }
  return { words, lost };
}

const specs = process.argv.slice(2);
if (specs.length === 0) throw new Error("usage: node bench/wordsNowhere.ts <name>=<folder>[:even] ...");
const verbose = process.env["WORDS_NOWHERE_LIST"] === "1";
for (const spec of specs) {
  const [name, rest] = spec.split(/=(.*)/s) as [string, string];
  const even = rest.endsWith(":even");
  const dir = even ? rest.slice(0, -5) : rest;
  const files = pdfsUnder(dir).filter((f) => !even || Number((path.basename(f).match(/\d+/) ?? ["1"])[0]) % 2 === 0);
  const byCause = new Map<Cause, number>(CAUSES.map((c) => [c, 0]));
  let words = 0;
  let read = 0;
  const unread: string[] = [];
  const worst: { file: string; page: number; cause: Cause; text: string; n: number }[] = [];
  for (const file of files) {
    const data = readBenchPdf(file);
    if (!data) continue;
    const result = await lostWords(data, file);
    if ("error" in result) {
      unread.push(`${path.basename(file)} (${result.error})`);
      continue;
    }
    read++;
    words += result.words;
    for (const l of result.lost) byCause.set(l.cause, byCause.get(l.cause)! + 1);
    const groups = new Map<string, Lost[]>();
    for (const l of result.lost) if (l.cause !== "page furniture") groups.set(`${l.page}|${l.cause}`, [...(groups.get(`${l.page}|${l.cause}`) ?? []), l]);
    for (const [key, list] of groups) worst.push({ file: path.relative(dir, file), page: Number(key.split("|")[0]), cause: list[0]!.cause, n: list.length, text: list.map((l) => l.word).join(" ").slice(0, 160) });
  }
  const lost = [...byCause.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${name}: ${read} PDFs read${unread.length ? `, ${unread.length} not (${unread.join(", ")})` : ""}`);
  console.log(`  words read nowhere: ${lost} of ${words}`);
  for (const c of CAUSES) console.log(`    ${c}: ${byCause.get(c)}`);
  worst.sort((a, b) => b.n - a.n);
  for (const w of worst.slice(0, verbose ? 1000 : 12)) console.log(`    ${w.n}\t${w.cause}\t${w.file} p${w.page}: ${w.text}`);
}
