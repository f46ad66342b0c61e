import path from "node:path";
import { isRemoteModelRef } from "../../../contract/remoteModels.ts";
import type { AcquireOptions, BackendModel, ModelBackend, ModelRole } from "../../../contract/modelHost.ts";
import { ModelInUseError } from "../errors/ModelInUseError.ts";
import { ModelMemoryBudgetError } from "../errors/ModelMemoryBudgetError.ts";
import type { ModelLease } from "./ModelLease.ts";
import { hasRole, modelKey, runIds, type Entry, type LoadedEntry } from "./hostEntry.ts";
import { disposeEntry, leaseEntry } from "./entryLease.ts";

export interface ModelHostOptions<M extends BackendModel> {
  /**
   * The backend that loads `file`, started on first use (llama.cpp takes a moment to start):
   * llama.cpp for a GGUF path, the remote backend for a `remote:` reference.
   */
  backend: (file: string) => Promise<ModelBackend<M>>;
  /** Bytes models may take together. Defaults to the backend's `memoryBudget()`. */
  budgetBytes?: number;
}

/**
 * The one owner of every loaded model. Callers acquire a lease by role; leases on the same file
 * with compatible load settings share one model, counted. A model with a lease is never
 * unloaded. One generator model is in memory at a time (two large generators rarely fit, and a
 * run's model must not be swapped from under it): a generator lease on another file is refused
 * with ModelInUseError while a run holds one, and takes the place of an idle or yielding one.
 * Every load is checked against the memory budget first; idle models are unloaded, least
 * recently used first, to make room, and when leased models fill it the load is refused with
 * ModelMemoryBudgetError. Acquires run one at a time so two cannot both take the last room.
 * Remote models (`remote:` references) take no memory here: they are leased and shared the same
 * way but never count as the one local generator, so a run on a GPU server and one on this
 * machine may go on together.
 */
export class ModelHost<M extends BackendModel = BackendModel> {
  private readonly entries: Entry<M>[] = [];
  private readonly options: ModelHostOptions<M>;
  private queue: Promise<unknown> = Promise.resolve();
  /** Acquires queued but not settled: they count as holders from the moment they are asked for. */
  private readonly pending = new Set<{ role: ModelRole; file: string; options: AcquireOptions }>();
  private clock = 0;

  constructor(options: ModelHostOptions<M>) {
    this.options = options;
  }

  acquire(role: ModelRole, file: string, options: AcquireOptions): Promise<ModelLease<M>> {
    const claim = { role, file: modelKey(file), options };
    this.pending.add(claim);
    const acquired = this.queue.catch(() => undefined).then(() => this.acquireNow(role, claim.file, options));
    this.queue = acquired;
    void acquired.catch(() => undefined).finally(() => this.pending.delete(claim));
    return acquired;
  }

  /**
   * Throws ModelInUseError when a generator lease on `file` would be refused now: a run holds
   * (or is acquiring) a generator on another file. Synchronous, so a run can be refused before
   * anything of it is stored.
   */
  assertGeneratorFree(file: string, action: string): void {
    const target = modelKey(file);
    // A remote generator takes no memory here, so it neither waits for nor displaces a local one.
    if (isRemoteModelRef(target)) return;
    const held = this.entries.filter((e) => e.file !== target && !isRemoteModelRef(e.file) && hasRole(e, "generator")).flatMap((e) => [...e.leases].map((l) => ({ file: e.file, holder: l.holder, options: l.options })));
    const claimed = [...this.pending].filter((c) => c.role === "generator" && c.file !== target && !isRemoteModelRef(c.file)).map((c) => ({ file: c.file, holder: c.options.holder, options: c.options }));
    const holding = [...held, ...claimed].filter((h) => !h.options.yields);
    if (holding.length > 0) throw new ModelInUseError(holding[0]!.file, runIds(holding), action);
  }

  /** Every model loaded or loading, with its holders. */
  loaded(): LoadedEntry[] {
    return this.entries.map((e) => ({ file: e.file, gpuLayers: e.model?.gpuLayersSetting ?? e.gpuLayers, roles: [...e.roles], holders: [...e.leases].map((l) => l.holder), bytes: e.bytes }));
  }

  /** True while any lease is held (a run, the Models view's model, a quick check). */
  leased(): boolean {
    return this.entries.some((e) => e.leases.size > 0);
  }

  /** Runs holding a lease on this file. */
  runsUsing(file: string): number[] {
    const target = modelKey(file);
    return this.entries.filter((e) => e.file === target).flatMap((e) => runIds([...e.leases]));
  }

  /** Unloads the models nobody leases (all of them, or those of one file). */
  async unloadIdle(file?: string): Promise<void> {
    const target = file && modelKey(file);
    await Promise.all(this.entries.filter((e) => e.leases.size === 0 && (!target || e.file === target)).map((e) => this.unload(e)));
  }

  /** Takes back every lease and unloads everything; for closing or restarting the backend. */
  async dispose(): Promise<void> {
    for (const entry of this.entries) for (const lease of [...entry.leases]) lease.revoke();
    await Promise.all([...this.entries].map((e) => this.unload(e)));
  }

  private async acquireNow(role: ModelRole, file: string, options: AcquireOptions): Promise<ModelLease<M>> {
    options.signal?.throwIfAborted();
    let entry = this.find(file, options.gpuLayers);
    if (role === "generator" && !isRemoteModelRef(file)) {
      // A generator in use on this file is taken as loaded, whatever GPU layers were asked:
      // loading it again with others would mean two copies, or swapping it from under a run.
      entry = this.entries.find((e) => e.file === file && hasRole(e, "generator") && e.leases.size > 0) ?? entry;
      const others = this.entries.filter((e) => e !== entry && !isRemoteModelRef(e.file) && hasRole(e, "generator"));
      const holding = others.flatMap((e) => [...e.leases].filter((l) => !l.options.yields));
      if (holding.length > 0) {
        const ids = runIds(holding);
        throw new ModelInUseError(others.find((e) => [...e.leases].some((l) => holding.includes(l)))!.file, ids, options.action ?? `load ${path.basename(file)}`);
      }
      for (const other of others) for (const lease of [...other.leases]) lease.revoke();
      await Promise.all(others.map((e) => this.unload(e)));
    }
    entry ??= await this.load(file, role, options);
    try {
      await entry.promise;
    } catch (error) {
      this.forget(entry);
      throw error;
    }
    return leaseEntry(entry, role, options, () => ++this.clock);
  }

  private find(file: string, gpuLayers: AcquireOptions["gpuLayers"]): Entry<M> | undefined {
    return this.entries.find((e) => e.file === file && !e.model?.disposed && (gpuLayers === undefined || (e.model?.gpuLayersSetting ?? e.gpuLayers) === gpuLayers));
  }

  private async load(file: string, role: ModelRole, options: AcquireOptions): Promise<Entry<M>> {
    const backend = await this.options.backend(file);
    // An estimate that fails leaves the load to say why (the same file, read again).
    const bytes = (await backend.estimateBytes(file, { ...options, role }).catch(() => null)) ?? 0;
    await this.makeRoom(file, bytes, backend);
    const entry: Entry<M> = {
      file,
      gpuLayers: options.gpuLayers,
      promise: backend.load(file, { ...options, role }),
      bytes,
      roles: new Set(),
      leases: new Set(),
      sessions: new Map(),
      lastUsed: ++this.clock,
    };
    entry.promise.then((model) => (entry.model = model)).catch(() => this.forget(entry));
    this.entries.push(entry);
    return entry;
  }

  /** Unloads idle models, least recently used first, until `bytes` more fit; refuses when leased ones fill the budget. */
  private async makeRoom(file: string, bytes: number, backend: ModelBackend<M>): Promise<void> {
    if (bytes === 0) return;
    const budget = this.options.budgetBytes ?? (await backend.memoryBudget());
    const used = () => this.entries.reduce((sum, e) => sum + e.bytes, 0);
    const idle = this.entries.filter((e) => e.leases.size === 0).sort((a, b) => a.lastUsed - b.lastUsed);
    while (used() + bytes > budget && idle.length > 0) await this.unload(idle.shift()!);
    if (used() + bytes > budget) {
      throw new ModelMemoryBudgetError(file, bytes, used(), budget, this.entries.map((e) => e.file));
    }
  }

  private forget(entry: Entry<M>): void {
    const at = this.entries.indexOf(entry);
    if (at >= 0) this.entries.splice(at, 1);
  }

  private async unload(entry: Entry<M>): Promise<void> {
    this.forget(entry);
    await disposeEntry(entry);
  }
}
