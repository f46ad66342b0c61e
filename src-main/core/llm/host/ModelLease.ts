import type { LeaseHolder, ModelRole, ModelSession, SessionSettings } from "../../../contract/modelHost.ts";

/**
 * A hold on a loaded model: while any lease on it is unreleased the host never unloads it.
 * Leases on the same file with the same load settings share one model in memory.
 */
export interface ModelLease<M> {
  readonly role: ModelRole;
  readonly holder: LeaseHolder;
  readonly model: M;
  /** True once released, or taken back from a yielding holder. */
  readonly released: boolean;
  /**
   * A context on the model with these settings, shared with every lease of this model asking the
   * same (two runs on one model share its sequences and their cached prefixes). It lives as long
   * as the model; a disposed one is made again.
   */
  session(settings: SessionSettings): Promise<ModelSession>;
  /** Gives the model back; safe to call more than once. The model stays loaded, idle, until room is needed. */
  release(): void;
}
