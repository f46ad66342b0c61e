import path from "node:path";
import { describe, expect, it } from "vitest";
import { invokeService } from "../../../src-main/contract/invokeService.ts";
import { DbInfoSchema } from "../../../src-main/contract/library.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("the dispatcher every transport uses", () => {
  it("calls a real service and returns schema-valid data", async () => {
    const core = createCore({ dataDir: tempDir() });
    const outcome = await invokeService(core.services, "library.dbInfo", []);
    expect(outcome.ok).toBe(true);
    const info = DbInfoSchema.parse((outcome as { value: unknown }).value);
    expect(info.path).toBe(path.join(core.dataDir, "library.sqlite"));
    await core.closeAsync();
  });

  it("refuses unknown methods, prototype tricks and bad arguments as named errors", async () => {
    const core = createCore({ dataDir: tempDir() });
    expect(await invokeService(core.services, "library.dropEverything", [])).toMatchObject({ ok: false, error: { name: "InvalidCallError" } });
    expect(await invokeService(core.services, "__proto__", [])).toMatchObject({ ok: false, error: { name: "InvalidCallError" } });
    expect(await invokeService(core.services, 42, [])).toMatchObject({ ok: false, error: { name: "InvalidCallError" } });
    expect(await invokeService(core.services, "library.dbInfo", ["unexpected"])).toMatchObject({ ok: false, error: { name: "InvalidCallError" } });
    await core.closeAsync();
  });
});
