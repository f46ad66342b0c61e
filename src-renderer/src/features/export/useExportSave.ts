import { useEffect, useState } from "react";
import type { QaQuery } from "@contract/qaQueries.ts";
import { exportErrorText } from "./exportErrors.ts";
import type { SavedExport } from "./useExport.ts";

/**
 * Saving an export: whether it is under way, its error in the user's words, and what was saved,
 * which is forgotten as soon as the choices that made it change (`resetOn`).
 */
export function useExportSave(saveExport: (query: QaQuery) => Promise<SavedExport | null>, query: QaQuery, resetOn: readonly unknown[]) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedExport | null>(null);
  // resetOn is the caller's list of what makes a saved file stale; it keeps its length.
  useEffect(() => setSaved(null), resetOn);

  const save = async () => {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      setSaved(await saveExport(query));
    } catch (e) {
      setError(exportErrorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, saved, save };
}
