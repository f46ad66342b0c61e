import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { extractPdfParseBenchSuite, PARSEBENCH_CASES_FILE, PdfParseBenchExtractError, type PdfParseBenchCase } from "../../../scripts/extractPdfParseBenchSuite.ts";

// The extractor on a small git repository laid out as pdf-parse-bench's table set: what it keeps,
// what it leaves out and says why, and the folders it refuses to write into.
const DATASET = "data/2026-q1-tables-only";
let root: string;
let repo: string;

const git = (...args: string[]) => {
  const r = spawnSync("git", ["-C", repo, ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout.trim();
};

function write(rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
  fs.writeFileSync(path.join(repo, rel), text);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "parsebench-"));
  repo = path.join(root, "repo");
  fs.mkdirSync(repo);
  git("init", "-q");
  const table = String.raw`\begin{tabular}{lr}\toprule Name & Value \\ \midrule a & $-1$ \\ \bottomrule\end{tabular}`;
  write(`${DATASET}/pdfs/000.pdf`, "%PDF-1.4\n% a stand-in: the extractor copies bytes, the reader is not run here\n");
  write(`${DATASET}/ground_truth/000.json`, JSON.stringify([{ type: "text", data: "Intro." }, { type: "table", data: table, complexity: "simple" }]));
  write(`${DATASET}/pdfs/001.pdf`, "%PDF-1.4\n");
  write(`${DATASET}/ground_truth/001.json`, JSON.stringify([{ type: "table", data: "no environment here", complexity: "simple" }]));
  write(`${DATASET}/pdfs/002.pdf`, "version https://git-lfs.github.com/spec/v1\n");
  write(`${DATASET}/ground_truth/002.json`, "[]");
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "fixture");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("extracting pdf-parse-bench's table set", () => {
  it("writes each kept PDF with its tables as grids, and says why the others are left out", () => {
    const out = path.join(root, "suite");
    const r = extractPdfParseBenchSuite(repo, out);
    expect(r).toMatchObject({ cases: 1, tables: 1, leftOut: 2, commit: git("rev-parse", "HEAD") });
    const c = JSON.parse(fs.readFileSync(path.join(out, "000.json"), "utf8")) as PdfParseBenchCase;
    expect(c.tables).toEqual([
      [
        ["Name", "Value"],
        ["a", "−1"],
      ],
    ]);
    expect(c).toMatchObject({ complexity: ["simple"], cells: 4, uncertainCells: 1, guessed: [[[1, 1]]] });
    expect(fs.readFileSync(path.join(out, "000.pdf"), "latin1")).toMatch(/^%PDF-/);
    const notes = JSON.parse(fs.readFileSync(path.join(out, PARSEBENCH_CASES_FILE), "utf8")) as { leftOut: { id: string; reason: string }[] };
    expect(notes.leftOut.map((x) => x.id)).toEqual(["001", "002"]);
    expect(notes.leftOut[0]!.reason).toMatch(/no tabular environment/);
    expect(notes.leftOut[1]!.reason).toMatch(/LFS pointer/);
    expect(fs.existsSync(path.join(out, "001.pdf"))).toBe(false);
  });

  it("refuses a folder inside the repository, a folder already holding files, and a repository without the set", () => {
    expect(() => extractPdfParseBenchSuite(repo, path.join(repo, "out"))).toThrow(PdfParseBenchExtractError);
    const full = path.join(root, "full");
    fs.mkdirSync(full);
    fs.writeFileSync(path.join(full, "keep.txt"), "x");
    expect(() => extractPdfParseBenchSuite(repo, full)).toThrow(/not empty/);
    git("rm", "-rq", "data");
    git("-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "gone");
    expect(() => extractPdfParseBenchSuite(repo, path.join(root, "empty"))).toThrow(/has no data\/2026-q1-tables-only\/pdfs/);
    expect(fs.readdirSync(full)).toEqual(["keep.txt"]);
  });
});
