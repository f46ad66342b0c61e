import { routeHref } from "../../app/router.ts";
import { Badge, type BadgeTone } from "../../shared/Badge.tsx";
import { formatCount } from "../../shared/format.ts";
import { FailureReason } from "./FailureReason.tsx";
import { describeScanProgress } from "./importProgress.ts";
import type { ImportFileReport, ImportFileStatus } from "./importStatus.ts";
import { shownName } from "@contract/shownName.ts";

const STATUS: Record<ImportFileStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: "Queued", tone: "neutral" },
  reading: { label: "Reading", tone: "accent" },
  imported: { label: "Imported", tone: "ok" },
  duplicate: { label: "Already in library", tone: "neutral" },
  failed: { label: "Failed", tone: "danger" },
  "needs-password": { label: "Needs password", tone: "warn" },
  cancelled: { label: "Not read", tone: "neutral" },
};

/**
 * One imported file: its status, name, and a link to the paper or why it failed. `ocrOn` and
 * `onImportAgain` let a scan refused while OCR was off be read once it is on.
 */
export function ImportFileRow({ file, ocrOn, onImportAgain }: { file: ImportFileReport; ocrOn: boolean; onImportAgain(path: string): void }) {
  const status = STATUS[file.status];
  return (
    <li className={`import-file import-file-${file.status}`}>
      <Badge tone={status.tone}>
        {file.status === "reading" && <span className="spinner" aria-hidden="true" />}
        {status.label}
      </Badge>
      <span className="import-file-name" title={shownName(file.path ?? file.name)}>
        {shownName(file.name) || "…"}
      </span>
      <span className="import-file-detail">
        {(file.status === "imported" || file.status === "duplicate") && file.paperId !== null && (
          <>
            {file.pages !== null && <span className="muted">{formatCount(file.pages, "page")} · </span>}
            <a href={routeHref("paper", file.paperId)}>Open</a>
          </>
        )}
        {file.status === "failed" && file.error && <FailureReason error={file.error} ocrOn={ocrOn} onImportAgain={file.path !== null ? () => onImportAgain(file.path!) : undefined} />}
        {file.status === "needs-password" && <span className="muted">Give its password above to import it.</span>}
        {file.status === "reading" && file.progress && <span className="muted">{describeScanProgress(file.progress)}</span>}
      </span>
    </li>
  );
}
