import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { folderCycles, folderImports, type FolderEdges } from "../../support/folderCycles.ts";
import { tempDir } from "../../support/tempDir.ts";

const core = path.resolve(import.meta.dirname, "../../../src-main/core");
const llm = path.join(core, "llm");

/** "a -> b -> a (a/x.ts imports b; b/y.ts imports a)": what to untangle, file by file. */
function describeCycle(edges: FolderEdges, cycle: string[]): string {
  const steps = cycle.slice(1).map((to, i) => `${edges.get(cycle[i]!)!.get(to)!.join(", ")} import ${to}/`);
  return `${cycle.join(" -> ")} (${steps.join("; ")})`;
}

// eslint's no-restricted-imports sees one import at a time and import/no-cycle follows files, not
// folders (and is not installed): a folder cycle made of acyclic files needs its own check.
describe("folders inside core/", () => {
  it("never import each other, directly or through other folders", () => {
    const edges = folderImports(core);
    expect(edges.size).toBeGreaterThan(5);
    expect(folderCycles(edges).map((cycle) => describeCycle(edges, cycle))).toEqual([]);
  });

  // llm/ is one folder of core/ but nine of its own: its floors (llm/README.md) hold the same way.
  it("nor do the folders inside core/llm/", () => {
    const edges = folderImports(llm);
    expect(edges.size).toBeGreaterThan(5);
    expect(folderCycles(edges).map((cycle) => describeCycle(edges, cycle))).toEqual([]);
  });

  it("the check finds a cycle through a third folder, a type-only import and a re-export", () => {
    const root = tempDir();
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write("runs/plan.ts", 'import type { Row } from "../db/row.ts";\nexport const plan = 1;\n');
    write("db/row.ts", 'export { exported } from "../export/file.ts";\nexport type Row = number;\n');
    write("export/file.ts", 'export const exported = async () => import("../runs/plan.ts");\n');
    write("wiring.ts", 'import "./runs/plan.ts";\n');
    const edges = folderImports(root);
    expect(folderCycles(edges)).toEqual([["runs", "db", "export", "runs"]]);
    write("export/file.ts", "export const exported = 1;\n");
    expect(folderCycles(folderImports(root))).toEqual([]);
  });
});
