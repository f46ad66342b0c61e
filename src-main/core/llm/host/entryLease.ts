import type { AcquireOptions, BackendModel, ModelRole, ModelSession, SessionSettings } from "../../../contract/modelHost.ts";
import type { Entry, Lease } from "./hostEntry.ts";

/**
 * A new lease on a loaded entry. `tick` is the host's use clock: the entry's last use moves on
 * when it is leased and when the lease ends, so the least recently used idle model goes first.
 */
export function leaseEntry<M extends BackendModel>(entry: Entry<M>, role: ModelRole, options: AcquireOptions, tick: () => number): Lease<M> {
  entry.roles.add(role);
  entry.lastUsed = tick();
  let released = false;
  const end = () => {
    if (released) return false;
    released = true;
    entry.leases.delete(lease);
    entry.lastUsed = tick();
    return true;
  };
  const lease: Lease<M> = {
    role,
    holder: options.holder,
    options,
    model: entry.model!,
    get released() {
      return released;
    },
    session: (settings) => entrySession(entry, settings),
    release: () => void end(),
    revoke: () => {
      if (end()) options.onRevoked?.();
    },
  };
  entry.leases.add(lease);
  return lease;
}

/** The entry's session with these settings, opened once and shared; a disposed or failed one is opened again. */
function entrySession<M extends BackendModel>(entry: Entry<M>, settings: SessionSettings): Promise<ModelSession> {
  const key = `${settings.sequences ?? 1}|${settings.contextSize ?? "default"}`;
  const cached = entry.sessions.get(key);
  if (cached && !cached.value?.disposed) return cached.promise;
  const made: { promise: Promise<ModelSession>; value?: ModelSession } = { promise: entry.model!.openSession(settings) };
  made.promise.then((session) => (made.value = session)).catch(() => {
    if (entry.sessions.get(key) === made) entry.sessions.delete(key);
  });
  entry.sessions.set(key, made);
  return made.promise;
}

/** Disposes the entry's sessions, then its model; a failure to dispose is not the caller's concern. */
export async function disposeEntry<M extends BackendModel>(entry: Entry<M>): Promise<void> {
  const sessions = [...entry.sessions.values()];
  entry.sessions.clear();
  for (const session of sessions) await session.promise.then((s) => s.dispose()).catch(() => undefined);
  await entry.promise.then((m) => m.dispose()).catch(() => undefined);
}
