import type { CatalogEntry } from "@contract/modelCatalog.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import type { AsyncState } from "../../shared/useAsync.ts";
import { CatalogList } from "./CatalogList.tsx";
import type { Downloads } from "./modelFacts.ts";

interface CatalogSectionProps {
  catalog: Pick<AsyncState<CatalogEntry[]>, "data" | "error">;
  downloads: Downloads;
  onDownload(entry: CatalogEntry): void;
  onCancel(entry: CatalogEntry): void;
  /** Shows an installed entry's model in the registry above. */
  onShow(modelId: number): void;
}

/** The Models view's catalog: what it is, while fits are estimated, and the entries. */
export function CatalogSection({ catalog, downloads, onDownload, onCancel, onShow }: CatalogSectionProps) {
  return (
    <section aria-labelledby="catalog-heading" className="models-section">
      <h2 id="catalog-heading">Catalog</h2>
      <p className="muted catalog-intro">
        Models known to work well for reading papers and writing questions. Fit estimates use this machine's free memory.
      </p>
      <ErrorAlert error={catalog.error} prefix="The catalog could not be loaded." />
      {!catalog.data && !catalog.error && <p className="muted">Estimating how each model fits…</p>}
      {catalog.data && <CatalogList entries={catalog.data} downloads={downloads} onDownload={onDownload} onCancel={onCancel} onShow={onShow} />}
    </section>
  );
}
