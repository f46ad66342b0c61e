import { useState } from "react";
import type { ImportBatchReport, ImportFileReport } from "@contract/importReport.ts";
import type { LikelyDuplicate } from "@contract/importResults.ts";
import { routeHref } from "../../app/router.ts";
import { shownName } from "@contract/shownName.ts";

/** The files of recent imports that look like a paper already in the library, with their batch. */
export function duplicatePrompts(batches: readonly ImportBatchReport[]): { batch: ImportBatchReport; file: ImportFileReport & { likelyDuplicateOf: LikelyDuplicate } }[] {
  return batches.flatMap((batch) =>
    batch.files.flatMap((file) => (file.likelyDuplicateOf && file.paperId !== null ? [{ batch, file: { ...file, likelyDuplicateOf: file.likelyDuplicateOf } }] : [])),
  );
}

interface DuplicatePromptsProps {
  batches: readonly ImportBatchReport[];
  onResolve(batchId: string, file: ImportFileReport, keepBoth: boolean): Promise<void>;
}

/**
 * Files just imported that look like a paper the library had (the same text under other bytes, a
 * password-protected copy say, or the same DOI): said at once, each with the choice to keep both
 * papers or remove the new copy (the file itself is left alone).
 */
export function DuplicatePrompts({ batches, onResolve }: DuplicatePromptsProps) {
  const prompts = duplicatePrompts(batches);
  if (prompts.length === 0) return null;
  return (
    <div className="duplicate-prompts" role="group" aria-labelledby="duplicate-prompts-heading">
      <h3 id="duplicate-prompts-heading">{prompts.length === 1 ? "1 file looks like a paper already in the library" : `${prompts.length} files look like papers already in the library`}</h3>
      {prompts.map(({ batch, file }) => (
        <DuplicatePrompt key={`${batch.id}:${file.index}`} file={file} onResolve={(keepBoth) => onResolve(batch.id, file, keepBoth)} />
      ))}
    </div>
  );
}

function DuplicatePrompt({ file, onResolve }: { file: ImportFileReport & { likelyDuplicateOf: LikelyDuplicate }; onResolve(keepBoth: boolean): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const other = file.likelyDuplicateOf;
  const choose = async (keepBoth: boolean) => {
    setBusy(true);
    try {
      await onResolve(keepBoth);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="duplicate-prompt" data-testid="duplicate-prompt">
      <p>
        {/* Each paper by a link in words: the library's numbers are shown nowhere else, so "paper 2" named nothing the user could find. */}
        <strong>{shownName(file.name)}</strong> was imported as <a href={routeHref("paper", file.paperId)}>a new paper</a>, but it is likely the same paper as{" "}
        <a href={routeHref("paper", other.paperId)}>“{shownName(other.name)}”</a>, already in the library:{" "}
        {other.matchedBy === "text" ? "the text read from both files is the same." : "both have the same DOI."}
      </p>
      <div className="duplicate-prompt-actions">
        <button type="button" disabled={busy} onClick={() => void choose(true)}>
          Keep both
        </button>
        <button type="button" className="danger" disabled={busy} onClick={() => void choose(false)}>
          Remove the new copy
        </button>
      </div>
    </div>
  );
}
