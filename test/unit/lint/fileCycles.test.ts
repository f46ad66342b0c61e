import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileCycles } from "../../support/fileCycles.ts";
import { tempDir } from "../../support/tempDir.ts";

const repo = path.resolve(import.meta.dirname, "../../..");

// The folder checks (coreFolderCycles, nestedFolderCycles) see folders only: two files of one
// folder that import each other pass them. Round 36 left seven such groups, every one through a
// type declared in one of the files that used it (a database handle, a transport, a form's props);
// round 37 moved each type below its users. This holds the files to none, type-only imports included.
describe("files", () => {
  it.each(["src-main", "src-renderer", "test", "bench", "scripts"])("of %s import each other in no cycle", (top) => {
    expect(fileCycles(path.join(repo, top))).toEqual([]);
  });

  it("the check finds a cycle made only of type imports, through a third file and an index", () => {
    const root = tempDir();
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write("form/Form.tsx", 'import type { Props } from "./props";\nexport const Form = 1;\n');
    write("form/props.ts", 'import type { Choice } from "../choices";\nexport type Props = number;\n');
    write("choices/index.ts", 'export type { Form } from "../form/Form.tsx";\nexport type Choice = string;\n');
    write("alone.ts", 'import "./form/Form.tsx";\n');
    expect(fileCycles(root)).toEqual([["choices/index.ts", "form/Form.tsx", "form/props.ts"]]);
    write("choices/index.ts", "export type Choice = string;\n");
    expect(fileCycles(root)).toEqual([]);
  });
});
