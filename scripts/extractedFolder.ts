// What every peer-suite extractor (scripts/extract*Suite.ts) does alike around its own reading:
// git on the copy of the repository, the output folder it may write into, a PDF read out of a
// commit, the cases it writes and the note that says where they came from. Each extractor keeps
// its own error class: `fail` builds it from the message.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

type Fail = (message: string) => Error;

/** git inside `repo`; a suite's largest file (a PDF, an archive of the test folder) stays far below 1 GiB. */
export function gitIn(repo: string, args: string[], input?: Buffer) {
  return spawnSync("git", ["-C", repo, ...args], { maxBuffer: 1024 * 1024 * 1024, ...(input ? { input } : {}) });
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

/**
 * The repository's real path and the output folder's absolute path, once the folder is known to
 * lie outside the repository and to be absent or an empty folder: nothing of either is overwritten.
 */
export function sourceAndTarget(repo: string, out: string, fail: Fail): { source: string; target: string } {
  const source = fs.realpathSync(path.resolve(repo));
  const target = path.resolve(out);
  const realTarget = fs.existsSync(target) ? fs.realpathSync(target) : target;
  if (isInside(realTarget, source)) throw fail(`The output folder ${target} is inside the repository ${source}: choose a folder outside it.`);
  if (fs.existsSync(target) && (!fs.statSync(target).isDirectory() || fs.readdirSync(target).length > 0)) {
    throw fail(`The output folder ${target} exists and is not empty (or not a folder): choose a new one.`);
  }
  return { source, target };
}

/** The commit `ref` names in a git repository `source`. */
export function commitIn(source: string, ref: string, fail: Fail): string {
  if (gitIn(source, ["rev-parse", "--git-dir"]).status !== 0) throw fail(`${source} is not a git repository.`);
  const rev = gitIn(source, ["rev-parse", "--verify", `${ref}^{commit}`]);
  if (rev.status !== 0) throw fail(`No commit "${ref}" in ${source}.`);
  return rev.stdout.toString().trim();
}

/** A PDF's bytes at `commit:file`, or null when the copy does not hold it (absent, an LFS pointer, an image). */
export function pdfAt(source: string, commit: string, file: string): Buffer | null {
  const r = gitIn(source, ["show", `${commit}:${file}`]);
  return r.status === 0 && r.stdout.subarray(0, 5).toString("latin1") === "%PDF-" ? r.stdout : null;
}

/** Writes <id>.pdf and <id>.json (the case as JSON, indented by `indent` spaces; 0: one line). */
export function writeCase(target: string, id: string, pdf: Buffer, json: unknown, indent = 0): void {
  fs.writeFileSync(path.join(target, `${id}.pdf`), pdf);
  fs.writeFileSync(path.join(target, `${id}.json`), `${JSON.stringify(json, null, indent || undefined)}\n`);
}

/** Writes the note on where the folder's files came from: what they are, that they are never committed, then `facts`. */
export function writeSourceNote(target: string, file: string, what: string, facts: string[]): void {
  fs.writeFileSync(path.join(target, file), [what, "Not part of Distillate; never commit it.", ...facts, ""].join("\n"));
}
