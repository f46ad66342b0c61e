import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { folderCycles, folderImports } from "../../support/folderCycles.ts";

const repo = path.resolve(import.meta.dirname, "../../..");

/** Every folder below `root` that holds folders, `root` included, as paths from the repository. */
function foldersBelow(root: string): string[] {
  const inner = fs.readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== "fixtures");
  return inner.length === 0 ? [] : [path.relative(repo, root), ...inner.flatMap((e) => foldersBelow(path.join(root, e.name)))];
}

/** A cycle written from its first folder by name, so the listing does not hang on the order folders are read in. */
function fromFirstByName(cycle: string[]): string[] {
  const round = cycle.slice(0, -1);
  const at = round.indexOf([...round].sort()[0]!);
  const turned = [...round.slice(at), ...round.slice(0, at)];
  return [...turned, turned[0]!];
}

/**
 * Cycles still standing, each with why it has not been broken yet: the check holds each to
 * exactly this list, so a new cycle fails, and so does breaking one without striking it here.
 * None is left: strategies and filters share their QA measures through pipeline/qaMeasures/,
 * OCR's font name lives with the run types in layout/, and a stream's overrun with its error.
 */
const KNOWN: Record<string, string[][]> = {};

// coreFolderCycles.test.ts holds core/ and core/llm/ to none; this holds every other folder of the
// app and of the tests at every depth (the renderer's app/ and features/, test/'s corpus/ and support/).
describe("folders at every depth of src-main, src-renderer and test", () => {
  const roots = ["src-main", "src-renderer", "test"].flatMap((top) => foldersBelow(path.join(repo, top)));

  it("import each other in no cycle beyond the known ones", () => {
    expect(roots).toContain("src-renderer/src/features");
    const found = Object.fromEntries(roots.flatMap((root) => {
      const cycles = folderCycles(folderImports(path.join(repo, root))).map(fromFirstByName).sort((a, b) => a.join().localeCompare(b.join()));
      return cycles.length > 0 ? [[root, cycles]] : [];
    }));
    expect(found).toEqual(KNOWN);
  });
});

// The repository's own top-level folders: bench/ builds on test support, tests import scripts/
// (to test them) and both import the app; nothing below imports what sits above it, so a tool
// that needs test support lives in bench/, and what a script and a test share lives in scripts/.
describe("the repository's top-level folders", () => {
  it("import each other in no cycle", () => {
    const top = ["bench", "scripts", "src-main", "src-renderer", "test"];
    const edges = folderImports(repo, top);
    expect(edges.get("test")?.has("scripts")).toBe(true);
    expect(edges.get("bench")?.has("test")).toBe(true);
    expect(folderCycles(edges).map(fromFirstByName)).toEqual([]);
  });
});
