import { useState } from "react";
import type { PaperDetail, PaperMetadataField } from "../../../../src-main/contract/papers.ts";
import { draftFromPaper, FIELD_LABELS, type PaperEditDraft } from "./paperEditForm.ts";
import { usePaperEdit } from "./usePaperEdit.ts";

const HINTS: Partial<Record<PaperMetadataField, string>> = {
  authors: "Separate names with “;”",
  keywords: "Separate keywords with “;”",
};

/** Corrects the paper's details; each corrected field can be taken back to what was read from the PDF. */
export function PaperEditForm({ paper, onDone }: { paper: PaperDetail; onDone: () => void }) {
  const [draft, setDraft] = useState<PaperEditDraft>(() => draftFromPaper(paper));
  const edit = usePaperEdit(paper);
  const corrected = new Set(paper.edited.map((e) => e.field));

  const field = (name: PaperMetadataField, multiline = false) => (
    <div className="paper-edit-field" key={name}>
      <label htmlFor={`paper-edit-${name}`}>
        {FIELD_LABELS[name]}
        {corrected.has(name) && (
          <button
            type="button"
            className="paper-edit-revert"
            disabled={edit.saving}
            title="Show what was read from the PDF again"
            onClick={() => void edit.revert([name]).then((ok) => ok && onDone())}
          >
            use the PDF's
          </button>
        )}
      </label>
      {multiline ? (
        <textarea id={`paper-edit-${name}`} rows={6} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
      ) : (
        <input id={`paper-edit-${name}`} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
      )}
      {HINTS[name] && <small className="muted">{HINTS[name]}</small>}
    </div>
  );

  return (
    <form
      className="paper-edit-form"
      aria-label="Correct the paper's details"
      onSubmit={(e) => {
        e.preventDefault();
        void edit.save(draft).then((ok) => ok && onDone());
      }}
    >
      {field("title")}
      {field("authors")}
      <div className="paper-edit-row">
        {field("doi")}
        {field("year")}
        {field("venue")}
      </div>
      {field("abstract", true)}
      {field("keywords")}
      {edit.problem && (
        <p className="error" role="alert">
          {edit.problem}
        </p>
      )}
      <div className="paper-edit-actions">
        <button type="submit" className="primary" disabled={edit.saving}>
          {edit.saving ? "Saving…" : "Save corrections"}
        </button>
        <button type="button" onClick={onDone} disabled={edit.saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
