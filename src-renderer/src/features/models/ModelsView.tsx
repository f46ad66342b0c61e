import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatCount } from "../../shared/format.ts";
import { useState } from "react";
import { AddModelForm } from "./AddModelForm.tsx";
import { AddServerForm } from "./AddServerForm.tsx";
import { BuiltInModelCard } from "./BuiltInModelCard.tsx";
import { CatalogSection } from "./CatalogSection.tsx";
import { LoadModelCard } from "./LoadModelCard.tsx";
import { ModelInfoPanel } from "./ModelInfoPanel.tsx";
import { NoModelYet } from "./NoModelYet.tsx";
import { RegistryTable } from "./RegistryTable.tsx";
import { RuntimeCard } from "./RuntimeCard.tsx";
import { useModels } from "./useModels.ts";
import "./models.css";

export function ModelsView() {
  const {
    models,
    availability,
    list,
    catalog,
    builtIn,
    runtime,
    settings,
    loadState,
    downloads,
    selected,
    select,
    version,
    actionError,
    addingDemo,
    defaultModelId,
    download,
    cancel,
    makeDefault,
    addDemo,
    removed,
  } = useModels();
  const [addingServer, setAddingServer] = useState(false);

  return (
    <div className="models-view">
      <header className="view-header">
        <h1>Models</h1>
        {models.data && list.length > 0 && <span className="view-header-meta">{formatCount(list.length, "model")} registered</span>}
      </header>

      <section aria-labelledby="registry-heading" className="models-section">
        <h2 id="registry-heading">Your models</h2>
        <AddModelForm onAdded={(result) => select(result.model.id)} />
        {addingServer ? (
          <AddServerForm
            onAdded={(result) => {
              setAddingServer(false);
              select(result.model.id);
              models.reload();
            }}
            onCancel={() => setAddingServer(false)}
          />
        ) : (
          <div className="toolbar add-server-toggle">
            <button type="button" onClick={() => setAddingServer(true)}>
              Add a server…
            </button>
            <span className="muted">for a model on a GPU server (vLLM, llama.cpp's server, Ollama, LM Studio)</span>
          </div>
        )}
        <ErrorAlert error={models.error} prefix="The model registry could not be read." />
        <ErrorAlert error={actionError} />
        {models.data && list.length === 0 && <NoModelYet addingDemo={addingDemo} onAddDemo={() => void addDemo()} />}
        {list.length > 0 && selected && (
          <div className="registry-layout">
            <div className="registry-table-wrap">
              <RegistryTable
                models={list}
                selectedId={selected.id}
                defaultModelId={defaultModelId}
                loadedModelId={loadState?.status === "loaded" ? loadState.modelId : null}
                availability={availability.byId}
                onSelect={select}
              />
            </div>
            <ModelInfoPanel
              key={selected.id}
              model={selected}
              version={version}
              isDefault={selected.id === defaultModelId}
              onMakeDefault={() => void makeDefault(selected.id)}
              onRemoved={removed}
              availability={availability}
            />
          </div>
        )}
      </section>

      <BuiltInModelCard model={builtIn.data} error={builtIn.error} />

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

      <CatalogSection
        catalog={catalog}
        downloads={downloads}
        onDownload={(entry) => void download(entry)}
        onCancel={(entry) => void cancel(entry)}
        onShow={(id) => {
          select(id);
          document.getElementById("registry-heading")?.scrollIntoView({ behavior: "smooth" });
        }}
      />
    </div>
  );
}
