import type { PaperDetail } from "@contract/paperDetail.ts";
import type { PaperMetadataField } from "@contract/paperEdits.ts";
import { FIELD_LABELS, type PaperEditDraft } from "./paperEditForm.ts";
import { usePaperEdit } from "./usePaperEdit.ts";

const HINTS: Partial<Record<PaperMetadataField, string>> = {
  authors: "Separate names with “;”",
  keywords: "Separate keywords with “;”",
  doi: "Such as 10.1021/acs.jpcc.0c01234, or its https://doi.org/ link",
};

type TextField = Exclude<keyof PaperEditDraft, "useFileName">;

/**
 * Corrects the paper's details beside its pages, so each can be compared with the PDF. A
 * corrected field can be taken back to what was read from the PDF; like every other edit it is
 * saved only with "Save corrections".
 */
export function PaperEditForm({ paper, onDone }: { paper: PaperDetail; onDone: () => void }) {
  const edit = usePaperEdit(paper);
  const { draft, problems } = edit;
  const corrected = new Set(paper.edited.map((e) => e.field));

  const field = (name: TextField, multiline = false) => {
    const id = `paper-edit-${name}`;
    const describedBy = [HINTS[name] ? `${id}-hint` : null, problems[name] ? `${id}-problem` : null].filter(Boolean).join(" ") || undefined;
    const props = {
      id,
      value: draft[name],
      "aria-invalid": problems[name] ? true : undefined,
      "aria-describedby": describedBy,
      onBlur: () => edit.leave(name),
      onChange: (e: { target: { value: string } }) => edit.setField(name, e.target.value),
    };
    return (
      <div className="paper-edit-field" key={name}>
        <label htmlFor={id}>
          {FIELD_LABELS[name]}
          {edit.reverting.has(name) ? (
            <span className="muted paper-edit-note">as read from the PDF, once saved</span>
          ) : (
            corrected.has(name) && (
              <button
                type="button"
                className="paper-edit-revert"
                disabled={edit.saving}
                aria-label={`Use the PDF's ${FIELD_LABELS[name].toLowerCase()}`}
                title="Put what was read from the PDF back in this field (saved with the rest)"
                onClick={() => edit.useThePdfs(name)}
              >
                use the PDF's
              </button>
            )
          )}
        </label>
        {multiline ? <textarea rows={6} {...props} /> : <input {...props} />}
        {HINTS[name] && (
          <small id={`${id}-hint`} className="muted">
            {HINTS[name]}
          </small>
        )}
        {name === "title" && draft.title.trim() === "" && <TitleChoice useFileName={draft.useFileName} onChange={edit.setUseFileName} />}
        {problems[name] && (
          <small id={`${id}-problem`} className="field-error" role="alert">
            {problems[name]}
          </small>
        )}
      </div>
    );
  };

  return (
    <form
      className="paper-edit-form"
      aria-label="Correct the paper's details"
      onSubmit={(e) => {
        e.preventDefault();
        void edit.save().then((ok) => ok && onDone());
      }}
    >
      <h2 className="paper-edit-heading">Correct the details</h2>
      <p className="muted paper-edit-intro">Compare with the page beside. Nothing changes until you save.</p>
      {field("title")}
      {field("authors")}
      <div className="paper-edit-row">
        {field("doi")}
        {field("year")}
      </div>
      {field("venue")}
      {field("abstract", true)}
      {field("keywords")}
      {edit.failed && (
        <p className="error" role="alert">
          {edit.failed}
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

/** Under an emptied title: the paper goes by its file name only when the user says so. */
function TitleChoice({ useFileName, onChange }: { useFileName: boolean; onChange(use: boolean): void }) {
  return (
    <label className="checkbox paper-edit-filename">
      <input type="checkbox" checked={useFileName} onChange={(e) => onChange(e.target.checked)} /> No title: call the paper by its file name
    </label>
  );
}
