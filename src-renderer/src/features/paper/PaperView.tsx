import { useState } from "react";
import { routeHref, useRoute } from "../../app/router.ts";
import { PaperReader } from "./PaperReader.tsx";
import "./paper.css";

/** #/paper/<id>[?qa=<qaId>]: one paper, its key QAs, and their evidence on the page and in the text. */
export function PaperView() {
  const route = useRoute();
  const paperId = Number(route.id);
  const qa = Number(route.params.get("qa"));
  // Outside the reader, so the side panel stays as the user left it from one paper to the next.
  const [panelOpen, setPanelOpen] = useState(true);
  if (!Number.isInteger(paperId) || paperId <= 0) {
    return (
      <section className="empty-state">
        <h1>No paper chosen</h1>
        <p>
          Open a paper from the <a href={routeHref("library")}>library</a>.
        </p>
      </section>
    );
  }
  return (
    <PaperReader
      key={paperId}
      paperId={paperId}
      initialQaId={Number.isInteger(qa) && qa > 0 ? qa : null}
      panelOpen={panelOpen}
      onPanelOpen={setPanelOpen}
    />
  );
}
