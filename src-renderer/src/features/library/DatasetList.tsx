import { useState } from "react";
import { textCount, type DatasetSummary } from "@contract/datasets.ts";
import { routeHref } from "../../app/router.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatCount, formatDateTime } from "../../shared/format.ts";
import { useDatasetTexts, useDatasets } from "../../shared/useDatasets.ts";

/**
 * The imported QA datasets, apart from the papers: one entry each, named from its file, its texts
 * listed inside it (in its own order) once it is opened. Nothing shows while there is none.
 */
export function DatasetList() {
  const datasets = useDatasets();
  if (!datasets.data?.length && !datasets.error) return null;
  return (
    <section className="dataset-list" aria-labelledby="dataset-list-heading">
      <h2 id="dataset-list-heading">Imported QA datasets</h2>
      <ErrorAlert error={datasets.error} prefix="The imported datasets could not be listed." />
      <ul>
        {datasets.data?.map((dataset) => (
          <DatasetEntry key={dataset.name} dataset={dataset} />
        ))}
      </ul>
    </section>
  );
}

function DatasetEntry({ dataset }: { dataset: DatasetSummary }) {
  const [open, setOpen] = useState(false);
  const texts = useDatasetTexts(dataset.name, open);
  return (
    <li className="dataset-entry">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="dataset-name">{dataset.name}</span>
          <span className="muted dataset-facts">
            Imported dataset · {textCount(dataset.texts)} · {formatCount(dataset.qas, "QA")} · {formatDateTime(dataset.importedAt)}
          </span>
        </summary>
        <ErrorAlert error={texts.error} prefix="Its texts could not be listed." />
        {open && !texts.data && !texts.error && <p className="muted">Loading its texts…</p>}
        {texts.data && (
          <ol className="dataset-texts" aria-label={`Texts of ${dataset.name}`}>
            {texts.data.map((text) => (
              <li key={text.id}>
                <a href={routeHref("paper", text.id)}>{text.name}</a> <span className="muted">{formatCount(text.qas, "QA")}</span>
              </li>
            ))}
          </ol>
        )}
      </details>
    </li>
  );
}
