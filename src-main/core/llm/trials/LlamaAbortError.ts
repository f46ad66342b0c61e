import type { TrialStep } from "./trialProtocol.ts";

/** What the trial was doing when llama.cpp stopped, in a sentence's words. */
const DOING: Record<TrialStep, string> = {
  start: "starting",
  tokenizer: "reading its tokenizer",
  estimate: "sizing it for memory",
  load: "loading it",
  context: "making a context on it",
  evaluate: "evaluating a prompt with it",
  embedder: "making an embedding context on it",
  embed: "embedding a text with it",
};

/**
 * llama.cpp stopped the process (an assertion, an abort, a crash) while a model file was tried
 * in a separate process before being loaded in this one (core/llm/trials/). Nothing else
 * stopped, and the file is never loaded here. `assertion` is llama.cpp's own line, e.g.
 * `llama-model.cpp:1226: GGML_ASSERT(hparams.n_layer_all > 0 && ...) failed`, without the paths
 * of the machine it was built on; empty when it printed none.
 */
export class LlamaAbortError extends Error {
  override readonly name = "LlamaAbortError";
  readonly file: string;
  readonly step: TrialStep;
  readonly assertion: string;
  /** The signal that ended the trial (SIGABRT, SIGSEGV...) or its exit code. */
  readonly ending: string;

  constructor(file: string, step: TrialStep, assertion: string, ending: string) {
    super(
      `${file} stopped llama.cpp while ${DOING[step]}` +
        `${assertion ? ` (${assertion})` : ` (it ended with ${ending})`}. ` +
        `This was a trial in a separate process, so nothing else stopped, and the model is not loaded. ` +
        `The file was made wrongly or damaged, or needs another version of llama.cpp; download it again or choose another model.`,
    );
    this.file = file;
    this.step = step;
    this.assertion = assertion;
    this.ending = ending;
  }
}
