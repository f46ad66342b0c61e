// Rehearses many model files in one process (the product's own trial steps, rehearseModel), for
// the hyperparameter fuzz: starting llama.cpp once for a batch keeps the fuzz cheap. Posts
// {index, step} before each step and {index, result} after each file. If llama.cpp stops the
// process, the parent knows the file and the step from the last message, and starts another
// batch after it (rehearseInChildren.ts).
import { createLlamaRuntime } from "../../src-main/core/llm/runtime/createLlamaRuntime.ts";
import { rehearseModel } from "../../src-main/core/llm/trials/rehearseModel.ts";
import { postToParent } from "../../src-main/core/llm/trials/postToParent.ts";
import type { TrialRequest } from "../../src-main/core/llm/trials/trialProtocol.ts";

const requests = JSON.parse(process.argv.at(-1) ?? "[]") as TrialRequest[];
const runtime = await createLlamaRuntime({ backend: "cpu", threads: 1 });
for (const [index, request] of requests.entries()) {
  let result: string;
  try {
    const release = await rehearseModel(runtime, request, (step) => postToParent({ index, step }));
    result = "loaded";
    await release();
  } catch (error) {
    result = `threw ${(error as Error).name}: ${(error as Error).message}`;
  }
  await postToParent({ index, result });
}
process.exit(0);
