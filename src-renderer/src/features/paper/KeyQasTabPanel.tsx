import type { KeyQaView } from "@contract/keyQas.ts";
import { routeHref } from "../../app/router.ts";
import { QaCards } from "./QaCards.tsx";
import { SideTabPanel } from "./SideTabPanel.tsx";

interface KeyQasTabPanelProps {
  paperId: number;
  qas: KeyQaView[];
  loaded: boolean;
  error: Error | null;
  selectedId: number | null;
  /** The selected QA is one of these (its evidence is shown). */
  hasSelection: boolean;
  onSelect(id: number): void;
  hidden: boolean;
}

/** The side panel's "Key QAs" tab: the paper's best QAs, or how to get some. */
export function KeyQasTabPanel({ paperId, qas, loaded, error, selectedId, hasSelection, onSelect, hidden }: KeyQasTabPanelProps) {
  return (
    <SideTabPanel tab="qas" heading="Key QAs" hidden={hidden} error={error} errorPrefix="The key QAs could not be loaded.">
      {loaded && qas.length === 0 && (
        <div className="empty-state kqa-empty">
          <p>
            <strong>No key QAs yet.</strong>
          </p>
          <p>Key QAs are the best generated question–answer pairs that passed the filters.</p>
          <a className="button primary" href={routeHref("runs", null, { paper: String(paperId) })}>
            Start a run on this paper
          </a>
        </div>
      )}
      {qas.length > 0 && (
        <>
          <p className="muted pane-hint">
            {hasSelection ? "Its evidence is boxed on the page and marked in the text." : "Select a QA to see its evidence."}{" "}
            <span className="nowrap">
              <kbd>↑</kbd> <kbd>↓</kbd> next
            </span>
          </p>
          <QaCards qas={qas} selectedId={selectedId} onSelect={onSelect} />
        </>
      )}
      {!loaded && !error && <p className="muted">Loading the key QAs…</p>}
    </SideTabPanel>
  );
}
