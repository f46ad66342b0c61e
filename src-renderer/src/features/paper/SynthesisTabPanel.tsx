import { PaperSynthesisPanel } from "./PaperSynthesisPanel.tsx";
import { SideTabPanel } from "./SideTabPanel.tsx";
import { usePaperSynthesis } from "./usePaperSynthesis.ts";

/** The side panel's "Synthesis" tab: the synthesis conditions a run recorded per material. */
export function SynthesisTabPanel({ paperId, hidden }: { paperId: number; hidden: boolean }) {
  const synthesis = usePaperSynthesis(paperId);
  return (
    <SideTabPanel tab="synthesis" heading="Synthesis conditions" hidden={hidden} error={synthesis.error} errorPrefix="The synthesis conditions could not be loaded.">
      {synthesis.data !== undefined ? <PaperSynthesisPanel view={synthesis.data} paperId={paperId} /> : !synthesis.error && <p className="muted">Loading the synthesis conditions…</p>}
    </SideTabPanel>
  );
}
