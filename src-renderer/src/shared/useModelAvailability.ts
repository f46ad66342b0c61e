import { useCallback, useState } from "react";
import type { ModelAvailability } from "@contract/modelAvailability.ts";
import { client } from "../client/index.ts";
import { useAppEvent } from "./useAppEvent.ts";
import { useAsync } from "./useAsync.ts";

/** What the screens know of every model's availability (one model's state is the contract's `ModelAvailabilityState`). */
export interface ModelAvailabilities {
  /** What is known of each model, by id; a model the core knows nothing of is absent. */
  byId: ReadonlyMap<number, ModelAvailability>;
  /** True while the servers are being asked again. */
  checking: boolean;
  /** Asks every remote model's servers again now. */
  refresh(): void;
}

/**
 * Whether the registered models can be used now (a remote model's servers answer, a local file
 * loaded when last tried), so a list of models marks the ones that cannot. Asked again when the
 * registry changes, which includes a run or a load finding a model down.
 */
export function useModelAvailability(): ModelAvailabilities {
  const [refreshing, setRefreshing] = useState(0);
  const known = useAsync(() => client.call("models.availability", refreshing > 0 ? { refresh: true } : {}), [refreshing]);
  useAppEvent("models.changed", known.reload);
  const refresh = useCallback(() => setRefreshing((n) => n + 1), []);
  return { byId: new Map((known.data ?? []).map((a) => [a.modelId, a])), checking: known.loading, refresh };
}
