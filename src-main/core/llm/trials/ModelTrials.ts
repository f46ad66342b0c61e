import path from "node:path";
import type { FileIdentityText } from "../../files/sameFile.ts";
import { workerScriptUrl } from "../../files/workerScript.ts";
import { LlamaAbortError } from "./LlamaAbortError.ts";
import { ModelFileReplacedError } from "../errors/ModelFileReplacedError.ts";
import { checkGgufFile } from "../gguf/checkGgufFile.ts";
import type { ChildLauncher } from "./ChildLauncher.ts";
import { forkChildLauncher } from "./forkChildLauncher.ts";
import { headerFingerprint } from "./headerFingerprint.ts";
import { llamaBuildId } from "./llamaBuildId.ts";
import { runTrial, type TrialCost, type TrialVerdict } from "./runTrial.ts";
import type { ModelTrialGate } from "../runtime/ModelTrialGate.ts";
import type { TrialRequest } from "./trialProtocol.ts";
import { TrialVerdicts, type TrialFacts } from "./TrialVerdicts.ts";

/** Changes when what a trial does changes, so verdicts of an older trial are not trusted. */
const TRIAL_VERSION = 2;

export interface ModelTrialsOptions {
  /** Starts the trial child. Defaults to child_process.fork; the desktop app passes Electron's utilityProcess. */
  launcher?: ChildLauncher;
  /** Where verdicts are kept between processes (the cache folder). Defaults to none (this process only). */
  dir?: string;
  /** Where the installation's secret that authenticates kept verdicts is (the data folder). Defaults to none: nothing is kept between processes. */
  secretDir?: string;
  /** The trial child's script. Defaults to trialChild (TypeScript source or the built bundle). */
  childUrl?: URL;
}

/**
 * Tries a model file in a separate process before this process does anything with it through
 * llama.cpp: llama.cpp stops the whole process on a failed assertion, and no check of the header
 * can foresee all of them. Once per file (by a hash of its header and its size), use, backend, GPU
 * layers and node-llama-cpp version on this machine: verdicts are kept, authenticated (TrialVerdicts).
 * The child checks it has the file checked here, and the load that follows checks it again
 * (pinModelFile), so a verdict is never applied to a file swapped in after it was reached. A
 * trial in which llama.cpp stopped becomes LlamaAbortError with its assertion line; a trial whose
 * step threw lets the caller go on (it meets the same, clean error itself). One trial at a time:
 * each may load a whole model.
 */
export class ModelTrials implements ModelTrialGate {
  private readonly launcher: ChildLauncher;
  private readonly verdicts: TrialVerdicts;
  private readonly childUrl: URL | undefined;
  private readonly running = new Map<string, Promise<TrialVerdict | null>>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Trials run in this process (not answered from the verdicts), for tests and benchmarks. */
  childrenStarted = 0;
  /** What the last trial run here cost, for benchmarks; null before any. */
  lastCost: TrialCost | null = null;

  constructor(options: ModelTrialsOptions = {}) {
    this.launcher = options.launcher ?? forkChildLauncher;
    this.verdicts = new TrialVerdicts({ dir: options.dir, secretDir: options.secretDir });
    this.childUrl = options.childUrl;
  }

  /**
   * Resolves when `request.file` may be used for `request.use` here, with the file as it was
   * checked and tried (for pinModelFile: the load must read that file and no other). Throws the
   * header check's errors (checkGgufFile), LlamaAbortError, or ModelFileReplacedError when the
   * file changed while it was tried.
   */
  async ensure(request: Omit<TrialRequest, "identity">, signal?: AbortSignal): Promise<FileIdentityText> {
    const file = path.resolve(request.file);
    const parts = await checkGgufFile(file);
    const fingerprint = await headerFingerprint(parts);
    const identity = parts[0]!.identity;
    const { use, backend, gpuLayers } = request;
    // The estimate sizes the model the same way whatever it will be used for and however loaded.
    const settings = use === "estimate" || use === "tokenizer" ? { use, backend } : { use, backend, gpuLayers };
    const size = parts.reduce((sum, part) => sum + Number(part.identity.size), 0);
    const facts: TrialFacts = { trial: TRIAL_VERSION, fingerprint, size, build: llamaBuildId(), settings };
    const verdict = (await this.verdicts.get(facts)) ?? (await this.trial(facts, { ...request, file, identity }, signal));
    // The child found another file at the path than the one checked here: nothing was judged.
    if (verdict === null) throw new ModelFileReplacedError(file);
    if (verdict.kind === "aborted") throw new LlamaAbortError(file, verdict.step, verdict.assertion, verdict.ending);
    return identity;
  }

  /** The verdict of a trial in a child process; null when the child did not find the file checked here. */
  private trial(facts: TrialFacts, request: TrialRequest, signal: AbortSignal | undefined): Promise<TrialVerdict | null> {
    const key = JSON.stringify(facts);
    const running = this.running.get(key);
    if (running) return running;
    const started = this.queue.catch(() => undefined).then(async () => {
      signal?.throwIfAborted();
      const known = await this.verdicts.get(facts);
      if (known) return known;
      this.childrenStarted++;
      const cost: TrialCost = { ms: 0, maxRssBytes: null };
      const verdict = await runTrial(this.launcher, this.script(), request, signal, cost);
      this.lastCost = cost;
      if (verdict.kind === "threw" && verdict.name === "ModelFileReplacedError") return null;
      await this.verdicts.set(facts, verdict);
      return verdict;
    });
    this.queue = started;
    this.running.set(key, started);
    void started.catch(() => undefined).finally(() => this.running.delete(key));
    return started;
  }

  private script(): URL {
    return this.childUrl ?? workerScriptUrl("trialChild", import.meta.url, "The model trial");
  }
}
