import { useState } from "react";
import type { PaperRow } from "@contract/papers.ts";
import { callKeepingError } from "../../shared/callKeepingError.ts";
import type { Library } from "./useLibrary.ts";

/** Removing a paper: which one is being confirmed, whether the removal is under way, and its error. */
export function usePaperRemoval(library: Library) {
  const [removing, setRemoving] = useState<PaperRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const confirm = async () => {
    if (!removing) return;
    await callKeepingError({ setBusy, setError }, async () => {
      await library.removePaper(removing.id);
      setRemoving(null);
    });
  };
  const cancel = () => {
    setRemoving(null);
    setError(null);
  };
  return { removing, ask: setRemoving, busy, error, confirm, cancel };
}
