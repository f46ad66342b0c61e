// The crash test of test/model/pipelineCrash.test.ts with the model behind a loopback
// OpenAI-compatible server: the process driving the run is killed with SIGKILL while requests
// are in flight (the server goes on), and the resumed run ends with the QAs of an uninterrupted
// one, none twice.
import path from "node:path";
import { afterAll, describe, it } from "vitest";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { startOpenAiServer, type OpenAiServer } from "../support/openAiServer.ts";
import { tempDir } from "../support/tempDir.ts";
import { expectKilledRunEndsLikeUninterrupted, planTwinRuns, runChild } from "./support/killedRun.ts";

const CHILD = path.join(import.meta.dirname, "../support/remotePipelineChild.ts");
const MODEL_NAME = "tiny/remote-llama";
const runtime = useRuntime();
let server: OpenAiServer | undefined;
let generator: Generator | undefined;
let model: LoadedModel | undefined;

afterAll(async () => {
  await server?.close();
  await generator?.dispose();
  await model?.dispose();
});

describe("a run on a remote model killed with SIGKILL and resumed", () => {
  it("ends with the same QA count as an uninterrupted run, no duplicates, and a sound file", async () => {
    const dir = tempDir();
    model = await runtime().loadModel({ file: writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 }) });
    generator = await model.createGenerator({ contextSize: 8192, sequences: 1 });
    server = await startOpenAiServer(model, generator, { modelName: MODEL_NAME });
    const { baseUrl } = server;
    const { file, reference, interrupted } = await planTwinRuns(dir, { id: null, name: "tiny-remote", sha256: null, quantization: null });
    await expectKilledRunEndsLikeUninterrupted({
      file,
      reference,
      interrupted,
      child: (runId, killAfterMs) => runChild(CHILD, [file, baseUrl, MODEL_NAME, String(runId)], killAfterMs),
      sound: { integrity: "ok", duplicates: 0, orphans: 0 },
    });
  }, 900_000);
});
