import type { PaperRow } from "@contract/papers.ts";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatCount } from "../../shared/format.ts";

/** Asks before a paper leaves the library, saying what goes with it and that the PDF stays. */
export function RemovePaperDialog(props: { paper: PaperRow; busy: boolean; error: Error | null; onConfirm(): void; onCancel(): void }) {
  const { paper } = props;
  return (
    <ConfirmDialog title="Remove this paper?" confirmLabel="Remove paper" danger busy={props.busy} onConfirm={props.onConfirm} onCancel={props.onCancel}>
      <p>
        <strong>{paper.name}</strong> will be removed from the library
        {paper.qas > 0 ? ` together with its ${formatCount(paper.qas, "generated QA")} and their reviews` : ""}. The PDF file
        itself stays where it is.
      </p>
      <ErrorAlert error={props.error} />
    </ConfirmDialog>
  );
}
