// The default model's id once that model is removed. SQLite gives the next model registered the
// largest id plus one, which is the removed model's when it was registered last: the setting used
// to name the new model then, so Ask (which uses the default when no model is chosen) sent the
// library's passages to whatever was registered next, a remote server's model as readily as a
// local file. Real core, real SQLite, through the dispatcher every transport uses.
import { describe, expect, it } from "vitest";
import { createCore } from "../../../src-main/core/createCore.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { callService } from "../../support/callService.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("a default model removed, and another registered in its place", () => {
  it("leaves no default rather than making the new model the default", async () => {
    const core = createCore({ dataDir: tempDir() });
    try {
      const first = (await callService(core.services, "models.add", [writeTinyModel(tempDir(), "local-one.gguf"), {}])) as { model: { id: number } };
      const other = (await callService(core.services, "models.add", [writeTinyModel(tempDir(), "kept.gguf"), {}])) as { model: { id: number } };
      const last = (await callService(core.services, "models.add", [writeTinyModel(tempDir(), "local-two.gguf"), {}])) as { model: { id: number } };
      await callService(core.services, "settings.update", [{ defaultModelId: last.model.id }]);
      await callService(core.services, "models.remove", [first.model.id, {}]);
      // Removing another model leaves the default alone.
      expect(await callService(core.services, "settings.get", [])).toMatchObject({ defaultModelId: last.model.id });

      await callService(core.services, "models.remove", [last.model.id, {}]);
      const next = (await callService(core.services, "models.add", [writeTinyModel(tempDir(), "someone-else.gguf"), {}])) as { model: { id: number } };
      expect(next.model.id).toBe(last.model.id);
      expect(await callService(core.services, "settings.get", [])).toMatchObject({ defaultModelId: null });
      expect(other.model.id).not.toBe(next.model.id);
    } finally {
      await core.closeAsync();
    }
  });
});
