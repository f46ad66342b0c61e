// The model host's lease accounting on real tiny models: leases share one model, releasing is
// idempotent, a leased model is never unloaded, idle ones make room, and a load that does not
// fit the memory budget beside leased models is refused by name.
import { describe, expect, it } from "vitest";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { LlamaBackend } from "../../src-main/core/llm/host/LlamaBackend.ts";
import { ModelHost } from "../../src-main/core/llm/host/ModelHost.ts";
import { useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDir } from "../support/tempDir.ts";

const runtime = useRuntime();

/** Two different tiny models and a host whose budget holds `fit` of them. */
async function setup(fit = 10) {
  const dir = tempDir();
  const a = writeTinyModel(dir, "a.gguf");
  const b = writeTinyModel(dir, "b.gguf", { seed: 2 });
  const backend = new LlamaBackend(runtime());
  const bytes = (await backend.estimateBytes(a, {}))!;
  const host = new ModelHost<LoadedModel>({ backend: async () => backend, budgetBytes: Math.floor(bytes * fit) });
  return { a, b, host, bytes };
}

describe("leases on the model host", () => {
  it("shares one loaded model between leases, counts them, and keeps it loaded while any is held", async () => {
    const { a, host } = await setup();
    const first = await host.acquire("judge", a, { holder: { kind: "run", runId: 1 } });
    const second = await host.acquire("generator", a, { holder: { kind: "run", runId: 2 } });
    expect(second.model).toBe(first.model);
    expect(host.loaded()).toMatchObject([{ file: a, holders: [{ kind: "run", runId: 1 }, { kind: "run", runId: 2 }] }]);
    expect(host.runsUsing(a)).toEqual([1, 2]);
    const session = await first.session({ sequences: 2, contextSize: 512 });
    expect(await second.session({ sequences: 2, contextSize: 512 })).toBe(session);
    first.release();
    first.release();
    expect(first.released).toBe(true);
    expect(host.runsUsing(a)).toEqual([2]);
    // Still leased by the second: an unload of idle models leaves it alone.
    await host.unloadIdle();
    expect(first.model.disposed).toBe(false);
    second.release();
    expect(host.leased()).toBe(false);
    // Idle but still loaded, so the next lease is immediate; unloadIdle frees it.
    expect(host.loaded()).toHaveLength(1);
    await host.unloadIdle();
    expect(first.model.disposed).toBe(true);
    expect(host.loaded()).toEqual([]);
  });

  it("refuses by name a load that does not fit beside a leased model, and unloads an idle one to make room", async () => {
    const { a, b, host } = await setup(1.5);
    const judge = await host.acquire("judge", a, { holder: { kind: "run", runId: 1 } });
    await expect(host.acquire("embedding", b, { holder: { kind: "similarity" } })).rejects.toMatchObject({
      name: "ModelMemoryBudgetError",
      file: b,
      inUse: [a],
      message: expect.stringMatching(/^Not enough memory to load b\.gguf: it needs about [\d,]+ MiB, and [\d,]+ MiB of the [\d,]+ MiB models may use are taken by a\.gguf/),
    });
    expect(judge.model.disposed).toBe(false);
    judge.release();
    const embedder = await host.acquire("embedding", b, { holder: { kind: "similarity" } });
    expect(judge.model.disposed).toBe(true);
    expect(host.loaded().map((m) => m.file)).toEqual([b]);
    embedder.release();
    await host.dispose();
    expect(embedder.model.disposed).toBe(true);
  });

  it("keeps one generator: a run's model is never swapped, a yielding holder gives its model up", async () => {
    const { a, b, host } = await setup();
    let revoked = 0;
    const shown = await host.acquire("generator", a, { holder: { kind: "interactive" }, yields: true, onRevoked: () => revoked++ });
    // A run on another model takes the place of the Models view's model.
    const run = await host.acquire("generator", b, { holder: { kind: "run", runId: 5 } });
    expect(revoked).toBe(1);
    expect(shown.released).toBe(true);
    expect(shown.model.disposed).toBe(true);
    // While the run holds b, another generator is refused and b stays loaded.
    expect(() => host.assertGeneratorFree(a, "load a")).toThrow(expect.objectContaining({ name: "ModelInUseError", runIds: [5] }));
    await expect(host.acquire("generator", a, { holder: { kind: "check" }, action: "check another model" })).rejects.toMatchObject({
      name: "ModelInUseError",
      message: expect.stringMatching(/^Cannot check another model: run 5 is generating with b\.gguf/),
    });
    expect(run.model.disposed).toBe(false);
    // A judge on another file may sit beside the run's generator.
    const judge = await host.acquire("judge", a, { holder: { kind: "run", runId: 5 } });
    expect(host.loaded().map((m) => m.file).sort()).toEqual([a, b].sort());
    judge.release();
    run.release();
    await host.dispose();
  });
});
