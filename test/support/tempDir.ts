import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const perTest: string[] = [];
const perSuite: string[] = [];

function make(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A fresh directory under the system temp dir, removed after the current test. */
export function tempDir(prefix = "distillate-test-"): string {
  const dir = make(prefix);
  perTest.push(dir);
  return dir;
}

/** A directory for a whole test file (made in beforeAll), removed when the file's tests end. */
export function tempDirForSuite(prefix = "distillate-suite-"): string {
  const dir = make(prefix);
  perSuite.push(dir);
  return dir;
}

/** Removes the directories made by tempDir since the last call (after each test: tempDirCleanup.ts). */
export function removeTestDirs(): void {
  for (const dir of perTest.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Removes the directories made by tempDirForSuite since the last call (after each file: tempDirCleanup.ts). */
export function removeSuiteDirs(): void {
  for (const dir of perSuite.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
