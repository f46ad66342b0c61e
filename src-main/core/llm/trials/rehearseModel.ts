import { loadPromptTokenizer } from "../engine/PromptTokenizer.ts";
import { pinModelFile } from "../gguf/pinModelFile.ts";
import { estimateFitFromInsights, systemMemory } from "../models/estimateFit.ts";
import { readGgufMetadata } from "../models/readGgufMetadata.ts";
import type { LlamaRuntime } from "../runtime/LlamaRuntime.ts";
import type { TrialRequest, TrialStep } from "./trialProtocol.ts";

/** A prompt with the kinds of text the app sends: words, digits, punctuation, accents, other scripts, markup. */
const SAMPLE = 'Question: what does Table 2 show? Answer: {"value": 3.5e-2, "unit": "μm"} — café, 東京, ∑ ✓\n';
/** Tokens of context the trial makes: enough for the sample, small enough to cost little. */
const TRIAL_CONTEXT = 256;

/**
 * Does with a model file what the app does with it for `request.use` (see TrialUse), on
 * `runtime` (one without trials: this is the trial), announcing each step before it starts.
 * Returns what frees the model (a trial's process just ends instead).
 */
export async function rehearseModel(runtime: LlamaRuntime, request: TrialRequest, step: (name: TrialStep) => Promise<void>): Promise<() => Promise<void>> {
  // The file the parent checked, held open: every step below reads it (on Linux through its
  // descriptor), whatever is renamed over the path meanwhile; another file there is refused.
  const pinned = await pinModelFile(request.file, request.identity);
  try {
    return await rehearse(runtime, { ...request, file: pinned.path }, step);
  } finally {
    await pinned.release();
  }
}

async function rehearse(runtime: LlamaRuntime, request: TrialRequest, step: (name: TrialStep) => Promise<void>): Promise<() => Promise<void>> {
  const { file, use, gpuLayers } = request;
  if (use === "tokenizer") {
    await step("tokenizer");
    const tokenizer = await loadPromptTokenizer(runtime.llama, file);
    tokenizer.countTokens(SAMPLE);
    return () => tokenizer.dispose();
  }
  await step("estimate");
  const reading = await readGgufMetadata(file, { requireWeights: false, llama: runtime.llama });
  if (reading.insights && reading.metadata.tensorCount > 0) await estimateFitFromInsights(reading.insights, systemMemory());
  if (use === "estimate") return async () => undefined;

  await step("load");
  const loaded = await runtime.loadModel({ file, gpuLayers });
  const contextSize = Math.min(TRIAL_CONTEXT, loaded.trainContextSize || TRIAL_CONTEXT);
  if (use === "embedding") {
    await step("embedder");
    const embedder = await loaded.openEmbedder({ contextSize });
    await step("embed");
    await embedder.embed([SAMPLE]);
    return () => loaded.dispose();
  }
  await step("context");
  const context = await loaded.model.createContext({ contextSize, sequences: 1, threads: 1 });
  await step("evaluate");
  const tokens = loaded.model.tokenize(SAMPLE).slice(0, contextSize - 2);
  loaded.model.detokenize(tokens);
  // Evaluating samples the next token too: the sampler sees the model's real logits.
  const generation = context.getSequence().evaluate(tokens);
  await generation.next();
  await generation.return();
  return () => loaded.dispose();
}

