import { useState } from "react";
import type { PaperDetail } from "@contract/paperDetail.ts";
import type { PaperEditRequest, PaperMetadataField } from "@contract/paperEdits.ts";
import { client } from "../../client/index.ts";
import { changesFromDraft, draftFromPaper, draftText, type PaperEditDraft } from "./paperEditForm.ts";

type TextField = Exclude<keyof PaperEditDraft, "useFileName">;

/**
 * The edit form's state and its one call. Nothing is saved until "Save corrections": "use the
 * PDF's" only puts what the reader found back in its box (saved as a revert with the other
 * changes), so no unsaved edit is ever lost. The paper itself refreshes through "library.changed".
 */
export function usePaperEdit(paper: PaperDetail) {
  const [draft, setDraft] = useState<PaperEditDraft>(() => draftFromPaper(paper));
  const [reverting, setReverting] = useState<ReadonlySet<PaperMetadataField>>(new Set());
  const [tried, setTried] = useState(false);
  // Fields the user left: their problem shows then (a DOI half typed is not yet wrong).
  const [left, setLeft] = useState<ReadonlySet<PaperMetadataField>>(new Set());
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const outcome = changesFromDraft(paper, draft, reverting);
  const without = (field: PaperMetadataField) => new Set([...reverting].filter((f) => f !== field));

  async function send(request: PaperEditRequest): Promise<boolean> {
    setSaving(true);
    setFailed(null);
    try {
      await client.call("library.editPaper", paper.id, request);
      return true;
    } catch (error) {
      setFailed((error as Error).message);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    draft,
    saving,
    /** Each field's problem, once the user left the field or tried to save. */
    problems: Object.fromEntries(Object.entries(outcome.problems).filter(([field]) => tried || left.has(field as PaperMetadataField))) as typeof outcome.problems,
    /** The user left a field: its problem, if any, shows now. */
    leave(field: PaperMetadataField) {
      if (!left.has(field)) setLeft(new Set([...left, field]));
    },
    /** The call's own failure (the core refused or could not save). */
    failed,
    /** Fields that go back to what the PDF says when saved. */
    reverting,
    setField(field: TextField, value: string) {
      setDraft({ ...draft, [field]: value, ...(field === "title" && value.trim() !== "" ? { useFileName: false } : {}) });
      setReverting(without(field));
    },
    /** Calls the paper by its file name (an empty title), or takes that back. */
    setUseFileName(use: boolean) {
      setDraft({ ...draft, useFileName: use, ...(use ? { title: "" } : {}) });
      setReverting(without("title"));
    },
    /** Puts what the reader found in the PDF back in the field's box; saved with the rest. */
    useThePdfs(field: PaperMetadataField) {
      const edit = paper.edited.find((e) => e.field === field);
      if (!edit) return;
      setDraft({ ...draft, [field]: draftText(edit.extracted), ...(field === "title" ? { useFileName: edit.extracted === null } : {}) });
      setReverting(new Set([...reverting, field]));
    },
    /** Sends what changed; resolves true once saved (false while something must be fixed or the call failed). */
    async save(): Promise<boolean> {
      setTried(true);
      if (outcome.problem) return false;
      if (Object.keys(outcome.changes).length === 0 && outcome.revert.length === 0) return true;
      return send({ changes: outcome.changes, revert: outcome.revert });
    },
  };
}
