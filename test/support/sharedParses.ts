import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { inject } from "vitest";
import { parsePdf } from "../../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../../src-main/core/documents/ParsedPaper.ts";
import { claimFolder } from "./claimFolder.ts";
import "./sharedParsesSetup.ts";

// Several corpus files read the same shared papers: each set's quality file, the doubts detector
// over all four sets and the list of tables found in three of them, about three parses of every
// paper per run (docs/testing.md, round 13). The first file to ask parses a paper and keeps the
// result in the run's folder (sharedParsesSetup.ts); a file in the other worker process that asks
// for it meanwhile waits for that parse, and later files read it back. Each caller gets its own
// copy, so no file sees another's changes to it.

const POLL_MS = 100;

type Parse = (bytes: Uint8Array, options: { file: string }) => Promise<ParsedPaper>;

/**
 * What `parsePdf(bytes, { file: basename })` gives for the PDF at `file`, parsed once per run. A
 * paper the reader refuses is not kept: each caller reads it again and gets the reader's own error.
 * `root` is the run's folder; defaults to the one the corpus project's global set-up made.
 */
export async function parseSharedPaper(file: string, root = inject("sharedParsesDir"), parse: Parse = parsePdf): Promise<ParsedPaper> {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const options = { file: path.basename(file) };
  const dir = path.join(root, createHash("sha256").update(bytes).update(`\0${options.file}`).digest("hex"));
  const paperFile = path.join(dir, "paper.v8");
  const refusedFile = path.join(dir, "refused");
  if (claimFolder(dir)) {
    let paper: ParsedPaper;
    try {
      paper = await parse(bytes, options);
    } catch (error) {
      fs.writeFileSync(refusedFile, "");
      throw error;
    }
    // Written under another name and renamed, so a waiting file never reads half of it.
    fs.writeFileSync(`${paperFile}.partial`, v8.serialize(paper));
    fs.renameSync(`${paperFile}.partial`, paperFile);
    return v8.deserialize(fs.readFileSync(paperFile)) as ParsedPaper;
  }
  // The test's own time limit bounds this wait, as it bounds a parse made here.
  while (!fs.existsSync(paperFile)) {
    if (fs.existsSync(refusedFile)) return parse(bytes, options);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return v8.deserialize(fs.readFileSync(paperFile)) as ParsedPaper;
}
