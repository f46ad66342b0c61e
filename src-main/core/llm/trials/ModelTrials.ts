import { createHash } from "node:crypto";
import path from "node:path";
import { workerScriptUrl } from "../../files/workerScript.ts";
import { LlamaAbortError } from "../errors/LlamaAbortError.ts";
import { checkGgufFile } from "../gguf/checkGgufFile.ts";
import type { ChildLauncher } from "./ChildLauncher.ts";
import { forkChildLauncher } from "./forkChildLauncher.ts";
import { headerFingerprint } from "./headerFingerprint.ts";
import { llamaBuildId } from "./llamaBuildId.ts";
import { runTrial, type TrialCost, type TrialVerdict } from "./runTrial.ts";
import type { TrialRequest } from "./trialProtocol.ts";
import { TrialVerdicts } from "./TrialVerdicts.ts";

/** Changes when what a trial does changes, so verdicts of an older trial are not trusted. */
const TRIAL_VERSION = 1;

export interface ModelTrialsOptions {
  /** Starts the trial child. Defaults to child_process.fork; the desktop app passes Electron's utilityProcess. */
  launcher?: ChildLauncher;
  /** Where verdicts are kept between processes. Defaults to none (this process only). */
  dir?: string;
  /** The trial child's script. Defaults to trialChild (TypeScript source or the built bundle). */
  childUrl?: URL;
}

/**
 * Tries a model file in a separate process before this process does anything with it through
 * llama.cpp: llama.cpp stops the whole process on a failed assertion, and no check of the header
 * can foresee all of them. Once per file (by a hash of its header), use, backend, GPU layers and
 * node-llama-cpp version on this machine: verdicts are kept (TrialVerdicts). A trial in which llama.cpp stopped becomes LlamaAbortError
 * with its assertion line; a trial whose step threw lets the caller go on (it meets the same,
 * clean error itself). One trial at a time: each may load a whole model.
 */
export class ModelTrials {
  private readonly launcher: ChildLauncher;
  private readonly verdicts: TrialVerdicts;
  private readonly childUrl: URL | undefined;
  private readonly running = new Map<string, Promise<TrialVerdict>>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Trials run in this process (not answered from the verdicts), for tests and benchmarks. */
  childrenStarted = 0;
  /** What the last trial run here cost, for benchmarks; null before any. */
  lastCost: TrialCost | null = null;

  constructor(options: ModelTrialsOptions = {}) {
    this.launcher = options.launcher ?? forkChildLauncher;
    this.verdicts = new TrialVerdicts(options.dir);
    this.childUrl = options.childUrl;
  }

  /**
   * Resolves when `request.file` may be used for `request.use` here; throws the header check's
   * errors (checkGgufFile) or LlamaAbortError.
   */
  async ensure(request: TrialRequest, signal?: AbortSignal): Promise<void> {
    const file = path.resolve(request.file);
    const parts = await checkGgufFile(file);
    const fingerprint = await headerFingerprint(parts);
    const { use, backend, gpuLayers } = request;
    // The estimate sizes the model the same way whatever it will be used for and however loaded.
    const settings = use === "estimate" || use === "tokenizer" ? { use, backend } : { use, backend, gpuLayers };
    const key = createHash("sha256").update(JSON.stringify({ v: TRIAL_VERSION, fingerprint, build: llamaBuildId(), ...settings })).digest("hex").slice(0, 40);
    const verdict = this.verdicts.get(key) ?? (await this.trial(key, { ...request, file }, signal));
    if (verdict.kind === "aborted") throw new LlamaAbortError(file, verdict.step, verdict.assertion, verdict.ending);
  }

  private trial(key: string, request: TrialRequest, signal: AbortSignal | undefined): Promise<TrialVerdict> {
    const running = this.running.get(key);
    if (running) return running;
    const started = this.queue.catch(() => undefined).then(async () => {
      signal?.throwIfAborted();
      const known = this.verdicts.get(key);
      if (known) return known;
      this.childrenStarted++;
      const cost: TrialCost = { ms: 0, maxRssBytes: null };
      const verdict = await runTrial(this.launcher, this.script(), request, signal, cost);
      this.lastCost = cost;
      this.verdicts.set(key, verdict);
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
