// Writes the parsed paper (the whole ParsedPaper JSON the library stores, tables included) of every
// PDF of the shared sets, and of the Tabula and Camelot suites when DISTILLATE_TABULA_DIR and
// DISTILLATE_CAMELOT_DIR name them, one file per PDF under the folder given: run it before and after a change and `diff -rq` the two folders to
// show the change leaves what is read byte for byte the same.
// An entry named *.pdf that is no regular file (a FIFO, a device) or is past the app's PDF limit
// is skipped with the reason printed, never waited on or read without end. With
// DISTILLATE_DUMP_WORKERS=2 each PDF is parsed alone by a pool of two parse workers, which then
// share its pages (the owner from the front, a helper from the back), as a scan's are in the
// app: `diff -rq` against a plain dump shows that sharing the pages changes nothing read.
//   node bench/dumpPapers.ts <out-dir>
import fs from "node:fs";
import path from "node:path";
import { parsePdf } from "../src-main/core/documents/parsePdf.ts";
import { ParserPool } from "../src-main/core/documents/pool/ParserPool.ts";
import { readBenchPdf } from "./support.ts";

const out = process.argv[2];
if (!out) throw new Error("usage: node bench/dumpPapers.ts <out-dir>");
const FIXTURES = path.resolve(import.meta.dirname, "../../shared/fixtures");
const roots: [string, string][] = ["papers", "papers-wide", "papers-more", "papers-styles"].map((name) => [name, path.join(FIXTURES, name)]);
const tabula = process.env["DISTILLATE_TABULA_DIR"];
if (tabula) roots.push(["tabula", tabula]);
const camelot = process.env["DISTILLATE_CAMELOT_DIR"];
if (camelot) roots.push(["camelot", camelot]);
const workers = Number(process.env["DISTILLATE_DUMP_WORKERS"] ?? 0);
// Sharing asked for: the app shares only a scan's pages (ParserPool's sharePagesFrom), but the
// font renaming that sharing needs is checked here on the born-digital papers too.
const pool = workers > 0 ? new ParserPool({ size: workers, sharePagesFrom: 4 }) : null;

function pdfsUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name)).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pdfsUnder(full);
    return /\.pdf$/i.test(entry.name) ? [full] : [];
  });
}


let files = 0;
let skipped = 0;
for (const [name, root] of roots) {
  for (const file of pdfsUnder(root)) {
    const bytes = readBenchPdf(file);
    if (!bytes) {
      skipped++;
      continue;
    }
    const target = path.join(out, name, `${path.relative(root, file)}.json`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    let text: string;
    try {
      const options = { file: path.basename(file) };
      text = JSON.stringify(await (pool ? pool.parse(bytes, options) : parsePdf(bytes, options)), null, 1);
    } catch (error) {
      const e = error as Error;
      text = JSON.stringify({ error: e.name, message: e.message });
    }
    fs.writeFileSync(target, text);
    files++;
  }
}
await pool?.dispose();
console.log(`${files} files written under ${out}${skipped ? `, ${skipped} skipped` : ""}`);
