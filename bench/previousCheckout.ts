// The app's sources at another commit (main by default), unpacked from git into a temporary
// folder beside this checkout's packages, so a benchmark can run the previous code in the same
// run as the current one: the "before" figure is measured, not remembered.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface PreviousCheckout {
  /** The commit, abbreviated. */
  commit: string;
  /** The folder holding `paths` as they were at that commit, with this checkout's node_modules. */
  dir: string;
  dispose(): void;
}

const REPO = path.resolve(import.meta.dirname, "..");

/** `paths` (folders or files of the repository) at `ref`, or why they cannot be unpacked. */
export function unpackCheckout(ref: string, paths: readonly string[]): PreviousCheckout | string {
  const commit = spawnSync("git", ["rev-parse", "--short", "--verify", `${ref}^{commit}`], { cwd: REPO, encoding: "utf8" });
  if (commit.status !== 0) return `no commit "${ref}" in this clone`;
  const archive = spawnSync("git", ["archive", "--format=tar", ref, ...paths], { cwd: REPO, maxBuffer: 512 * 1024 * 1024 });
  if (archive.status !== 0) return `git archive ${ref} failed: ${archive.stderr.toString().trim()}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-previous-"));
  const dispose = () => fs.rmSync(dir, { recursive: true, force: true });
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.status !== 0) {
    dispose();
    return `could not unpack ${ref}: ${untar.stderr.toString().trim()}`;
  }
  // The unpacked sources resolve their packages (better-sqlite3, zod...) from this checkout.
  fs.symlinkSync(path.join(REPO, "node_modules"), path.join(dir, "node_modules"), "dir");
  return { commit: commit.stdout.trim(), dir, dispose };
}
