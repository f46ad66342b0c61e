import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { extractOlmocrSampleSuite, OLMOCR_CASES_FILE, parseTests } from "../../../scripts/extractOlmocrSampleSuite.ts";

// The extractor on a real git repository laid out as allenai/olmocr's sample: each PDF beside the
// tests written on it, a PDF in a subfolder named without its "/", a test on a missing PDF counted.
let root: string;
let repo: string;
const SAMPLE = "olmocr/bench/sample_data";

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "olmocr-extract-"));
  repo = path.join(root, "repo");
  fs.mkdirSync(path.join(repo, SAMPLE, "pdfs", "heads"), { recursive: true });
  fs.writeFileSync(path.join(repo, SAMPLE, "pdfs", "a.pdf"), "%PDF-1.4\n");
  fs.writeFileSync(path.join(repo, SAMPLE, "pdfs", "heads", "b.pdf"), "%PDF-1.4\n");
  const tests = [
    { pdf: "a.pdf", page: 1, id: "a1", type: "table", cell: "12", right: "14" },
    { pdf: "heads/b.pdf", page: 1, id: "b1", type: "absent", text: "Journal", first_n: 40 },
    { pdf: "gone.pdf", page: 1, id: "g1", type: "present", text: "x" },
  ];
  fs.writeFileSync(path.join(repo, SAMPLE, "dataset.jsonl"), `${tests.map((t) => JSON.stringify(t)).join("\n")}\n\n`);
  const git = (...args: string[]) => spawnSync("git", ["-C", repo, "-c", "user.name=t", "-c", "user.email=t@example.org", ...args]);
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "sample");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("extracting olmOCR-bench's sample", () => {
  it("writes each PDF with its tests and counts the tests whose PDF is absent", () => {
    const out = path.join(root, "out");
    const r = extractOlmocrSampleSuite(repo, out);
    expect(r).toMatchObject({ cases: 2, tests: 2, leftOut: 1 });
    expect(fs.readdirSync(out).sort()).toEqual(["OLMOCR-CASES.json", "OLMOCR-SOURCE.txt", "a.json", "a.pdf", "heads__b.json", "heads__b.pdf"]);
    const b = JSON.parse(fs.readFileSync(path.join(out, "heads__b.json"), "utf8"));
    expect(b.tests).toEqual([{ pdf: "heads/b.pdf", page: 1, id: "b1", type: "absent", text: "Journal", first_n: 40 }]);
    expect(JSON.parse(fs.readFileSync(path.join(out, OLMOCR_CASES_FILE), "utf8")).testsLeftOut).toBe(1);
  });

  it("refuses a repository without the sample, and a line that is not a test", () => {
    fs.rmSync(path.join(repo, SAMPLE), { recursive: true });
    spawnSync("git", ["-C", repo, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qam", "gone"]);
    expect(() => extractOlmocrSampleSuite(repo, path.join(root, "out"))).toThrow(/no olmocr\/bench\/sample_data\/dataset.jsonl/);
    expect(() => parseTests('{"pdf": "a.pdf"}')).toThrow(/line 1 has no pdf, type or id/);
    expect(() => parseTests("{oops")).toThrow(/line 1 is not JSON/);
  });
});
