import { useState } from "react";
import type { PaperDetail, PaperEditRequest, PaperMetadataField } from "../../../../src-main/contract/papers.ts";
import { client } from "../../client/index.ts";
import { changesFromDraft, type PaperEditDraft } from "./paperEditForm.ts";

/**
 * Saving corrections from the paper view. The paper itself refreshes through "library.changed",
 * so this only tracks the call: busy while saving, and the problem to show if it failed.
 */
export function usePaperEdit(paper: PaperDetail) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(request: PaperEditRequest): Promise<boolean> {
    setSaving(true);
    setProblem(null);
    try {
      await client.call("library.editPaper", paper.id, request);
      return true;
    } catch (error) {
      setProblem((error as Error).message);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    saving,
    problem,
    /** Sends what changed; resolves true once saved (false when nothing could be saved). */
    async save(draft: PaperEditDraft): Promise<boolean> {
      const { changes, problem: invalid } = changesFromDraft(paper, draft);
      if (invalid) {
        setProblem(invalid);
        return false;
      }
      if (Object.keys(changes).length === 0) return true;
      return send({ changes });
    },
    /** Takes fields back to what was read from the PDF. */
    revert: (fields: PaperMetadataField[]) => send({ revert: fields }),
  };
}
