import { quantizationWords } from "@contract/quantizationWords.ts";
import type { CatalogEntry } from "@contract/modelCatalog.ts";
import { Badge } from "../../shared/Badge.tsx";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatBytes, formatTokens } from "@contract/numberWords.ts";
import { LabeledProgress } from "../../shared/LabeledProgress.tsx";
import { describeDownload, describeFitMemory, FIT_LABEL, sortCatalog, type Downloads } from "./modelFacts.ts";

interface CatalogListProps {
  entries: CatalogEntry[];
  downloads: Downloads;
  onDownload(entry: CatalogEntry): void;
  onCancel(entry: CatalogEntry): void;
  onShow(modelId: number): void;
}

/** Recommended models with how they would fit here, downloadable with live progress. */
export function CatalogList({ entries, downloads, onDownload, onCancel, onShow }: CatalogListProps) {
  return (
    <ul className="catalog" aria-label="Model catalog">
      {sortCatalog(entries).map((entry) => {
        const download = downloads[entry.uri];
        const fit = FIT_LABEL[entry.fit.verdict];
        const active = download?.active ?? false;
        return (
          <li key={entry.key} className="catalog-entry panel">
            <div className="catalog-head">
              <h3>{entry.name}</h3>
              <Badge tone={fit.tone} title={describeFitMemory(entry.fit)}>
                {fit.text}
              </Badge>
            </div>
            <p className="catalog-facts muted">
              {entry.parameters} · {quantizationWords(entry.quantization)} · {formatBytes(entry.sizeBytes)} · {formatTokens(entry.contextLength)} tokens · {entry.license}
            </p>
            <p className="catalog-good">{entry.goodFor}</p>
            <p className="catalog-fit muted">{entry.fit.note}</p>
            <div className="catalog-actions" aria-live="polite">
              {entry.installedModelId !== null && !active ? (
                <>
                  <Badge tone="ok">Installed</Badge>
                  <button type="button" onClick={() => onShow(entry.installedModelId!)}>
                    Show
                  </button>
                </>
              ) : active ? (
                <>
                  <div className="catalog-progress">
                    <LabeledProgress
                      label={`Download of ${entry.name}`}
                      done={download?.progress?.phase === "downloading" ? download.progress.bytesDone : 0}
                      total={download?.progress?.phase === "downloading" ? download.progress.totalBytes : 0}
                    />
                    <span className="muted catalog-progress-text">{describeDownload(download?.progress ?? null)}</span>
                  </div>
                  <button type="button" onClick={() => onCancel(entry)} disabled={download?.paused}>
                    {download?.paused ? "Stopping…" : "Pause"}
                  </button>
                </>
              ) : (
                <>
                  <button type="button" className={entry.fit.verdict === "too-large" ? undefined : "primary"} onClick={() => onDownload(entry)}>
                    {download?.paused || (download?.progress?.bytesDone ?? 0) > 0
                      ? "Resume download"
                      : download?.error
                        ? "Try the download again"
                        : `Download ${formatBytes(entry.sizeBytes)}`}
                  </button>
                  {download?.paused && <span className="muted">Paused; the part already downloaded is kept.</span>}
                </>
              )}
            </div>
            {download?.error && <ErrorAlert error={download.error.message} prefix="Download failed:" />}
          </li>
        );
      })}
    </ul>
  );
}
