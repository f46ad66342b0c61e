import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { claimFolder } from "./claimFolder.ts";
import type { ServedAppDirs } from "./servedApp.ts";
import { giveSuiteInstallSecret } from "./suiteInstallSecret.ts";
import "./sharedLibrariesSetup.ts";

// Several browser test files start from the same library, and building it is a large part of
// their time (the demo runs library makes a real SciQAG run; docs/testing.md has the figures).
// The first file to ask builds it once in the run's folder (sharedLibrariesSetup.ts); every
// file, the builder too, serves its own copy, so one file's clicks never reach another's
// library. Files in other worker processes that ask meanwhile wait for that build rather than
// making a second one. The copy is taken after the build's core has closed, so nothing writes
// to the files while they are copied.

const POLL_MS = 500;

/**
 * Copies the library `name` into `dirs.dataDir`, building it first with `build` if no test file
 * of this run has, and returns what `build` returned (kept as JSON, so it must be plain data).
 * The copy's rows still name files the build wrote into its own folder (a registered model
 * file), which stays until the run ends: a test on a shared library must not delete them.
 * `root` is the run's folder. Defaults to the one the e2e project's global set-up made.
 */
export async function copyOfSharedLibrary<T>(name: string, build: (dirs: ServedAppDirs) => Promise<T>, dirs: ServedAppDirs, root = inject("sharedLibrariesDir")): Promise<T> {
  const dir = path.join(root, name);
  const built = { dataDir: path.join(dir, "data"), work: path.join(dir, "work") };
  const seedFile = path.join(dir, "seed.json");
  const failureFile = path.join(dir, "failed.txt");
  if (claimFolder(dir)) {
    try {
      fs.mkdirSync(built.work);
      // The run's one installation (suiteInstallSecret.ts), as the copies' own libraries have.
      giveSuiteInstallSecret(built.dataDir);
      const seed = await build(built);
      // Written under another name and renamed, so a waiting file never reads half of it.
      fs.writeFileSync(`${seedFile}.partial`, JSON.stringify(seed));
      fs.renameSync(`${seedFile}.partial`, seedFile);
    } catch (error) {
      fs.writeFileSync(failureFile, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
  } else {
    // The hook's own time limit bounds this wait, as it bounds a build made here.
    while (!fs.existsSync(seedFile)) {
      if (fs.existsSync(failureFile)) throw new Error(`Another test file failed to build the shared library "${name}":\n${fs.readFileSync(failureFile, "utf8")}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  fs.cpSync(built.dataDir, dirs.dataDir, { recursive: true });
  return JSON.parse(fs.readFileSync(seedFile, "utf8")) as T;
}
