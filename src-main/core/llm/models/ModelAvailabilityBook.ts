import type { ModelAvailability } from "../../../contract/modelAvailability.ts";
import type { ApiKeySource } from "../../../contract/apiKeys.ts";
import type { ModelRow } from "../../db/repositories/models.ts";
import type { RemoteHttpClientOptions } from "../remote/remoteHttpOptions.ts";
import { readRemoteConfig } from "../remote/remoteModelEntry.ts";
import { checkRemoteModel } from "./checkRemoteModel.ts";
import type { ModelFailure } from "./modelFailure.ts";

export interface ModelAvailabilityBookOptions {
  /** The registered models now. */
  rows: () => ModelRow[];
  /** Where a check finds API keys by name. */
  keys: ApiKeySource;
  /** Request settings of the checks (tests shorten them). Defaults to checkRemoteModel's. */
  http?: Omit<RemoteHttpClientOptions, "baseUrl" | "apiKey">;
  /** Told when what is known of a model changed because something used it (a run, a load). Defaults to nothing. */
  onChange?: () => void;
  /** How long a remote check stands before the next look asks again. Defaults to 60 s. */
  maxAgeMs?: number;
}

/**
 * What this process knows of whether each registered model can be used: the last check of a
 * remote model's servers, and the last time a model failed (or succeeded) when a run or a load
 * used it. Kept in memory: a server that is down now may be up after a restart, and a local file
 * that failed is tried again by the next run, which notes it again.
 */
export class ModelAvailabilityBook {
  private readonly known = new Map<number, ModelAvailability & { at: number }>();
  private readonly checking = new Map<number, Promise<void>>();
  private readonly options: ModelAvailabilityBookOptions;

  constructor(options: ModelAvailabilityBookOptions) {
    this.options = options;
  }

  /** A model could not be used (a run or a load met `failure`). */
  noteFailure(modelId: number, failure: ModelFailure): void {
    this.set(modelId, { state: failure.state, reason: failure.reason, contextSize: this.known.get(modelId)?.contextSize ?? null }, true);
  }

  /** A model was used without trouble (a run's session opened on it). */
  noteOk(modelId: number): void {
    this.set(modelId, { state: "ok", reason: null, contextSize: this.known.get(modelId)?.contextSize ?? null }, true);
  }

  /** What is known of one model, checking a remote one whose check is older than a minute. */
  async of(modelId: number): Promise<ModelAvailability | null> {
    const row = this.options.rows().find((r) => r.id === modelId);
    if (!row) return null;
    await this.checkIfStale(row, false);
    return this.public(modelId);
  }

  /** Every registered model the core knows something of; remote ones are checked first if stale (or always, with `refresh`). */
  async list(refresh = false): Promise<ModelAvailability[]> {
    const rows = this.options.rows();
    await Promise.all(rows.map((row) => this.checkIfStale(row, refresh)));
    return rows.map((row) => this.public(row.id)).filter((a): a is ModelAvailability => a !== null);
  }

  private public(modelId: number): ModelAvailability | null {
    const entry = this.known.get(modelId);
    if (!entry) return null;
    const { at: _at, ...shown } = entry;
    return shown;
  }

  private checkIfStale(row: ModelRow, refresh: boolean): Promise<void> {
    const config = readRemoteConfig(row.metadata);
    if (!config) return Promise.resolve();
    const entry = this.known.get(row.id);
    if (!refresh && entry && Date.now() - entry.at < (this.options.maxAgeMs ?? 60_000)) return Promise.resolve();
    let running = this.checking.get(row.id);
    if (!running) {
      running = checkRemoteModel(config, this.options.keys, this.options.http)
        .then((answer) => {
          if (answer.ok) this.set(row.id, { state: "ok", reason: null, contextSize: answer.contextSize }, false);
          else this.set(row.id, { state: answer.failure.state, reason: answer.failure.reason, contextSize: null }, false);
        })
        .finally(() => this.checking.delete(row.id));
      this.checking.set(row.id, running);
    }
    return running;
  }

  private set(modelId: number, value: Pick<ModelAvailability, "state" | "reason" | "contextSize">, tell: boolean): void {
    const before = this.known.get(modelId);
    this.known.set(modelId, { modelId, ...value, checkedAt: new Date().toISOString(), at: Date.now() });
    if (tell && (before?.state !== value.state || before?.reason !== value.reason)) this.options.onChange?.();
  }
}
