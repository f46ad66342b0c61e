import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { PaperSynthesisPanel } from "./PaperSynthesisPanel.tsx";
import { usePaperSynthesis } from "./usePaperSynthesis.ts";

/** The side panel's "Synthesis" tab: the synthesis conditions a run recorded per material. */
export function SynthesisTabPanel({ paperId, hidden }: { paperId: number; hidden: boolean }) {
  const synthesis = usePaperSynthesis(paperId);
  return (
    <div className="pane-scroll" role="tabpanel" id="paper-panel-synthesis" aria-labelledby="paper-tab-synthesis" hidden={hidden}>
      <h2 className="sr-only">Synthesis conditions</h2>
      <ErrorAlert error={synthesis.error} prefix="The synthesis conditions could not be loaded." />
      {synthesis.data !== undefined ? <PaperSynthesisPanel view={synthesis.data} paperId={paperId} /> : !synthesis.error && <p className="muted">Loading the synthesis conditions…</p>}
    </div>
  );
}
