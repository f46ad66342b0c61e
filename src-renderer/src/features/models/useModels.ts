import { useEffect, useReducer, useState } from "react";
import type { ModelLoadState } from "@contract/llm.ts";
import type { CatalogEntry } from "@contract/modelCatalog.ts";
import { client } from "../../client/index.ts";
import { errorInfoOf } from "../../shared/errorInfo.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { useModelAvailability } from "../../shared/useModelAvailability.ts";
import { downloadsReducer } from "./modelFacts.ts";

/** How often the list is read again while a file is being hashed (hashing sends no progress events). */
const HASH_POLL_MS = 1000;

/**
 * Everything the Models view shows and does: the registry, the catalog and its downloads, the
 * runtime, the loaded model and the settings it uses, kept fresh by the core's events.
 */
export function useModels() {
  const models = useAsync(() => client.call("models.list"), []);
  const catalog = useAsync(() => client.call("models.catalog"), []);
  const builtIn = useAsync(() => client.call("models.builtIn"), []);
  const runtime = useAsync(() => client.call("llm.runtimeInfo"), []);
  const settings = useAsync(() => client.call("settings.get"), []);
  // Whether each model can be used now (servers answering, files loading): marked in the table.
  const availability = useModelAvailability();
  const [loadState, setLoadState] = useState<ModelLoadState | undefined>(undefined);
  const [downloads, dispatch] = useReducer(downloadsReducer, {});
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const [actionError, setActionError] = useState<Error | null>(null);
  const [addingDemo, setAddingDemo] = useState(false);

  useEffect(() => {
    client.call("llm.loadState").then(setLoadState, (e: Error) => setActionError(e));
  }, []);

  useAppEvent("models.changed", () => {
    models.reload();
    catalog.reload();
    setVersion((v) => v + 1);
  });
  useAppEvent("model.load", (event) => setLoadState(event.state));
  useAppEvent("model.download", (event) => dispatch({ type: "progress", progress: event.progress }));
  useAppEvent("model.downloadEnded", (event) => dispatch({ type: "ended", uri: event.uri, error: event.error }));
  useAppEvent("settings.changed", () => {
    settings.reload();
    runtime.reload();
  });

  const list = models.data ?? [];
  const hashing = list.some((m) => m.hashProgress !== null);
  useEffect(() => {
    if (!hashing) return;
    const timer = setInterval(() => models.reload(), HASH_POLL_MS);
    return () => clearInterval(timer);
  }, [hashing, models.reload]);

  const download = async (entry: CatalogEntry) => {
    dispatch({ type: "start", uri: entry.uri });
    try {
      const result = await client.call("models.download", entry.uri);
      dispatch({ type: "ended", uri: entry.uri, error: null });
      setSelectedId(result.model.id);
    } catch (error) {
      dispatch({ type: "ended", uri: entry.uri, error: errorInfoOf(error) });
    }
  };

  const cancel = async (entry: CatalogEntry) => {
    dispatch({ type: "pause", uri: entry.uri });
    try {
      await client.call("models.cancelDownload", entry.uri);
    } catch (error) {
      setActionError(error as Error);
    }
  };

  const makeDefault = async (id: number) => {
    setActionError(null);
    try {
      await client.call("settings.update", { defaultModelId: id });
      settings.reload();
    } catch (error) {
      setActionError(error as Error);
    }
  };

  const addDemo = async () => {
    setActionError(null);
    setAddingDemo(true);
    try {
      const result = await client.call("models.addDemo");
      setSelectedId(result.model.id);
      models.reload();
    } catch (error) {
      setActionError(error as Error);
    } finally {
      setAddingDemo(false);
    }
  };

  const removed = () => {
    setSelectedId(null);
    models.reload();
    catalog.reload();
  };

  return {
    models,
    availability,
    list,
    catalog,
    builtIn,
    runtime,
    settings,
    loadState,
    downloads,
    selected: list.find((m) => m.id === selectedId) ?? list[0] ?? null,
    select: setSelectedId,
    version,
    actionError,
    addingDemo,
    defaultModelId: settings.data?.defaultModelId ?? null,
    download,
    cancel,
    makeDefault,
    addDemo,
    removed,
  };
}
