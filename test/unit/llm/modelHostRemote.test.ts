// The model host with a remote model beside a local one, on stand-in backends (no llama.cpp):
// a remote generator takes no memory here, so it neither waits for nor displaces a run's local model.
import { describe, expect, it } from "vitest";
import type { BackendModel, ModelBackend, ModelSession } from "../../../src-main/contract/modelHost.ts";
import { ModelHost } from "../../../src-main/core/llm/host/ModelHost.ts";

function standIn(bytes: number | null): ModelBackend & { loads: string[] } {
  const loads: string[] = [];
  return {
    loads,
    capabilities: { jsonSchema: true, scoring: false, embeddings: false },
    async load(file) {
      loads.push(file);
      let disposed = false;
      const model: BackendModel = {
        file,
        gpuLayersSetting: "auto",
        trainContextSize: 4096,
        get disposed() {
          return disposed;
        },
        openSession: async () => ({}) as ModelSession,
        tokenCounter: async () => ({ countTokens: (text: string) => text.length }),
        dispose: async () => void (disposed = true),
      };
      return model;
    },
    estimateBytes: async () => bytes,
    memoryBudget: async () => 1000,
  };
}

describe("the model host with remote models", () => {
  it("lets a run on a remote model go on beside a run holding a local generator, and keeps remote references as they are", async () => {
    const local = standIn(600);
    const remote = standIn(null);
    const host = new ModelHost({ backend: async (file) => (file.startsWith("remote:") ? remote : local) });
    const first = await host.acquire("generator", "/models/a.gguf", { holder: { kind: "run", runId: 1 } });
    expect(() => host.assertGeneratorFree("remote:qwen@abc", "start a run")).not.toThrow();
    const second = await host.acquire("generator", "remote:qwen@abc", { holder: { kind: "run", runId: 2 } });
    expect(remote.loads).toEqual(["remote:qwen@abc"]);
    expect(host.loaded().map((e) => e.file)).toEqual(["/models/a.gguf", "remote:qwen@abc"]);
    // Another local generator is still refused while run 1 holds its own, remote one or not.
    expect(() => host.assertGeneratorFree("/models/b.gguf", "start a run on another model")).toThrow(/run 1/);
    expect(first.released || second.released).toBe(false);
    first.release();
    second.release();
    await host.dispose();
  });
});
