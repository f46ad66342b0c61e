import { BreakableName } from "../../shared/BreakableName.tsx";
import { formatCount } from "../../shared/format.ts";
import { formatBytes } from "@contract/numberWords.ts";
import type { SavedExport } from "./useExport.ts";

/** What a finished export wrote and where, with "Show in folder" in the desktop app. */
export function ExportSavedNote({ saved, onShowInFolder }: { saved: SavedExport; onShowInFolder: () => void }) {
  return (
    <div className="export-done" role="status" data-testid="export-done">
      <p>
        <span aria-hidden="true">✓ </span>
        {saved.downloaded ? "Downloaded" : "Saved"} {formatCount(saved.records)} records ({formatBytes(saved.bytes)}) {saved.downloaded ? "as" : "to"}{" "}
        <code className="export-path">
          <BreakableName text={saved.path} />
        </code>
      </p>
      {saved.duplicatesRemoved > 0 && <p className="muted">{formatCount(saved.duplicatesRemoved)} repeated a question of another run on the same paper and were left out.</p>}
      {saved.omitted > 0 && <p className="muted">{formatCount(saved.omitted)} could not be written in this format (negatives, or QAs without a quoted passage).</p>}
      {!saved.downloaded && (
        <button type="button" onClick={onShowInFolder}>
          Show in folder
        </button>
      )}
    </div>
  );
}
