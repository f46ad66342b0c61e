// Copies the table tests of a peer's own test suite (pdfplumber, MIT; PyMuPDF, AGPL, read only;
// tabula-py, MIT; gmft, MIT) out of a copy of its repository into a folder of your choosing, for the table
// benchmark to read through DISTILLATE_PEERTESTS_DIR. None of it is ever committed here. Unseen
// from round 36: nobody tunes the reader on it.
//
//   node scripts/extractPeerTestsSuite.ts <peer repository> <output folder> [--ref <commit>]
//
// Which peer a copy is comes from a file only that peer's repository holds (PEER_MARKERS); run the
// script once per peer, each into its own folder under one parent (e.g. <parent>/pdfplumber), and
// point DISTILLATE_PEERTESTS_DIR at the parent. The kept tests and those left out are listed in
// scripts/peerTestsCases.ts. Expected cells written as Python literals are read by python3's
// `ast` (never executed); PyMuPDF's saved run by an unpickler that builds plain lists, strings
// and dicts only; tabula-py's CSV files and gmft's CSV texts as they are.
//
// Output: <id>.pdf and <id>.json per case (the case and its expectation: `tables`, `row` or
// `count`), PEERTESTS-CASES.json (the peer, commit, cases and those left out) and
// PEERTESTS-SOURCE.txt.
import fs from "node:fs";
import path from "node:path";
import { csvRows } from "./csvRows.ts";
import { commitIn, gitIn, pdfAt, sourceAndTarget, writeCase, writeSourceNote } from "./extractedFolder.ts";
import { GMFT_REFERENCES, PEER_MARKERS, PEER_TEST_CASES, PEER_TESTS_LEFT_OUT, type PeerName, type PeerTestCase } from "./peerTestsCases.ts";
import { assertedLiteral, pickledValue } from "./peerTestsPython.ts";
import { runExtractScript } from "./runExtractScript.ts";

export const PEERTESTS_CASES_FILE = "PEERTESTS-CASES.json";
const SOURCE_NOTE = "PEERTESTS-SOURCE.txt";

export class PeerTestsExtractError extends Error {
  override readonly name = "PeerTestsExtractError";
}
const fail = (message: string) => new PeerTestsExtractError(message);

/** A case as written beside its PDF: the case and what its test expects. */
export type PeerTestRecord = PeerTestCase & { tables?: string[][][]; row?: string[]; count?: number };

const isRows = (v: unknown): v is string[][] => Array.isArray(v) && v.every((r) => Array.isArray(r));

/** What the case's test expects, read out of the peer's files at `commit`. */
function expectation(c: PeerTestCase, show: (file: string) => Buffer): Pick<PeerTestRecord, "tables" | "row" | "count"> {
  const e = c.expect;
  const value =
    e.from === "csv" ? csvRows(show(e.file).toString("utf8")) : e.from === "pickle" ? pickledValue(show(e.file), e.key, e.file, fail) : assertedLiteral(show(e.file), e.func, e.assert, e.file, fail);
  const bad = () => fail(`${c.id}: the expectation in ${e.file} is not a ${c.kind} (has the peer's test changed?)`);
  if (c.kind === "count") {
    if (typeof value !== "number") throw bad();
    return { count: value };
  }
  if (c.kind === "row") {
    if (!Array.isArray(value) || !value.every((x) => typeof x === "string")) throw bad();
    return { row: value as string[] };
  }
  // A pickle holds a list of tables; an assert or a CSV one table.
  if (e.from === "pickle") {
    if (!Array.isArray(value) || !value.every(isRows)) throw bad();
    return { tables: (value as string[][][]).map((t) => t.map((r) => r.map(String))) };
  }
  if (!isRows(value)) throw bad();
  return { tables: [value.map((r) => r.map(String))] };
}

/** The peer a copy is, from the marker file only its repository holds. */
/** gmft's cases: one per page holding asserted tables, its tables in the order gmft numbers them. */
function gmftCases(show: (file: string) => Buffer): PeerTestRecord[] {
  const csvs = JSON.parse(show(GMFT_REFERENCES.csvs).toString("utf8")) as Record<string, string>;
  const places = JSON.parse(show(GMFT_REFERENCES.tables).toString("utf8")) as Record<string, { filename?: unknown; page_no?: unknown }>;
  const byPage = new Map<string, PeerTestRecord>();
  const keys = Object.keys(csvs).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  for (const key of keys) {
    const place = places[key];
    if (typeof place?.filename !== "string" || typeof place.page_no !== "number") throw fail(`gmft's ${GMFT_REFERENCES.tables} does not place table ${key}.`);
    const page = place.page_no + 1;
    const id = `gmft-${path.basename(place.filename, ".pdf")}-p${page}`;
    const c = byPage.get(id) ?? { id, peer: "gmft", pdf: place.filename, page, kind: "table", expect: { from: "csv", file: GMFT_REFERENCES.csvs }, about: "every table of the page, as gmft's test_df asserts it", tables: [] };
    c.tables!.push(csvRows(csvs[key]!));
    byPage.set(id, c);
  }
  return [...byPage.values()];
}

function whichPeer(source: string, commit: string): PeerName {
  const peer = (Object.keys(PEER_MARKERS) as PeerName[]).find((p) => gitIn(source, ["cat-file", "-e", `${commit}:${PEER_MARKERS[p]}`]).status === 0);
  if (!peer) throw fail(`${source} at ${commit.slice(0, 12)} is none of pdfplumber, PyMuPDF, tabula-py or gmft (no ${Object.values(PEER_MARKERS).join(", ")}).`);
  return peer;
}

export function extractPeerTestsSuite(repo: string, out: string, ref = "HEAD"): { peer: PeerName; cases: number; pdfAbsent: number; commit: string } {
  const { source, target } = sourceAndTarget(repo, out, fail);
  const commit = commitIn(source, ref, fail);
  const peer = whichPeer(source, commit);
  const show = (file: string) => {
    const r = gitIn(source, ["show", `${commit}:${file}`]);
    if (r.status !== 0) throw fail(`${source} at ${commit.slice(0, 12)} has no ${file}.`);
    return r.stdout;
  };
  const cases: PeerTestRecord[] = peer === "gmft" ? gmftCases(show) : PEER_TEST_CASES.filter((c) => c.peer === peer).map((c) => ({ ...c, ...expectation(c, show) }));
  fs.mkdirSync(target, { recursive: true });
  // A case whose PDF the copy lacks (gmft's repository holds web pages under some PDFs' names) is
  // left out and named in the cases file.
  const kept: PeerTestRecord[] = [];
  const pdfAbsent: string[] = [];
  for (const c of cases) {
    const pdf = pdfAt(source, commit, c.pdf);
    if (!pdf) {
      pdfAbsent.push(c.id);
      continue;
    }
    writeCase(target, c.id, pdf, c, 1);
    kept.push(c);
  }
  const leftOut = PEER_TESTS_LEFT_OUT.filter((l) => l.peer === peer);
  fs.writeFileSync(path.join(target, PEERTESTS_CASES_FILE), `${JSON.stringify({ peer, commit, cases: kept.map((c) => c.id), pdfAbsent, leftOut }, null, 1)}\n`);
  writeSourceNote(target, SOURCE_NOTE, `${peer}'s own table tests (PDFs and what the tests expect), extracted for Distillate's table benchmark (unseen from round 36).`, [
    `source: ${source}`,
    `commit: ${commit}`,
    `cases: ${kept.length}; left out: ${pdfAbsent.length} cases whose PDF the copy lacks, ${leftOut.length} groups of tests (${PEERTESTS_CASES_FILE} says why)`,
  ]);
  return { peer, cases: kept.length, pdfAbsent: pdfAbsent.length, commit };
}

if (import.meta.main) {
  await runExtractScript({
    usage: "node scripts/extractPeerTestsSuite.ts <pdfplumber, PyMuPDF, tabula-py or gmft repository> <output folder> [--ref <commit>]",
    envVar: "DISTILLATE_PEERTESTS_DIR",
    knownError: PeerTestsExtractError,
    extract: (repository, output, ref) => {
      const r = extractPeerTestsSuite(repository, output, ref);
      return `Wrote ${r.cases} ${r.peer} cases (${r.pdfAbsent} left out, their PDF absent from the copy) from commit ${r.commit.slice(0, 12)} into ${path.resolve(output)}.`;
    },
  });
}
