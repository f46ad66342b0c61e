import path from "node:path";
import { isRemoteModelRef } from "../../../contract/remoteModels.ts";
import type { AcquireOptions, BackendModel, LeaseHolder, ModelRole, ModelSession } from "../../../contract/modelHost.ts";
import type { ModelLease } from "./ModelLease.ts";

/** A loaded model (or one loading) and who holds it. */
export interface Entry<M extends BackendModel> {
  file: string;
  /** The GPU layers asked for; undefined when the caller took the default. */
  gpuLayers: "auto" | number | undefined;
  promise: Promise<M>;
  model?: M;
  /** Estimated memory; 0 when the backend cannot tell. */
  bytes: number;
  /** Roles it has been leased for: an idle generator is unloaded when another generator is wanted. */
  roles: Set<ModelRole>;
  leases: Set<Lease<M>>;
  sessions: Map<string, { promise: Promise<ModelSession>; value?: ModelSession }>;
  lastUsed: number;
}

export type Lease<M extends BackendModel> = ModelLease<M> & { readonly options: AcquireOptions; revoke(): void };

/** What is loaded, for the Models view, tests and `doctor`. */
export interface LoadedEntry {
  file: string;
  gpuLayers: "auto" | number | undefined;
  roles: ModelRole[];
  holders: LeaseHolder[];
  bytes: number;
}

/** A GGUF path made absolute, so two spellings of one file share a model; a remote reference as it is. */
export function modelKey(file: string): string {
  return isRemoteModelRef(file) ? file : path.resolve(file);
}

export function hasRole<M extends BackendModel>(entry: Entry<M>, role: ModelRole): boolean {
  return entry.roles.has(role);
}

export function runIds(leases: readonly { holder: LeaseHolder }[]): number[] {
  return [...new Set(leases.flatMap((l) => (l.holder.kind === "run" ? [l.holder.runId] : [])))];
}
