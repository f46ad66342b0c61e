import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveModelFile } from "../../../src-main/core/llm/generateTest.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("a model named by id or by file", () => {
  it("reads digits as a registry id, never as a file of that name (the desktop grants rely on it)", async () => {
    const dir = tempDir();
    const lookalike = path.join(dir, "3");
    fs.writeFileSync(lookalike, "not a model");
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const registry = (id: string) => (id === "3" ? "/models/registered.gguf" : undefined);
      expect(await resolveModelFile("3", registry)).toBe("/models/registered.gguf");
      await expect(resolveModelFile("4", registry)).rejects.toMatchObject({ name: "ModelNotFoundError" });
      expect(await resolveModelFile("./3", registry)).toBe(lookalike);
      expect(await resolveModelFile("3")).toBe(lookalike);
    } finally {
      process.chdir(cwd);
    }
  });
});
