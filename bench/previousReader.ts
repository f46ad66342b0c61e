// The PDF reader as it was at another commit (main by default), loaded beside the current one so
// the PDF benchmark can time both on the same files in the same process: the previous figure is
// measured, not remembered. Its sources are unpacked from git into a temporary folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

type ParsePdf = (data: Uint8Array, options: { file: string }) => Promise<{ pageCount: number }>;

export interface PreviousReader {
  /** The commit it was read from, abbreviated. */
  commit: string;
  parsePdf: ParsePdf;
  dispose(): void;
}

const REPO = path.resolve(import.meta.dirname, "..");

/** The reader at `ref` (`BENCH_PDF_BASELINE`, else main), or why it cannot be loaded. */
export async function loadPreviousReader(ref = process.env["BENCH_PDF_BASELINE"] ?? "main"): Promise<PreviousReader | string> {
  const commit = spawnSync("git", ["rev-parse", "--short", "--verify", `${ref}^{commit}`], { cwd: REPO, encoding: "utf8" });
  if (commit.status !== 0) return `no commit "${ref}" in this clone (set BENCH_PDF_BASELINE to one)`;
  const archive = spawnSync("git", ["archive", "--format=tar", ref, "src-main"], { cwd: REPO, maxBuffer: 256 * 1024 * 1024 });
  if (archive.status !== 0) return `git archive ${ref} failed: ${archive.stderr.toString().trim()}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-reader-"));
  const dispose = () => fs.rmSync(dir, { recursive: true, force: true });
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.status !== 0) {
    dispose();
    return `could not unpack ${ref}: ${untar.stderr.toString().trim()}`;
  }
  return { commit: commit.stdout.trim(), parsePdf: await importReader(dir), dispose };
}

/**
 * This checkout's reader, copied and loaded the same way as the previous one: a reader loaded in
 * place ran 4-5% slower than the same sources loaded from a copy, which a run of the reader
 * against itself showed, so both are loaded alike.
 */
export async function loadCurrentReader(): Promise<PreviousReader> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-reader-"));
  fs.cpSync(path.join(REPO, "src-main"), path.join(dir, "src-main"), { recursive: true });
  return { commit: "this checkout", parsePdf: await importReader(dir), dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function importReader(dir: string): Promise<ParsePdf> {
  // The unpacked sources resolve their packages (pdf.js) from this checkout's node_modules.
  fs.symlinkSync(path.join(REPO, "node_modules"), path.join(dir, "node_modules"), "dir");
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
  const module = (await import(pathToFileURL(path.join(dir, "src-main/core/documents/parsePdf.ts")).href)) as { parsePdf: ParsePdf };
  return module.parsePdf;
}
