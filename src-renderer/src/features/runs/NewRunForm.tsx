import { routeHref } from "../../app/router.ts";
import { RunForm } from "./RunForm.tsx";
import { useNewRunData } from "./useNewRun.ts";
import type { NewRunFormProps } from "./runFormProps.ts";

export function NewRunForm(props: NewRunFormProps) {
  const data = useNewRunData();

  if (data.error) {
    return (
      <section className="panel run-form" aria-label="New run">
        <p role="alert" className="error">
          {data.error.message}
        </p>
      </section>
    );
  }
  if (!data.data) return <section className="panel run-form muted" aria-label="New run" aria-busy="true">Loading…</section>;
  const { totalPapers, strategies, settings } = data.data;
  // Embedding models cannot write QAs.
  const models = data.data.models.filter((m) => m.role !== "embedding");
  if (totalPapers === 0) {
    return (
      <div className="empty-state" data-testid="runs-no-papers">
        <h2>No papers yet</h2>
        <p>A run turns papers into QAs. Import some PDFs first.</p>
        <a className="button primary" href={routeHref("library")}>
          Import papers first
        </a>
      </div>
    );
  }
  if (models.length === 0) {
    return (
      <div className="empty-state" data-testid="runs-no-model">
        <h2>No model yet</h2>
        <p>Runs generate with a local GGUF model or one on a GPU server. Add a file, download one from the catalog, or add a server.</p>
        <a className="button primary" href={routeHref("models")}>
          Add a model
        </a>
      </div>
    );
  }
  return (
    <RunForm
      {...props}
      totalPapers={totalPapers}
      strategies={strategies}
      models={models}
      embedders={data.data.models.filter((m) => m.role === "embedding")}
      defaultModelId={settings.defaultModelId}
      defaultStrategy={settings.defaultStrategy}
      defaultLanes={settings.lanes}
    />
  );
}

