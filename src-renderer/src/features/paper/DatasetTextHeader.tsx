import { datasetTextName, type DatasetPlace } from "@contract/datasets.ts";
import type { PaperDetail } from "@contract/paperDetail.ts";
import { routeHref } from "../../app/router.ts";

/** The header of a text an imported dataset brought: named in its dataset, with no pages, PDF or details to correct. */
export function DatasetTextHeader({ text, place }: { text: PaperDetail; place: DatasetPlace }) {
  const words = text.sections.reduce((n, s) => n + s.paragraphs.reduce((m, p) => m + p.text.split(/\s+/).filter(Boolean).length, 0), 0);
  return (
    <header className="paper-header">
      <div className="paper-header-main">
        <p className="paper-crumbs">
          <a href={routeHref("library")}>Library</a> <span aria-hidden="true">›</span> <span className="muted">Imported dataset “{place.dataset}”</span>
        </p>
        <h1 className="paper-title-heading">{datasetTextName({ title: text.title, position: place.position, fallback: text.name })}</h1>
        <p className="paper-meta">
          <span>A text from the imported QA dataset “{place.dataset}”</span>
          <span>{words.toLocaleString("en-US")} {words === 1 ? "word" : "words"}</span>
        </p>
      </div>
      <div className="paper-header-actions">
        <a className="button" href={routeHref("review", null, { paper: String(text.id) })}>
          Review QAs
        </a>
      </div>
    </header>
  );
}
