import { useEffect, useReducer, useState } from "react";
import type { ModelLoadState } from "../../../../src-main/contract/llm.ts";
import type { CatalogEntry } from "../../../../src-main/contract/models.ts";
import { errorInfoOf } from "../../shared/errorInfo.ts";
import { client } from "../../client/index.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatCount } from "../../shared/format.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { AddModelForm } from "./AddModelForm.tsx";
import { CatalogList } from "./CatalogList.tsx";
import { LoadModelCard } from "./LoadModelCard.tsx";
import { downloadsReducer } from "./modelFacts.ts";
import { ModelInfoPanel } from "./ModelInfoPanel.tsx";
import { RegistryTable } from "./RegistryTable.tsx";
import { RuntimeCard } from "./RuntimeCard.tsx";
import "./models.css";

/** How often the list is read again while a file is being hashed (hashing sends no progress events). */
const HASH_POLL_MS = 1000;

export function ModelsView() {
  const models = useAsync(() => client.call("models.list"), []);
  const catalog = useAsync(() => client.call("models.catalog"), []);
  const runtime = useAsync(() => client.call("llm.runtimeInfo"), []);
  const settings = useAsync(() => client.call("settings.get"), []);
  const [loadState, setLoadState] = useState<ModelLoadState | undefined>(undefined);
  const [downloads, dispatch] = useReducer(downloadsReducer, {});
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const [actionError, setActionError] = useState<Error | null>(null);

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

  const selected = list.find((m) => m.id === selectedId) ?? list[0] ?? null;
  const defaultModelId = settings.data?.defaultModelId ?? null;

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

  return (
    <div className="models-view">
      <header className="view-header">
        <h1>Models</h1>
        {models.data && list.length > 0 && <span className="view-header-meta">{formatCount(list.length, "model")} registered</span>}
      </header>

      <section aria-labelledby="registry-heading" className="models-section">
        <h2 id="registry-heading">Your models</h2>
        <AddModelForm onAdded={(result) => setSelectedId(result.model.id)} />
        <ErrorAlert error={models.error} prefix="The model registry could not be read." />
        <ErrorAlert error={actionError} />
        {models.data && list.length === 0 && (
          <div className="empty-state">
            <h3>No model yet</h3>
            <p>
              Add a GGUF file or download one from the catalog below. Generation runs entirely on this machine, so pick a model
              the catalog marks as fitting.
            </p>
          </div>
        )}
        {list.length > 0 && selected && (
          <div className="registry-layout">
            <div className="registry-table-wrap">
              <RegistryTable
                models={list}
                selectedId={selected.id}
                defaultModelId={defaultModelId}
                loadedModelId={loadState?.status === "loaded" ? loadState.modelId : null}
                onSelect={setSelectedId}
              />
            </div>
            <ModelInfoPanel
              key={selected.id}
              model={selected}
              version={version}
              isDefault={selected.id === defaultModelId}
              onMakeDefault={() => void makeDefault(selected.id)}
              onRemoved={() => {
                setSelectedId(null);
                models.reload();
                catalog.reload();
              }}
            />
          </div>
        )}
      </section>

      <div className="models-row">
        {settings.data || settings.error ? (
          <LoadModelCard
            models={list}
            state={loadState}
            defaults={{ gpuLayers: settings.data?.runtime.gpuLayers, contextSize: settings.data?.runtime.contextSize }}
          />
        ) : (
          <section className="panel models-card">
            <p className="muted">Loading…</p>
          </section>
        )}
        <RuntimeCard info={runtime.data} error={runtime.error} />
      </div>

      <section aria-labelledby="catalog-heading" className="models-section">
        <h2 id="catalog-heading">Catalog</h2>
        <p className="muted catalog-intro">
          Models known to work well for reading papers and writing questions. Fit estimates use this machine's free memory.
        </p>
        <ErrorAlert error={catalog.error} prefix="The catalog could not be loaded." />
        {!catalog.data && !catalog.error && <p className="muted">Estimating how each model fits…</p>}
        {catalog.data && (
          <CatalogList
            entries={catalog.data}
            downloads={downloads}
            onDownload={(entry) => void download(entry)}
            onCancel={(entry) => void cancel(entry)}
            onShow={(id) => {
              setSelectedId(id);
              document.getElementById("registry-heading")?.scrollIntoView({ behavior: "smooth" });
            }}
          />
        )}
      </section>
    </div>
  );
}
