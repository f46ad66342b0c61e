import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Global set-up of the corpus tests: one folder for the whole `vitest run` in which each shared
 * paper is parsed once for every file that reads it (test/support/sharedParses.ts), removed when
 * the run ends so no run ever reads what another run's (or older code's) reader made.
 */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-shared-parses-"));
  project.provide("sharedParsesDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    sharedParsesDir: string;
  }
}
