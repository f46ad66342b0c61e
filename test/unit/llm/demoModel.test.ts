import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ModelInfoSchema } from "../../../src-main/contract/models.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { tempDir } from "../../support/tempDir.ts";

const DEMO_NAME = "Demo model (writes nonsense; for trying the pipeline)";
const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

describe("the demo model", () => {
  it("is made in the data folder and registered in one step, hashed, named for what it is, and added only once", async () => {
    const core = createCore({ dataDir: tempDir() });
    try {
      const first = await core.services.models.addDemo();
      expect(first.status).toBe("added");
      const model = ModelInfoSchema.parse(first.model);
      expect(model).toMatchObject({ name: DEMO_NAME, architecture: "llama", contextLength: 8192, managed: true, fileStatus: "present", role: "generator" });
      expect(path.dirname(model.filePath)).toBe(path.join(core.dataDir, "models"));
      expect(model.sha256).toBe(sha256(model.filePath));

      const again = await core.services.models.addDemo();
      expect(again).toMatchObject({ status: "already-registered", model: { id: model.id } });
      expect(await core.services.models.list()).toHaveLength(1);

      // Distillate made the file, so removing the model may delete it; adding it again rebuilds the same bytes.
      expect(await core.services.models.remove(model.id, { deleteFile: true })).toMatchObject({ fileDeleted: true });
      expect(fs.existsSync(model.filePath)).toBe(false);
      const rebuilt = await core.services.models.addDemo();
      expect(rebuilt.status).toBe("added");
      expect(rebuilt.model.sha256).toBe(model.sha256);
    } finally {
      await core.closeAsync();
    }
  });

  it("is one command away on the command line", async () => {
    const dataDir = tempDir();
    let stdout = "";
    let stderr = "";
    const io = { stdout: (t: string) => void (stdout += t), stderr: (t: string) => void (stderr += t), env: {} };
    expect(await runCli(["models", "add-demo", "--data-dir", dataDir], io)).toBe(0);
    expect(stderr).toBe("");
    expect(stdout).toMatch(new RegExp(`^added #1  ${DEMO_NAME.replace(/[()]/g, "\\$&")}  \\(llama, .*8,192 tokens`));
    expect(stdout).toContain("(in the data folder)");
    stdout = "";
    expect(await runCli(["models", "add-demo", "--json", "--data-dir", dataDir], io)).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ status: "already-registered", model: { id: 1, name: DEMO_NAME } });
  });
});
