import { FormatFieldset } from "./FormatFieldset.tsx";
import { SplitsFieldset } from "./SplitsFieldset.tsx";
import { ScoreLimitsFieldset } from "./ScoreLimitsFieldset.tsx";
import { ExportChoicesFieldset } from "./ExportChoicesFieldset.tsx";
import { ExportPapersFieldset } from "./ExportPapersFieldset.tsx";
import { ExportPreviewPanel } from "./ExportPreviewPanel.tsx";
import { useExportForm } from "./useExportForm.ts";
import "./export.css";

/**
 * #/export: pick what goes in the dataset, see what the file will contain (counts by review
 * status, verdict, strategy and paper, and the first records), then save. ?run=ID starts with
 * that run; ?query=JSON (Review's "Export these") exports exactly Review's rows.
 */
export function ExportView() {
  const state = useExportForm();
  const { form, set, writing } = state;
  return (
    <div className="export-view">
      <h1>Export</h1>
      <p className="muted export-intro">
        Each record is one QA with everything needed to trust and reuse it: the question, the answer (a reviewer’s correction when there is one, with the
        original next to it), type, difficulty and hop, the evidence (sentences, table rows and cells) with its page and position, every score with its verdict and reason, the
        review decisions, the paper (title, DOI, file hash) and how it was made (run, strategy, prompt version, model and its hash, seed).
      </p>
      <div className="export-layout">
        <form className="panel export-form" aria-label="Export options" onSubmit={(event) => event.preventDefault()}>
          <FormatFieldset
            format={form.format}
            onFormat={(format) => set("format", format)}
            book={writing.book}
            onBook={writing.setBook}
            keepDuplicates={writing.keepDuplicates}
            onKeepDuplicates={writing.setKeepDuplicates}
            savesToDisk={state.exported.savesToDisk}
          />

          {writing.splitsWritten && <SplitsFieldset splitForm={writing.splitForm} setSplitForm={writing.setSplitForm} />}
          <ExportChoicesFieldset state={state} />

          {!state.fromReview && (
            <>
              <ExportPapersFieldset choosePapers={state.choosePapers} onChoosePapers={state.setChoosePapers} paperIds={form.paperIds} onPaperIds={(ids) => set("paperIds", ids)} />
              <ScoreLimitsFieldset metrics={state.exported.facets.data?.metrics ?? []} limits={form.scoreLimits} errors={state.limitErrors} onChange={(limits) => set("scoreLimits", limits)} />
            </>
          )}
        </form>

        <ExportPreviewPanel state={state} />
      </div>
    </div>
  );
}
