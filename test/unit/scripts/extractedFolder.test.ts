import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commitIn, pdfAt, sourceAndTarget } from "../../../scripts/extractedFolder.ts";

// What every peer-suite extractor refuses before writing anything, on a real git repository: an
// output folder inside the copy (also through a link), one already holding a file, a commit that
// is not there; and a PDF that the copy holds only as a Git LFS pointer is no PDF.
let root: string;
let repo: string;
const fail = (message: string) => new Error(`refused: ${message}`);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "extracted-folder-"));
  repo = path.join(root, "repo");
  fs.mkdirSync(repo);
  const git = (...args: string[]) => spawnSync("git", ["-C", repo, "-c", "user.name=t", "-c", "user.email=t@example.org", ...args]);
  git("init", "-q");
  fs.writeFileSync(path.join(repo, "a.pdf"), "%PDF-1.4\n");
  fs.writeFileSync(path.join(repo, "b.pdf"), "version https://git-lfs.github.com/spec/v1\n");
  git("add", "-A");
  git("commit", "-qm", "fixture");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the folder a peer suite is extracted into", () => {
  it("is refused inside the repository, through a link into it, or when it holds a file", () => {
    expect(() => sourceAndTarget(repo, path.join(repo, "out"), fail)).toThrow(/refused: .*inside the repository/);
    fs.symlinkSync(repo, path.join(root, "link"));
    expect(() => sourceAndTarget(repo, path.join(root, "link"), fail)).toThrow(/inside the repository/);
    const full = path.join(root, "full");
    fs.mkdirSync(full);
    fs.writeFileSync(path.join(full, "keep.txt"), "x");
    expect(() => sourceAndTarget(repo, full, fail)).toThrow(/not empty/);
    expect(() => sourceAndTarget(repo, path.join(full, "keep.txt"), fail)).toThrow(/not a folder/);
    expect(fs.readdirSync(full)).toEqual(["keep.txt"]);
  });

  it("is taken when new or empty, and the PDFs are read from the commit the ref names", () => {
    fs.mkdirSync(path.join(root, "empty"));
    expect(sourceAndTarget(repo, path.join(root, "empty"), fail).target).toBe(path.join(root, "empty"));
    expect(sourceAndTarget(repo, path.join(root, "new"), fail).source).toBe(fs.realpathSync(repo));
    expect(() => commitIn(repo, "no-such-ref", fail)).toThrow(/No commit "no-such-ref"/);
    expect(() => commitIn(root, "HEAD", fail)).toThrow(/is not a git repository/);
    const commit = commitIn(repo, "HEAD", fail);
    expect(pdfAt(repo, commit, "a.pdf")?.toString("latin1")).toBe("%PDF-1.4\n");
    expect(pdfAt(repo, commit, "b.pdf")).toBeNull();
    expect(pdfAt(repo, commit, "absent.pdf")).toBeNull();
  });
});
