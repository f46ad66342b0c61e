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
  const page = useModels();
  // Kept apart so the callbacks below see it as checked non-null.
  const { selected } = page;
  const [addingServer, setAddingServer] = useState(false);

  return (
    <div className="models-view">
      <header className="view-header">
        <h1>Models</h1>
        {page.models.data && page.list.length > 0 && <span className="view-header-meta">{formatCount(page.list.length, "model")} registered</span>}
      </header>

      <section aria-labelledby="registry-heading" className="models-section">
        <h2 id="registry-heading">Your models</h2>
        <AddModelForm onAdded={(result) => page.select(result.model.id)} />
        {addingServer ? (
          <AddServerForm
            onAdded={(result) => {
              setAddingServer(false);
              page.select(result.model.id);
              page.models.reload();
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
        <ErrorAlert error={page.models.error} prefix="The model registry could not be read." />
        <ErrorAlert error={page.actionError} />
        {page.models.data && page.list.length === 0 && <NoModelYet addingDemo={page.addingDemo} onAddDemo={() => void page.addDemo()} />}
        {page.list.length > 0 && selected && (
          <div className="registry-layout">
            <div className="registry-table-wrap">
              <RegistryTable
                models={page.list}
                selectedId={selected.id}
                defaultModelId={page.defaultModelId}
                loadedModelId={page.loadState?.status === "loaded" ? page.loadState.modelId : null}
                availability={page.availability.byId}
                onSelect={page.select}
              />
            </div>
            <ModelInfoPanel
              key={selected.id}
              model={selected}
              version={page.version}
              isDefault={selected.id === page.defaultModelId}
              onMakeDefault={() => void page.makeDefault(selected.id)}
              onRemoved={page.removed}
              availability={page.availability}
            />
          </div>
        )}
      </section>

      <BuiltInModelCard model={page.builtIn.data} error={page.builtIn.error} />

      <div className="models-row">
        {page.settings.data || page.settings.error ? (
          <LoadModelCard
            models={page.list}
            state={page.loadState}
            defaults={{ gpuLayers: page.settings.data?.runtime.gpuLayers, contextSize: page.settings.data?.runtime.contextSize }}
          />
        ) : (
          <section className="panel models-card">
            <p className="muted">Loading…</p>
          </section>
        )}
        <RuntimeCard info={page.runtime.data} error={page.runtime.error} />
      </div>

      <CatalogSection
        catalog={page.catalog}
        downloads={page.downloads}
        onDownload={(entry) => void page.download(entry)}
        onCancel={(entry) => void page.cancel(entry)}
        onShow={(id) => {
          page.select(id);
          document.getElementById("registry-heading")?.scrollIntoView({ behavior: "smooth" });
        }}
      />
    </div>
  );
}
