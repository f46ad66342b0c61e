import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { extractPeerTestsSuite, PEERTESTS_CASES_FILE } from "../../../scripts/extractPeerTestsSuite.ts";

// The extractor on real git repositories laid out as tabula-py's and PyMuPDF's tests: expected
// cells from a CSV, from `assert <x> == <literal>` in a named test function (read by python3's
// ast, never run) and from a pickle of plain lists, which is refused when it names a class.
let root: string;
const git = (repo: string, ...args: string[]) => spawnSync("git", ["-C", repo, "-c", "user.name=t", "-c", "user.email=t@example.org", ...args]);

function repoWith(files: Record<string, string | Buffer>): string {
  const repo = fs.mkdtempSync(path.join(root, "repo-"));
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), body);
  }
  git(repo, "init", "-q");
  git(repo, "add", "-A");
  git(repo, "commit", "-qm", "tests");
  return repo;
}

const pickled = (python: string) => spawnSync("python3", ["-c", `import pickle, sys; sys.stdout.buffer.write(pickle.dumps(${python}))`]).stdout;
const PDF = "%PDF-1.4\n";

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "peertests-extract-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("extracting the peers' own table tests", () => {
  it("reads tabula-py's expected CSV files as whole tables", () => {
    const repo = repoWith({
      "tabula/io.py": "",
      "tests/resources/data.pdf": PDF,
      "tests/resources/campaign_donors.pdf": PDF,
      "tests/resources/data_1.csv": '"",mpg\nMazda RX4,21.0\n',
      "tests/resources/campaign_donors.csv": "a,b\n1,2\n",
    });
    const out = path.join(root, "out");
    expect(extractPeerTestsSuite(repo, out)).toMatchObject({ peer: "tabula-py", cases: 2 });
    const c = JSON.parse(fs.readFileSync(path.join(out, "tabula-py-data-page-1.json"), "utf8"));
    expect(c.tables).toEqual([[["", "mpg"], ["Mazda RX4", "21.0"]]]);
    expect(JSON.parse(fs.readFileSync(path.join(out, PEERTESTS_CASES_FILE), "utf8")).leftOut.length).toBeGreaterThan(0);
  });

  const mupdfFiles = (pickle: Buffer) => ({
    "src/table.py": "",
    ...Object.fromEntries(["chinese-tables", "small-table", "test_3179", "battery-file-22", "dotted-gridlines"].map((n) => [`tests/resources/${n}.pdf`, PDF])),
    "tests/resources/chinese-tables.pickle": pickle,
    "tests/test_tables.py": [
      "def test_boxes_param():",
      '    assert tab.extract() == [["h", None], ["1", "2"]]',
      "    assert len(x) == 9",
      "def test_3179():",
      "    assert len(tabs.tables) == 3",
      "def test_battery_file():",
      "    assert len(tabs.tables) == 0",
      "def test_dotted_grid():",
      "    assert len(tabs.tables) == 3",
      "",
    ].join("\n"),
  });

  it("reads PyMuPDF's asserted literals (the first assert of each named function) and its pickled tables", () => {
    const out = path.join(root, "out");
    const repo = repoWith(mupdfFiles(pickled('{"extracts": [[["a", None]], [["b"]]], "cells": []}')));
    expect(extractPeerTestsSuite(repo, out)).toMatchObject({ peer: "pymupdf", cases: 5 });
    const read = (id: string) => JSON.parse(fs.readFileSync(path.join(out, `${id}.json`), "utf8"));
    expect(read("pymupdf-small-table").tables).toEqual([[["h", ""], ["1", "2"]]]);
    expect(read("pymupdf-battery-count").count).toBe(0);
    expect(read("pymupdf-chinese-tables").tables).toEqual([[["a", ""]], [["b"]]]);
  });

  it("builds gmft's cases from its reference CSVs, one per page, and leaves out a case whose PDF is not one", () => {
    const csvs = { pdf1_t0: 'A,B\n1,"x\ny"\n', pdf1_t1: "C\n2\n", pdf2_t0: "D\n3\n" };
    const tables = { pdf1_t0: { filename: "data/pdfs/1.pdf", page_no: 3 }, pdf1_t1: { filename: "data/pdfs/1.pdf", page_no: 3 }, pdf2_t0: { filename: "data/pdfs/2.pdf", page_no: 0 }, pdf9_t0: { filename: "data/pdfs/9.pdf", page_no: 1 } };
    const repo = repoWith({
      "gmft/auto.py": "",
      "data/pdfs/1.pdf": PDF,
      "data/pdfs/2.pdf": "<html></html>",
      "data/test/references/tatr_csvs.json": JSON.stringify(csvs),
      "data/test/references/tatr_tables.json": JSON.stringify(tables),
    });
    const out = path.join(root, "out");
    expect(extractPeerTestsSuite(repo, out)).toMatchObject({ peer: "gmft", cases: 1, pdfAbsent: 1 });
    const c = JSON.parse(fs.readFileSync(path.join(out, "gmft-1-p4.json"), "utf8"));
    expect(c.tables).toEqual([[["A", "B"], ["1", "x\ny"]], [["C"], ["2"]]]);
    expect(JSON.parse(fs.readFileSync(path.join(out, PEERTESTS_CASES_FILE), "utf8")).pdfAbsent).toEqual(["gmft-2-p1"]);
  });

  it("refuses a pickle that names a class, and a copy that is none of the peers", () => {
    const repo = repoWith(mupdfFiles(pickled('{"extracts": __import__("collections").OrderedDict()}')));
    expect(() => extractPeerTestsSuite(repo, path.join(root, "out"))).toThrow(/could not read tests\/resources\/chinese-tables.pickle: [\s\S]*refused collections.OrderedDict/);
    const other = repoWith({ "README.md": "" });
    expect(() => extractPeerTestsSuite(other, path.join(root, "out2"))).toThrow(/none of pdfplumber, PyMuPDF, tabula-py or gmft/);
  });
});
