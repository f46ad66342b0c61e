import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Global set-up of the browser tests: one folder for the whole `vitest run` in which the
 * libraries several test files start from are built once (test/support/sharedLibraries.ts),
 * removed when the run ends so no run ever reads another run's (or older code's) library.
 */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-shared-libraries-"));
  project.provide("sharedLibrariesDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    sharedLibrariesDir: string;
  }
}
