import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const fixtures = path.join(root, "test/fixtures/layering");

/** Lints a fixture's text as if it were the file at `pretendPath`, with the project's config. */
async function lintAs(fixture: string, pretendPath: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(fs.readFileSync(path.join(fixtures, fixture), "utf8"), { filePath: path.join(root, pretendPath) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-globals");
}

describe("the layering lint rule", () => {
  it("rejects Electron in core/", async () => {
    const messages = await lintAs("core-imports-electron.ts", "src-main/core/somewhere/bad.ts");
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toMatch(/core\/ is plain Node/);
  });

  it("rejects Node modules in contract/", async () => {
    const messages = await lintAs("contract-imports-node.ts", "src-main/contract/bad.ts");
    expect(messages.map((m) => m.message).join()).toMatch(/contract\/ is shared by every process/);
  });

  it("rejects core/ in the renderer", async () => {
    const messages = await lintAs("renderer-imports-core.ts", "src-renderer/src/features/bad.ts");
    expect(messages.map((m) => m.message).join()).toMatch(/only the contract/);
  });

  it("rejects core/ reached through the contract alias, and any path that climbs out of it", async () => {
    for (const file of ["src-renderer/src/features/bad.ts", "src-renderer/src/features/library/Bad.tsx"]) {
      const messages = (await lintAs("renderer-imports-core-through-alias.ts", file)).map((m) => m.message);
      expect(messages.filter((m) => /'@contract\/\.\.\/core\/db\/openDatabase\.ts'/.test(m)).join()).toMatch(/only the contract/);
      expect(messages.filter((m) => /'@contract\/\.\.\/\.\.\/package\.json'/.test(m)).join()).toMatch(/must not climb out of src-main\/contract/);
    }
  });

  it("accepts the contract through its alias in the renderer", async () => {
    expect(await lintAs("renderer-imports-contract-alias.ts", "src-renderer/src/features/fine.ts")).toEqual([]);
    expect(await lintAs("renderer-imports-contract-alias.ts", "src-renderer/src/features/library/Fine.tsx")).toEqual([]);
  });

  it("rejects native modules outside core/", async () => {
    const messages = await lintAs("shell-imports-native.ts", "src-main/shell/bad.ts");
    expect(messages.map((m) => m.message).join()).toMatch(/only inside core\//);
  });

  it("keeps the client out of view components: calls go through a feature hook", async () => {
    const messages = await lintAs("view-imports-client.tsx", "src-renderer/src/features/library/Bad.tsx");
    // Only the app's client is refused; react-dom/client is another module of that name.
    expect(messages.map((m) => m.message)).toEqual([expect.stringMatching(/through their feature's hook/)]);
    expect(await lintAs("view-imports-client.tsx", "src-renderer/src/features/library/useFine.ts")).toEqual([]);
  });

  it("accepts the same imports where they belong", async () => {
    expect(await lintAs("core-imports-electron.ts", "src-main/shell/fine.ts")).toEqual([]);
    expect(await lintAs("contract-imports-node.ts", "src-main/core/fine.ts")).toEqual([]);
    expect(await lintAs("shell-imports-native.ts", "src-main/core/db/fine.ts")).toEqual([]);
  });
});
